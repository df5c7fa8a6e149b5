// @vitest-environment jsdom
/**
 * The working selection keeps its arrays from render to render while nothing changes
 * (issue 42): the simulator and the bind page compute the economy from `policies` in a
 * useMemo, which a new array on every render would run again each time.
 */
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetSelection, setCategoryPolicies } from "./selection";
import { useWorkingSelection } from "./useWorkingSelection";

const POLICIES = vi.hoisted(() => [
  { _id: "p1", category: "Health and social care", title: "One" },
  { _id: "p2", category: "Education", title: "Two" },
]);

// getMany answers with the same array each render, as Convex's client does until it changes.
vi.mock("convex/react", () => ({
  useQuery: (_query: unknown, args: unknown) => (args === "skip" ? undefined : POLICIES),
}));

describe("useWorkingSelection", () => {
  afterEach(() => resetSelection());

  it("returns the same policies and areas on a render where nothing changed", () => {
    setCategoryPolicies("Health and social care", ["p1"]);
    setCategoryPolicies("Education", ["p2"]);
    const { result, rerender } = renderHook(() => useWorkingSelection());
    const first = result.current;
    expect(first.policies?.map((policy) => policy._id).sort()).toEqual(["p1", "p2"]);
    rerender();
    expect(result.current.policies).toBe(first.policies);
    expect(result.current.areas).toBe(first.areas);
  });

  it("returns new policies when the selection changes", () => {
    setCategoryPolicies("Health and social care", ["p1"]);
    const { result, rerender } = renderHook(() => useWorkingSelection());
    const first = result.current.policies;
    setCategoryPolicies("Education", ["p2"]);
    rerender();
    expect(result.current.policies).not.toBe(first);
    expect(result.current.policies).toHaveLength(2);
  });
});
