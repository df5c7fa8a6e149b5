import { describe, expect, test } from "vitest";
import { CATALOGUE } from "../catalogue";
import { fixtureCatalogue } from "../test.helpers";
import { POLICY_AREAS } from "./areas";
import { catalogueFingerprint, planCatalogue } from "./cataloguePlan";

describe("catalogue plan", () => {
  test("the fixture plans every narrative with a default in each of the 13 areas", () => {
    const plan = planCatalogue(fixtureCatalogue());
    expect(plan.warnings).toEqual([]);
    for (const narrative of plan.narratives) {
      const defaults = plan.links.filter((l) => l.narrativeKey === narrative.key && l.isDefault);
      expect(defaults.map((l) => l.areaId).sort()).toEqual(POLICY_AREAS.map((a) => a.id).sort());
    }
  });

  test("the default is the first key of the narrative's list for the area", () => {
    const plan = planCatalogue(fixtureCatalogue());
    const link = plan.links.find(
      (l) => l.narrativeKey === "leap-narrative-2" && l.areaId === "farming-food" && l.isDefault,
    );
    expect(link?.policyKey).toBe("leap-farming-food-2");
    expect(link?.rank).toBe(1);
  });

  test("bad entries are skipped with a warning, misplaced ones moved to their own area", () => {
    const catalogue = fixtureCatalogue();
    const narrative = catalogue.narratives[0];
    narrative.policies["health-care"] = [
      "missing-key",
      "rewild-farming-food-2",
      ...narrative.policies["health-care"],
    ];
    narrative.policies["farming-food"] = [];
    catalogue.narratives.push({ ...narrative });
    catalogue.policies.push({
      ...catalogue.policies[0],
      area: "nowhere" as never,
      key: "bad-area",
    });
    catalogue.policies.push({ ...catalogue.policies[1] });
    const plan = planCatalogue(catalogue);
    expect(plan.warnings.join("\n")).toMatch(/unknown policy missing-key/);
    expect(plan.warnings.join("\n")).toMatch(/belongs to farming-food/);
    expect(plan.warnings.join("\n")).toMatch(/Duplicate narrative key/);
    expect(plan.warnings.join("\n")).toMatch(/Duplicate policy key/);
    expect(plan.warnings.join("\n")).toMatch(/unknown area nowhere/);
    const farming = plan.links.filter(
      (l) => l.narrativeKey === narrative.key && l.areaId === "farming-food",
    );
    expect(farming).toEqual([
      expect.objectContaining({ policyKey: "rewild-farming-food-2", rank: 1, isDefault: true }),
    ]);
    const health = plan.links.filter(
      (l) => l.narrativeKey === narrative.key && l.areaId === "health-care" && l.isDefault,
    );
    expect(health[0].policyKey).toBe("rewild-health-care-1");
  });

  test("a policy whose costing breaks the costing rules loads with a warning", () => {
    const catalogue = fixtureCatalogue();
    const [first] = catalogue.policies;
    catalogue.policies[0] = {
      ...first,
      costing: { ...first.costing, relation: "already-policy", baselineNote: "announced" },
    };
    const plan = planCatalogue(catalogue);
    expect(plan.warnings).toEqual([
      `Policy ${first.key} costing: already government policy but costed above zero`,
    ]);
    expect(plan.policies.map((p) => p.key)).toContain(first.key);
  });

  test("the real catalogue plans cleanly: every narrative has a default in each of the 13 areas", () => {
    const plan = planCatalogue(CATALOGUE);
    expect(plan.warnings).toEqual([]);
    for (const narrative of plan.narratives) {
      const areas = plan.links
        .filter((link) => link.narrativeKey === narrative.key && link.isDefault)
        .map((link) => link.areaId);
      expect(areas.sort()).toEqual(POLICY_AREAS.map((area) => area.id).sort());
    }
  });

  test("the fingerprint changes with the content", () => {
    const a = fixtureCatalogue();
    const b = fixtureCatalogue();
    expect(catalogueFingerprint(a)).toBe(catalogueFingerprint(b));
    b.policies[0].title = "Changed";
    expect(catalogueFingerprint(a)).not.toBe(catalogueFingerprint(b));
  });
});
