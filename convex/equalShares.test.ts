/**
 * The proportional community manifesto, live (docs/equal-shares.md "Live"): a fold (not a
 * vote) makes a scope stale, the cron's run writes one result per stale scope, and the
 * query shows the nation's, and a room's once past its threshold.
 */
import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { NATIONAL_SCOPE, roomScope, VERIFIED_SCOPE } from "./domain/rooms";
import {
  BALLOT_PAGE,
  EQUAL_SHARES_INTERVAL_S,
  nextRunAt,
  pauseAfterPage,
  WALK_DUTY,
  walkPauses,
  walksOf,
} from "./model/equalShares";
import {
  defaultVoteArgs,
  foldTallies,
  policyIds,
  setupWithCatalogue,
  signIn,
  type TestConvex,
} from "./test.helpers";

async function staleScopes(t: TestConvex) {
  const inputs = await t.query(internal.equalShares.runInputs, {});
  return inputs.stale.map((entry) => entry.scope);
}

/** `count` voters of a narrative, each choosing its defaults in the first `areas` areas. */
async function castVotes(
  t: TestConvex,
  count: number,
  narrativeKey: string,
  areas: number,
  roomCode?: string,
) {
  for (let i = 0; i < count; i++) {
    const voter = await signIn(t);
    await voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, narrativeKey, areas, { taxRate: 2, dividend: 0 })),
      ...(roomCode ? { roomCode } : {}),
    });
  }
}

describe("the proportional manifesto after folds", () => {
  test("a fold makes a scope stale; a run brings it up to date", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const room = await owner.as.mutation(api.rooms.create, { name: "Shares", threshold: 3 });
    // Votes in a room below its threshold are held from the nation (docs/rooms.md).
    await castVotes(t, 2, "leap-narrative-1", 3, room.code);
    await castVotes(t, 1, "leap-narrative-1", 3);
    await foldTallies(t);
    // The room is below its threshold: not computed.
    expect(await staleScopes(t)).toEqual([NATIONAL_SCOPE]);
    await t.action(internal.equalShares.recompute, {});
    expect(await staleScopes(t)).toEqual([]);

    // A room's votes are read as folded too: its third vote releases it at the next fold.
    await castVotes(t, 1, "rewild-narrative-1", 3, room.code);
    await foldTallies(t);
    expect(await staleScopes(t)).toContain(roomScope(room.roomId));
    await t.action(internal.equalShares.recompute, {});
    expect(await staleScopes(t)).toEqual([]);

    // A change to a computed scope makes it stale again.
    await castVotes(t, 1, "scale-narrative-1", 3);
    await foldTallies(t);
    expect(await staleScopes(t)).toEqual([NATIONAL_SCOPE]);
  });

  test("the run writes the nation's manifestos; the query shows them", async () => {
    const t = await setupWithCatalogue();
    expect(await t.query(api.equalShares.manifesto, {})).toEqual({ status: "pending" });
    await castVotes(t, 6, "leap-narrative-1", 4);
    await castVotes(t, 4, "steady-narrative-1", 4);
    await foldTallies(t);
    const ran = await t.action(internal.equalShares.recompute, {});
    expect(ran.map((r) => [r.scope, r.voters])).toEqual([[NATIONAL_SCOPE, 10]]);

    const view = await t.query(api.equalShares.manifesto, {});
    if (view.status !== "ready") throw new Error(`not ready: ${view.status}`);
    const { manifestos } = view;
    expect(manifestos.voters).toBe(10);
    expect(manifestos.budgetBasis).toBe("settings");
    // Both groups get something: the 4 steady voters are 40% of the budget's owners.
    const funded = new Set(manifestos.proportional.policies.map((p) => p.policyId));
    const steady = await policyIds(t, ["steady-health-care-1", "steady-education-training-1"]);
    expect(steady.some((id) => funded.has(id))).toBe(true);
    expect(manifestos.quadrants.steady).toMatchObject({ voters: 4, proportionalServed: 4 });
    expect(manifestos.proportional.spentBn).toBeLessThanOrEqual(manifestos.budgetBn + 1e-9);
  });

  test("a room's manifesto waits for its threshold", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const room = await owner.as.mutation(api.rooms.create, { name: "Shares", threshold: 3 });
    await castVotes(t, 2, "rewild-narrative-1", 3, room.code);
    await foldTallies(t);
    await t.action(internal.equalShares.recompute, {});
    expect(await t.query(api.equalShares.manifesto, { roomCode: room.code })).toEqual({
      status: "withheld",
    });
    expect(
      await t.run(async (ctx) =>
        ctx.db
          .query("equalSharesResults")
          .withIndex("by_scope", (q) => q.eq("scope", roomScope(room.roomId)))
          .first(),
      ),
    ).toBeNull();

    await castVotes(t, 2, "scale-narrative-1", 3, room.code);
    await foldTallies(t);
    await t.action(internal.equalShares.recompute, {});
    const view = await t.query(api.equalShares.manifesto, { roomCode: room.code });
    expect(view.status).toBe("ready");
    if (view.status === "ready") expect(view.manifestos.voters).toBe(4);
  });
});

describe("the run's cost", () => {
  test("one walk over the votes serves the nation and its verified votes", async () => {
    expect(walksOf([NATIONAL_SCOPE, "room:a", VERIFIED_SCOPE])).toEqual([
      [NATIONAL_SCOPE, VERIFIED_SCOPE],
      ["room:a"],
    ]);
    expect(walksOf(["room:a"])).toEqual([["room:a"]]);
    const t = await setupWithCatalogue();
    await castVotes(t, 3, "leap-narrative-1", 2);
    await castVotes(t, 2, "steady-narrative-1", 2);
    // Two of the leap voters verified: their votes count in both scopes.
    await t.run(async (ctx) => {
      const votes = await ctx.db.query("userVotes").collect();
      for (const vote of votes.filter((v) => v.quadrant === "leap").slice(0, 2)) {
        await ctx.db.patch("userVotes", vote._id, { verified: true });
      }
    });
    const policies = await t.run(async (ctx) =>
      (await ctx.db.query("policies").collect()).map((p) => p._id),
    );
    const page = await t.query(internal.equalShares.ballotPage, {
      scopes: [NATIONAL_SCOPE, VERIFIED_SCOPE],
      policyIds: policies,
      cursor: null,
    });
    expect(page.done).toBe(true);
    const [nation, verified] = page.scopes;
    expect(nation.votes).toBe(5);
    expect(verified.votes).toBe(2);
    // Identical ballots come once, with their count; each key names the quadrant.
    expect(nation.weights.reduce((a, b) => a + b, 0)).toBe(5);
    expect(nation.ballots.every((key) => /^(leap|steady)\|[0-9,]+$/.test(key))).toBe(true);
    expect(verified.ballots).toHaveLength(1);
    expect(verified.weights).toEqual([2]);
    expect(nation.taxRateSum).toBe(10);
    expect(verified.taxRateSum).toBe(4);
  });

  test("a run of more than a second is paced: the next waits ten times as long", async () => {
    expect(nextRunAt(null)).toBe(0);
    // Below a second, the cron's own interval is the slower: never paced.
    expect(nextRunAt({ startedAt: 1_000, runMs: 900 })).toBe(0);
    expect(nextRunAt({ startedAt: 1_000, runMs: undefined })).toBe(0);
    expect(nextRunAt({ startedAt: 1_000, runMs: 5_000 })).toBe(51_000);
    expect(EQUAL_SHARES_INTERVAL_S * 1000).toBeLessThan(50_000);

    const t = await setupWithCatalogue();
    await castVotes(t, 2, "leap-narrative-1", 2);
    await foldTallies(t);
    await t.action(internal.equalShares.recompute, {});
    // As if the run had just taken an hour: a new vote makes the nation stale but not due.
    await t.run(async (ctx) => {
      const stored = await ctx.db.query("equalSharesResults").collect();
      for (const doc of stored) {
        await ctx.db.patch("equalSharesResults", doc._id, {
          startedAt: Date.now(),
          runMs: 3_600_000,
        });
      }
    });
    await castVotes(t, 1, "steady-narrative-1", 2);
    await foldTallies(t);
    expect(await staleScopes(t)).toEqual([NATIONAL_SCOPE]);
    expect(await t.action(internal.equalShares.recompute, {})).toEqual([]);
    // A short run is never paced: the next cron computes it.
    await t.run(async (ctx) => {
      for (const doc of await ctx.db.query("equalSharesResults").collect()) {
        await ctx.db.patch("equalSharesResults", doc._id, { runMs: 20 });
      }
    });
    const ran = await t.action(internal.equalShares.recompute, {});
    expect(ran.map((r) => [r.scope, r.voters])).toEqual([[NATIONAL_SCOPE, 3]]);
    const stored = await t.run(async (ctx) => ctx.db.query("equalSharesResults").first());
    expect(stored?.runMs).toBeGreaterThanOrEqual(stored?.computeMs ?? 0);
  });

  test("a walk's pages take at most WALK_DUTY of its time: it waits after each but the last", async () => {
    expect(pauseAfterPage(0)).toBe(0);
    for (const pageMs of [1, 8, 31]) {
      expect(pageMs / (pageMs + pauseAfterPage(pageMs))).toBeCloseTo(WALK_DUTY, 9);
    }
    const t = await setupWithCatalogue();
    await castVotes(t, 1, "leap-narrative-1", 2);
    // Copies of that vote, for a walk of three pages.
    await t.run(async (ctx) => {
      const { _id, _creationTime, ...vote } = (await ctx.db.query("userVotes").first())!;
      for (let i = 0; i < 2 * BALLOT_PAGE; i++) await ctx.db.insert("userVotes", vote);
    });
    await foldTallies(t);
    const delays: number[] = [];
    const wait = walkPauses.wait;
    walkPauses.wait = async (ms) => void delays.push(ms);
    try {
      const ran = await t.action(internal.equalShares.recompute, {});
      expect(ran.map((r) => [r.scope, r.voters])).toEqual([[NATIONAL_SCOPE, 2 * BALLOT_PAGE + 1]]);
    } finally {
      walkPauses.wait = wait;
    }
    // One pause between each two pages, each three times a page's time (whole ms).
    expect(delays).toHaveLength(2);
    for (const ms of delays) expect(ms % (1 / WALK_DUTY - 1)).toBe(0);
  });
});
