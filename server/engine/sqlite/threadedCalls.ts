/**
 * The main thread's side of queries and mutations run on function threads (queryPool.ts,
 * queryWorker.ts; docs/embedded-backend.md "Threads"). A call is registered in the commit
 * log only once every commit so far is in the file (`gate`), so the thread's snapshot holds
 * every commit up to the registration and every later one is logged while it runs; what it
 * read is then checked here against the commits after its snapshot, at the same pause point
 * and with the same check as any transaction's.
 *
 * - A query's result is one consistent state (the thread read one SQLite read transaction):
 *   a commit the check finds makes it `stale` rather than run again, for the fan-out to
 *   re-run it in its next round (under a stream of writes a query off the main thread would
 *   otherwise conflict again and again).
 * - A mutation's writes come back as their JSON text and are committed here through the one
 *   committer, in the same synchronous step as the check (the executor's `settle`); a
 *   conflict runs it again after a backoff, as a main-thread mutation re-runs: on a thread,
 *   and after `THREAD_RUNS` runs there on the main thread.
 */
import type { UserIdentity } from "convex/server";
import { jsonToConvex } from "convex/values";
import type { CallResult, QueryOutcome, RequestMetadata } from "../types";
import type { Committer } from "./committer";
import type { Gate, PausedCall } from "./executor";
import type { FunctionRegistry, RegisteredFunction } from "./functions";
import type { QueryPool, ThreadRead } from "./queryPool";
import { nestedRejection, ThreadFailure, toResult } from "./results";
import type { Doc, Store } from "./store";
import type { Transaction } from "./transaction";

/**
 * Runs of a mutation on a thread before a conflict sends it to the main thread. A run on a
 * thread takes real time, during which the main thread goes on committing; a mutation that
 * reads what many others write (the tally fold reads every delta a vote inserts) could
 * conflict on every run. On the main thread a mutation whose syscalls are answered at once
 * runs within one turn of the event loop, so no commit comes between its reads and its check.
 */
export const THREAD_RUNS = 2;

/** A Buffer that crossed threads (as a Uint8Array), as a Buffer again, without a copy. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A successful result from its JSON text: `json` is the text, sent as it is by the fan-out;
 * `value` is parsed on first read (HTTP answers, tests).
 */
export function fromText(text: string): CallResult {
  let value: unknown;
  let parsed = false;
  return {
    ok: true,
    json: text,
    get value() {
      if (!parsed) {
        value = JSON.parse(text);
        parsed = true;
      }
      return value;
    },
  };
}

export interface ThreadedCallsOptions {
  store: Store;
  committer: Committer;
  functions: FunctionRegistry;
  /** Tests only: the engine's `beforeValidate` pause point. */
  beforeValidate?: (call: PausedCall) => Promise<void> | void;
  /**
   * Calls that waited for the open group before their registration; query results a commit
   * changed while they ran; mutations run on the main thread instead (handed back, or
   * conflicting on every run on a thread).
   */
  stats: { snapshotWaits: number; staleQueries: number; mutationsOnMain: number };
}

export class ThreadedCalls {
  constructor(private readonly options: ThreadedCallsOptions) {}

  /**
   * Open when no group is open (every commit so far is in the file): a call registered in
   * the same synchronous step is sent to a thread whose snapshot holds every commit up to
   * its registration.
   */
  readonly gate: Gate = {
    open: () => this.options.store.isInFile(this.options.store.appended),
    wait: async () => {
      this.options.stats.snapshotWaits++;
      // A group lost for want of space: its commits never reach the file either.
      await this.options.store.whenInFile().catch(() => {});
    },
  };

  /** What the thread read, recorded in the main thread's transaction for its check. */
  private takeReads(txn: Transaction, read: ThreadRead) {
    if (read.snapshotTs !== null) txn.snapshotTs = BigInt(read.snapshotTs);
    for (const id of read.readIds) txn.readIds.add(id);
    for (const { index, lo, hi } of read.ranges)
      txn.ranges.push({ index, lo: asBuffer(lo), hi: asBuffer(hi) });
    for (const token of read.tokens) txn.tokens.add(token);
    txn.readIdentity = read.readIdentity;
  }

  /**
   * Runs a query on a thread: its outcome, `stale` when a commit after the thread's snapshot
   * changed what it read.
   */
  async query(
    pool: QueryPool,
    fn: RegisteredFunction,
    udfPath: string,
    argsJson: unknown,
    identity: UserIdentity | null,
  ): Promise<QueryOutcome> {
    const { committer, stats } = this.options;
    // Checked in the same synchronous step as the registration below.
    while (!this.gate.open()) await this.gate.wait();
    const txn = committer.begin("query");
    try {
      let outcome: ThreadRead["outcome"];
      try {
        const args = this.options.functions.checkArgs(fn, udfPath, argsJson);
        const read = await pool.run({ udfPath, args, identity });
        this.takeReads(txn, read);
        outcome = read.outcome;
      } catch (error) {
        const result = toResult(error) as Extract<CallResult, { ok: false }>;
        outcome = { ok: false, result, rejection: nestedRejection(error, result) };
      }
      await this.options.beforeValidate?.({ kind: "query", udfPath, args: argsJson, attempt: 1 });
      const stale = committer.conflicts(txn);
      if (stale) stats.staleQueries++;
      return {
        result: outcome.ok ? fromText(outcome.text) : outcome.result,
        readTables: txn.tokens,
        readIdentity: txn.readIdentity,
        ...(stale ? { stale } : {}),
        ...(!outcome.ok && outcome.rejection ? { rejection: outcome.rejection } : {}),
      };
    } finally {
      committer.end(txn);
    }
  }

  /**
   * The body of a mutation run on a thread, for the executor (run behind `gate`): sends the
   * mutation with its checked arguments, records what the thread read, wrote and scheduled
   * in `txn`, and gives its value (JSON form) or throws its failure. A mutation the thread
   * cannot run (`onMain`), or that conflicted on its `THREAD_RUNS` runs there, runs here
   * instead, in the same transaction.
   */
  mutationBody(
    pool: QueryPool,
    call: {
      udfPath: string;
      /** The arguments as `invokeMutation` takes them (checked). */
      args: string;
      identity: UserIdentity | null;
      request?: RequestMetadata;
    },
    onMain: (txn: Transaction) => Promise<unknown>,
  ): (txn: Transaction) => Promise<unknown> {
    const { committer, stats } = this.options;
    let runs = 0;
    return async (txn) => {
      if (++runs > THREAD_RUNS) {
        stats.mutationsOnMain++;
        return onMain(txn);
      }
      const read = await pool.run({
        kind: "mutation",
        ...call,
        creationFloor: committer.lastCreationTime,
      });
      if (read.onMain) {
        stats.mutationsOnMain++;
        return onMain(txn);
      }
      this.takeReads(txn, read);
      if (!read.outcome.ok) throw new ThreadFailure(read.outcome.result);
      let creationTime = 0;
      for (const { id, table, json, inserted } of read.writes ?? []) {
        const doc = json === null ? null : (jsonToConvex(JSON.parse(json)) as Doc);
        if (inserted) {
          txn.committed.set(id, null);
          if (doc) creationTime = Math.max(creationTime, doc._creationTime as number);
        }
        txn.writes.set(id, json === null ? { table, doc } : { table, doc, json });
      }
      // The committer's later `_creationTime`s come after the thread's.
      committer.advanceTo(0n, creationTime);
      txn.scheduled.push(...(read.scheduled ?? []));
      return JSON.parse(read.outcome.text) as unknown;
    };
  }
}
