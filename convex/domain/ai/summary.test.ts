import { describe, expect, it } from "vitest";
import { communitySummary, personalSummary, type SummaryPolicy } from "./summary";
import {
  economicSummary,
  needsRecompute,
  offlineCommunityManifesto,
  policyCategories,
} from "./communityManifesto";

const policy = (
  title: string,
  category: string,
  quadrant: SummaryPolicy["quadrant"],
  costEstimate: string | null = "£1bn",
): SummaryPolicy => ({ title, category, quadrant, costEstimate });

describe("personal summary", () => {
  const policies = [
    policy("Community energy", "Climate & Environment", "rewild"),
    policy("Local food", "Farming & Food", "rewild", "£500m"),
    policy("Fast-track schools", "Education & Training", "leap"),
  ];

  it("two rewild policies, one leap, and a rewild narrative: rewild with 3 of 4 (0.75)", () => {
    const result = personalSummary(
      policies,
      { title: "Commons Reclaimed", quadrant: "rewild" },
      { taxRate: 1.3, dividend: 9600, inflation: 2.4 },
    );
    expect(result.engine).toBe("offline");
    expect(result.dominantQuadrant).toBe("rewild");
    expect(result.confidenceScore).toBe(0.75);
    expect(result.title).toBe("Commons Reclaimed: Your Regenerative Manifesto");
    expect(result.description).toContain("3 policies cover 3 areas");
    // £1bn + £0.5bn + £1bn = £2.5bn
    expect(result.reasoning).toContain("£2.5bn a year");
    expect(result.reasoning).toContain("a 1.3% transaction tax and a £9,600 citizen dividend");
    // The model's own price figure at 1.3%, not the vote's stored rule of thumb (2.4).
    expect(result.reasoning).toContain(
      "one-off rise in the cost of living at 1.2% (range 0.6% to 2.1%)",
    );
  });

  it("a tie goes to the narrative's quadrant", () => {
    const tie = [policy("A", "Health & Care", "leap"), policy("B", "Health & Care", "scale")];
    const result = personalSummary(
      tie,
      { title: "N", quadrant: "scale" },
      { taxRate: 1, dividend: 1, inflation: 2 },
    );
    expect(result.dominantQuadrant).toBe("scale");
  });

  it("with no known quadrants it falls back to steady with confidence 0", () => {
    const result = personalSummary([policy("X", "Other", null)], null, {
      taxRate: 0,
      dividend: 0,
      inflation: 2,
    });
    expect(result).toMatchObject({ dominantQuadrant: "steady", confidenceScore: 0 });
  });
});

const overview = {
  totalVotes: 40,
  quadrantDistribution: { rewild: 20, leap: 45, steady: 25, scale: 10 },
  topNarratives: [
    { title: "Moonshot Britain", percentage: 30 },
    { title: "Commons Reclaimed", percentage: 15 },
  ],
  averageEconomics: { taxRate: 1.5, dividend: 4000, inflation: 2.1 },
};
const topPolicies = [
  { title: "AI tutors", category: "Education & Training", percentage: 40 },
  { title: "Sovereign compute", category: "Tech & Innovation", percentage: 35 },
  { title: "Hospital at home", category: "Health & Care", percentage: 30 },
  { title: "Open schools", category: "Education & Training", percentage: 20 },
];

describe("community summary and manifesto", () => {
  it("leans to the largest quadrant with its share as confidence", () => {
    const result = communitySummary({
      totalVotes: overview.totalVotes,
      quadrantDistribution: overview.quadrantDistribution,
      topNarratives: overview.topNarratives,
      topPolicies,
      economicAverages: overview.averageEconomics,
    });
    expect(result).toMatchObject({
      title: "The Community Leans Leap",
      dominantQuadrant: "leap",
      confidenceScore: 0.45,
    });
    expect(result.description).toContain('"Moonshot Britain" (30.0%)');
  });

  it("groups popular policies by category in the manual area order", () => {
    expect(policyCategories(topPolicies)).toEqual({
      "Health & Care": ["Hospital at home"],
      "Education & Training": ["AI tutors", "Open schools"],
      "Tech & Innovation": ["Sovereign compute"],
    });
    expect(Object.keys(policyCategories(topPolicies))[0]).toBe("Health & Care");
  });

  it("writes the manifesto from the tallies", () => {
    const result = offlineCommunityManifesto(overview, topPolicies);
    expect(result.title).toBe("A Bold Community Manifesto");
    expect(result.summary).toContain("40 active votes");
    expect(result.economic_summary).toBe(economicSummary(overview));
    expect(result.economic_summary).toContain("1.5% transaction tax");
    expect(result.economic_summary).toContain("£4,000 citizen dividend");
  });

  it("says there is no data with no votes", () => {
    const empty = { ...overview, totalVotes: 0 };
    const result = offlineCommunityManifesto(empty, []);
    expect(result.summary).toMatch(/No community data available/);
    expect(result.policy_categories).toEqual({});
  });
});

describe("community manifesto cache", () => {
  it("recomputes when nothing is cached or the count moved by ≥ 10 votes or ≥ 5%", () => {
    expect(needsRecompute(null, 0)).toBe(true);
    expect(needsRecompute(100, 100)).toBe(false);
    expect(needsRecompute(100, 104)).toBe(false); // 4 votes, 4%
    expect(needsRecompute(100, 105)).toBe(true); // 5%
    expect(needsRecompute(1000, 1009)).toBe(false); // 9 votes, 0.9%
    expect(needsRecompute(1000, 1010)).toBe(true); // 10 votes
    expect(needsRecompute(0, 1)).toBe(true); // the first vote
    expect(needsRecompute(40, 38)).toBe(true); // 5% down
  });
});
