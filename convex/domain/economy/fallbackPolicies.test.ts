import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../catalogue";
import { FALLBACK_POLICIES } from "../../catalogue/fallback";
import { POLICY_AREAS } from "../areas";
import { toBudgetPolicy } from "./costs";
import { toFallbackBudgetPolicy } from "./fallbackPolicies";

describe("the fallback policy table (spec 3), generated from the catalogue", () => {
  it("has 30 policies with unique spec-style ids", () => {
    expect(FALLBACK_POLICIES).toHaveLength(30);
    const ids = FALLBACK_POLICIES.map((policy) => policy.id);
    expect(new Set(ids).size).toBe(30);
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
      expect(ids).toContain(`${prefix}-1`);
    }
  });

  it("every row is a catalogue policy with the catalogue's own cost and pressure, so it cannot drift", () => {
    const byKey = new Map(CATALOGUE.policies.map((policy) => [policy.key, policy]));
    for (const row of FALLBACK_POLICIES) {
      const source = byKey.get(row.key);
      expect(source, row.key).toBeDefined();
      expect(row.costEstimate).toBe(source!.costEstimate);
      expect(row.areaId).toBe(source!.area);
      expect(toFallbackBudgetPolicy(row)).toEqual(toBudgetPolicy(source!));
    }
  });

  it("covers all 13 areas", () => {
    expect(new Set(FALLBACK_POLICIES.map((row) => row.areaId)).size).toBe(POLICY_AREAS.length);
  });
});
