import type { Transaction } from "./transaction";

/** Recent commits, kept while a transaction that started before them may still validate. */
export interface LoggedCommit {
  ts: bigint;
  ids: Set<string>;
  /** Old and new keys of every written document, per index. */
  keys: Map<string, Buffer[]>;
}

/**
 * The transactions running and the commits made while they run: what each one's reads
 * are checked against before it commits (optimistic concurrency, docs/embedded-backend.md).
 * A commit is kept only while a transaction that began before it still runs.
 */
export class CommitLog {
  private readonly entries: LoggedCommit[] = [];
  private readonly active = new Set<Transaction>();

  /** The transactions running now. */
  get running(): ReadonlySet<Transaction> {
    return this.active;
  }

  begin(txn: Transaction) {
    this.active.add(txn);
  }

  /** `txn` has finished: the commits no running transaction began before are let go. */
  end(txn: Transaction) {
    this.active.delete(txn);
    let oldest: bigint | null = null;
    for (const other of this.active)
      if (oldest === null || other.startTs < oldest) oldest = other.startTs;
    let drop = 0;
    while (drop < this.entries.length && (oldest === null || this.entries[drop].ts <= oldest))
      drop++;
    if (drop > 0) this.entries.splice(0, drop);
  }

  /**
   * Does a transaction besides the committing one run? Only then does its commit need
   * logging (with exactly two, and with three, running: tests/server/engineInterleavings).
   */
  othersRunning(): boolean {
    return this.active.size > 1;
  }

  record(commit: LoggedCommit) {
    this.entries.push(commit);
  }

  /** Did a commit after the snapshot the transaction read write anything it read? */
  conflicts(txn: Transaction): boolean {
    for (const commit of this.entries) {
      if (commit.ts <= txn.snapshotTs) continue;
      for (const id of txn.readIds) if (commit.ids.has(id)) return true;
      for (const range of txn.ranges) {
        for (const key of commit.keys.get(range.index) ?? []) {
          if (key.compare(range.lo) >= 0 && key.compare(range.hi) < 0) return true;
        }
      }
    }
    return false;
  }
}
