/**
 * A stand-in for `convex/react` in component tests: queries answer from fixtures set per
 * test, for the arguments each fixture names, mutations and actions are spies. Use it with
 * `vi.mock("convex/react", () => import("@/test/convexReact"))`.
 *
 * A query called with arguments no fixture of that query names throws, saying which were
 * expected, so a component that drops or changes an argument (a room code) fails its test.
 * `queryArgsOf(query)` lists the arguments of every call made.
 */
import {
  getFunctionName,
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
} from "convex/server";
import { vi } from "vitest";

type Query = FunctionReference<"query">;
type Callable = FunctionReference<"mutation" | "action">;

/** Function name → (arguments' key → result). */
const results = new Map<string, Map<string, unknown>>();
const queryCalls = new Map<string, unknown[]>();
const calls = new Map<string, ReturnType<typeof vi.fn>>();
let signedIn = false;
/** Convex Auth's provider still reading its storage (`isLoading`), as on a page's first paint. */
let authLoading = false;

/** Arguments as Convex sends them: none is `{}`, and fields set to undefined are left out. */
function normalArgs(args: unknown): Record<string, unknown> {
  const entries = Object.entries((args ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** One text per set of arguments, whatever the order of their fields. */
function keyOf(args: unknown): string {
  return JSON.stringify(args, (_, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * What `useQuery(query, args)` returns until reset, for exactly these `args` (none: `{}`).
 * A query without any fixture is loading.
 */
export function setQueryResult<Q extends Query>(
  query: Q,
  result: FunctionReturnType<Q>,
  args: FunctionArgs<Q> | Record<string, never> = {},
): void {
  const name = getFunctionName(query);
  let byArgs = results.get(name);
  if (!byArgs) results.set(name, (byArgs = new Map<string, unknown>()));
  byArgs.set(keyOf(normalArgs(args)), result);
}

/** The arguments of every call of `query` (by `useQuery` or `useConvex().query`), in order. */
export function queryArgsOf(query: Query): unknown[] {
  return queryCalls.get(getFunctionName(query)) ?? [];
}

/** The fixture for this call: undefined (loading) when the query has none; throws on a miss. */
function answer(query: Query, args: unknown): unknown {
  const name = getFunctionName(query);
  const normal = normalArgs(args);
  queryCalls.set(name, [...(queryCalls.get(name) ?? []), normal]);
  const byArgs = results.get(name);
  if (!byArgs) return undefined;
  const key = keyOf(normal);
  if (byArgs.has(key)) return byArgs.get(key);
  throw new Error(
    `useQuery(${name}) was called with ${key}; its fixtures are for ${[...byArgs.keys()].join(" or ")}`,
  );
}

export function setSignedIn(value: boolean): void {
  signedIn = value;
}

export function setAuthLoading(value: boolean): void {
  authLoading = value;
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
  queryCalls.clear();
  calls.clear();
  signedIn = false;
  authLoading = false;
}

export function useQuery(query: Query, args?: unknown): unknown {
  return args === "skip" ? undefined : answer(query, args);
}

/** A client whose one-off `query` answers from the same fixtures as `useQuery`. */
export function useConvex() {
  return {
    query: (query: Query, args?: unknown) => Promise.resolve().then(() => answer(query, args)),
  };
}

export const useMutation = callsOf;
export const useAction = callsOf;

export function useConvexAuth() {
  return { isLoading: authLoading, isAuthenticated: !authLoading && signedIn };
}

export function useConvexConnectionState() {
  return { isWebSocketConnected: true, hasEverConnected: true };
}
