import { statfsSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { jsonToConvex } from "convex/values";
import type { Durability, StoredMutationResponse } from "../types";
import { DiskFullError } from "../errors";
import { byIdStatements, isByIdIndex, scanById } from "./byIdIndex";
import { Checkpointer, type CheckpointerOptions } from "./checkpointer";
import { INDEXES_KEY, indexChanges, recordOf, storedIndexNames } from "./indexSync";
import { encodeKey, encodeKeyWithEnds, type EncodedKey } from "./keys";
import { WalSync, type SyncFile } from "./walSync";

export type Value = unknown;
export type Doc = Record<string, unknown> & { _id: string; _creationTime: number };

/** One index of a table: `fields` then `_creationTime` and `_id` make its key. */
export interface IndexDef {
  /** `table.index`, as queries name it. */
  name: string;
  table: string;
  /** The schema's fields (empty for `by_creation_time`). */
  fields: string[];
  /** True for `by_id`, whose key is the id alone. */
  byId?: boolean;
}

export interface IndexEntry {
  key: Buffer;
  id: string;
  json: string;
}

/** A committed write, as the store applies it. */
export interface StoredWrite {
  id: string;
  table: string;
  /** The new document (null: deleted) and its JSON text. */
  doc: Doc | null;
  json: string | null;
  /** The document before the commit, for its old index entries. */
  previous: Doc | null;
  /** Old and new key per index, when the caller has computed them already. */
  keys?: { index: string; before: Buffer | null; after: Buffer | null }[];
}

/** Reads a (possibly dotted) field of a document, undefined when missing. */
export function fieldValue(doc: Record<string, unknown>, path: string): unknown {
  if (!path.includes(".")) return doc[path];
  let value: unknown = doc;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function indexValues(index: IndexDef, doc: Doc): unknown[] {
  if (index.byId) return [doc._id];
  const values = index.fields.map((field) => fieldValue(doc, field));
  values.push(doc._creationTime, doc._id);
  return values;
}

export function indexKey(index: IndexDef, doc: Doc): Buffer {
  return encodeKey(indexValues(index, doc));
}

/** The index key with where each indexed value ends in it (for its prefixes). */
export function indexKeyWithEnds(index: IndexDef, doc: Doc): EncodedKey {
  return encodeKeyWithEnds(indexValues(index, doc));
}

/**
 * What a transaction's reads need of a store (read path, queries.ts): the main thread's
 * `Store`, or a query thread's `SnapshotReader` over its own connection.
 */
export interface StoreReads {
  getJson(id: string): string | null;
  scan(index: string, lo: Buffer, hi: Buffer, desc: boolean, limit: number): IndexEntry[];
  count(table: string): number;
}

/** An index range's entries with their documents' JSON text (`scan`). */
const SCAN =
  "SELECT e.key AS key, e.id AS id, d.json AS json FROM index_entries e " +
  "JOIN documents d ON d.id = e.id WHERE e.idx = ? AND e.key >= ? AND e.key < ?";
/**
 * A scan's bound limit. A bare `LIMIT ?` made every scan about 10 µs slower (14 µs against
 * 5 µs for a one-row range, measured with this SQLite 3.53 build): the planner looks at a
 * bound LIMIT's value, so binding one apparently makes the statement be prepared again.
 * Behind a CAST the value is opaque to the planner and the statement is reused as it is.
 */
const BOUND_LIMIT = "CAST(? AS INTEGER)";

/**
 * How a connection reads an index range (`StoreReads.scan`), the store's and a query
 * thread's alike: `by_id` from the documents themselves (byIdIndex.ts), any other index
 * from its entries.
 */
export function indexScanner(db: Database.Database): StoreReads["scan"] {
  const statement = (order: "ASC" | "DESC") =>
    db.prepare<[string, Buffer, Buffer, number], IndexEntry>(
      `${SCAN} ORDER BY e.key ${order} LIMIT ${BOUND_LIMIT}`,
    );
  const asc = statement("ASC");
  const desc = statement("DESC");
  const byId = byIdStatements(db);
  return (index, lo, hi, descending, limit) =>
    isByIdIndex(index)
      ? scanById(byId, index, lo, hi, descending, limit)
      : (descending ? desc : asc).all(index, lo, hi, limit);
}

/**
 * Rows one statement inserts at most: a commit's index entries (`Store.addEntries`) and its
 * documents (`Store.upsertDocuments`).
 */
const ROWS_PER_STATEMENT = 32;
/** Documents read at a time while an index is built (`syncIndexes`). */
const INDEX_BUILD_PAGE = 1_000;
/** The connection's SQLite page cache (KiB): 16 MiB (see the constructor). */
export const CACHE_KIB = 16_384;
/** Documents whose JSON text stays cached (the catalogue, tallies): bounded, not the data. */
const CACHED_DOCUMENTS = 20_000;
/** Client mutation responses kept for de-duplication (older ones are forgotten first). */
export const REMEMBERED_MUTATIONS = 20_000;
/** While the disk is full, how often a small write checks whether space is back. */
export const DISK_PROBE_INTERVAL_MS = 5_000;
/** Writes resume only with at least this much free space (so they do not fail again at once). */
export const RESUME_FREE_BYTES = 1024 * 1024;
/** Lost groups remembered (for messages still waiting on them; one per probe interval at most). */
const LOST_GROUPS_KEPT = 16;

/** SQLite's (SQLITE_FULL) or the system's (ENOSPC) "no space left on the device". */
export function isDiskFull(error: unknown): boolean {
  if (error instanceof DiskFullError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "SQLITE_FULL" || code === "ENOSPC") return true;
  const message = error instanceof Error ? error.message : "";
  return /database or disk is full|no space left on device|ENOSPC/i.test(message);
}

/**
 * The SQLite store: the latest revision of every document and one entry per document per
 * index, keyed by an order-preserving encoding (see keys.ts), plus the responses of recent
 * client mutations. All calls are synchronous.
 *
 * Group commit (a file, not `:memory:`): the first write after a group closed opens a
 * SQLite transaction; every commit until the end of that event-loop turn goes into it (each
 * in its own savepoint), and one `COMMIT` (`synchronous = NORMAL`: the log written, not
 * synced) ends it; the log is then fsync'd off the main thread (walSync.ts), which makes
 * them all durable at once, and checkpoints run on a thread of their own (checkpointer.ts).
 * Nothing may be acknowledged or broadcast before `whenDurable()` resolves (the Durability
 * interface): a crash before the sync returns loses only writes nobody was told about.
 */
/** Meta key: an account was deleted since the file was last rebuilt (compactIfErased). */
const COMPACT_PENDING = "compactPending";

export interface StoreOptions {
  /**
   * Tests only: schedules the open group's COMMIT (by default at the next `setImmediate`).
   * A test that holds `commit` keeps the group open, its commits invisible to any other
   * connection (a query thread's snapshot), for as long as it likes.
   */
  scheduleGroupCommit?: (commit: () => void) => void;
  /** Tests only: how the log is synced (by default `fdatasync` on libuv's pool). */
  syncFile?: SyncFile;
  /** Tests only: how often the checkpoint thread runs, and the log's frames limit. */
  checkpoints?: CheckpointerOptions;
}

export class Store implements Durability, StoreReads {
  readonly db: Database.Database;
  private readonly statements;
  /** Index ranges read (`indexScanner`). */
  private readonly scanIndex: StoreReads["scan"];
  /** Recently read or written documents' JSON text (null: known absent), oldest first. */
  private readonly cache = new Map<string, string | null>();
  private readonly grouped: boolean;
  /** Commits applied (marks); a file's durable ones are `wal.synced`, `:memory:`'s all. */
  private written = 0;
  /** A file's log sync (null for `:memory:`). */
  private readonly wal: WalSync | null = null;
  /** A file's checkpoint thread (null for `:memory:`). */
  readonly checkpointer: Checkpointer | null = null;
  /** The open group: resolves once its COMMIT returned, rejects if it was rolled back. */
  private group: Promise<void> | null = null;
  private groupDone: (() => void) | null = null;
  private groupLost: ((error: DiskFullError) => void) | null = null;
  /** `written` when the open group began: its commits are the marks after it. */
  private groupStart = 0;
  /** Groups rolled back for want of space: marks in (from, to] never reached the disk. */
  private readonly lost: { from: number; to: number }[] = [];
  private readonly lostListeners: ((from: number, to: number) => void)[] = [];
  /** Set while the disk is full: every write is refused with it (read-only mode). */
  private readOnly: DiskFullError | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private mutationSeq = 0;
  /** Groups committed (`COMMIT` run, one fsync each): benchmarks and tests count them. */
  groupsCommitted = 0;
  /** `INSERT INTO index_entries` of n rows at index n, prepared when first needed. */
  private readonly addEntryStatements: Database.Statement[] = [];
  /** The documents' upsert of n rows at index n, prepared when first needed. */
  private readonly upsertStatements: Database.Statement[] = [];
  /** The `meta` row "state" (see `meta`), read once on opening. */
  private state: Record<string, string>;
  /** `state` changed in the open group: written once, just before the group's COMMIT. */
  private stateChanged = false;
  /** Called when a group cannot be committed (the backend stops: nothing is acknowledged). */
  onSyncFailure: (error: unknown) => void = (error) => {
    throw error;
  };
  /** Called when a commit fails for want of space (writes are refused from then on). */
  onDiskFull: (error: unknown) => void = () => {};
  /** Called when the probe finds space again (writes resume). */
  onDiskSpace: () => void = () => {};

  constructor(
    private readonly path: string,
    private readonly options: StoreOptions = {},
  ) {
    this.db = new Database(path);
    this.grouped = path !== ":memory:";
    if (this.grouped) {
      this.db.pragma("journal_mode = WAL");
      // The log is synced by `wal` off the main thread, and checkpointed by `checkpointer`
      // on a thread of its own; NORMAL still syncs any checkpoint this connection makes
      // (closing, `restartWal`, compactIfErased).
      this.db.pragma("synchronous = NORMAL");
      this.db.pragma("wal_autocheckpoint = 0");
      this.checkpointer = new Checkpointer(path, {
        onError: (message) => console.error(`checkpoint failed: ${message}`),
        ...options.checkpoints,
      });
      this.wal = new WalSync(
        `${path}-wal`,
        options.syncFile,
        (error) => this.onSyncFailure(error),
        () => this.checkpointer?.synced(),
      );
      // 16 MiB of pages (SQLite's default is 2 MiB): index inserts during an import, and
      // the hot index pages, stay in memory; still a bound, whatever the data's size.
      this.db.pragma(`cache_size = -${CACHE_KIB}`);
    }
    // Deleted content is overwritten with zeros, not left in free pages and cells: "Delete
    // my account" must leave no copy in the file (docs/privacy.md "Deleting an account").
    this.db.pragma("secure_delete = ON");
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS documents (
        id TEXT PRIMARY KEY, tbl TEXT NOT NULL, ts INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS index_entries (
        idx TEXT NOT NULL, key BLOB NOT NULL, id TEXT NOT NULL, PRIMARY KEY (idx, key)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS mutations (
        key TEXT PRIMARY KEY, seq INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS mutations_by_seq ON mutations (seq);
    `);
    const db = this.db;
    this.statements = {
      get: db.prepare<[string], { json: string }>("SELECT json FROM documents WHERE id = ?"),
      remove: db.prepare("DELETE FROM documents WHERE id = ?"),
      removeEntry: db.prepare("DELETE FROM index_entries WHERE idx = ? AND key = ?"),
      count: db.prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM documents WHERE tbl = ?",
      ),
      all: db.prepare<[], { id: string; json: string }>("SELECT id, json FROM documents"),
      getMeta: db.prepare<[string], { v: string }>("SELECT v FROM meta WHERE k = ?"),
      setMeta: db.prepare(
        "INSERT INTO meta (k, v) VALUES (?, ?) ON CONFLICT(k) DO UPDATE SET v = excluded.v",
      ),
      getMutation: db.prepare<[string], { json: string }>(
        "SELECT json FROM mutations WHERE key = ?",
      ),
      putMutation: db.prepare(
        "INSERT INTO mutations (key, seq, json) VALUES (?, ?, ?) " +
          "ON CONFLICT(key) DO UPDATE SET seq = excluded.seq, json = excluded.json",
      ),
      forgetMutations: db.prepare("DELETE FROM mutations WHERE seq <= ?"),
      // "|" is followed by "}" in byte order: every key that starts "<id>|".
      forgetOwner: db.prepare("DELETE FROM mutations WHERE key >= ? AND key < ?"),
      lastMutationSeq: db.prepare<[], { seq: number | null }>(
        "SELECT max(seq) AS seq FROM mutations",
      ),
    };
    this.scanIndex = indexScanner(db);
    this.mutationSeq = this.statements.lastMutationSeq.get()?.seq ?? 0;
    this.state = JSON.parse(this.statements.getMeta.get("state")?.v ?? "{}") as Record<
      string,
      string
    >;
  }

  // ------------------------------------------------------------------ durability

  get appended() {
    return this.written;
  }

  isDurable(mark: number) {
    return this.wal === null || this.wal.synced >= mark;
  }

  /**
   * Is every commit up to `mark` in the file, visible to any other connection (its group's
   * COMMIT ran, its sync maybe not yet)? What a thread's snapshot needs (threadedCalls.ts);
   * whatever is built on it still leaves only once `isDurable`.
   */
  isInFile(mark: number) {
    return this.group === null || mark <= this.groupStart;
  }

  /** Resolves once every commit so far is in the file (the open group's COMMIT ran). */
  whenInFile(): Promise<void> {
    return this.group ?? Promise.resolve();
  }

  /** Was a commit up to `mark` rolled back (its group failed for want of space)? */
  isLost(mark: number) {
    return this.lost.some(({ from, to }) => mark > from && mark <= to);
  }

  /** Is the store refusing writes (disk full)? */
  get isReadOnly() {
    return this.readOnly !== null;
  }

  /** Called with the marks of a group rolled back for want of space. */
  onLost(listener: (from: number, to: number) => void) {
    this.lostListeners.push(listener);
  }

  whenDurable(): Promise<void> {
    const mark = this.written;
    if (this.isDurable(mark)) return Promise.resolve();
    const wal = this.wal!; // `:memory:` is always durable
    // The open group first (it rejects if it is rolled back), then the log's sync.
    return this.group ? this.group.then(() => wal.whenSynced(mark)) : wal.whenSynced(mark);
  }

  /**
   * Opens the group the next writes go into (a no-op while one is open). While the disk is
   * full every write is refused here, before it touches anything.
   */
  private openGroup() {
    if (this.readOnly) throw this.readOnly;
    this.written++;
    if (!this.grouped) return;
    if (this.group) return;
    this.db.exec("BEGIN IMMEDIATE");
    this.groupStart = this.written - 1;
    const group = new Promise<void>((done, fail) => {
      this.groupDone = done;
      this.groupLost = fail;
    });
    // Awaited by whoever answers from this group; nobody else need hear of a rollback.
    group.catch(() => {});
    this.group = group;
    const commit = () => {
      if (this.group !== group) return; // already committed by flush(), or lost
      // While the log's last sync runs, the group stays open and grows: it commits when the
      // sync returns, one COMMIT for everything written meanwhile.
      if (this.wal?.busy) {
        this.wal.whenIdle(commit);
        return;
      }
      try {
        this.commitGroup();
      } catch (error) {
        this.onSyncFailure(error);
      }
    };
    if (this.options.scheduleGroupCommit) this.options.scheduleGroupCommit(commit);
    else setImmediate(commit);
  }

  /**
   * Commits the open group: everything written so far is then on disk. For want of space
   * the group is rolled back instead (`loseGroup`); any other failure is thrown.
   */
  private commitGroup() {
    const done = this.groupDone;
    try {
      if (this.db.inTransaction) {
        this.writeState();
        this.db.exec("COMMIT");
        this.groupsCommitted++;
      }
    } catch (error) {
      if (isDiskFull(error)) {
        this.loseGroup(error);
        return;
      }
      this.group = null;
      this.groupDone = this.groupLost = null;
      throw error;
    }
    this.group = null;
    this.groupDone = this.groupLost = null;
    this.wal?.committedThrough(this.written);
    done?.();
    this.restartWal();
  }

  /**
   * The log reached the checkpoint thread's frames limit (a writer that never paused kept
   * it from restarting): one checkpoint here, with no group open, completes (NORMAL syncs the
   * log and the database), so the next group starts the log anew.
   */
  private restartWal() {
    if (!this.checkpointer?.restartDue) return;
    this.checkpointer.restartDue = false;
    try {
      this.db.pragma("wal_checkpoint(PASSIVE)");
    } catch (error) {
      // The group is committed whatever happens here: a failed checkpoint (no space to copy
      // into the database) only leaves the log as long as it was, for the next one to try.
      console.error(`checkpoint failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  /**
   * The open group cannot reach the disk for want of space: roll it back (none of its
   * commits was acknowledged: answers wait for `whenDurable`, which now rejects), forget
   * what the cache learnt from it, tell the listeners which marks were lost, and refuse
   * writes until the probe finds space again.
   */
  private loseGroup(error: unknown) {
    const lost = this.groupLost;
    this.group = null;
    this.groupDone = this.groupLost = null;
    this.stateChanged = false;
    try {
      if (this.db.inTransaction) this.db.exec("ROLLBACK");
    } catch {
      // SQLite may have rolled it back already (it may, after SQLITE_FULL).
    }
    if (this.db.inTransaction) {
      this.onSyncFailure(error);
      return;
    }
    this.cache.clear();
    const from = this.groupStart;
    const to = this.written;
    this.lost.push({ from, to });
    if (this.lost.length > LOST_GROUPS_KEPT) this.lost.shift();
    // A mark of its own for the rollback: whatever is built after it is not lost.
    this.written++;
    this.wal?.settle(this.written);
    this.readOnly = new DiskFullError();
    lost?.(this.readOnly);
    this.onDiskFull(error);
    for (const listener of this.lostListeners) listener(from, to);
    if (!this.probeTimer) {
      this.probeTimer = setInterval(() => this.probeSpace(), DISK_PROBE_INTERVAL_MS);
      this.probeTimer.unref();
    }
  }

  /**
   * While writes are refused: is there space again? At least `RESUME_FREE_BYTES` free and a
   * small write committed (and removed again) say so; then writes resume.
   */
  probeSpace(): boolean {
    if (!this.readOnly) return true;
    try {
      const { bavail, bsize } = statfsSync(dirname(this.path));
      if (bavail * bsize < RESUME_FREE_BYTES) return false;
    } catch {
      // No statfs here: the write below decides alone.
    }
    try {
      this.db.exec("BEGIN IMMEDIATE");
      this.statements.setMeta.run("diskProbe", String(Date.now()));
      this.db.prepare("DELETE FROM meta WHERE k = 'diskProbe'").run();
      this.db.exec("COMMIT");
    } catch {
      try {
        if (this.db.inTransaction) this.db.exec("ROLLBACK");
      } catch {
        // Rolled back already.
      }
      return false;
    }
    this.readOnly = null;
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
    this.onDiskSpace();
    return true;
  }

  /** Commits the open group now (before closing, or to read from another connection). */
  flush() {
    if (this.group) this.commitGroup();
  }

  // ------------------------------------------------------------ mutation responses

  mutationResponse(key: string): StoredMutationResponse | undefined {
    const row = this.statements.getMutation.get(key);
    return row ? (JSON.parse(row.json) as StoredMutationResponse) : undefined;
  }

  recordMutationResponse(key: string, response: StoredMutationResponse) {
    // Only failures are recorded here; while the disk is full a re-send just runs again.
    if (this.readOnly) return;
    this.openGroup();
    this.putMutation(key, response);
  }

  private putMutation(key: string, response: StoredMutationResponse) {
    const seq = ++this.mutationSeq;
    this.statements.putMutation.run(key, seq, JSON.stringify(response));
    if (seq % 1000 === 0) this.statements.forgetMutations.run(seq - REMEMBERED_MUTATIONS);
  }

  getJson(id: string): string | null {
    const cached = this.cache.get(id);
    if (cached !== undefined) return cached;
    const json = this.statements.get.get(id)?.json ?? null;
    this.remember(id, json);
    return json;
  }

  private remember(id: string, json: string | null) {
    this.cache.delete(id);
    this.cache.set(id, json);
    if (this.cache.size > CACHED_DOCUMENTS) {
      this.cache.delete(this.cache.keys().next().value as string);
    }
  }

  getDoc(id: string): Doc | null {
    const json = this.getJson(id);
    return json === null ? null : (jsonToConvex(JSON.parse(json)) as Doc);
  }

  /** Entries with lo <= key < hi, in key order (reversed when `desc`), at most `limit`. */
  scan(index: string, lo: Buffer, hi: Buffer, desc: boolean, limit: number): IndexEntry[] {
    return this.scanIndex(index, lo, hi, desc, limit);
  }

  /**
   * Makes the stored index entries match the schema's `indexes` (every declared index but
   * the built-in ones; indexSync.ts) in the open group: builds the new or changed ones from
   * their tables' documents, a page at a time, and deletes the entries of those the schema
   * no longer has. Writes nothing when they match. Returns the names built and dropped.
   */
  syncIndexes(indexes: IndexDef[]): { built: string[]; dropped: string[] } {
    const recordedText = this.statements.getMeta.get(INDEXES_KEY)?.v ?? null;
    const recordText = JSON.stringify(recordOf(indexes));
    const anyDocument = this.db.prepare<[string], { one: number }>(
      "SELECT 1 AS one FROM documents WHERE tbl = ? LIMIT 1",
    );
    const { build, drop } = indexChanges(
      indexes,
      recordedText === null ? null : JSON.parse(recordedText),
      storedIndexNames(this.db),
      (table) => anyDocument.get(table) !== undefined,
    );
    if (build.length === 0 && drop.length === 0 && recordedText === recordText) {
      return { built: [], dropped: [] };
    }
    this.openGroup();
    const removeIndex = this.db.prepare("DELETE FROM index_entries WHERE idx = ?");
    const page = this.db.prepare<[string, string], { id: string; json: string }>(
      `SELECT id, json FROM documents WHERE tbl = ? AND id > ? ORDER BY id LIMIT ${INDEX_BUILD_PAGE}`,
    );
    this.db.transaction(() => {
      for (const name of drop) removeIndex.run(name);
      for (const index of build) {
        removeIndex.run(index.name);
        for (let after = ""; ;) {
          const rows = page.all(index.table, after);
          if (rows.length === 0) break;
          const added: (string | Buffer)[] = [];
          for (const row of rows) {
            const doc = jsonToConvex(JSON.parse(row.json)) as Doc;
            added.push(index.name, indexKey(index, doc), row.id);
          }
          this.addEntries(added);
          after = rows[rows.length - 1].id;
        }
      }
      this.statements.setMeta.run(INDEXES_KEY, recordText);
    })();
    return { built: build.map((index) => index.name), dropped: drop };
  }

  /** Documents in every table (benchmarks check their data with it). */
  documentCount(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM documents").get() as { n: number }).n;
  }

  count(table: string): number {
    return this.statements.count.get(table)?.n ?? 0;
  }

  /**
   * The engine's clock and counters. All of them live in one `meta` row ("state", a JSON
   * object), written once per commit; files from before keep one row per key, still read.
   */
  meta(key: string): string | null {
    return this.state[key] ?? this.statements.getMeta.get(key)?.v ?? null;
  }

  /**
   * Applies one commit's writes (and metadata, and the client mutation's response) at
   * once: a savepoint in the open group (see the class comment).
   */
  apply(
    writes: StoredWrite[],
    ts: bigint,
    indexesOf: (table: string) => IndexDef[],
    meta: Record<string, string>,
    mutation?: { key: string; response: StoredMutationResponse },
  ): void {
    this.openGroup();
    try {
      this.applyInSavepoint(writes, ts, indexesOf, meta, mutation);
    } catch (error) {
      // SQLite may have rolled the whole group back (it may, after SQLITE_FULL or an I/O
      // error): then none of its commits may be acknowledged.
      if (this.grouped && this.group && (isDiskFull(error) || !this.db.inTransaction)) {
        if (isDiskFull(error)) this.loseGroup(error);
        else this.onSyncFailure(error);
      }
      throw isDiskFull(error) ? (this.readOnly ?? new DiskFullError()) : error;
    }
    // After the SQLite transaction committed (a failed one leaves the cache as it was).
    for (const write of writes) if (this.cache.has(write.id)) this.remember(write.id, write.json);
  }

  private applyInSavepoint(
    writes: StoredWrite[],
    ts: bigint,
    indexesOf: (table: string) => IndexDef[],
    meta: Record<string, string>,
    mutation?: { key: string; response: StoredMutationResponse },
  ) {
    const { remove, removeEntry, setMeta, forgetOwner } = this.statements;
    this.db.transaction(() => {
      // New index entries, inserted together after the loop (`addEntries`): no entry added
      // here can be one removed here, as every key ends with its document's id.
      const added: (string | Buffer)[] = [];
      // Documents written, upserted together after the loop (`upsertDocuments`): a commit's
      // writes are one per id, so none of them is also removed here.
      const upserted: (string | bigint | null)[] = [];
      for (const write of writes) {
        const keys =
          write.keys ??
          indexesOf(write.table).map((index) => ({
            index: index.name,
            before: write.previous && indexKey(index, write.previous),
            after: write.doc && indexKey(index, write.doc),
          }));
        for (const { index, before, after } of keys) {
          // `by_id` has no entries: its scans read the documents (byIdIndex.ts).
          if (isByIdIndex(index)) continue;
          if (before && after && before.equals(after)) continue;
          if (before) removeEntry.run(index, before);
          if (after) added.push(index, after, write.id);
        }
        if (write.doc) upserted.push(write.id, write.table, ts, write.json);
        else {
          remove.run(write.id);
          if (write.table === "users") setMeta.run(COMPACT_PENDING, "1");
          // The stored answers of mutations by the caller this document was (keys start
          // with the caller's id, server/sync/mutationResponses.ts): a deleted account's
          // vote receipts and manifesto texts go with it.
          forgetOwner.run(`${write.id}|`, `${write.id}}`);
        }
      }
      this.upsertDocuments(upserted);
      this.addEntries(added);
      if (mutation) this.putMutation(mutation.key, mutation.response);
      if (Object.keys(meta).length > 0) {
        this.state = { ...this.state, ...meta };
        this.stateChanged = true;
        // In a group the row is written once, before its COMMIT (the clock of a burst of
        // commits is one write, not one each); alone, with the commit.
        if (!this.grouped) this.writeState();
      }
    })();
  }

  /**
   * Inserts index entries (`idx, key, id` after each other) with one statement per
   * ROWS_PER_STATEMENT rows rather than one per row: a bind adds about 25.
   */
  private addEntries(values: (string | Buffer)[]) {
    this.runBatched(values, 3, this.addEntryStatements, (placeholders) =>
      this.db.prepare(`INSERT INTO index_entries (idx, key, id) VALUES ${placeholders}`),
    );
  }

  /**
   * Upserts documents (`id, tbl, ts, json` after each other) with one statement per
   * ROWS_PER_STATEMENT rather than one each: a bind writes about six.
   */
  private upsertDocuments(values: (string | bigint | null)[]) {
    this.runBatched(values, 4, this.upsertStatements, (placeholders) =>
      this.db.prepare(
        `INSERT INTO documents (id, tbl, ts, json) VALUES ${placeholders} ` +
          "ON CONFLICT(id) DO UPDATE SET ts = excluded.ts, json = excluded.json",
      ),
    );
  }

  /**
   * Runs `values` (rows of `width` values after each other) through statements of up to
   * ROWS_PER_STATEMENT rows each, the statement of n rows prepared once (`statements[n]`).
   */
  private runBatched<T>(
    values: T[],
    width: number,
    statements: Database.Statement[],
    prepare: (placeholders: string) => Database.Statement,
  ) {
    const rows = values.length / width;
    for (let first = 0; first < rows; first += ROWS_PER_STATEMENT) {
      const count = Math.min(ROWS_PER_STATEMENT, rows - first);
      let statement = statements[count];
      if (!statement) {
        const row = `(${Array.from({ length: width }, () => "?").join(", ")})`;
        statement = prepare(Array.from({ length: count }, () => row).join(", "));
        statements[count] = statement;
      }
      statement.run(...values.slice(first * width, (first + count) * width));
    }
  }

  /** Writes the `meta` row "state" if it changed since it was last written. */
  private writeState() {
    if (!this.stateChanged) return;
    this.statements.setMeta.run("state", JSON.stringify(this.state));
    this.stateChanged = false;
  }

  /**
   * Deletes every document of `tables` with its index entries and writes `meta`, in one
   * SQLite transaction (the upgrade to random ids, see SqliteEngine.endGuessableSessions).
   * Returns how many documents went.
   */
  purgeTables(tables: string[], meta: Record<string, string>): number {
    this.openGroup();
    let deleted = 0;
    this.db.transaction(() => {
      const removeDocs = this.db.prepare("DELETE FROM documents WHERE tbl = ?");
      // Index names are `<table>.<index>`: "/" follows "." in byte order.
      const removeEntries = this.db.prepare("DELETE FROM index_entries WHERE idx >= ? AND idx < ?");
      for (const table of tables) {
        deleted += removeDocs.run(table).changes;
        removeEntries.run(`${table}.`, `${table}/`);
      }
      this.state = { ...this.state, ...meta };
      this.statements.setMeta.run("state", JSON.stringify(this.state));
      this.stateChanged = false;
    })();
    this.cache.clear();
    return deleted;
  }

  /** Every document (id and JSON text), streamed. */
  *documents(): Generator<[string, string]> {
    for (const row of this.statements.all.iterate()) yield [row.id, row.json];
  }

  close(): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
    this.flush();
    this.compactIfErased();
    // Whatever was committed is synced here, and the last connection's close checkpoints.
    this.wal?.syncNow();
    this.checkpointer?.close();
    this.db.close();
    this.wal?.close();
  }

  /**
   * After an account was deleted, the file is rebuilt (VACUUM) on the next close or open:
   * `secure_delete` zeroes deleted rows, but an index's interior pages keep copies of
   * keys as dividers (an email address in `users.email`'s index), which only a rebuild
   * drops (docs/privacy.md "Deleting an account"). The mark is written in the commit that
   * deletes the `users` row, so a kill -9 before the close is caught on the next start.
   */
  compactIfErased(): boolean {
    if (!this.grouped || this.readOnly || !this.db.open) return false;
    if (this.statements.getMeta.get(COMPACT_PENDING)?.v !== "1") return false;
    this.flush();
    try {
      this.db.exec("VACUUM");
      this.statements.setMeta.run(COMPACT_PENDING, "0");
      this.db.pragma("wal_checkpoint(TRUNCATE)");
      return true;
    } catch {
      // No space for the rebuild: tried again at the next close or open.
      return false;
    }
  }
}
