/**
 * A stand-in for `convex/react` in component tests: queries answer from fixtures set per
 * test, mutations and actions are spies. Use it with
 * `vi.mock("convex/react", () => import("@/test/convexReact"))`.
 */
import { getFunctionName, type FunctionReference, type FunctionReturnType } from "convex/server";
import { vi } from "vitest";

type Query = FunctionReference<"query">;
type Callable = FunctionReference<"mutation" | "action">;

const results = new Map<string, unknown>();
const calls = new Map<string, ReturnType<typeof vi.fn>>();
let signedIn = false;

/** What `useQuery(query, args)` returns until reset; a query without a result is loading. */
export function setQueryResult<Q extends Query>(query: Q, result: FunctionReturnType<Q>): void {
  results.set(getFunctionName(query), result);
}

export function setSignedIn(value: boolean): void {
  signedIn = value;
}

/** The spy `useMutation(fn)` or `useAction(fn)` hands out for `fn`. */
export function callsOf(fn: Callable): ReturnType<typeof vi.fn> {
  const name = getFunctionName(fn);
  let spy = calls.get(name);
  if (!spy) {
    spy = vi.fn(() => Promise.resolve(null));
    calls.set(name, spy);
  }
  return spy;
}

/** Called after each test (src/test/setup.ts). */
export function resetConvex(): void {
  results.clear();
  calls.clear();
  signedIn = false;
}

export function useQuery(query: Query, args?: unknown): unknown {
  return args === "skip" ? undefined : results.get(getFunctionName(query));
}

/** A client whose one-off `query` answers from the same fixtures as `useQuery`. */
export function useConvex() {
  return { query: (query: Query) => Promise.resolve(results.get(getFunctionName(query))) };
}

export const useMutation = callsOf;
export const useAction = callsOf;

export function useConvexAuth() {
  return { isLoading: false, isAuthenticated: signedIn };
}

export function useConvexConnectionState() {
  return { isWebSocketConnected: true, hasEverConnected: true };
}
