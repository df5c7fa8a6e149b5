import { beforeEach, describe, expect, test } from "vitest";
import { POLICY_AREAS } from "@convex/domain/areas";
import { composeSelection } from "@convex/domain/selection";
import {
  getSelection,
  loadManifestoSelection,
  resetSelection,
  selectNarrative,
  setAreaDefault,
  setCategoryPolicies,
  setQuizResult,
} from "./selection";

const LEAP = { id: "n-leap", title: "Leap ahead", quadrant: "leap" as const };
const STEADY = { id: "n-steady", title: "Steady on", quadrant: "steady" as const };
const DEFAULTS = POLICY_AREAS.map((area) => ({ category: area.name, policyId: `d-${area.id}` }));

beforeEach(() => resetSelection());

describe("the visitor's selection", () => {
  test("choosing a narrative keeps manual picks; its defaults fill only the other areas", () => {
    setCategoryPolicies("Health & Care", ["my-health"]);
    setAreaDefault("transport-travel", "my-bus");
    selectNarrative(LEAP);
    const composed = composeSelection(getSelection(), DEFAULTS);
    expect(composed.policyIds).toContain("my-health");
    expect(composed.policyIds).toContain("my-bus");
    expect(composed.policyIds).not.toContain("d-health-care");
    expect(composed.policyIds).not.toContain("d-transport-travel");
    expect(composed.policyIds).toHaveLength(13);

    selectNarrative(STEADY);
    expect(getSelection().categoryPolicies["Health & Care"]).toEqual(["my-health"]);
  });

  test("a manifesto replaces the policies, names itself, and leaves its other areas empty", () => {
    setQuizResult({ x: 0.2, y: 0.4, quadrant: "leap" });
    setCategoryPolicies("Culture & Media", ["left-over"]);
    loadManifestoSelection({
      manifestoId: "m2",
      title: "Second",
      narrative: STEADY,
      policies: [
        { id: "p1", category: "Health & Care" },
        { id: "p2", category: "Health & Care" },
        { id: "p3", category: "Housing & Land" },
      ],
    });
    const state = getSelection();
    expect(state.source).toEqual({ manifestoId: "m2", title: "Second", changed: false });
    expect(state.narrative).toEqual(STEADY);
    expect(state.quizResult).toEqual({ x: 0.2, y: 0.4, quadrant: "leap" });
    expect(composeSelection(state, DEFAULTS).policyIds).toEqual(["p1", "p2", "p3"]);

    setCategoryPolicies("Health & Care", ["p2"]);
    expect(getSelection().source?.changed).toBe(true);
  });

  test("choosing another narrative after a manifesto opens its empty areas to defaults", () => {
    loadManifestoSelection({
      manifestoId: "m1",
      title: "First",
      narrative: STEADY,
      policies: [{ id: "p1", category: "Health & Care" }],
    });
    selectNarrative(LEAP);
    const composed = composeSelection(getSelection(), DEFAULTS);
    expect(composed.policyIds[0]).toBe("p1");
    expect(composed.policyIds).toHaveLength(13);
  });
});
