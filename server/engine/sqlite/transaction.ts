import type { AsyncLocalStorage } from "node:async_hooks";
import type { UserIdentity } from "convex/server";
import type { RequestMetadata } from "../types";
import { callStorage, type Determinism } from "./determinism";
import type { SqliteEngine } from "./engine";
import type { PendingDoc, QueryStream, ReadRange } from "./queries";
import type { Doc } from "./store";
import { LIMITS } from "./validate";

/** What an action's `ctx.db`-level syscall is refused with (actions have no transaction). */
export const NO_DATABASE_IN_ACTIONS =
  "The database is not available in actions: use ctx.runQuery/ctx.runMutation";

/**
 * The call every syscall belongs to (one store for all engines in the process): the
 * thread's one call storage (determinism.ts `callStorage`), which also holds a query's or
 * mutation's determinism.
 */
export const calls = callStorage as AsyncLocalStorage<CallContext>;

/** A query's or mutation's view: its reads (for conflicts and subscriptions) and writes. */
export class Transaction {
  /**
   * Written documents (null: deleted), with the JSON text of one inserted and not changed
   * since (the insert's argument, so the commit need not serialize it again).
   */
  readonly writes = new Map<string, { table: string; doc: Doc | null; json?: string }>();
  readonly readIds = new Set<string>();
  readonly ranges: ReadRange[] = [];
  readonly tokens = new Set<string>();
  readonly streams = new Map<number, QueryStream>();
  readonly scheduled: string[] = [];
  /** Committed versions this transaction read before writing them (null: inserted here). */
  readonly committed = new Map<string, Doc | null>();
  docsRead = 0;
  bytesRead = 0;
  bytesWritten = 0;
  paginated = 0;
  /** Did the function (or a query it ran) ask for the caller's identity? */
  readIdentity = false;
  /**
   * The newest commit its reads saw: `startTs` on the main thread; on a query thread, the
   * thread's own snapshot, which may be later (docs/embedded-backend.md "Threads").
   * Validation checks only the commits after it.
   */
  snapshotTs: bigint;
  constructor(
    /** When it was registered in the commit log: the log keeps every commit after it. */
    readonly startTs: bigint,
    readonly kind: "query" | "mutation",
  ) {
    this.snapshotTs = startTs;
  }

  pendingOf(table: string): PendingDoc[] {
    const pending: PendingDoc[] = [];
    for (const [id, write] of this.writes)
      if (write.table === table) pending.push({ id, doc: write.doc });
    return pending;
  }

  /**
   * `bytes`: the document's stored JSON in UTF-8, close to Convex's own size measure (a "€"
   * counts 3, as there; JSON's quotes and commas stand in for Convex's type tags).
   */
  countRead(bytes: number) {
    this.docsRead++;
    this.bytesRead += bytes;
    if (this.docsRead > LIMITS.readsPerTransaction) {
      throw new Error(
        `Too many reads in a single function execution (limit: ${LIMITS.readsPerTransaction} documents)`,
      );
    }
    if (this.bytesRead > LIMITS.bytesReadPerTransaction) {
      throw new Error(
        `Too many bytes read in a single function execution (limit: ${LIMITS.bytesReadPerTransaction} bytes)`,
      );
    }
  }
}

/** The function call a syscall belongs to. */
export interface CallContext {
  engine?: SqliteEngine;
  kind: "query" | "mutation" | "action";
  udfPath: string;
  identity: UserIdentity | null;
  txn: Transaction | null;
  /** Who called (`ctx.meta.getRequestMetadata()`); inherited by nested calls. */
  request?: RequestMetadata;
  /** A query's or mutation's clock and random stream (none in an action). */
  determinism?: Determinism;
}
