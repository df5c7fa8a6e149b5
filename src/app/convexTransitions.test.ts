// @vitest-environment jsdom
/**
 * Query results render as a React transition (issue 42, src/app/convex.tsx): the client's
 * delivery of a server transition to its `useQuery` listeners runs inside `startTransition`,
 * so React renders a page's arriving data in slices instead of one long task. These fail if
 * the wrap is dropped, if it stops passing every updated query on, or if the `convex`
 * package stops delivering updates through the method it wraps (then nothing would be
 * wrapped and the app would silently block again).
 */
import { ConvexReactClient } from "convex/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const react = vi.hoisted(() => ({ inTransition: false, transitions: 0 }));

vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      react.transitions++;
      react.inTransition = true;
      try {
        scope();
      } finally {
        react.inTransition = false;
      }
    },
  };
});

const { convex, renderUpdatesAsTransitions } = await import("./convex");

interface Delivering {
  transition(updatedQueries: string[]): void;
}

beforeEach(() => {
  react.transitions = 0;
});

describe("query results as transitions", () => {
  it("delivers every updated query to the client's own handler inside startTransition", () => {
    const seen: { tokens: string[]; inTransition: boolean }[] = [];
    const client = {
      transition(tokens: string[]) {
        seen.push({ tokens, inTransition: react.inTransition });
      },
    } as unknown as ConvexReactClient;
    renderUpdatesAsTransitions(client);
    (client as unknown as Delivering).transition(["a", "b"]);
    expect(seen).toEqual([{ tokens: ["a", "b"], inTransition: true }]);
    expect(react.transitions).toBe(1);
  });

  it("wraps the app's client, whose class still delivers through transition()", () => {
    const own: unknown = Reflect.get(ConvexReactClient.prototype, "transition");
    expect(typeof own).toBe("function");
    expect(Reflect.get(convex, "transition")).not.toBe(own);
  });

  it("refuses a client that no longer has the method, rather than wrap nothing", () => {
    expect(() => renderUpdatesAsTransitions({} as ConvexReactClient)).toThrow(/transition/);
  });
});
