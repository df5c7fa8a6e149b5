import { describe, expect, it } from "vitest";
import {
  averagePackageBn,
  communityBudgetBn,
  computeCommunityManifestos,
  type ManifestoBallot,
  type ManifestoPolicyInput,
} from "./equalSharesManifesto";

/** A policy in one area with a cost in £bn. */
const policy = (id: string, category: string, cost: string): ManifestoPolicyInput => ({
  id,
  key: id,
  title: `Policy ${id}`,
  category,
  costEstimate: cost,
});

// Four £10bn policies in each of two areas; the "leap" majority wants housing, the "steady"
// minority wants health. A tax rate of 2% with no dividend leaves about £57bn.
const policies = [
  ...["h1", "h2", "h3", "h4"].map((id) => policy(id, "Housing", "£10bn")),
  ...["c1", "c2", "c3", "c4"].map((id) => policy(id, "Health & Care", "£10bn")),
  policy("s1", "Economy", "-£3bn"),
  policy("u1", "Economy", "Cost to be confirmed"),
];
const ballots = (count: number, ids: string[], quadrant: ManifestoBallot["quadrant"]) =>
  Array.from({ length: count }, () => ({ policyIds: ids, quadrant, policyCost: 40e9 }));

describe("the proportional community manifesto", () => {
  const majority = ballots(60, ["h1", "h2", "h3", "h4", "s1"], "leap");
  const minority = ballots(40, ["c1", "c2", "c3", "c4", "s1", "u1"], "steady");
  const result = computeCommunityManifestos({
    ballots: [...majority, ...minority],
    policies,
    averageTaxRate: 2,
    averageDividend: 0,
  });

  it("takes the budget from the average settings: net revenue less the dividend", () => {
    expect(result.budgetBasis).toBe("settings");
    expect(result.budgetBn).toBeCloseTo(communityBudgetBn(2, 0), 9);
    expect(result.budgetBn).toBeGreaterThan(50);
    expect(result.budgetBn).toBeLessThan(60);
  });

  it("funds both groups in proportion: 60% of ~£57bn buys 3 housing, 40% buys 2 health", () => {
    // Each voter holds ~£0.57bn; a £10bn housing policy costs each of 60 voters £0.167bn,
    // so they afford 3 (£0.5bn); the 40 health voters pay £0.25bn each and afford 2.
    // 3 + 2 = £50bn, and a sixth £10bn policy would exceed ~£57bn.
    const ids = result.proportional.policies.map((p) => p.policyId);
    expect(ids.filter((id) => id.startsWith("h"))).toHaveLength(3);
    expect(ids.filter((id) => id.startsWith("c"))).toHaveLength(2);
    expect(result.proportional.spentBn).toBe(50);
  });

  it("lists the popular manifesto as the page does: the top three per area, whatever the cost", () => {
    expect(result.popular.policies.map((p) => p.policyId).sort()).toEqual(
      ["c1", "c2", "c3", "h1", "h2", "h3", "s1", "u1"].sort(),
    );
    expect(result.popular.spentBn).toBe(60);
  });

  it("keeps savings and unknown costs out of the shares; a saving backed by a majority joins", () => {
    expect(result.noCost.map((p) => p.policyId)).toEqual(["s1"]);
    expect(result.noCost[0].costBn).toBe(-3);
    expect(result.proportional.policies.some((p) => p.policyId === "u1")).toBe(false);
  });

  it("counts who each funded policy serves, by quadrant", () => {
    const h1 = result.proportional.policies.find((p) => p.policyId === "h1")!;
    expect(h1.supporters).toBe(60);
    expect(h1.byQuadrant).toEqual({ rewild: 0, leap: 60, steady: 0, scale: 0 });
    expect(result.quadrants.steady).toEqual({
      voters: 40,
      proportionalServed: 40,
      popularServed: 40,
    });
  });

  it("serves a minority the popularity list leaves out", () => {
    // Only three areas' worth of picks: the minority's only policy is less popular than
    // three majority policies in the same area, so the popular list drops it.
    const area = [1, 2, 3, 4].map((n) => policy(`e${n}`, "Energy", "£10bn"));
    const split = computeCommunityManifestos({
      ballots: [...ballots(70, ["e1", "e2", "e3"], "scale"), ...ballots(30, ["e4"], "rewild")],
      policies: area,
      averageTaxRate: 2,
      averageDividend: 0,
    });
    expect(split.popular.policies.map((p) => p.policyId)).toEqual(["e1", "e2", "e3"]);
    expect(split.quadrants.rewild.popularServed).toBe(0);
    expect(split.proportional.policies.map((p) => p.policyId)).toContain("e4");
    expect(split.quadrants.rewild.proportionalServed).toBe(30);
  });

  it("falls back to the average package when the average dividend uses up the revenue", () => {
    const poor = computeCommunityManifestos({
      ballots: [...majority, ...minority],
      policies,
      averageTaxRate: 0.3,
      averageDividend: 5_000,
    });
    expect(poor.budgetBasis).toBe("packages");
    expect(poor.budgetBn).toBe(40);
    expect(averagePackageBn([{ policyIds: [], quadrant: "leap", policyCost: null }])).toBe(0);
  });

  it("gives an empty manifesto, not an error, for no votes", () => {
    const empty = computeCommunityManifestos({
      ballots: [],
      policies,
      averageTaxRate: 0,
      averageDividend: 0,
    });
    expect(empty.proportional.policies).toEqual([]);
    expect(empty.voters).toBe(0);
  });

  it("counts a ballot with a weight as that many voters casting it", () => {
    const grouped = computeCommunityManifestos({
      ballots: [
        { policyIds: ["h1", "h2", "h3", "h4", "s1"], quadrant: "leap", weight: 60 },
        { policyIds: ["c1", "c2", "c3", "c4", "s1", "u1"], quadrant: "steady", weight: 40 },
      ],
      policies,
      averageTaxRate: 2,
      averageDividend: 0,
    });
    expect(grouped).toEqual(result);
    const poor = computeCommunityManifestos({
      ballots: [{ policyIds: ["h1"], quadrant: "leap", weight: 3 }],
      policies,
      averageTaxRate: 0.3,
      averageDividend: 5_000,
      averagePackageBn: 12,
    });
    expect(poor.budgetBn).toBe(12);
    expect(
      averagePackageBn([
        { policyIds: [], quadrant: "leap", policyCost: 3e9, weight: 2 },
        { policyIds: [], quadrant: "leap", policyCost: 6e9 },
      ]),
    ).toBe(4);
  });
});
