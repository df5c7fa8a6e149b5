import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { QUADRANTS } from "./domain/areas";
import {
  defaultVoteArgs,
  setupWithCatalogue,
  signIn,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

const NARRATIVE_KEYS = QUADRANTS.flatMap((quadrant) =>
  [1, 2].map((n) => `${quadrant}-narrative-${n}`),
);

function expectTalliesMatchRecount(snapshot: Awaited<ReturnType<typeof tallySnapshot>>) {
  const { stored, recount } = snapshot;
  expect(stored.totalVotes).toBe(recount.totalVotes);
  expect(stored.quadrantCounts).toEqual(recount.quadrantCounts);
  expect(stored.taxRateSum).toBeCloseTo(recount.taxRateSum, 6);
  expect(stored.dividendSum).toBeCloseTo(recount.dividendSum, 6);
  expect(stored.inflationSum).toBeCloseTo(recount.inflationSum, 6);
  expect(stored.narratives).toEqual(recount.narratives);
  expect(stored.policies).toEqual(recount.policies);
}

describe("community:overview", () => {
  test("an empty community has zeros everywhere", async () => {
    const t = await setupWithCatalogue();
    expect(await t.query(api.community.overview, {})).toEqual({
      scope: "national",
      room: null,
      withheld: false,
      threshold: 0,
      totalVotes: 0,
      quadrantDistribution: { rewild: 0, leap: 0, steady: 0, scale: 0 },
      topNarratives: [],
      averageEconomics: { taxRate: 0, dividend: 0, inflation: 0 },
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
  });

  test("a new bind moves the user's vote from the old narrative to the new one", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 2));
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-2", 2));
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
    const top = await t.query(api.community.topPolicies, { category: "Healthcare", limit: 5 });
    expect(top.map((p) => [p.title, p.count, p.percentage])).toEqual([
      ["leap health-care policy 1", 2, 66.7],
      ["rewild health-care policy 1", 1, 33.3],
    ]);
    const overall = await t.query(api.community.topPolicies, {});
    expect(overall).toHaveLength(4);
    expect(overall[0].count).toBe(2);
    expect(await t.query(api.community.topPolicies, { category: "Nope" })).toEqual([]);
  });

  test("a removed policy's tally row disappears when its count reaches zero", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1", 2);
    await as.mutation(api.votes.bind, args);
    await as.mutation(api.votes.bind, {
      ...args,
      selectedPolicyIds: args.selectedPolicyIds.slice(0, 1),
    });
    const rows = await t.run(async (ctx) => ctx.db.query("policyTallies").collect());
    expect(rows.map((row) => row.policyId as Id<"policies">)).toEqual([args.selectedPolicyIds[0]]);
  });
});
