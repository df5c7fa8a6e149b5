import { describe, expect, it } from "vitest";
import { POLICY_AREAS } from "../areas";
import { parseCostEstimate } from "./costs";
import { FALLBACK_POLICIES, toFallbackBudgetPolicy } from "./fallbackPolicies";
import { simulateBudget } from "./budget";

describe("the fallback policy table (spec 3)", () => {
  it("has 30 policies with unique spec-style ids", () => {
    expect(FALLBACK_POLICIES).toHaveLength(30);
    const ids = FALLBACK_POLICIES.map((policy) => policy.id);
    expect(new Set(ids).size).toBe(30);
    for (const id of ids) {
      expect(id).toMatch(
        /^(health|jobs|housing|pensions|education|environment|transport|security|technology|foreign|justice|culture)-\d$/,
      );
    }
  });

  it("covers every spec prefix: health-1, jobs-1 … culture-1", () => {
    for (const prefix of [
      "health",
      "jobs",
      "housing",
      "pensions",
      "education",
      "environment",
      "transport",
      "security",
      "technology",
      "foreign",
      "justice",
      "culture",
    ]) {
      expect(FALLBACK_POLICIES.some((policy) => policy.id === `${prefix}-1`)).toBe(true);
    }
  });

  it("costs run from £8bn to £80bn and the text form parses back to the same number", () => {
    const costs = FALLBACK_POLICIES.map((policy) => policy.costBn);
    expect(Math.min(...costs)).toBe(8);
    expect(Math.max(...costs)).toBe(80);
    for (const policy of FALLBACK_POLICIES)
      expect(parseCostEstimate(policy.costEstimate)).toBe(policy.costBn);
  });

  it("every policy belongs to one of the 13 areas", () => {
    const areaIds = new Set<string>(POLICY_AREAS.map((area) => area.id));
    for (const policy of FALLBACK_POLICIES) expect(areaIds.has(policy.areaId)).toBe(true);
  });

  it("the simulator runs on the table: all 30 policies add £501bn of spending, no pressure", () => {
    const simulation = simulateBudget({
      taxRatePercent: 2,
      dividend: 1_000,
      policies: FALLBACK_POLICIES.map(toFallbackBudgetPolicy),
    });
    expect(simulation.spending.policyTotal).toBeCloseTo(501e9, 0);
    expect(simulation.inflation.pressureAdjustmentPercent).toBe(0);
  });
});
