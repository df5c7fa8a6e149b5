/**
 * A query thread's own read-only connection to the store's file (docs/embedded-backend.md
 * "Threads"). With WAL, a read transaction on another connection sees exactly the groups
 * whose `COMMIT` returned before its first read, and keeps that view while the main thread
 * goes on committing. `begin()` pins the view and reads the commit clock in it: the `meta`
 * row "state" is written once per group, just before its COMMIT (store.ts), so its
 * `lastCommitTs` is the newest commit the view holds, the transaction's snapshot.
 */
import Database from "better-sqlite3";
import { CACHE_KIB, indexScanner, type IndexEntry, type StoreReads } from "./store";

/** What a pinned view holds: its newest commit, and the table numbers saved with it. */
export interface Snapshot {
  ts: bigint;
  /** The `tableNumbers` meta value (JSON), null in a store that has none yet. */
  tableNumbers: string | null;
  /** The counter bound of ids from before random ids (`nextId`), 0 without. */
  legacyCounterBound: number;
  /** The newest document's `_creationTime` (a mutation thread's creation clock starts past it). */
  lastCreationTime: number;
}

export class SnapshotReader implements StoreReads {
  private readonly db: Database.Database;
  private readonly statements;
  private readonly scanIndex: StoreReads["scan"];

  constructor(path: string, cacheKiB = CACHE_KIB) {
    this.db = new Database(path, { readonly: true });
    this.db.pragma(`cache_size = -${Math.floor(cacheKiB)}`);
    const db = this.db;
    this.scanIndex = indexScanner(db);
    this.statements = {
      get: db.prepare<[string], { json: string }>("SELECT json FROM documents WHERE id = ?"),
      count: db.prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM documents WHERE tbl = ?",
      ),
      getMeta: db.prepare<[string], { v: string }>("SELECT v FROM meta WHERE k = ?"),
    };
  }

  /** Opens a read transaction and pins its view with its first read: the clock row. */
  begin(): Snapshot {
    this.db.exec("BEGIN");
    const state = JSON.parse(this.statements.getMeta.get("state")?.v ?? "{}") as Record<
      string,
      string | undefined
    >;
    // Files from before the "state" row keep one row per key.
    const meta = (key: string) => state[key] ?? this.statements.getMeta.get(key)?.v ?? null;
    return {
      ts: BigInt(meta("lastCommitTs") ?? "0"),
      tableNumbers: meta("tableNumbers"),
      legacyCounterBound: Number(meta("nextId") ?? 0),
      lastCreationTime: Number(meta("lastCreationTime") ?? 0),
    };
  }

  /** Lets the view go (the WAL may then be checkpointed past it). */
  end() {
    if (this.db.inTransaction) this.db.exec("COMMIT");
  }

  getJson(id: string): string | null {
    return this.statements.get.get(id)?.json ?? null;
  }

  scan(index: string, lo: Buffer, hi: Buffer, desc: boolean, limit: number): IndexEntry[] {
    return this.scanIndex(index, lo, hi, desc, limit);
  }

  count(table: string): number {
    return this.statements.count.get(table)?.n ?? 0;
  }

  close() {
    this.end();
    this.db.close();
  }
}
