import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { CATALOGUE } from "./catalogue";
import { QUADRANTS } from "./domain/areas";
import { planCatalogue } from "./domain/cataloguePlan";
import { isCatalogueStale, loadCatalogue } from "./model/catalogue";
import { SAMPLE_SCOPE } from "./domain/syntheticVotes";
import {
  defaultVoteArgs,
  expectTalliesMatchRecount,
  fixtureCatalogue,
  makeConvex,
  narrativeByKey,
  policyByKey,
  setupWithCatalogue,
  signIn,
  tallySnapshot,
  foldTallies,
} from "./test.helpers";

describe("catalogue loading", () => {
  test("ensureCatalogue loads the real catalogue into an empty database, once", async () => {
    const t = makeConvex();
    const plan = planCatalogue(CATALOGUE);
    const first = await t.mutation(internal.seed.ensureCatalogue, {});
    expect(first).toEqual({
      loaded: true,
      narratives: plan.narratives.length,
      policies: plan.policies.length,
      stale: false,
    });
    const second = await t.mutation(internal.seed.ensureCatalogue, {});
    expect(second).toEqual({ loaded: false, narratives: 0, policies: 0, stale: false });

    // Every narrative has a default in each of the 13 areas, whatever the content.
    const narratives = await t.query(api.narratives.listAll, {});
    expect(narratives.length).toBe(plan.narratives.length);
    for (const narrative of narratives) {
      const defaults = await t.query(api.policies.defaultsForNarrative, {
        narrativeId: narrative._id,
      });
      expect(defaults).toHaveLength(13);
    }
  });

  test("a reload upserts by key: ids stay, changes apply, removed entries go", async () => {
    const t = makeConvex();
    const catalogue = fixtureCatalogue();
    await t.run(async (ctx) => {
      await loadCatalogue(ctx, catalogue);
    });
    const narrative = await narrativeByKey(t, "leap-narrative-1");
    const policy = await policyByKey(t, "leap-health-care-1");

    const changed = fixtureCatalogue();
    changed.policies.find((p) => p.key === "leap-health-care-1")!.title = "Renamed";
    const leap1 = changed.narratives.find((n) => n.key === "leap-narrative-1")!;
    leap1.policies["health-care"] = ["leap-health-care-2", "leap-health-care-1"];
    changed.narratives = changed.narratives.filter((n) => n.key !== "scale-narrative-2");
    const result = await t.run(async (ctx) => loadCatalogue(ctx, changed));
    expect(result).toMatchObject({ narratives: 7, policies: 104, removed: 1, warnings: [] });

    expect((await narrativeByKey(t, "leap-narrative-1"))._id).toBe(narrative._id);
    const renamed = await policyByKey(t, "leap-health-care-1");
    expect(renamed._id).toBe(policy._id);
    expect(renamed.title).toBe("Renamed");
    const defaults = await t.query(api.policies.defaultsForNarrative, {
      narrativeId: narrative._id,
    });
    expect(defaults.find((p) => p.category === "Health & Care")?.catalogueKey).toBe(
      "leap-health-care-2",
    );
    expect(await t.query(api.narratives.listAll, {})).toHaveLength(7);

    const again = await t.run(async (ctx) => loadCatalogue(ctx, changed));
    expect(again.removed).toBe(0);
    const links = await t.run(async (ctx) => ctx.db.query("narrativePolicies").collect());
    expect(links).toHaveLength(7 * 26);
  });

  test("reloadCatalogue and the staleness check", async () => {
    const t = makeConvex();
    await t.run(async (ctx) => {
      await loadCatalogue(ctx, fixtureCatalogue());
    });
    expect(await t.run(async (ctx) => isCatalogueStale(ctx, fixtureCatalogue()))).toBe(false);
    expect((await t.mutation(internal.seed.ensureCatalogue, {})).stale).toBe(true);
    const reloaded = await t.mutation(internal.seed.reloadCatalogue, {});
    expect(reloaded.narratives).toBe(planCatalogue(CATALOGUE).narratives.length);
    expect(reloaded.removed).toBe(8 + 104);
    expect((await t.mutation(internal.seed.ensureCatalogue, {})).stale).toBe(false);
  });
});

describe("seed:generateCommunity (operator only, sample scope)", () => {
  test("creates 150 synthetic voters in the sample scope only; national results stay empty", async () => {
    const t = await setupWithCatalogue();
    const first = await t.mutation(internal.seed.generateCommunity, {});
    expect(first).toEqual({ success: true, seedCount: 150 });
    await foldTallies(t);
    const national = await t.query(api.community.overview, {});
    expect(national.totalVotes).toBe(0);
    expect(national.topNarratives).toEqual([]);
    await foldTallies(t);
    expect(await t.query(api.community.topPolicies, {})).toEqual([]);
    await foldTallies(t);
    expect((await t.query(api.community.exportData, {})).totalVotes).toBe(0);

    await foldTallies(t);
    const { sample } = await t.query(api.community.page, {});
    expect(sample?.scope).toBe("sample");
    expect(sample?.totalVotes).toBe(150);
    for (const quadrant of QUADRANTS)
      expect(sample!.quadrantDistribution[quadrant]).toBeGreaterThan(5);
    expect(sample?.topNarratives).toHaveLength(3);
    const users = await t.run(async (ctx) =>
      ctx.db
        .query("users")
        .withIndex("by_isSynthetic", (q) => q.eq("isSynthetic", true))
        .collect(),
    );
    expect(users).toHaveLength(150);
    expectTalliesMatchRecount(await tallySnapshot(t, SAMPLE_SCOPE));
    expectTalliesMatchRecount(await tallySnapshot(t));

    const second = await t.mutation(internal.seed.generateCommunity, {});
    expect(second).toEqual({ success: true, seedCount: 0 });
    await foldTallies(t);
    expect((await t.query(api.community.page, {})).sample?.totalVotes).toBe(150);
  });

  test("the sample data is offered only until the first real vote", async () => {
    const t = await setupWithCatalogue();
    await t.mutation(internal.seed.generateCommunity, {});
    const { as } = await signIn(t);
    const narrative = await narrativeByKey(t, "leap-narrative-1");
    const policy = await policyByKey(t, "leap-health-care-1");
    await as.mutation(api.votes.bind, {
      narrativeId: narrative._id,
      selectedPolicyIds: [policy._id],
      taxRate: 1,
      dividend: 1000,
    });
    await foldTallies(t);
    expect((await t.query(api.community.page, {})).sample).toBeNull();
    await foldTallies(t);
    const national = await t.query(api.community.overview, {});
    expect(national.totalVotes).toBe(1);
    expect(national.averageEconomics.dividend).toBe(1000);
  });

  test("refuses once one real vote is published: the panel's rule (offersSampleData)", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t);
    await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 2));
    const result = await t.mutation(internal.seed.generateCommunity, {});
    expect(result).toMatchObject({ success: false, seedCount: 0 });
    expect(result.error).toBe("The community already has real votes, so no sample data is needed.");
    expect(await t.run(async (ctx) => (await ctx.db.query("users").collect()).length)).toBe(1);
  });

  test("reports an empty catalogue instead of creating accounts", async () => {
    const t = makeConvex();
    const result = await t.mutation(internal.seed.generateCommunity, {});
    expect(result).toMatchObject({ success: false, seedCount: 0 });
    expect(await t.run(async (ctx) => ctx.db.query("users").collect())).toEqual([]);
  });

  test("removeSynthetic takes the synthetic accounts and their votes out again", async () => {
    const t = await setupWithCatalogue();
    await t.mutation(internal.seed.generateCommunity, {});
    const { as } = await signIn(t);
    const narrative = await narrativeByKey(t, "leap-narrative-1");
    const policy = await policyByKey(t, "leap-health-care-1");
    await as.mutation(api.votes.bind, {
      narrativeId: narrative._id,
      selectedPolicyIds: [policy._id],
      taxRate: 1,
      dividend: 1000,
    });
    const removed = await t.mutation(internal.seed.removeSynthetic, {});
    expect(removed).toEqual({ users: 150, votes: 150, remaining: false });
    await foldTallies(t);
    const overview = await t.query(api.community.overview, {});
    expect(overview.totalVotes).toBe(1);
    expect(overview.topNarratives.map((n) => n.title)).toEqual(["leap narrative 1"]);
    expectTalliesMatchRecount(await tallySnapshot(t));
    const sample = await tallySnapshot(t, SAMPLE_SCOPE);
    expect(sample.stored.totalVotes).toBe(0);
    expectTalliesMatchRecount(sample);
    const leftovers = await t.run(async (ctx) => ({
      rankings: (await ctx.db.query("userPolicyRankings").collect()).length,
      profiles: (await ctx.db.query("profiles").collect()).length,
    }));
    expect(leftovers).toEqual({ rankings: 1, profiles: 1 });
  });
});

describe("seed:generateSample (the community page's sample-data panel)", () => {
  test("any visitor generates the one set of 150 sample votes; a second press makes none", async () => {
    const t = await setupWithCatalogue();
    const visitor = t.withRequestMetadata({ ip: "203.0.113.7" });
    expect(await visitor.action(api.seed.generateSample, {})).toEqual({
      success: true,
      seedCount: 150,
    });
    expect(await visitor.action(api.seed.generateSample, {})).toEqual({
      success: true,
      seedCount: 0,
    });
    // Sample only: never in the national results.
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    await foldTallies(t);
    expect((await t.query(api.community.page, {})).sample?.totalVotes).toBe(150);
  });

  test("a script pressing it is throttled per address: 3 an hour, then a wait", async () => {
    const t = await setupWithCatalogue();
    const script = t.withRequestMetadata({ ip: "203.0.113.8" });
    for (let n = 0; n < 3; n++) {
      expect((await script.action(api.seed.generateSample, {})).success).toBe(true);
    }
    const refused = await script.action(api.seed.generateSample, {});
    expect(refused.success).toBe(false);
    expect(refused.error).toMatch(
      /^Too many sample data requests from your network\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    );
    // Another network is not held up.
    const other = t.withRequestMetadata({ ip: "198.51.100.9" });
    expect((await other.action(api.seed.generateSample, {})).success).toBe(true);
  });
});
