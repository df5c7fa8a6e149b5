import type { GenericMutationCtx, GenericDataModel, UserIdentity } from "convex/server";

/** A Convex value in its JSON wire form (`convexToJson`). */
export type JsonValue = unknown;

/** A committed document in wire form, or null for a delete. */
export type CommittedWrite = [id: string, doc: JsonValue | null];

export interface Commit {
  /** Commit timestamp, nanoseconds, strictly increasing. */
  ts: bigint;
  /** The read tokens the writes touched (what subscriptions depend on). */
  tables: Set<string>;
  /**
   * Made by a scheduled function (the app chose when it runs, e.g. the tally fold): the
   * sync server broadcasts it as soon as a client's own mutation, not after the interval.
   */
  scheduled?: boolean;
}

/** Who is calling, as Convex's `ctx.meta.getRequestMetadata()` reports it. */
export interface RequestMetadata {
  ip: string | null;
  userAgent: string | null;
}

export type FunctionKind = "query" | "mutation" | "action";

/** The outcome of a function call: a value, or an error with optional ConvexError data. */
export type CallResult =
  | {
      ok: true;
      value: unknown;
      /**
       * `value`'s JSON text when the engine has it as text (a query thread's result, whose
       * `value` is then parsed only if read): the fan-out sends it as it is.
       */
      json?: string;
      /** A mutation's commit timestamp (the newest commit's when it wrote nothing). */
      ts?: bigint;
    }
  | {
      ok: false;
      /** What the client sees: the error's text, or `[Request ID: …] Server Error`. */
      message: string;
      data?: unknown;
      /** For the log only, when `message` was redacted: the internal error. */
      internal?: string;
    };

export interface QueryOutcome {
  result: CallResult;
  /** Tables the query read; it must re-run when any of them changes. */
  readTables: Set<string>;
  /**
   * False when the query never asked for the caller's identity: its result is the same for
   * every identity, so one run can serve them all. Absent means "assume it did".
   */
  readIdentity?: boolean;
  /**
   * True when the result is that of a consistent snapshot which a commit made while the
   * query ran has already changed (a query thread's, docs/embedded-backend.md "Threads"): a
   * subscription holding it is to be re-run.
   */
  stale?: boolean;
  /**
   * A query thread's failure as a nested caller (an action's `ctx.runQuery`) gets it: a
   * ConvexError's message and data, any other error's own message, where `result` may say
   * only "Server Error".
   */
  rejection?: { message: string; data?: unknown };
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
 * Everything engine-specific sits behind this interface: the sync layer, the HTTP API and
 * auth never touch the engine's internals. The implementation is the SQLite engine
 * (`sqlite/engine.ts`, docs/embedded-backend.md).
 */
export interface Engine {
  /** Is `udfPath` a public function of this kind? (Clients may not call internal ones.) */
  resolvePublic(udfPath: string, kind: FunctionKind | "any"): Promise<FunctionKind | null>;
  /** Does any function (public or internal) exist at this path? */
  hasFunction(udfPath: string): Promise<boolean>;
  runQuery(udfPath: string, args: unknown, identity: UserIdentity | null): Promise<QueryOutcome>;
  /**
   * How many queries are worth running at once (the fan-out's re-runs): 1 when they run on
   * the calling thread, more when they run on query threads (docs/embedded-backend.md
   * "Threads"). Absent: 1.
   */
  queryParallelism?(): number;
  /**
   * Runs a mutation to commit; a success carries its commit's timestamp. With a
   * `mutationKey` (a client's request), exactly once: a key already answered gets its
   * stored answer without running again; a success is stored with its commit, a failure
   * recorded under the key.
   */
  runMutation(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    mutationKey?: string,
    request?: RequestMetadata,
  ): Promise<CallResult>;
  runAction(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    request?: RequestMetadata,
  ): Promise<CallResult>;
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
  /** Loads documents (an import, a bulk load); may be called once per batch. */
  importState(state: EngineState): void;
  /** Re-arms timers for scheduled functions that were pending when the state was saved. */
  resumeScheduledFunctions(): Promise<number>;
}

/** What a client mutation answered, kept so that a re-sent mutation is answered, not re-run. */
export interface StoredMutationResponse {
  success: boolean;
  result: unknown;
  errorData?: unknown;
  /** The commit's timestamp in wire form ("" for a failure). */
  ts: string;
}

/**
 * When commits are on disk, and the responses of recent client mutations. The sync layer
 * sends nothing that depends on a commit (its mutation's response, a query result that
 * read it) before the commit is durable.
 */
export interface Durability {
  /** A mark for "every commit until now": durable once `isDurable(mark)`. */
  readonly appended: number;
  isDurable(mark: number): boolean;
  /**
   * Resolves once every commit so far is on disk; rejects (a DiskFullError) when they were
   * rolled back instead, for want of space.
   */
  whenDurable(): Promise<void>;
  /** Was a commit up to `mark` rolled back (disk full)? Then nothing built on it may be sent. */
  isLost?(mark: number): boolean;
  mutationResponse(key: string): StoredMutationResponse | undefined;
  recordMutationResponse(key: string, response: StoredMutationResponse): void;
}
