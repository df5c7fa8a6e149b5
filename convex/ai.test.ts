import { describe, expect, it } from "vitest";
import { api } from "./_generated/api";
import {
  defaultVoteArgs,
  expectAppError,
  makeConvex,
  narrativeByKey,
  policyByKey,
  setupWithCatalogue,
  signIn,
  type TestConvex,
  foldTallies,
} from "./test.helpers";
import { AI_MESSAGES } from "./domain/ai/limits";
import { CLIENT_LIMIT, USER_LIMIT } from "./domain/ai/rateLimit";

describe("ai:buildManifesto (offline engine)", () => {
  it("returns the spec's manifesto shape with catalogue ids from the database", async () => {
    const t = await setupWithCatalogue();
    const result = await t.action(api.ai.buildManifesto, {
      vision: "A rewild approach to health care and farming food",
    });
    expect(result.engine).toBe("offline");
    expect(result.quadrantAlignment).toBe("rewild");
    expect(result.confidenceScore).toBeGreaterThan(0);
    expect(result.confidenceScore).toBeLessThanOrEqual(1);
    expect(result.manifestoTitle.length).toBeGreaterThan(0);
    const narrative = await t.query(api.narratives.get, { id: result.matchedNarrative.id });
    expect(narrative?.title).toBe(result.matchedNarrative.title);
    expect(result.matchedNarrative.data.description).toBe(narrative?.description);
    const categories = result.selectedPolicies.map((policy) => policy.category);
    expect(categories).toEqual(expect.arrayContaining(["Health & Care", "Farming & Food"]));
    expect(new Set(categories).size).toBe(categories.length);
    for (const selected of result.selectedPolicies) {
      const policy = await t.query(api.policies.get, { id: selected.id });
      expect(policy?.title).toBe(selected.title);
      expect(selected.reason).not.toBe("");
    }
  });

  it("refuses a blank vision with 'Please describe your vision first'", async () => {
    const t = await setupWithCatalogue();
    await expectAppError(
      t.action(api.ai.buildManifesto, { vision: "  \n  " }),
      "INVALID_INPUT",
      AI_MESSAGES.emptyVision,
    );
  });

  it("refuses a vision over 2,000 characters with a clear message", async () => {
    const t = await setupWithCatalogue();
    await expectAppError(
      t.action(api.ai.buildManifesto, { vision: "x".repeat(2_001) }),
      "INVALID_INPUT",
      AI_MESSAGES.visionTooLong,
    );
  });

  it("does not store the vision text", async () => {
    const t = await setupWithCatalogue();
    await t.action(api.ai.buildManifesto, { vision: "rewild health secret-vision-words" });
    const manifestos = await t.run(async (ctx) => ctx.db.query("userManifestos").collect());
    expect(manifestos).toEqual([]);
  });

  it("says 'Failed to generate manifesto' when the catalogue is empty", async () => {
    const t = makeConvex();
    await expectAppError(
      t.action(api.ai.buildManifesto, { vision: "anything" }),
      "UNAVAILABLE",
      AI_MESSAGES.generationFailed,
    );
  });
});

describe("ai:search (offline engine)", () => {
  it("finds policies with relevance reasons and recommends narratives, by database id", async () => {
    const t = await setupWithCatalogue();
    const result = await t.action(api.ai.search, { query: "a leap approach to farming food" });
    expect(result.engine).toBe("offline");
    expect(result.type).toBe("policies");
    expect(result.results.length).toBeGreaterThan(0);
    const first = await t.query(api.policies.get, { id: result.results[0].id });
    expect(first?.title).toBe(result.results[0].data.title);
    expect(first?.quadrant).toBe("leap");
    expect(result.results[0].relevance).toContain('"leap"');
    for (const recommendation of result.recommendations) {
      expect(await t.query(api.narratives.get, { id: recommendation.id })).not.toBeNull();
    }
  });

  it("answers a blank or oversized query with type error and a message", async () => {
    const t = await setupWithCatalogue();
    const blank = await t.action(api.ai.search, { query: "   " });
    expect(blank).toMatchObject({ type: "error", response: AI_MESSAGES.emptyQuery, results: [] });
    const long = await t.action(api.ai.search, { query: "q".repeat(501) });
    expect(long).toMatchObject({ type: "error", response: AI_MESSAGES.queryTooLong });
  });
});

describe("ai:summarise", () => {
  it("personal_summary re-reads known policies from the catalogue and accepts extra fields", async () => {
    const t = await setupWithCatalogue();
    const rewild = await policyByKey(t, "rewild-health-care-1");
    const narrative = await narrativeByKey(t, "rewild-narrative-1");
    const result = await t.action(api.ai.summarise, {
      type: "personal_summary",
      policies: [
        { ...rewild, id: rewild._id, title: "<b>client title</b>", quadrant: "leap" },
        { id: "not-an-id", title: "Unknown one", category: "Health & Care", quadrant: "rewild" },
      ],
      narrative: { id: narrative._id, title: narrative.title, quadrant: narrative.quadrant },
      economicSettings: { taxRate: 1.2, dividend: 3000, inflation: 2.2 },
    });
    expect(result).toMatchObject({ engine: "offline", dominantQuadrant: "rewild" });
    expect(result.confidenceScore).toBe(1);
    expect(result.title).toBe("rewild narrative 1: Your Regenerative Manifesto");
  });

  it("personal_summary with no policies says 'No policies provided'", async () => {
    const t = await setupWithCatalogue();
    await expectAppError(
      t.action(api.ai.summarise, { type: "personal_summary", policies: [], narrative: null }),
      "INVALID_INPUT",
      AI_MESSAGES.noPolicies,
    );
    await expectAppError(
      t.action(api.ai.summarise, { type: "personal_summary" }),
      "INVALID_INPUT",
      AI_MESSAGES.noPolicies,
    );
  });

  it("community_summary summarises the aggregated data; bad data is INVALID_INPUT", async () => {
    const t = await setupWithCatalogue();
    const result = await t.action(api.ai.summarise, {
      type: "community_summary",
      aggregatedData: {
        totalVotes: 10,
        quadrantDistribution: { rewild: 10, leap: 20, steady: 60, scale: 10 },
        topNarratives: [{ id: "x", title: "steady narrative 1", percentage: 50 }],
        topPolicies: [],
        economicAverages: { taxRate: 1, dividend: 2000, inflation: 2 },
      },
    });
    expect(result).toMatchObject({ dominantQuadrant: "steady", confidenceScore: 0.6 });
    await expectAppError(
      t.action(api.ai.summarise, { type: "community_summary", aggregatedData: { totalVotes: -1 } }),
      "INVALID_INPUT",
    );
  });
});

describe("ai:communityManifesto", () => {
  async function bindVotes(t: TestConvex, key: string, count: number) {
    for (let i = 0; i < count; i += 1) {
      const { as } = await signIn(t);
      await as.mutation(api.votes.bind, await defaultVoteArgs(t, key, 3));
    }
  }

  it("is computed from the live tallies and cached until the community changes materially", async () => {
    const t = await setupWithCatalogue();
    await foldTallies(t);
    const empty = await t.action(api.ai.communityManifesto, {});
    expect(empty.summary).toMatch(/No community data available/);

    await bindVotes(t, "leap-narrative-1", 3);
    await foldTallies(t);
    const first = await t.action(api.ai.communityManifesto, {});
    expect(first.engine).toBe("offline");
    expect(first.title).toBe("A Bold Community Manifesto");
    expect(first.summary).toContain("3 active votes");
    expect(first.policy_categories["Health & Care"]).toEqual(["leap health-care policy 1"]);

    // No change: the cached manifesto comes back.
    await foldTallies(t);
    expect(await t.action(api.ai.communityManifesto, {})).toEqual(first);

    await bindVotes(t, "rewild-narrative-1", 10);
    await foldTallies(t);
    const second = await t.action(api.ai.communityManifesto, {});
    expect(second.summary).toContain("13 active votes");
    expect(second.title).toBe("A Regenerative Community Manifesto");

    // 3 → 13 votes was material; one cached row per scope.
    const rows = await t.run(async (ctx) => ctx.db.query("aiCommunityManifestos").collect());
    expect(rows).toHaveLength(1);
    expect(rows[0].totalVotes).toBe(13);
  });

  it("does not recompute for a change below 10 votes and 5%", async () => {
    const t = await setupWithCatalogue();
    await bindVotes(t, "scale-narrative-1", 40);
    await foldTallies(t);
    const cached = await t.action(api.ai.communityManifesto, {});
    await bindVotes(t, "rewild-narrative-1", 1); // 40 → 41: 1 vote, 2.5%
    await foldTallies(t);
    expect(await t.action(api.ai.communityManifesto, {})).toEqual(cached);
    await bindVotes(t, "rewild-narrative-1", 1); // 40 → 42: 5%
    await foldTallies(t);
    const fresh = await t.action(api.ai.communityManifesto, {});
    expect(fresh.summary).toContain("42 active votes");
  });
});

describe("AI rate limits", () => {
  it("an anonymous client is refused after 10 requests a minute; another client is not", async () => {
    const t = await setupWithCatalogue();
    for (let i = 0; i < CLIENT_LIMIT; i += 1) {
      await t.action(api.ai.search, { query: "health", clientId: "browser-a" });
    }
    await expectAppError(
      t.action(api.ai.search, { query: "health", clientId: "browser-a" }),
      "RATE_LIMITED",
      AI_MESSAGES.rateLimited,
    );
    await expectAppError(
      t.action(api.ai.buildManifesto, { vision: "health", clientId: "browser-a" }),
      "RATE_LIMITED",
    );
    const other = await t.action(api.ai.search, { query: "health", clientId: "browser-b" });
    expect(other.type).not.toBe("error");
  });

  it("a signed-in user has their own allowance of 20 a minute", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    for (let i = 0; i < USER_LIMIT; i += 1) {
      await as.action(api.ai.search, { query: "health", clientId: "same-browser" });
    }
    await expectAppError(as.action(api.ai.search, { query: "health" }), "RATE_LIMITED");
    // Anonymous visitors are unaffected by that user's use.
    const anonymous = await t.action(api.ai.search, { query: "health", clientId: "same-browser" });
    expect(anonymous.type).not.toBe("error");
  });

  it("invalid input is answered without counting against the limit", async () => {
    const t = await setupWithCatalogue();
    for (let i = 0; i < CLIENT_LIMIT + 5; i += 1) {
      await expectAppError(
        t.action(api.ai.buildManifesto, { vision: " ", clientId: "c" }),
        "INVALID_INPUT",
      );
    }
    const rows = await t.run(async (ctx) => ctx.db.query("aiRateLimits").collect());
    expect(rows).toEqual([]);
  });
});
