/**
 * The pool of function threads (docs/embedded-backend.md "Threads"): queries (the engine's
 * query pool, `QUERY_THREADS`) or mutations (its mutation pool, `MUTATION_THREADS`) run on
 * worker threads, each with its own read-only connection to the store's file
 * (snapshotReader.ts), so that the fan-out's re-runs, clients' queries and the mutations'
 * own code use the second core while the main thread keeps the commits and the sync server.
 *
 * A thread runs one function at a time, in a read transaction of its own, and reports what
 * it returned (or threw, as a failed result), what it read (ids, index ranges, tokens,
 * whether it asked for the identity), the snapshot it read at and, for a mutation, what it
 * wrote and scheduled. The engine registers the transaction in the commit log before
 * sending it and validates what came back against the commits after that snapshot, on the
 * main thread, exactly as for a transaction of its own; a mutation then commits there
 * through the one committer (threadedCalls.ts).
 */
import type { UserIdentity } from "convex/server";
import { serverError } from "../errors";
import type { CallResult, RequestMetadata } from "../types";
import { leastBusy, startWorkerThread, type WorkerThread } from "./workerThread";

/** What a thread is started with. */
export interface QueryWorkerData {
  /** The app's convex/ directory: the thread loads the schema and the modules itself. */
  convexDir: string;
  /** The store's file (a query thread needs one: `:memory:` is the main thread's alone). */
  path: string;
  /** Stop after pinning each snapshot until told to go on (tests' `afterSnapshot`). */
  pause: boolean;
  /** The thread's SQLite page cache (KiB; the main connection's `CACHE_KIB` by default). */
  cacheKiB?: number;
}

/** A query to run: its function, its checked arguments as `invokeQuery` takes them, its caller. */
export interface QueryCall {
  kind?: "query";
  udfPath: string;
  /** `JSON.stringify([argsJson])`. */
  args: string;
  identity: UserIdentity | null;
}

/** A mutation to run: as a query, with the caller's request and the creation clock. */
export interface MutationCall extends Omit<QueryCall, "kind"> {
  kind: "mutation";
  request?: RequestMetadata;
  /** The newest `_creationTime` the main thread has given: the thread's come after it. */
  creationFloor: number;
}

export type ThreadCall = QueryCall | MutationCall;

/** A document a mutation on a thread wrote: its stored JSON text, null when deleted. */
export interface WireWrite {
  id: string;
  table: string;
  json: string | null;
  /** Inserted by this mutation (no committed version before it). */
  inserted: boolean;
}

/** A scanned range as it crosses threads (a Buffer arrives as a Uint8Array). */
export interface WireRange {
  index: string;
  lo: Uint8Array;
  hi: Uint8Array;
}

/** What a thread reports of one query: its outcome, its read set, and its snapshot. */
export interface ThreadRead {
  /** The newest commit its snapshot held (decimal text); null when it read nothing. */
  snapshotTs: string | null;
  /**
   * The checked return value's JSON text (text crosses threads as one copy; the main thread
   * parses it only if asked), or the failure as a caller gets it.
   */
  outcome:
    | { ok: true; text: string }
    | {
        ok: false;
        result: Extract<CallResult, { ok: false }>;
        /** What a nested caller (an action's `ctx.runQuery`) gets (`nestedRejection`). */
        rejection?: { message: string; data?: unknown };
      };
  readIds: string[];
  ranges: WireRange[];
  tokens: string[];
  readIdentity: boolean;
  /** A mutation's writes, in the order it first wrote each document. */
  writes?: WireWrite[];
  /** The scheduled functions' ids it inserted (armed once it commits). */
  scheduled?: string[];
  /**
   * The mutation needs the main thread: it would give a table its first number, which only
   * the main thread assigns. Nothing of this run counts; the engine runs it itself.
   */
  onMain?: true;
}

export type ToQueryWorker = ({ type: "run"; id: number } & ThreadCall) | { type: "go"; id: number };

export type FromQueryWorker =
  | { type: "pinned"; id: number; snapshotTs: string }
  | { type: "done"; id: number; read: ThreadRead };

/** Tests only: points at which a query sent to a thread waits for the test. */
export interface QueryPausePoints {
  /** On the main thread, after the call's registration, before it is sent. */
  beforeSend?: (call: ThreadCall) => Promise<void> | void;
  /** Once the thread has pinned its snapshot, before the call runs on it. */
  afterSnapshot?: (call: ThreadCall, snapshotTs: bigint) => Promise<void> | void;
}

export interface QueryPoolOptions {
  convexDir: string;
  /** The store's file. */
  path: string;
  /** Threads (each starts on its first query). */
  workers: number;
  pausePoints?: QueryPausePoints;
  /**
   * A pool for a few long background reads (the actions' queries): a small page cache
   * (every commit of the main connection empties it anyway) and a small young generation
   * (`BACKGROUND_READS`), so that the thread holds little memory between its runs.
   */
  background?: boolean;
}

/**
 * A background pool's thread: 2 MiB of SQLite pages and an 8 MiB young generation. The
 * equal-shares walk's pages parse a thousand votes each; with Node's defaults its thread
 * held about 100 MiB more at its peak (docs/embedded-backend.md "Threads").
 */
export const BACKGROUND_READS = { cacheKiB: 2_048, youngGenerationMb: 8 };

/**
 * The default `QUERY_THREADS`, the threads queries run on counting the main thread: 1 (the
 * main thread alone: no pool) until measured on a machine whose second core is free
 * (docs/embedded-backend.md "Threads").
 */
export function defaultQueryThreads(): number {
  return 1;
}

/**
 * The default `MUTATION_THREADS`, the threads mutations run on counting the main thread: 1
 * (the main thread alone) until measured on a machine whose second core is free
 * (docs/embedded-backend.md "Threads").
 */
export function defaultMutationThreads(): number {
  return 1;
}

/**
 * The default `ACTION_QUERY_THREAD`: whether actions' queries (`ctx.runQuery` in an action)
 * run on a query thread of their own while client queries stay on the main thread. Off:
 * the equal-shares run's ballot pages (3.4 s of the main thread at 100,000 votes) move to
 * that thread, but on this 2-core machine, with the benchmark's 500 clients on the same
 * cores, four interleaved runs showed no gain in latency or throughput and 80 MiB more
 * resident memory (docs/embedded-backend.md "Threads"). Turn it on where a core is free.
 */
export function defaultActionQueryThread(): boolean {
  return false;
}

interface Thread {
  port: WorkerThread<ToQueryWorker>;
  /** Calls sent and not yet done. */
  running: Map<number, Running>;
}

interface Running {
  call: ThreadCall;
  done: (read: ThreadRead) => void;
}

/**
 * A query that never reached a thread, whose thread stopped, or whose connection failed:
 * nothing read.
 */
export function failed(result: Extract<CallResult, { ok: false }>): ThreadRead {
  return {
    snapshotTs: null,
    outcome: { ok: false, result },
    readIds: [],
    ranges: [],
    tokens: [],
    readIdentity: false,
  };
}

export class QueryPool {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closed = false;
  readonly stats = { queries: 0, threadsStarted: 0, threadsLost: 0 };

  constructor(private readonly options: QueryPoolOptions) {
    if (!Number.isInteger(options.workers) || options.workers < 1) {
      throw new Error("A query pool needs at least one thread");
    }
    if (options.path === ":memory:") {
      throw new Error("Query threads read the store's file: an in-memory store has none");
    }
  }

  /** Most threads. */
  get workers(): number {
    return this.options.workers;
  }

  get threadCount(): number {
    return this.threads.length;
  }

  /** Queries sent to a thread and not yet done. */
  get inFlight(): number {
    let n = 0;
    for (const thread of this.threads) n += thread.running.size;
    return n;
  }

  /**
   * Runs a query or mutation on the thread with the fewest calls waiting (a new thread while
   * there may be more and every one is busy). The caller has registered its transaction.
   */
  async run(call: ThreadCall): Promise<ThreadRead> {
    if (this.closed) return failed({ ok: false, message: "The backend stopped" });
    await this.options.pausePoints?.beforeSend?.(call);
    const thread = leastBusy(this.threads, this.options.workers, () => this.spawn());
    const id = this.nextId++;
    this.stats.queries++;
    return new Promise<ThreadRead>((done) => {
      thread.running.set(id, { call, done });
      thread.port.busy();
      thread.port.post({ type: "run", id, ...call });
    });
  }

  private spawn(): Thread {
    const data: QueryWorkerData = {
      convexDir: this.options.convexDir,
      path: this.options.path,
      pause: this.options.pausePoints?.afterSnapshot !== undefined,
      ...(this.options.background ? { cacheKiB: BACKGROUND_READS.cacheKiB } : {}),
    };
    const thread: Thread = {
      port: startWorkerThread<ToQueryWorker, FromQueryWorker>(
        new URL("./queryWorker.mjs", import.meta.url),
        data,
        {
          onMessage: (message) => this.onMessage(thread, message),
          onExit: (code, crash) => this.onExit(thread, code, crash),
        },
        this.options.background
          ? { maxYoungGenerationSizeMb: BACKGROUND_READS.youngGenerationMb }
          : undefined,
      ),
      running: new Map(),
    };
    this.threads.push(thread);
    this.stats.threadsStarted++;
    return thread;
  }

  private onMessage(thread: Thread, message: FromQueryWorker) {
    const entry = thread.running.get(message.id);
    if (!entry) return;
    if (message.type === "pinned") {
      const go = () => {
        if (!this.closed) thread.port.post({ type: "go", id: message.id });
      };
      const pause = this.options.pausePoints?.afterSnapshot;
      void Promise.resolve(pause?.(entry.call, BigInt(message.snapshotTs))).then(go, go);
      return;
    }
    thread.running.delete(message.id);
    if (thread.running.size === 0) thread.port.idle();
    entry.done(message.read);
  }

  /** A thread that stopped fails its queries (the next query starts a new thread). */
  private onExit(thread: Thread, code: number, crash: unknown) {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    if (!this.closed) this.stats.threadsLost++;
    for (const entry of thread.running.values()) {
      entry.done(
        failed(
          this.closed
            ? { ok: false, message: "The backend stopped" }
            : serverError(
                crash ?? new Error(`The query's worker thread stopped with exit code ${code}`),
              ),
        ),
      );
    }
    thread.running.clear();
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.all(this.threads.map((thread) => thread.port.worker.terminate())).then(() => {});
  }
}
