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
});
