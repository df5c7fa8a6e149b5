import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import type { GenericDataModel, GenericMutationCtx, UserIdentity } from "convex/server";
import { internalMutationGeneric } from "convex/server";
import { convexToJson, jsonToConvex } from "convex/values";
import { discoverModules, moduleRoot } from "../modules";
import { SchemaTables } from "./tables";
import { FunctionRegistry, functionName, kindOf, type RegisteredFunction } from "./functions";
import { decodeTs } from "../../sync/wire";
import type {
  CallResult,
  Commit,
  CommittedWrite,
  Engine,
  EngineState,
  FunctionKind,
  QueryOutcome,
  RequestMetadata,
  StoredMutationResponse,
} from "../types";
import { SeededRandom, runDeterministic, realNow } from "./determinism";
import { CronRunner, loadCronSpecs } from "./crons";
import { ActionPool, type ActionCall, type ActionPoolOptions } from "./actionPool";
import { asRejection, ensureConvexGlobal, installConvexGlobal } from "./convexGlobal";
import { callRejection, toResult } from "./results";
import { JOB_CANCELED, Scheduler, type JobHooks } from "./scheduler";
import { Committer } from "./committer";
import { Executor, type Gate, type PausedCall } from "./executor";
import { QueryPool, type QueryPoolOptions } from "./queryPool";
import { ThreadedCalls } from "./threadedCalls";
import { ReadPath } from "./readPath";
import { WritePath } from "./writePath";
import { TableNumbers, parseLegacyId } from "./ids";
import { calls, NO_DATABASE_IN_ACTIONS, Transaction, type CallContext } from "./transaction";
import { ASYNC_READ_SYSCALLS, READ_SYSCALLS, asyncReadSyscall, readSyscall } from "./readSyscalls";
import {
  WRITE_SYSCALLS,
  requestMetadataJson,
  writeSyscall,
  type WriteTools,
} from "./writeSyscalls";
export type { PausedCall } from "./executor";
import { Store, type Doc, type IndexDef, type StoredWrite } from "./store";

interface HttpRouterLike {
  lookup(
    path: string,
    method: string,
  ): [{ invokeHttpAction(r: Request): Promise<Response> }, string, string] | null;
}

export interface SqliteEngineOptions {
  /**
   * The schema module's default export (`defineSchema(...)`), or null for none. Its
   * `export()` (the JSON Convex deploys) is internal to the convex package's types.
   */
  schema: unknown;
  /** Lazy module loaders keyed by path, with a `_generated/` entry marking the root. */
  modules: Record<string, () => Promise<unknown>>;
  /** SQLite file (durable, with group commit: see Store), or ":memory:" (the default). */
  path?: string;
  /**
   * Tests only: called when a query's or mutation's body has finished, before its reads
   * are checked against the commits made since it began. A test that holds the returned
   * promise holds that transaction there, so two or three transactions interleave exactly
   * (tests/server/pausePoints.ts).
   */
  beforeValidate?: (call: PausedCall) => Promise<void> | void;
  /**
   * Run actions on worker threads (actionPool.ts; the backend does): the convex/ directory
   * the threads load the modules from, and how many threads at most. Without it actions
   * run on the calling thread, as in the function tests.
   */
  actionPool?: ActionPoolOptions;
  /**
   * Run queries on worker threads (queryPool.ts; the backend does when `QUERY_THREADS` > 1):
   * the convex/ directory the threads load, and how many threads. Needs a file (`path`).
   */
  queryPool?: Omit<QueryPoolOptions, "path">;
  /**
   * Run actions' queries (`ctx.runQuery` in an action: the equal-shares run's ballot pages,
   * the AI's catalogue reads) on a query thread of their own, when client queries stay on
   * this thread (no `queryPool`; with one, actions' queries use it too). The backend does
   * with `ACTION_QUERY_THREAD=1` (off by default). Needs a file (`path`).
   */
  actionQueryPool?: Omit<QueryPoolOptions, "path">;
  /**
   * Run mutations on worker threads (threadedCalls.ts; the backend does when
   * `MUTATION_THREADS` > 1): their reads checked and their writes committed on this thread.
   * Needs a file (`path`).
   */
  mutationPool?: Omit<QueryPoolOptions, "path">;
  /** Tests only: when the open group commits (store.ts `StoreOptions`). */
  scheduleGroupCommit?: (commit: () => void) => void;
}

/** A stored client mutation's answer as the CallResult it was. */
function fromStoredResponse(stored: StoredMutationResponse): CallResult {
  if (stored.success) return { ok: true, value: stored.result, ts: decodeTs(stored.ts) };
  return {
    ok: false,
    message: String(stored.result),
    ...(stored.errorData === undefined ? {} : { data: stored.errorData }),
  };
}

/**
 * The store's meta key whose value `RANDOM_IDS` says that its sessions were all made with
 * unguessable ids (see `endGuessableSessions`).
 */
const ID_FORMAT_KEY = "idFormat";
const RANDOM_IDS = "random";
/**
 * @convex-dev/auth's tables whose ids are secrets (a refresh token is
 * `<refresh token id>|<session id>`; an OAuth sign-in names its verifier by id).
 */
export const SESSION_TABLES = ["authSessions", "authRefreshTokens", "authVerifiers"];

/**
 * The SQLite engine: the app's functions run through the `convex` package's syscall
 * interface, implemented here, over documents and index entries in SQLite, with optimistic
 * concurrency control (see docs/embedded-backend.md, "The SQLite engine").
 */
export class SqliteEngine implements Engine {
  readonly store: Store;
  private readonly path: string;
  private readonly root: string;
  /** The app's functions (found by path, their arguments and results checked). */
  readonly functions: FunctionRegistry;
  /** The schema's tables, their indexes and validators. */
  readonly tables: SchemaTables;
  /** Where transactions begin, are checked and commit. */
  readonly committer: Committer;
  /** Runs a query's or mutation's body until it commits or returns without a conflict. */
  private readonly executor: Executor;
  /** What a transaction's reads see and record. */
  readonly reads: ReadPath;
  /** A mutation's writes, checked and kept until it commits. */
  private readonly writes: WritePath;
  /** What the write syscalls use (writeSyscalls.ts). */
  private readonly writeTools: WriteTools;
  private readonly scheduler: Scheduler;
  /** Table numbers, and the id check (`ids.tableOf`). */
  readonly ids: TableNumbers;
  private closed = false;
  private crons: CronRunner | null = null;
  /** The threads actions run on (null: they run on this thread). */
  readonly actionPool: ActionPool | null;
  /** The threads queries run on (null: they run on this thread). */
  readonly queryPool: QueryPool | null;
  /** The threads actions' queries run on: `queryPool`, a pool of their own, or null (here). */
  readonly actionQueryPool: QueryPool | null;
  /** The threads mutations run on (null: they run on this thread). */
  readonly mutationPool: QueryPool | null;
  /** This thread's side of the calls run on those threads. */
  private readonly threaded: ThreadedCalls;
  /**
   * Transactions re-run because a concurrent commit changed what they read; commits; calls
   * for a function thread that waited for the open group to reach the file first; query
   * threads' results a commit changed while they ran (`stale`); mutations a mutation thread
   * handed back to this thread (`onMain`).
   */
  readonly stats = {
    conflicts: 0,
    commits: 0,
    snapshotWaits: 0,
    staleQueries: 0,
    mutationsOnMain: 0,
  };

  constructor(private readonly options: SqliteEngineOptions) {
    this.path = options.path ?? ":memory:";
    this.store = new Store(this.path, { scheduleGroupCommit: options.scheduleGroupCommit });
    // An account deleted before a kill -9: its index copies go now (Store.compactIfErased).
    this.store.compactIfErased();
    this.scheduler = new Scheduler(this.store, {
      transact: (body) => this.transact(undefined, body),
      readDoc: (txn, table, id) => this.reads.readDoc(txn, table, id),
      currentDoc: (txn, id, table) => this.reads.currentDoc(txn, id, table),
      write: (txn, table, id, doc) => this.writes.write(txn, table, id, doc),
      insert: (txn, table, fields) => this.writes.insert(txn, table, fields),
      tableOf: (id) => (typeof id === "string" ? this.ids.tableOf(id) : null),
      log: (message) => console.error(`scheduler: ${message}`),
      runJob: (udfPath, argsJson, hooks) => this.runJob(udfPath, argsJson, hooks),
    });
    this.root = moduleRoot(options.modules);
    this.actionPool = options.actionPool
      ? new ActionPool(options.actionPool, this.actionSyscallFromThread)
      : null;
    this.queryPool = options.queryPool
      ? new QueryPool({ ...options.queryPool, path: this.path })
      : null;
    this.actionQueryPool =
      this.queryPool ??
      (options.actionQueryPool
        ? new QueryPool({ ...options.actionQueryPool, path: this.path })
        : null);
    this.mutationPool = options.mutationPool
      ? new QueryPool({ ...options.mutationPool, path: this.path })
      : null;
    this.tables = new SchemaTables(options.schema);
    this.syncIndexes();
    // "nextId": the counter of the id format before random ids, still read to know which
    // counter ids may exist.
    this.ids = new TableNumbers(
      this.store.meta("tableNumbers"),
      Number(this.store.meta("nextId") ?? 0),
    );
    for (const table of this.tables.declared()) this.ids.numberOf(table);
    this.functions = new FunctionRegistry(options.modules, this.ids);
    this.committer = new Committer({
      store: this.store,
      indexesOf: this.indexesOf,
      ids: this.ids,
      stats: this.stats,
      afterCommit: (txn) => {
        for (const jobId of txn.scheduled) this.scheduler.armJob(jobId);
      },
    });
    this.reads = new ReadPath(this.store, this.tables, this.ids);
    this.executor = new Executor({
      committer: this.committer,
      reads: this.reads,
      beforeValidate: options.beforeValidate,
      stats: this.stats,
    });
    this.writes = new WritePath(this.tables, this.ids, this.committer);
    this.threaded = new ThreadedCalls({
      store: this.store,
      committer: this.committer,
      functions: this.functions,
      beforeValidate: options.beforeValidate,
      stats: this.stats,
    });
    this.writeTools = {
      reads: this.reads,
      writes: this.writes,
      ids: this.ids,
      scheduler: this.scheduler,
    };
    if (this.store.meta(ID_FORMAT_KEY) !== RANDOM_IDS) this.endGuessableSessions();
    else if (this.ids.changed) this.saveTableNumbers();
    installConvexGlobal();
  }

  /**
   * The stored indexes made to match the schema's (indexSync.ts): what Convex does on a
   * deploy. Without the space to build them now, they are built at the next open.
   */
  private syncIndexes() {
    try {
      const { built, dropped } = this.store.syncIndexes(this.tables.schemaIndexes());
      if (built.length > 0) console.log(`engine: indexes built: ${built.join(", ")}`);
      if (dropped.length > 0)
        console.log(`engine: entries of indexes deleted: ${dropped.join(", ")}`);
    } catch (error) {
      console.error(`engine: indexes not brought up to date: ${(error as Error).message}`);
    }
  }

  private saveTableNumbers() {
    this.store.apply([], this.committer.lastTs, this.indexesOf, {
      tableNumbers: this.ids.toJSON(),
    });
    this.ids.changed = false;
  }

  /**
   * The upgrade to random ids, once per store: a store written before them (no
   * `ID_FORMAT_KEY`), or one that has just imported counter ids, may hold sessions and
   * refresh tokens whose ids can be guessed from any other id. Every document of
   * `SESSION_TABLES` is deleted in the SQLite transaction that records the upgrade, so
   * none of them stays usable (their users sign in again). Returns how many were deleted.
   */
  endGuessableSessions(): number {
    // The tables an older store holds documents of get their numbers now (one scan, once).
    const rows = this.store.db.prepare("SELECT DISTINCT tbl FROM documents").all() as {
      tbl: string;
    }[];
    for (const { tbl } of rows) this.ids.numberOf(tbl);
    const deleted = this.store.purgeTables(SESSION_TABLES, {
      [ID_FORMAT_KEY]: RANDOM_IDS,
      tableNumbers: this.ids.toJSON(),
    });
    this.ids.changed = false;
    return deleted;
  }

  readonly indexesOf = (table: string): IndexDef[] => this.tables.indexesOf(table);

  // ---------------------------------------------------------------- functions

  /** Checks the arguments, runs the function in `context`, checks its return value. */
  private async invoke(
    fn: RegisteredFunction,
    udfPath: string,
    argsJson: unknown,
    context: CallContext,
  ): Promise<unknown> {
    const argsText = this.functions.checkArgs(fn, udfPath, argsJson);
    const run = async (): Promise<string> => {
      if (context.kind === "query") return fn.invokeQuery!(argsText);
      if (context.kind === "mutation") return fn.invokeMutation!(argsText);
      return fn.invokeAction!("", argsText);
    };
    ensureConvexGlobal();
    // An action is unrestricted, even one called from a deterministic call's context.
    const resultText =
      context.kind === "action"
        ? await calls.run({ ...context, engine: this, determinism: undefined }, run)
        : await runDeterministic(
            {
              ...context,
              engine: this,
              determinism: { now: realNow(), random: new SeededRandom() },
            },
            run,
          );
    return this.functions.checkReturns(fn, udfPath, resultText);
  }

  /**
   * Runs an action on the pool's threads: its value (JSON form), or, as the failed
   * CallResult of a top-level call or as the rejection of a nested one, what it threw.
   */
  private async pooled(
    pool: ActionPool,
    fn: RegisteredFunction,
    udfPath: string,
    argsJson: unknown,
    caller: { identity: UserIdentity | null; request?: RequestMetadata },
    nested: boolean,
  ): Promise<CallResult> {
    const args = this.functions.checkArgs(fn, udfPath, argsJson);
    const heavy = pool.isHeavy(udfPath, argsJson);
    const outcome = await pool.run({ udfPath, args, ...caller, heavy }, nested);
    if (!outcome.ok) {
      if (nested) throw callRejection({ ok: false, ...outcome.rejection });
      return outcome.result;
    }
    return { ok: true, value: this.functions.checkReturns(fn, udfPath, outcome.text) };
  }

  /**
   * A syscall of an action running on a thread of the pool, answered as if the action ran
   * here: in a call context with its identity and request metadata (so `ctx.runQuery`,
   * `runMutation`, `runAction`, the scheduler and auth behave as before). A failure is
   * rejected in the form `globalThis.Convex` would give it.
   */
  private readonly actionSyscallFromThread = async (
    call: ActionCall,
    op: string,
    argsText: string,
  ): Promise<string> => {
    const context: CallContext = {
      kind: "action",
      udfPath: call.udfPath,
      identity: call.identity,
      txn: null,
      request: call.request,
      engine: this,
    };
    try {
      const result = await calls.run(context, () => this.asyncSyscall(op, JSON.parse(argsText)));
      return typeof result === "string" ? result : JSON.stringify(result);
    } catch (error) {
      const rejection = asRejection(error) as { message?: unknown; data?: unknown };
      throw rejection.data === undefined
        ? { message: String(rejection.message) }
        : { message: String(rejection.message), data: rejection.data };
    }
  };

  /**
   * Runs a query at the latest state; re-runs it if a commit changed what it read. A
   * failure comes back with the read set too: a subscription to a failing query must
   * re-run when what it read changes.
   */
  private async query(
    udfPath: string,
    argsJson: unknown,
    identity: UserIdentity | null,
    fn?: RegisteredFunction,
  ): Promise<{ value: unknown; failure: unknown; tokens: Set<string>; readIdentity: boolean }> {
    fn ??= await this.functions.require(udfPath, "query");
    return this.executor.optimistic(
      { kind: "query", udfPath, args: argsJson },
      (txn) => this.invoke(fn!, udfPath, argsJson, { kind: "query", udfPath, identity, txn }),
      (txn, value, failure) => ({
        value,
        failure,
        tokens: txn.tokens,
        readIdentity: txn.readIdentity,
      }),
    );
  }

  /**
   * Runs a mutation to commit, retrying on conflicts (optimistic concurrency control): its
   * value and its commit's timestamp.
   */
  private async mutation(
    udfPath: string,
    argsJson: unknown,
    identity: UserIdentity | null,
    mutationKey?: string,
    fn?: RegisteredFunction,
    request?: RequestMetadata,
    scheduled = false,
    settle?: (txn: Transaction) => void,
  ): Promise<{ value: unknown; ts: bigint }> {
    fn ??= await this.functions.require(udfPath, "mutation");
    const onMain = (txn: Transaction) =>
      this.invoke(fn!, udfPath, argsJson, { kind: "mutation", udfPath, identity, txn, request });
    const call = { udfPath, args: argsJson };
    // A scheduled job's success, written in the same transaction (Scheduler.runJob); every
    // other mutation runs its body as it is.
    const settled = <T>(body: (txn: Transaction) => Promise<T>) =>
      settle
        ? async (txn: Transaction): Promise<T> => {
            const value = await body(txn);
            settle(txn);
            return value;
          }
        : body;
    if (!this.mutationPool) return this.committed(mutationKey, settled(onMain), call, scheduled);
    // On a mutation thread (threadedCalls.ts): its reads checked and its writes committed here.
    const args = this.functions.checkArgs(fn, udfPath, argsJson);
    const body = this.threaded.mutationBody(
      this.mutationPool,
      { udfPath, args, identity, request },
      onMain,
    );
    return this.committed(mutationKey, settled(body), call, scheduled, this.threaded.gate);
  }

  /** Runs `body` as a mutation of the engine's own (no function): its value. */
  private async transact<T>(
    mutationKey: string | undefined,
    body: (txn: Transaction) => Promise<T>,
  ): Promise<T> {
    return (await this.committed(mutationKey, body)).value;
  }

  /**
   * Runs `body` to commit: its value and the commit's timestamp. `gate`: a body run on a
   * mutation thread is registered only once every commit is in the file.
   */
  private committed<T>(
    mutationKey: string | undefined,
    body: (txn: Transaction) => Promise<T>,
    call: { udfPath: string; args: unknown } = { udfPath: "(internal)", args: null },
    scheduled = false,
    gate?: Gate,
  ): Promise<{ value: T; ts: bigint }> {
    return this.executor.optimistic(
      { kind: "mutation", ...call },
      body,
      (txn, value, failure) => {
        if (failure !== null) throw failure;
        return { value: value as T, ts: this.committer.commit(txn, mutationKey, value, scheduled) };
      },
      gate,
    );
  }

  // ---------------------------------------------------------------- syscalls

  private context(): CallContext {
    const context = calls.getStore();
    if (!context || context.engine !== this)
      throw new Error("A Convex syscall ran outside a function call");
    return context;
  }

  private transaction(): Transaction {
    const { txn } = this.context();
    if (!txn) throw new Error(NO_DATABASE_IN_ACTIONS);
    return txn;
  }

  syscall(op: string, args: Record<string, any>): unknown {
    if (!READ_SYSCALLS.has(op))
      throw new Error(`The SQLite engine does not support the syscall "${op}"`);
    return readSyscall(this.reads, this.ids, this.transaction(), op, args);
  }

  /**
   * An asynchronous syscall. Most are answered at once (the store is synchronous): those
   * return their value, not a promise, so that the syscall costs no promises of its own
   * beyond the one `globalThis.Convex.asyncSyscall` hands back (each promise also costs
   * the AsyncLocalStorage hooks); the rest (nested calls, actions) return a promise.
   */
  asyncSyscall(op: string, args: Record<string, any>): unknown {
    if (ASYNC_READ_SYSCALLS.has(op))
      return asyncReadSyscall(this.reads, this.transaction(), op, args);
    if (WRITE_SYSCALLS.has(op)) return writeSyscall(this.writeTools, this.transaction(), op, args);
    switch (op) {
      case "1.0/getUserIdentity": {
        const { identity, txn } = this.context();
        if (txn) txn.readIdentity = true;
        return JSON.stringify(identity === null ? null : convexToJson(identity as never));
      }
      case "1.0/getRequestMetadata": {
        const { kind, request } = this.context();
        if (kind === "query") {
          throw new Error("getRequestMetadata() is not available in queries");
        }
        return requestMetadataJson(request);
      }
      case "1.0/getDeploymentMetadata":
        return JSON.stringify({ name: "embedded", region: null, class: "s16" });
      case "1.0/getFunctionMetadata":
        return JSON.stringify({ name: this.context().udfPath, componentPath: "" });
      case "1.0/runUdf":
        return this.runNested(args);
      default:
        return this.actionSyscall(op, args);
    }
  }

  /** The asynchronous syscalls of actions. */
  private async actionSyscall(op: string, args: Record<string, any>): Promise<string> {
    switch (op) {
      case "1.0/actions/query": {
        const { identity } = this.context();
        if (this.actionQueryPool) {
          // On a thread, at a snapshot holding every commit made before the call (the
          // action's own mutations included); a `stale` result is still that consistent
          // state, which is all an action's query promises.
          const udfPath = functionName(args);
          const fn = await this.functions.require(udfPath, "query");
          const { result, rejection } = await this.threaded.query(
            this.actionQueryPool,
            fn,
            udfPath,
            args.args,
            identity,
          );
          if (!result.ok) throw callRejection({ ...result, ...rejection });
          return result.json ?? JSON.stringify(result.value);
        }
        const { value, failure } = await this.query(functionName(args), args.args, identity);
        if (failure !== null) throw failure;
        return JSON.stringify(value);
      }
      case "1.0/actions/mutation": {
        const { identity, request } = this.context();
        const { value } = await this.mutation(
          functionName(args),
          args.args,
          identity,
          undefined,
          undefined,
          request,
        );
        // As on Convex, the action goes on once the mutation is committed (on disk): a group
        // rolled back for want of space is an error here, never a success.
        await this.store.whenDurable();
        return JSON.stringify(value);
      }
      case "1.0/actions/action": {
        const { identity, request } = this.context();
        const fn = await this.functions.require(functionName(args), "action");
        if (this.actionPool) {
          const result = await this.pooled(
            this.actionPool,
            fn,
            functionName(args),
            args.args,
            { identity, request },
            true,
          );
          return JSON.stringify(result.ok ? result.value : null);
        }
        return JSON.stringify(
          await this.invoke(fn, functionName(args), args.args, {
            kind: "action",
            udfPath: functionName(args),
            identity,
            txn: null,
            request,
          }),
        );
      }
      case "1.0/actions/schedule": {
        const id = await this.transact(undefined, async (txn) =>
          this.scheduler.schedule(txn, functionName(args), args.args, args.ts),
        );
        return JSON.stringify(id);
      }
      case "1.0/actions/cancel_job": {
        await this.transact(undefined, async (txn) => this.scheduler.cancel(txn, args.id));
        return "{}";
      }
      default:
        throw new Error(`The SQLite engine does not support the syscall "${op}"`);
    }
  }

  private async runNested(args: Record<string, any>): Promise<string> {
    const parent = this.context();
    const udfPath = functionName(args);
    const txn = this.transaction();
    if (args.udfType === "mutation") {
      if (txn.kind !== "mutation") throw new Error("ctx.runMutation is not available in queries");
      const fn = await this.functions.require(udfPath, "mutation");
      const saved = new Map(txn.writes);
      const scheduled = txn.scheduled.length;
      try {
        const value = await this.invoke(fn, udfPath, args.args, {
          ...parent,
          kind: "mutation",
          udfPath,
          txn,
        });
        return JSON.stringify(value);
      } catch (error) {
        txn.writes.clear();
        for (const [id, write] of saved) txn.writes.set(id, write);
        txn.scheduled.length = scheduled;
        throw error;
      }
    }
    const fn = await this.functions.require(udfPath, "query");
    const value = await this.invoke(fn, udfPath, args.args, {
      ...parent,
      kind: "query",
      udfPath,
      txn,
    });
    return JSON.stringify(value);
  }

  // ---------------------------------------------------------------- scheduler

  /**
   * Runs a scheduled job's function, a mutation or an action, with no identity: a mutation
   * with its job's success in its own transaction, an action once its job is in progress
   * (`JobHooks`).
   */
  private async runJob(udfPath: string, args: unknown, hooks: JobHooks): Promise<CallResult> {
    const fn = await this.functions.load(udfPath);
    const kind = fn && kindOf(fn);
    if (kind === "mutation") {
      try {
        // Its commit is marked `scheduled` (the sync server broadcasts it at once).
        const mutation = await this.mutation(
          udfPath,
          args,
          null,
          undefined,
          fn!,
          undefined,
          true,
          hooks.settle,
        );
        return { ok: true, value: mutation.value, ts: mutation.ts };
      } catch (error) {
        return toResult(error);
      }
    }
    if (kind === "action") {
      if (!(await hooks.start())) return { ok: false, message: JOB_CANCELED };
      return this.runAction(udfPath, args, null);
    }
    return { ok: false, message: `No mutation or action "${udfPath}"` };
  }

  /** Deletes finished jobs' old records (see `Scheduler.purgeFinishedJobs`): how many. */
  purgeFinishedJobs(now?: number): Promise<number> {
    return this.scheduler.purgeFinishedJobs(now);
  }

  // ---------------------------------------------------------------- Engine

  async resolvePublic(udfPath: string, kind: FunctionKind | "any"): Promise<FunctionKind | null> {
    const fn = await this.functions.load(udfPath);
    if (!fn || fn.isInternal || !fn.isPublic) return null;
    const actual = kindOf(fn);
    return actual !== null && (kind === "any" || actual === kind) ? actual : null;
  }

  async hasFunction(udfPath: string): Promise<boolean> {
    const fn = await this.functions.load(udfPath);
    return fn !== null && kindOf(fn) !== null;
  }

  async runQuery(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
  ): Promise<QueryOutcome> {
    try {
      if (this.queryPool) {
        const fn = await this.functions.require(udfPath, "query");
        return await this.threaded.query(this.queryPool, fn, udfPath, args, identity);
      }
      const { value, failure, tokens, readIdentity } = await this.query(udfPath, args, identity);
      return {
        result: failure === null ? { ok: true, value } : toResult(failure),
        readTables: tokens,
        readIdentity,
      };
    } catch (error) {
      return { result: toResult(error), readTables: new Set() };
    }
  }

  async runMutation(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    mutationKey?: string,
    request?: RequestMetadata,
  ): Promise<CallResult> {
    // Exactly once: a key already answered gets its answer, and the mutation is not run.
    const stored =
      mutationKey === undefined
        ? undefined
        : (this.store.mutationResponse(mutationKey) ??
          // Answers stored before keys began with the caller's id (an upgrade, a legacy
          // import) are keyed without it.
          this.store.mutationResponse(mutationKey.slice(mutationKey.indexOf("|") + 1)));
    if (stored) return fromStoredResponse(stored);
    let result: CallResult;
    try {
      const { value, ts } = await this.mutation(
        udfPath,
        args,
        identity,
        mutationKey,
        undefined,
        request,
      );
      result = { ok: true, value, ts };
    } catch (error) {
      result = toResult(error);
    }
    // A success is stored with its commit (see commit); a failure wrote nothing, and is
    // recorded here so that a re-send gets the same answer.
    if (!result.ok && mutationKey !== undefined)
      this.store.recordMutationResponse(mutationKey, {
        success: false,
        result: result.message,
        errorData: result.data,
        ts: "",
      });
    return result;
  }

  async runAction(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    request?: RequestMetadata,
  ): Promise<CallResult> {
    try {
      const fn = await this.functions.require(udfPath, "action");
      if (this.actionPool) {
        return await this.pooled(this.actionPool, fn, udfPath, args, { identity, request }, false);
      }
      return {
        ok: true,
        value: await this.invoke(fn, udfPath, args, {
          kind: "action",
          udfPath,
          identity,
          txn: null,
          request,
        }),
      };
    } catch (error) {
      return toResult(error);
    }
  }

  /** Runs any function by path; the result as a CallResult (for the test adapter). */
  async call(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    kind?: FunctionKind,
    request?: RequestMetadata,
  ): Promise<CallResult> {
    const fn = await this.functions.load(udfPath);
    const actual = fn && kindOf(fn);
    if (!actual || (kind && actual !== kind)) {
      return { ok: false, message: `Could not find ${kind ?? "a"} function "${udfPath}"` };
    }
    if (actual === "query") return (await this.runQuery(udfPath, args, identity)).result;
    if (actual === "mutation") return this.runMutation(udfPath, args, identity, undefined, request);
    return this.runAction(udfPath, args, identity, request);
  }

  async runInternal(udfPath: string, args: unknown): Promise<unknown> {
    const result = await this.call(udfPath, convexToJson((args ?? {}) as never), null);
    if (!result.ok) throw new Error(`${udfPath}: ${result.message}`);
    return jsonToConvex(result.value as never);
  }

  /** Runs server code as one mutation, optionally as a signed-in user (the adapter's t.run). */
  async runTransaction<T>(
    handler: (ctx: GenericMutationCtx<GenericDataModel>) => Promise<T>,
    identity: UserIdentity | null = null,
  ): Promise<T> {
    let result: T | undefined;
    const fn = internalMutationGeneric({
      args: {},
      handler: async (ctx: GenericMutationCtx<GenericDataModel>) => {
        result = await handler(ctx);
        return null;
      },
    }) as unknown as RegisteredFunction;
    await this.transact(undefined, (txn) =>
      this.invoke(
        fn,
        "(transaction)",
        {},
        { kind: "mutation", udfPath: "(transaction)", identity, txn },
      ),
    );
    return result as T;
  }

  async runHttpAction(request: Request): Promise<Response> {
    const router = ((await this.functions.load("http:default")) ??
      null) as unknown as HttpRouterLike | null;
    const url = new URL(request.url);
    const match = router?.lookup(url.pathname, request.method);
    if (!match) return new Response("No HttpAction routed", { status: 404 });
    const context: CallContext = { kind: "action", udfPath: "http", identity: null, txn: null };
    return calls.run({ ...context, engine: this }, () => match[0].invokeHttpAction(request));
  }

  /**
   * Queries worth running at once: two per query thread (one running, one waiting there,
   * so a thread never idles while the main thread takes a result in), else one.
   */
  queryParallelism(): number {
    return this.queryPool ? 2 * this.queryPool.workers : 1;
  }

  onCommit(listener: (commit: Commit) => void): void {
    this.committer.onCommit(listener);
  }

  lastCommitTs(): bigint {
    return this.committer.lastTs;
  }

  exportState(): EngineState {
    if (this.path === ":memory:") {
      const documents: CommittedWrite[] = [];
      for (const [id, json] of this.store.documents()) documents.push([id, JSON.parse(json)]);
      return { documents, lastCommitTs: this.committer.lastTs };
    }
    // A second connection in a read transaction: WAL keeps its view while commits go on.
    this.store.flush();
    const reader = new Database(this.path, { readonly: true });
    reader.exec("BEGIN");
    const rows = reader
      .prepare<[], { id: string; json: string }>("SELECT id, json FROM documents")
      .iterate();
    const lastCommitTs = this.committer.lastTs;
    const finish = () => {
      if (reader.open) {
        reader.exec("COMMIT");
        reader.close();
      }
    };
    const iterator: IterableIterator<CommittedWrite> = {
      next() {
        const step = rows.next();
        if (step.done) {
          finish();
          return { done: true, value: undefined };
        }
        return { done: false, value: [step.value.id, JSON.parse(step.value.json)] };
      },
      return() {
        rows.return?.();
        finish();
        return { done: true, value: undefined };
      },
      [Symbol.iterator]() {
        return iterator;
      },
    };
    return { documents: iterator, lastCommitTs };
  }

  /**
   * Loads documents as they are, ids unchanged: ids of this format (of a table with a
   * number in this store), or counter ids of the format before (a legacy import): those
   * register their table, raise the bound below which counter ids are valid, and end
   * every session in the store once the batch is in (`endGuessableSessions`).
   */
  importState(state: EngineState): void {
    let batch: StoredWrite[] = [];
    let counterIds = false;
    const flush = () => {
      if (batch.length === 0) return;
      this.store.apply(batch, this.committer.lastTs, this.indexesOf, this.importMeta(counterIds));
      this.ids.changed = false;
      batch = [];
    };
    const inBatch = new Set<string>();
    for (const [id, json] of state.documents) {
      const legacy = parseLegacyId(id);
      if (legacy !== null) {
        this.ids.numberOf(legacy.table);
        this.ids.legacyCounterBound = Math.max(this.ids.legacyCounterBound, legacy.counter + 1);
        counterIds = true;
      }
      const table = this.ids.tableOf(id);
      if (table === null) throw new Error(`Cannot import a document with id "${id}"`);
      const doc = json === null ? null : (jsonToConvex(json as never) as Doc);
      if (inBatch.has(id)) {
        flush();
        inBatch.clear();
      }
      inBatch.add(id);
      // A restart replays the data directory over a store that already holds it: only
      // what differs is written.
      const storedJson = this.store.getJson(id);
      const text = json === null ? null : JSON.stringify(json);
      if (storedJson === text) continue;
      const previous = storedJson === null ? null : (jsonToConvex(JSON.parse(storedJson)) as Doc);
      batch.push({ id, table, doc, previous, json: text });
      if (doc) this.committer.advanceTo(0n, doc._creationTime);
      if (batch.length >= 5000) {
        flush();
        inBatch.clear();
      }
    }
    flush();
    this.committer.advanceTo(state.lastCommitTs, 0);
    this.store.apply([], this.committer.lastTs, this.indexesOf, {
      ...this.importMeta(counterIds),
      lastCommitTs: this.committer.lastTs.toString(),
    });
    this.ids.changed = false;
    if (counterIds) this.endGuessableSessions();
  }

  /**
   * What an import batch writes to meta. A batch with counter ids clears the upgrade's
   * mark in its own transaction: if the process stops before `endGuessableSessions`, the
   * next start ends those sessions.
   */
  private importMeta(counterIds: boolean): Record<string, string> {
    return {
      lastCreationTime: String(this.committer.lastCreationTime),
      tableNumbers: this.ids.toJSON(),
      ...(counterIds
        ? { nextId: String(this.ids.legacyCounterBound), [ID_FORMAT_KEY]: "counter" }
        : {}),
    };
  }

  resumeScheduledFunctions(): Promise<number> {
    return this.scheduler.resumeScheduledFunctions();
  }

  /**
   * Starts the jobs of the app's `convex/crons.ts` (server/engine/sqlite/crons.ts), each
   * running its function with no identity when due; returns how many there are.
   */
  async startCrons(onFailure: (job: string, message: string) => void = () => {}): Promise<number> {
    const specs = await loadCronSpecs(this.options.modules, this.root);
    this.crons?.stop();
    this.crons = new CronRunner(specs, async (udfPath, args) => {
      const fn = await this.functions.load(udfPath);
      const kind = fn && kindOf(fn);
      const json = convexToJson(args as never);
      const result =
        kind === "mutation"
          ? await this.runMutation(udfPath, json, null)
          : kind === "action"
            ? await this.runAction(udfPath, json, null)
            : ({ ok: false, message: `No mutation or action "${udfPath}"` } as const);
      if (!result.ok && !this.closed) onFailure(udfPath, result.message);
    });
    if (!this.closed) this.crons.start();
    return Object.keys(specs).length;
  }

  /** Stops the scheduler's timers and cron jobs, and closes the database. */
  close(): void {
    this.closed = true;
    this.crons?.stop();
    this.scheduler.close();
    void this.actionPool?.close();
    void this.queryPool?.close();
    if (this.actionQueryPool !== this.queryPool) void this.actionQueryPool?.close();
    void this.mutationPool?.close();
    this.store.close();
  }
}

/** The engine over the app's convex/ directory (its schema and modules), on `path`. */
export async function createSqliteEngine(
  convexDir: string,
  path = ":memory:",
  options: {
    actionWorkers?: number;
    queryThreads?: number;
    mutationThreads?: number;
    actionQueryThread?: boolean;
  } = {},
): Promise<SqliteEngine> {
  const modules = discoverModules(convexDir);
  const schema = (await import(pathToFileURL(join(convexDir, "schema.ts")).href)).default;
  const workers = options.actionWorkers ?? 0;
  // The threads queries run on, the main thread counted: 1 is the main thread alone.
  const queryWorkers = path === ":memory:" ? 0 : (options.queryThreads ?? 1) - 1;
  const mutationWorkers = path === ":memory:" ? 0 : (options.mutationThreads ?? 1) - 1;
  return new SqliteEngine({
    schema,
    modules,
    path,
    ...(workers > 0 ? { actionPool: { convexDir, workers } } : {}),
    ...(queryWorkers > 0 ? { queryPool: { convexDir, workers: queryWorkers } } : {}),
    ...(path !== ":memory:" && options.actionQueryThread
      ? { actionQueryPool: { convexDir, workers: 1, background: true } }
      : {}),
    ...(mutationWorkers > 0 ? { mutationPool: { convexDir, workers: mutationWorkers } } : {}),
  });
}
