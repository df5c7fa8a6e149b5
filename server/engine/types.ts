import type { GenericMutationCtx, GenericDataModel, UserIdentity } from "convex/server";

/** A Convex value in its JSON wire form (`convexToJson`). */
export type JsonValue = unknown;

/** A committed document in wire form, or null for a delete. */
export type CommittedWrite = [id: string, doc: JsonValue | null];

export interface Commit {
  /** Commit timestamp, nanoseconds, strictly increasing. */
  ts: bigint;
  writes: CommittedWrite[];
  /** Tables touched by the writes (what subscriptions depend on). */
  tables: Set<string>;
  /** Set when the commit came from a client mutation: `${sessionId}:${requestId}`. */
  mutationKey?: string;
}

export type FunctionKind = "query" | "mutation" | "action";

/** The outcome of a function call: a value, or an error with optional ConvexError data. */
export type CallResult =
  { ok: true; value: unknown } | { ok: false; message: string; data?: unknown };

export interface QueryOutcome {
  result: CallResult;
  /** Tables the query read; it must re-run when any of them changes. */
  readTables: Set<string>;
  /**
   * False when the query never asked for the caller's identity: its result is the same for
   * every identity, so one run can serve them all. Absent means "assume it did".
   */
  readIdentity?: boolean;
}

export interface EngineState {
  /**
   * May be lazy (a snapshot streams them). An exported state stays the view of its moment
   * while later commits run; iterate it once, to the end (or call the iterator's `return`).
   */
  documents: Iterable<CommittedWrite>;
  lastCommitTs: bigint;
}

/**
 * Everything engine-specific sits behind this interface: the sync layer, the HTTP API,
 * durability and auth never touch the engine's internals. The first implementation wraps
 * `convex-test`; a faster, indexed engine can replace it without changing anything else.
 */
export interface Engine {
  /** Is `udfPath` a public function of this kind? (Clients may not call internal ones.) */
  resolvePublic(udfPath: string, kind: FunctionKind | "any"): Promise<FunctionKind | null>;
  /** Does any function (public or internal) exist at this path? */
  hasFunction(udfPath: string): Promise<boolean>;
  runQuery(udfPath: string, args: unknown, identity: UserIdentity | null): Promise<QueryOutcome>;
  runMutation(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    mutationKey?: string,
  ): Promise<CallResult>;
  runAction(udfPath: string, args: unknown, identity: UserIdentity | null): Promise<CallResult>;
  /** Runs an internal or public mutation/query/action by path with no identity (server use). */
  runInternal(udfPath: string, args: unknown): Promise<unknown>;
  /**
   * Runs server-side code as one mutation transaction, committed (and broadcast) like any
   * other: for bulk loading and maintenance that no client may call. The result must be a
   * Convex value.
   */
  runTransaction<T>(handler: (ctx: GenericMutationCtx<GenericDataModel>) => Promise<T>): Promise<T>;
  /** Routes a request to the app's `convex/http.ts` router. */
  runHttpAction(request: Request): Promise<Response>;
  /** Called synchronously inside every top-level commit that wrote something. */
  onCommit(listener: (commit: Commit) => void): void;
  lastCommitTs(): bigint;
  /** Every document, for a snapshot: a consistent view, cheap to take (see EngineState). */
  exportState(): EngineState;
  /**
   * Loads documents before any function runs (restore after restart); may be called once
   * per batch. `strings`, shared by the batches of one load, stores repeated strings (ids
   * referenced by many documents, categories) once.
   */
  importState(state: EngineState, strings?: Map<string, string>): void;
  /** Re-arms timers for scheduled functions that were pending when the state was saved. */
  resumeScheduledFunctions(): Promise<number>;
}
