import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { convexToJson } from "convex/values";
import { SqliteTest } from "../server/engine/sqlite/testing";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { QUADRANTS } from "./domain/areas";
import { estimatePriceRise, roundPriceRise } from "./domain/economy";
import {
  defaultVoteArgs,
  expectTalliesMatchRecount,
  foldTallies,
  narrativeByKey,
  policyByKey,
  setupWithCatalogue,
  signIn,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

/** convex-test's issuer, which the test sign-in's identities carry. */
const ISSUER = "https://convex.test";

const NARRATIVE_KEYS = QUADRANTS.flatMap((quadrant) =>
  [1, 2].map((n) => `${quadrant}-narrative-${n}`),
);

describe("community:overview", () => {
  test("an empty community has zeros everywhere", async () => {
    const t = await setupWithCatalogue();
    await foldTallies(t);
    expect(await t.query(api.community.overview, {})).toEqual({
      scope: "national",
      counting: "accounts",
      room: null,
      withheld: false,
      threshold: 0,
      totalVotes: 0,
      thresholdVotes: 0,
      quadrantDistribution: { rewild: 0, leap: 0, steady: 0, scale: 0 },
      topNarratives: [],
      averageEconomics: {
        taxRate: 0,
        dividend: 0,
        inflation: 0,
        priceRise: { low: 0, central: 0, high: 0 },
      },
    });
  });

  test("totals, distribution, top 3 narratives and averages to one decimal", async () => {
    const t = await setupWithCatalogue();
    const votes: Array<[string, number, number]> = [
      ["leap-narrative-1", 1.0, 1000],
      ["leap-narrative-1", 2.0, 2000],
      ["leap-narrative-1", 1.5, 4000],
      ["rewild-narrative-2", 0.5, 3000],
      ["rewild-narrative-2", 1.0, 2000],
      ["steady-narrative-1", 3.3, 1000],
    ];
    for (const [key, taxRate, dividend] of votes) {
      const { as } = await signIn(t);
      await as.mutation(api.votes.bind, await defaultVoteArgs(t, key, 2, { taxRate, dividend }));
    }
    await foldTallies(t);
    const overview = await t.query(api.community.overview, {});
    expect(overview.totalVotes).toBe(6);
    expect(overview.quadrantDistribution).toEqual({
      rewild: 33.3,
      leap: 50,
      steady: 16.7,
      scale: 0,
    });
    expect(overview.topNarratives.map((n) => [n.title, n.quadrant, n.percentage])).toEqual([
      ["leap narrative 1", "leap", 50],
      ["rewild narrative 2", "rewild", 33.3],
      ["steady narrative 1", "steady", 16.7],
    ]);
    expect(overview.averageEconomics.taxRate).toBe(1.6); // 9.3 / 6 = 1.55
    expect(overview.averageEconomics.dividend).toBe(2166.7);
    const { recount } = await tallySnapshot(t);
    expect(overview.averageEconomics.inflation).toBe(
      Math.round((recount.inflationSum / 6) * 10) / 10,
    );
    // The price figure is the model's own, at the unrounded average rate (9.3 / 6 = 1.55%).
    expect(overview.averageEconomics.priceRise).toEqual(roundPriceRise(estimatePriceRise(1.55)));
    expect(overview.averageEconomics.priceRise.central).toBe(1.3);
  });

  test("a new bind moves the user's vote from the old narrative to the new one", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 2));
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-2", 2));
    await foldTallies(t);
    const overview = await t.query(api.community.overview, {});
    expect(overview.totalVotes).toBe(1);
    expect(overview.quadrantDistribution.scale).toBe(100);
    expect(overview.topNarratives.map((n) => n.title)).toEqual(["scale narrative 2"]);
    expectTalliesMatchRecount(await tallySnapshot(t));
  });

  test("property: after random binds by random users the tallies equal a full recount", async () => {
    const t = await setupWithCatalogue();
    const users: Array<Awaited<ReturnType<typeof signIn>>> = [];
    for (let i = 0; i < 4; i++) users.push(await signIn(t));
    const argsCache = new Map<string, Awaited<ReturnType<typeof defaultVoteArgs>>>();
    const argsFor = async (t: TestConvex, key: string) => {
      const cached = argsCache.get(key);
      if (cached) return cached;
      const args = await defaultVoteArgs(t, key, 13);
      argsCache.set(key, args);
      return args;
    };
    const bindArb = fc.record({
      user: fc.integer({ min: 0, max: users.length - 1 }),
      narrative: fc.integer({ min: 0, max: NARRATIVE_KEYS.length - 1 }),
      areas: fc.integer({ min: 1, max: 13 }),
      taxRate: fc.integer({ min: 0, max: 250 }).map((n) => n * 0.02),
      dividend: fc.integer({ min: 0, max: 50 }).map((n) => n * 1000),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(bindArb, { minLength: 1, maxLength: 6 }), async (binds) => {
        for (const bind of binds) {
          const args = await argsFor(t, NARRATIVE_KEYS[bind.narrative]);
          await users[bind.user].as.mutation(api.votes.bind, {
            ...args,
            selectedPolicyIds: args.selectedPolicyIds.slice(0, bind.areas),
            taxRate: bind.taxRate,
            dividend: bind.dividend,
          });
        }
        expectTalliesMatchRecount(await tallySnapshot(t));
      }),
      { numRuns: 30 },
    );
  });
});

describe("community:topPolicies", () => {
  test("most chosen policies with their share of active votes, optionally per category", async () => {
    const t = await setupWithCatalogue();
    for (const key of ["leap-narrative-1", "leap-narrative-1", "rewild-narrative-1"]) {
      const { as } = await signIn(t);
      await as.mutation(api.votes.bind, await defaultVoteArgs(t, key, 2));
    }
    await foldTallies(t);
    const top = await t.query(api.community.topPolicies, { category: "Healthcare", limit: 5 });
    expect(top.map((p) => [p.title, p.count, p.percentage])).toEqual([
      ["leap health-care policy 1", 2, 66.7],
      ["rewild health-care policy 1", 1, 33.3],
    ]);
    await foldTallies(t);
    const overall = await t.query(api.community.topPolicies, {});
    expect(overall).toHaveLength(4);
    expect(overall[0].count).toBe(2);
    await foldTallies(t);
    expect(await t.query(api.community.topPolicies, { category: "Nope" })).toEqual([]);
  });

  test("a removed policy's count leaves its tally summary when it reaches zero", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1", 2);
    await as.mutation(api.votes.bind, args);
    await as.mutation(api.votes.bind, {
      ...args,
      selectedPolicyIds: args.selectedPolicyIds.slice(0, 1),
    });
    await foldTallies(t);
    const shards = await t.run(async (ctx) => ctx.db.query("tallyShards").collect());
    expect(shards).toHaveLength(1);
    expect(Object.keys(shards[0].policies) as Id<"policies">[]).toEqual([
      args.selectedPolicyIds[0],
    ]);
  });
});

/** A room with the given threshold, and a binder that votes in it as a new user. */
async function roomWithVoter(t: TestConvex, threshold = 3) {
  const owner = await signIn(t, "facilitator@example.com");
  const { code } = await owner.as.mutation(api.rooms.create, { name: "Workshop", threshold });
  const vote = async (
    key: string,
    extra: Partial<{ taxRate: number; quizCoordinates: { x: number; y: number } }> = {},
  ) => {
    const { as } = await signIn(t, `voter${Math.random()}@example.com`);
    await as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, key, 2, { taxRate: extra.taxRate ?? 1 })),
      quizCoordinates: extra.quizCoordinates,
      roomCode: code,
    });
  };
  return { owner, code, vote };
}

describe("community queries for a workshop room", () => {
  test("results are withheld below the threshold, with the count and threshold shown", async () => {
    const t = await setupWithCatalogue();
    const { code, vote } = await roomWithVoter(t, 3);
    await vote("leap-narrative-1");
    await vote("rewild-narrative-2");
    await foldTallies(t);
    const withheld = await t.query(api.community.overview, { roomCode: code });
    expect(withheld).toMatchObject({
      scope: "room",
      withheld: true,
      threshold: 3,
      totalVotes: 2,
      quadrantDistribution: { rewild: 0, leap: 0, steady: 0, scale: 0 },
      topNarratives: [],
      averageEconomics: {
        taxRate: 0,
        dividend: 0,
        inflation: 0,
        priceRise: { low: 0, central: 0, high: 0 },
      },
    });
    expect(withheld.room).toMatchObject({ code, name: "Workshop", totalVotes: 2, threshold: 3 });
    await foldTallies(t);
    const presenter = await t.query(api.community.presenter, { roomCode: code });
    expect(presenter.map).toEqual([]);
    expect(presenter.topNarratives).toEqual([]);
    await foldTallies(t);
    const exported = await t.query(api.community.exportData, { roomCode: code });
    expect(exported).toMatchObject({ withheld: true, totalVotes: 2, narratives: [], policies: [] });

    await vote("leap-narrative-1");
    await foldTallies(t);
    const shown = await t.query(api.community.overview, { roomCode: code });
    expect(shown.withheld).toBe(false);
    expect(shown.totalVotes).toBe(3);
    expect(shown.quadrantDistribution).toEqual({ rewild: 33.3, leap: 66.7, steady: 0, scale: 0 });
    expect(shown.topNarratives.map((n) => [n.title, n.count])).toEqual([
      ["leap narrative 1", 2],
      ["rewild narrative 2", 1],
    ]);
    expect(shown.averageEconomics.taxRate).toBe(1);
  });

  test("the nation is never withheld; an unknown room is empty and withheld", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-1", 2));
    await foldTallies(t);
    const nation = await t.query(api.community.overview, { roomCode: "" });
    expect(nation).toMatchObject({ scope: "national", withheld: false, totalVotes: 1 });
    expect(nation.quadrantDistribution.scale).toBe(100);
    await foldTallies(t);
    expect(await t.query(api.community.overview, { roomCode: "NOPE22" })).toMatchObject({
      scope: "room",
      room: null,
      withheld: true,
      totalVotes: 0,
      topNarratives: [],
    });
  });

  test("presenter: top 5 narratives and a map whose counts sum to the total votes", async () => {
    const t = await setupWithCatalogue();
    const { code, vote } = await roomWithVoter(t, 3);
    const keys = NARRATIVE_KEYS.slice(0, 6);
    for (const key of keys) await vote(key);
    await vote("leap-narrative-1", { quizCoordinates: { x: 0.95, y: 0.95 } });
    await vote("leap-narrative-1", { quizCoordinates: { x: 0.91, y: 0.99 } });
    for (const roomCode of [code, undefined]) {
      await foldTallies(t);
      const presenter = await t.query(api.community.presenter, { roomCode });
      expect(presenter.totalVotes).toBe(8);
      expect(presenter.topNarratives).toHaveLength(5);
      expect(presenter.topNarratives[0]).toMatchObject({ title: "leap narrative 1", count: 3 });
      expect(presenter.map.reduce((sum, cell) => sum + cell.count, 0)).toBe(8);
      // Both quiz votes share the top-right cell; the others sit at quadrant centres.
      expect(presenter.map).toContainEqual({ x: 0.9, y: 0.9, count: 2 });
      expect(presenter.map).toContainEqual({ x: -0.5, y: 0.5, count: 2 });
      expect(presenter.map).toContainEqual({ x: 0.5, y: 0.5, count: 2 });
    }
  });

  test("topPolicies for a room: the room's counts, nothing while withheld", async () => {
    const t = await setupWithCatalogue();
    const { code, vote } = await roomWithVoter(t, 3);
    await vote("rewild-narrative-1");
    await vote("rewild-narrative-1");
    const { as } = await signIn(t);
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 2));
    await foldTallies(t);
    expect(await t.query(api.community.topPolicies, { roomCode: code })).toEqual([]);
    await vote("leap-narrative-1");
    await foldTallies(t);
    const top = await t.query(api.community.topPolicies, {
      roomCode: code,
      category: "Health & Care",
    });
    expect(top.map((p) => [p.title, p.count, p.percentage])).toEqual([
      ["rewild health-care policy 1", 2, 66.7],
      ["leap health-care policy 1", 1, 33.3],
    ]);
    await foldTallies(t);
    const nation = await t.query(api.community.topPolicies, { category: "Health & Care" });
    expect(nation.map((p) => p.count)).toEqual([2, 2]);
  });

  test("exportData: aggregates only, with totals that add up", async () => {
    const t = await setupWithCatalogue();
    const { code, vote } = await roomWithVoter(t, 3);
    for (const key of ["leap-narrative-1", "leap-narrative-2", "steady-narrative-1"]) {
      await vote(key, { taxRate: 2 });
    }
    await signIn(t, "outsider@example.com").then(async ({ as }) =>
      as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-1", 2)),
    );
    await foldTallies(t);
    const room = await t.query(api.community.exportData, { roomCode: code });
    expect(room).toMatchObject({
      scope: "room",
      roomName: "Workshop",
      roomCode: code,
      withheld: false,
      totalVotes: 3,
      averages: { taxRate: 2 },
    });
    expect(Number.isNaN(Date.parse(room.generatedAt))).toBe(false);
    expect(room.quadrants).toEqual([
      { quadrant: "rewild", count: 0, percentage: 0 },
      { quadrant: "leap", count: 2, percentage: 66.7 },
      { quadrant: "steady", count: 1, percentage: 33.3 },
      { quadrant: "scale", count: 0, percentage: 0 },
    ]);
    // Every narrative and policy of the catalogue, most votes first.
    expect(room.narratives).toHaveLength(NARRATIVE_KEYS.length);
    expect(room.narratives.reduce((sum, n) => sum + n.count, 0)).toBe(3);
    expect(room.narratives[0].count).toBe(1);
    expect(room.policies.reduce((sum, p) => sum + p.count, 0)).toBe(6);
    expect(room.policies.filter((p) => p.count > 0)).toHaveLength(6);

    await foldTallies(t);
    const nation = await t.query(api.community.exportData, {});
    expect(nation).toMatchObject({ scope: "national", roomName: null, totalVotes: 4 });
    expect(nation.narratives.reduce((sum, n) => sum + n.count, 0)).toBe(4);

    const users = await t.run(async (ctx) => ctx.db.query("users").collect());
    const text = JSON.stringify([room, nation]);
    for (const user of users) {
      expect(text).not.toContain(user._id);
      expect(text).not.toContain(user.email!);
    }
    expect(text).not.toMatch(/@|userId|email/i);
  });
});

describe("community:page (the community comparison page in one subscription)", () => {
  test("without a room code: the nation's results, no sample data while none exists", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 2));
    await foldTallies(t);
    const page = await t.query(api.community.page, {});
    await foldTallies(t);
    const { room, ...nation } = await t.query(api.community.overview, {});
    expect(room).toBeNull();
    expect(page).toEqual({ kind: "nation", nation, sample: null });
    await foldTallies(t);
    expect(await t.query(api.community.page, { roomCode: "  " })).toEqual(page);
  });

  test("with a room: the room's results beside the nation's, withheld below the threshold", async () => {
    const t = await setupWithCatalogue();
    const { code, vote } = await roomWithVoter(t, 3);
    await vote("leap-narrative-1");
    await vote("leap-narrative-1");
    await signIn(t, "outsider@example.com").then(async ({ as }) =>
      as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-1", 2)),
    );
    await foldTallies(t);
    const withheld = await t.query(api.community.page, { roomCode: code.toLowerCase() });
    expect(withheld).toMatchObject({
      kind: "room",
      room: { code, name: "Workshop" },
      roomResults: {
        scope: "room",
        withheld: true,
        threshold: 3,
        totalVotes: 2,
        topNarratives: [],
      },
      // The room's two votes are held from the nation until the room shows its results.
      nation: { scope: "national", withheld: false, totalVotes: 1 },
      sample: null,
    });

    await vote("rewild-narrative-2");
    await foldTallies(t);
    const shown = await t.query(api.community.page, { roomCode: code });
    if (shown.kind !== "room") throw new Error(`expected a room, got ${shown.kind}`);
    await foldTallies(t);
    const { room, ...roomResults } = await t.query(api.community.overview, { roomCode: code });
    expect(room?.code).toBe(code);
    expect(shown.roomResults).toEqual(roomResults);
    expect(shown.roomResults.quadrantDistribution).toEqual({
      rewild: 33.3,
      leap: 66.7,
      steady: 0,
      scale: 0,
    });
    expect(shown.nation.totalVotes).toBe(4);
  });

  test("an unknown room code comes back normalised, with the nation's results", async () => {
    const t = await setupWithCatalogue();
    await foldTallies(t);
    const page = await t.query(api.community.page, { roomCode: "nope-22" });
    expect(page).toMatchObject({ kind: "unknownRoom", code: "NOPE22", nation: { totalVotes: 0 } });
  });

  test("is the same for the room's owner, another user and a signed-out visitor", async () => {
    const t = await setupWithCatalogue();
    const { owner, code, vote } = await roomWithVoter(t, 3);
    await vote("steady-narrative-1");
    const other = await signIn(t);
    const pages = [
      await owner.as.query(api.community.page, { roomCode: code }),
      await other.as.query(api.community.page, { roomCode: code }),
      await t.query(api.community.page, { roomCode: code }),
    ];
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toEqual(pages[0]);
    expect(JSON.stringify(pages[0])).not.toMatch(/isOwner|ownerId|userId/);
    expect(await owner.as.query(api.rooms.isOwner, { code })).toBe(true);
    expect(await other.as.query(api.rooms.isOwner, { code })).toBe(false);
    expect(await t.query(api.rooms.isOwner, { code })).toBe(false);
  });

  test("never reads the caller's identity, so one run serves every viewer", async () => {
    const t = await setupWithCatalogue();
    const { owner, code } = await roomWithVoter(t, 3);
    // The embedded engine records whether a query read the identity (convex-test does not).
    if (!(t instanceof SqliteTest)) return;
    const subject = `${owner.userId}|${owner.sessionId}`;
    const identity = { subject, issuer: ISSUER, tokenIdentifier: `${ISSUER}|${subject}` };
    for (const roomCode of [undefined, code, "NOPE22"]) {
      const args = convexToJson(roomCode === undefined ? {} : { roomCode });
      const outcome = await t.engine.runQuery("community:page", args, identity);
      expect(outcome.result.ok).toBe(true);
      expect(outcome.readIdentity).toBe(false);
    }
    // A room's overview and presenter view do not read it either (who runs the room is
    // `rooms:isOwner`'s business)…
    for (const path of ["community:overview", "community:presenter"]) {
      const outcome = await t.engine.runQuery(path, convexToJson({ roomCode: code }), identity);
      expect(outcome.readIdentity).toBe(false);
    }
    // …and the check itself sees a query that does.
    const owned = convexToJson({ code });
    expect((await t.engine.runQuery("rooms:isOwner", owned, identity)).readIdentity).toBe(true);
  });
});

describe("community:shares (real shares on cards)", () => {
  test("gives the share of real votes for voted narratives and policies, leaves the rest out", async () => {
    const t = await setupWithCatalogue();
    const leap = await narrativeByKey(t, "leap-narrative-1");
    const steady = await narrativeByKey(t, "steady-narrative-1");
    const policy = await policyByKey(t, "leap-health-care-1");
    const other = await policyByKey(t, "leap-health-care-2");
    expect(
      await t.query(api.community.shares, { narrativeIds: [leap._id], policyIds: [policy._id] }),
    ).toEqual({ totalVotes: 0, narratives: {}, policies: {} });

    await t.mutation(internal.seed.generateCommunity, {});
    const { as } = await signIn(t);
    await as.mutation(api.votes.bind, {
      narrativeId: leap._id,
      selectedPolicyIds: [policy._id],
      taxRate: 1,
      dividend: 1000,
    });
    await foldTallies(t);
    const shares = await t.query(api.community.shares, {
      narrativeIds: [leap._id, steady._id, "not-an-id"],
      policyIds: [policy._id, other._id],
    });
    // The 150 sample votes never count: one real vote is 100%.
    expect(shares).toEqual({
      totalVotes: 1,
      narratives: { [leap._id]: { count: 1, percentage: 100 } },
      policies: { [policy._id]: { count: 1, percentage: 100 } },
    });
  });
});
