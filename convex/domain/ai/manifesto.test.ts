import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../catalogue";
import { catalogueFromSection } from "./fromSection";
import { indexCatalogue } from "./match";
import { buildOfflineManifesto, MIN_POLICIES, NO_MATCH_CONFIDENCE } from "./manifesto";
import { FAIRNESS_VISIONS, fairnessReport } from "./fairness";
import { AI_MESSAGES, checkVision, MAX_VISION_LENGTH } from "./limits";

const catalogue = catalogueFromSection(CATALOGUE);
const index = indexCatalogue(catalogue);
const build = (vision: string) => buildOfflineManifesto(index, vision);

describe("offline manifesto builder", () => {
  it("a vision about rewilding and community energy lands in rewild with climate and farming policies", () => {
    const result = build("Rewilding the countryside and community energy owned by local people");
    expect(result.engine).toBe("offline");
    expect(result.quadrantAlignment).toBe("rewild");
    const categories = result.selectedPolicies.map((policy) => policy.category);
    expect(categories).toContain("Climate & Environment");
    expect(categories).toContain("Farming & Food");
    expect(result.manifestoTitle).toBe("Rewilding and Community Energy: A Regenerative Manifesto");
    expect(result.matchedNarrative.reason).toContain('"rewilding"');
  });

  it('"NHS waiting lists" selects a Health & Care policy first, quoting the words', () => {
    const result = build("Shorter NHS waiting lists and more GPs");
    expect(result.selectedPolicies[0]?.category).toBe("Health & Care");
    expect(result.selectedPolicies[0]?.reason).toContain('"nhs"');
  });

  it('"rent" finds a housing policy', () => {
    const result = build("I can't afford my rent");
    expect(result.selectedPolicies[0]?.category).toBe("Housing & Land");
    expect(result.selectedPolicies[0]?.reason).toContain('"rent"');
  });

  it("gives one policy per area, all from the catalogue, each with a reason", () => {
    for (const { text } of FAIRNESS_VISIONS) {
      const result = build(text);
      const categories = result.selectedPolicies.map((policy) => policy.category);
      expect(new Set(categories).size).toBe(categories.length);
      expect(result.selectedPolicies.length).toBeGreaterThanOrEqual(MIN_POLICIES);
      for (const policy of result.selectedPolicies) {
        const source = catalogue.policies.find((candidate) => candidate.id === policy.id);
        expect(source?.title).toBe(policy.title);
        expect(source?.category).toBe(policy.category);
        expect(policy.reason.length).toBeGreaterThan(10);
      }
      expect(catalogue.narratives.some((n) => n.id === result.matchedNarrative.id)).toBe(true);
      expect(result.confidenceScore).toBeGreaterThanOrEqual(0);
      expect(result.confidenceScore).toBeLessThanOrEqual(1);
    }
  });

  it("is stable: the same vision gives the same manifesto", () => {
    const vision = "Bold experiments with AI and startups";
    expect(build(vision)).toEqual(build(vision));
  });

  it("a vision that matches nothing says so, with low confidence and the narrative's defaults", () => {
    const result = build("hello");
    expect(result.confidenceScore).toBe(NO_MATCH_CONFIDENCE);
    expect(result.matchedNarrative.reason).toMatch(/Nothing in your vision matched/);
    expect(result.selectedPolicies).toHaveLength(MIN_POLICIES);
    expect(result.selectedPolicies[0]?.reason).toMatch(/^The default for/);
  });

  it("a closer match gives a higher confidence than a vague one", () => {
    const close = build(
      "Restore rivers, peat bogs and woodland, and pay farmers to bring nature back",
    );
    const vague = build("Things should just work and be fair");
    expect(close.confidenceScore).toBeGreaterThan(vague.confidenceScore);
  });
});

describe("fairness", () => {
  const chosen = FAIRNESS_VISIONS.map((vision) => build(vision.text).quadrantAlignment);
  const report = fairnessReport(FAIRNESS_VISIONS, chosen);

  it("no quadrant is chosen far more often than the balanced set warrants", () => {
    expect(report.overRepresented).toEqual([]);
    for (const count of Object.values(report.counts)) expect(count).toBeGreaterThan(0);
  });

  it("most visions written for a quadrant land in it", () => {
    expect(report.intendedHitRate).toBeGreaterThanOrEqual(0.75);
  });
});

describe("vision input", () => {
  it("blank vision gets 'Please describe your vision first'", () => {
    expect(checkVision("   \n ")).toEqual({ ok: false, message: AI_MESSAGES.emptyVision });
  });

  it("over 2,000 characters gets a clear message; exactly 2,000 is fine", () => {
    expect(checkVision("a".repeat(MAX_VISION_LENGTH + 1))).toEqual({
      ok: false,
      message: AI_MESSAGES.visionTooLong,
    });
    expect(checkVision(` ${"a".repeat(MAX_VISION_LENGTH)} `).ok).toBe(true);
  });
});
