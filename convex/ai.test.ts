import { describe, expect, it } from "vitest";
import { api } from "./_generated/api";
import { expectAppError, makeConvex, setupWithCatalogue } from "./test.helpers";
import { AI_MESSAGES } from "./domain/ai/limits";

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
