/**
 * The committer: the one place a transaction's writes become a commit. It hands out
 * transactions at the newest commit's timestamp, checks a finished one's reads against the
 * commits made since it began (the commit log), and commits one at a time: its timestamp,
 * index keys, subscription tokens, the store's write (with a client mutation's response),
 * and the report to the listeners. It also turns a group of commits the store rolled back
 * (a full disk) into a commit touching what they touched, and marks every running
 * transaction to re-run (docs/embedded-backend.md, "Transactions" and "A full disk").
 *
 * Everything here runs on the main thread: a commit is validated and applied in one
 * synchronous step, so no other commit can slip between its check and its write.
 */
import { convexToJson } from "convex/values";
import { encodeTs } from "../../sync/wire";
import type { Commit } from "../types";
import { CommitLog, type LoggedCommit } from "./commitLog";
import { realNow } from "./determinism";
import type { TableNumbers } from "./ids";
import type { EncodedKey } from "./keys";
import { indexKeyWithEnds, type IndexDef, type Store, type StoredWrite } from "./store";
import { Transaction } from "./transaction";

export interface CommitterOptions {
  store: Store;
  indexesOf: (table: string) => IndexDef[];
  /** Table numbers: one first used by a commit's ids is saved with it. */
  ids: TableNumbers;
  /** After a commit is applied and reported: its transaction (to arm its scheduled jobs). */
  afterCommit?: (txn: Transaction) => void;
  /** Counts the commits (the engine's stats). */
  stats?: { commits: number };
}

/** Subscription tokens of an index entry: each equality prefix of its fields. */
export function tokensOf(index: IndexDef, { key, ends }: EncodedKey, into: Set<string>) {
  into.add(`${index.name}|`);
  const fields = index.fields.length;
  if (fields === 0) return;
  // Latin-1: one character per byte, so a prefix of k values is the text up to ends[k-1].
  const text = key.toString("latin1", 0, ends[fields - 1]);
  for (let k = 0; k < fields; k++) into.add(`${index.name}|${text.slice(0, ends[k])}`);
}

export class Committer {
  /** The running transactions and the commits they must be checked against. */
  readonly log = new CommitLog();
  readonly stats: { commits: number };
  private readonly store: Store;
  private readonly listeners: ((commit: Commit) => void)[] = [];
  /** Commits not yet known to be on disk, with what they touched (see `onLostCommits`). */
  private readonly unsynced: { mark: number; tables: Set<string> }[] = [];
  /** Transactions that were running when commits they may have read were rolled back. */
  private readonly sawLostCommits = new WeakSet<Transaction>();
  private ts: bigint;
  private creationTime: number;

  constructor(private readonly options: CommitterOptions) {
    this.store = options.store;
    this.stats = options.stats ?? { commits: 0 };
    this.ts = BigInt(this.store.meta("lastCommitTs") ?? "0");
    this.creationTime = Number(this.store.meta("lastCreationTime") ?? 0);
    this.store.onLost((from, to) => this.onLostCommits(from, to));
  }

  /** The newest commit's timestamp (a new transaction's snapshot). */
  get lastTs(): bigint {
    return this.ts;
  }

  /** The newest document's `_creationTime`. */
  get lastCreationTime(): number {
    return this.creationTime;
  }

  /** An import brought commits (or documents) up to these: later ones come after. */
  advanceTo(ts: bigint, creationTime: number) {
    if (ts > this.ts) this.ts = ts;
    if (creationTime > this.creationTime) this.creationTime = creationTime;
  }

  onCommit(listener: (commit: Commit) => void) {
    this.listeners.push(listener);
  }

  /** A transaction at the newest commit, running until `end`. */
  begin(kind: "query" | "mutation"): Transaction {
    const txn = new Transaction(this.ts, kind);
    this.log.begin(txn);
    return txn;
  }

  end(txn: Transaction) {
    this.log.end(txn);
  }

  /**
   * Did a commit after the snapshot its reads saw write anything it read (or get lost)? A
   * snapshot older than the transaction's registration (a query thread's, read while a
   * group was open) may have missed commits the log did not keep: it counts as a conflict.
   */
  conflicts(txn: Transaction): boolean {
    return txn.snapshotTs < txn.startTs || this.sawLostCommits.has(txn) || this.log.conflicts(txn);
  }

  /** A new document's `_creationTime`: now, and always after the one before. */
  nextCreationTime(): number {
    const now = realNow();
    this.creationTime = now <= this.creationTime ? this.creationTime + 0.001 : now;
    return this.creationTime;
  }

  private nextCommitTs(): bigint {
    const now = BigInt(Math.floor(realNow())) * 1_000_000n;
    this.ts = now > this.ts ? now : this.ts + 1n;
    return this.ts;
  }

  /**
   * Commits a transaction whose reads were checked (`conflicts`) in the same synchronous
   * step: returns the commit's timestamp. A transaction that wrote nothing commits nothing,
   * and gets the newest commit's (it read everything up to its snapshot, which is no later).
   * `result`: the client mutation's return value (wire form), stored with `mutationKey`.
   */
  commit(txn: Transaction, mutationKey?: string, result?: unknown, scheduled = false): bigint {
    if (txn.writes.size === 0) return this.ts;
    this.stats.commits++;
    const ts = this.nextCommitTs();
    const writes: StoredWrite[] = [];
    const logged: LoggedCommit = { ts, ids: new Set(), keys: new Map() };
    // Only transactions still running need this commit's keys to validate against.
    const othersRunning = this.log.othersRunning();
    const tables = new Set<string>();
    for (const [id, { table, doc, json }] of txn.writes) {
      const previous = txn.committed.has(id) ? txn.committed.get(id)! : this.store.getDoc(id);
      if (previous === null && doc === null) continue;
      const keys: NonNullable<StoredWrite["keys"]> = [];
      for (const index of this.options.indexesOf(table)) {
        const beforeKey = previous && indexKeyWithEnds(index, previous);
        const afterKey = doc && indexKeyWithEnds(index, doc);
        const before = beforeKey && beforeKey.key;
        const after = afterKey && afterKey.key;
        keys.push({ index: index.name, before, after });
        if (othersRunning) {
          let logKeys = logged.keys.get(index.name);
          if (!logKeys) logged.keys.set(index.name, (logKeys = []));
          if (before) logKeys.push(before);
          if (after) logKeys.push(after);
        }
        if (index.byId) continue;
        if (beforeKey) tokensOf(index, beforeKey, tables);
        if (afterKey) tokensOf(index, afterKey, tables);
      }
      writes.push({
        id,
        table,
        doc,
        previous,
        keys,
        json: doc && (json ?? JSON.stringify(convexToJson(doc as never))),
      });
      logged.ids.add(id);
      tables.add(table);
      tables.add(`id|${id}`);
    }
    // A client mutation's response is stored with its commit: a re-send after a crash is
    // answered with its real result, never run twice. A table number first used by this
    // commit's ids is saved with them.
    const ids = this.options.ids;
    const numbersChanged = ids.changed;
    this.store.apply(
      writes,
      ts,
      this.options.indexesOf,
      {
        lastCommitTs: ts.toString(),
        lastCreationTime: String(this.creationTime),
        ...(numbersChanged ? { tableNumbers: ids.toJSON() } : {}),
      },
      mutationKey === undefined
        ? undefined
        : {
            key: mutationKey,
            response: { success: true, result: result ?? null, ts: encodeTs(ts) },
          },
    );
    if (numbersChanged) ids.changed = false;
    if (othersRunning) this.log.record(logged);
    while (this.unsynced.length > 0 && this.store.isDurable(this.unsynced[0].mark))
      this.unsynced.shift();
    if (!this.store.isDurable(this.store.appended))
      this.unsynced.push({ mark: this.store.appended, tables });
    const commit: Commit = { ts, tables, scheduled };
    for (const listener of this.listeners) listener(commit);
    this.options.afterCommit?.(txn);
    return ts;
  }

  /**
   * A group of commits was rolled back (disk full: docs/embedded-backend.md). Queries that
   * read what they wrote may hold results no one will ever see again: reported as a new
   * commit touching the same tables, so every such subscription re-runs on what is stored.
   */
  private onLostCommits(from: number, to: number) {
    const tables = new Set<string>();
    for (const entry of this.unsynced) {
      if (entry.mark > from && entry.mark <= to)
        for (const table of entry.tables) tables.add(table);
    }
    this.unsynced.length = 0;
    if (tables.size === 0) return;
    // Whatever is running may have read them: it runs again, on what is stored.
    for (const txn of this.log.running) this.sawLostCommits.add(txn);
    const commit: Commit = { ts: this.nextCommitTs(), tables };
    for (const listener of this.listeners) listener(commit);
  }
}
