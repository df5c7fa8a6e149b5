import type { UserIdentity } from "convex/server";
import type { CallResult } from "../engine/types";

/**
 * One query with one set of arguments under one identity. Identical subscriptions across
 * connections share it, so it runs once per change however many clients watch it. A query
 * that did not read the identity is shared by every identity (`shared`): 500 signed-in
 * viewers of the community overview cost one run per change, not 500.
 */
export class Subscription {
  readTables = new Set<string>();
  /** Did the last run ask for the caller's identity? (Until it has run: assume so.) */
  readIdentity = true;
  /** Registered under the identity-free key, serving every identity. */
  shared = false;
  /**
   * A shared query's new result that read its runner's identity: held back until every
   * other identity has been moved to a subscription of its own (`split`), so that no one
   * ever receives a result computed for someone else.
   */
  heldBody: string | null = null;
  /** Bumped whenever the result changes. */
  version = 0;
  /** The modification body after `"queryId":N,` — the same for every subscriber. */
  body = "";
  /** `body`'s size in UTF-8, for the queue budgets. */
  bodyBytes = 0;
  refs = 0;
  /** The latest run (the first, or a re-run). */
  ready: Promise<void> | null = null;
  /** A re-run is in progress: its watchers' transitions wait for it. */
  running = false;

  constructor(
    public key: string,
    /** `udfPath \0 args`: the key without the identity. */
    readonly argsKey: string,
    readonly udfPath: string,
    readonly args: unknown,
    readonly identity: UserIdentity | null,
  ) {}
}

/** The list turned by `by` places: the first `by % length` items moved to the end. */
export function rotate<T>(items: T[], by: number): T[] {
  if (items.length < 2) return items;
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** Prefix of the key of a subscription shared by every identity. */
export const SHARED = "\u0001shared\u0000";

function describeFailure(result: Extract<CallResult, { ok: false }>): string {
  const errorData = result.data === undefined ? "null" : JSON.stringify(result.data);
  return `"errorMessage":${JSON.stringify(result.message)},"logLines":[],"errorData":${errorData},"journal":null`;
}

export function bodyFor(result: CallResult): string {
  return result.ok
    ? `"type":"QueryUpdated","value":${result.json ?? JSON.stringify(result.value)},"logLines":[],"journal":null`
    : `"type":"QueryFailed",${describeFailure(result)}`;
}

export const notFound = (udfPath: string): CallResult => ({
  ok: false,
  message: `Could not find public function for '${udfPath}'`,
});

/** The identity part of a subscription's key. */
export const identityKey = (identity: UserIdentity | null) => identity?.tokenIdentifier ?? "";
