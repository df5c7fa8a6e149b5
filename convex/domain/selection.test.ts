import { describe, expect, test } from "vitest";
import { POLICY_AREAS } from "./areas";
import { composeSelection, type SelectionInput } from "./selection";

const EMPTY: SelectionInput = { categoryPolicies: {}, areaDefaults: {}, omittedCategories: [] };

/** One narrative default per area: "n-<area id>". */
const NARRATIVE_DEFAULTS = POLICY_AREAS.map((area) => ({
  category: area.name,
  policyId: `n-${area.id}`,
}));

describe("composeSelection", () => {
  test("a narrative alone gives its 13 defaults, in the order of the areas", () => {
    const composed = composeSelection(EMPTY, NARRATIVE_DEFAULTS);
    expect(composed.policyIds).toEqual(POLICY_AREAS.map((area) => `n-${area.id}`));
    expect(composed.areas.every((area) => area.source === "narrative-default")).toBe(true);
  });

  test("narrative defaults fill only the areas the visitor has not chosen", () => {
    const composed = composeSelection(
      {
        ...EMPTY,
        categoryPolicies: { "Health & Care": ["mine-1", "mine-2"] },
        areaDefaults: { "housing-land": "mine-3" },
      },
      NARRATIVE_DEFAULTS,
    );
    expect(composed.areas[0]).toEqual({
      category: "Health & Care",
      policyIds: ["mine-1", "mine-2"],
      source: "picked",
    });
    expect(composed.areas.find((a) => a.category === "Housing & Land")).toEqual({
      category: "Housing & Land",
      policyIds: ["mine-3"],
      source: "area-default",
    });
    expect(composed.policyIds).not.toContain("n-health-care");
    expect(composed.policyIds).not.toContain("n-housing-land");
    expect(composed.policyIds).toHaveLength(14);
  });

  test("areas left empty on purpose stay empty, whatever the defaults", () => {
    const kept = ["Health & Care", "Education & Training"];
    const composed = composeSelection(
      {
        categoryPolicies: { "Health & Care": ["h"], "Education & Training": ["e"] },
        areaDefaults: { "housing-land": "x" },
        omittedCategories: POLICY_AREAS.map((a) => a.name).filter((n) => !kept.includes(n)),
      },
      NARRATIVE_DEFAULTS,
    );
    expect(composed.policyIds).toEqual(["h", "e"]);
    expect(composed.omitted).toHaveLength(11);
  });

  test("without a narrative only the visitor's own picks count", () => {
    const composed = composeSelection(
      { ...EMPTY, areaDefaults: { "transport-travel": "bus" } },
      [],
    );
    expect(composed.areas).toEqual([
      { category: "Transport & Travel", policyIds: ["bus"], source: "area-default" },
    ]);
  });

  test("older category spellings are read as their area, and a policy counts once", () => {
    const composed = composeSelection(
      { ...EMPTY, categoryPolicies: { Healthcare: ["p"], "Jobs and Work": ["p", "q"] } },
      [],
    );
    expect(composed.areas.map((a) => a.category)).toEqual(["Health & Care", "Jobs & Economy"]);
    expect(composed.policyIds).toEqual(["p", "q"]);
  });

  test("an empty ranked list is no choice: the default fills the area", () => {
    const composed = composeSelection(
      { ...EMPTY, categoryPolicies: { "Health & Care": [] } },
      NARRATIVE_DEFAULTS.slice(0, 1),
    );
    expect(composed.policyIds).toEqual(["n-health-care"]);
  });

  describe("precedence within one area", () => {
    const HEALTH = NARRATIVE_DEFAULTS.slice(0, 1);

    test("the visitor's ranked picks beat their own area default and the narrative's", () => {
      const composed = composeSelection(
        {
          ...EMPTY,
          categoryPolicies: { "Health & Care": ["pick-1", "pick-2"] },
          areaDefaults: { "health-care": "area-pick" },
        },
        HEALTH,
      );
      expect(composed.areas).toEqual([
        { category: "Health & Care", policyIds: ["pick-1", "pick-2"], source: "picked" },
      ]);
    });

    test("the visitor's area default beats the narrative's", () => {
      const composed = composeSelection(
        { ...EMPTY, areaDefaults: { "health-care": "area-pick" } },
        HEALTH,
      );
      expect(composed.areas).toEqual([
        { category: "Health & Care", policyIds: ["area-pick"], source: "area-default" },
      ]);
    });

    test("the narrative's first default for an area is the one used", () => {
      const composed = composeSelection(EMPTY, [
        { category: "health-care", policyId: "first" },
        { category: "Health & Care", policyId: "second" },
      ]);
      expect(composed.policyIds).toEqual(["first"]);
    });
  });

  describe("omitted areas", () => {
    test("an omitted area stays empty even with the visitor's own picks and area default", () => {
      const composed = composeSelection(
        {
          categoryPolicies: { "Health & Care": ["mine"], "Housing & Land": ["home"] },
          areaDefaults: { "health-care": "area-pick" },
          omittedCategories: ["Health & Care"],
        },
        NARRATIVE_DEFAULTS,
      );
      expect(composed.policyIds).not.toContain("mine");
      expect(composed.policyIds).not.toContain("area-pick");
      expect(composed.policyIds).not.toContain("n-health-care");
      expect(composed.policyIds).toContain("home");
      expect(composed.omitted).toEqual(["Health & Care"]);
    });

    test("an area omitted by its id or an older spelling is omitted by name", () => {
      const composed = composeSelection(
        { ...EMPTY, omittedCategories: ["health-care", "Healthcare", "Jobs and Work"] },
        NARRATIVE_DEFAULTS,
      );
      expect(composed.omitted).toEqual(["Health & Care", "Jobs & Economy"]);
      expect(composed.policyIds).toHaveLength(POLICY_AREAS.length - 2);
      expect(composed.areas.map((a) => a.category)).not.toContain("Health & Care");
    });

    test("omitted areas are listed in the order of the areas, whatever the stored order", () => {
      const names = POLICY_AREAS.map((area) => area.name);
      const composed = composeSelection(
        { ...EMPTY, omittedCategories: [names[5], names[0], names[3]] },
        [],
      );
      expect(composed.omitted).toEqual([names[0], names[3], names[5]]);
    });
  });
});
