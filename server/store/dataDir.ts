import {
  closeSync,
  fdatasync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { promisify } from "node:util";
import { join } from "node:path";
import type { Commit, CommittedWrite, EngineState } from "../engine/types";
import { encodeTs } from "../sync/wire";

/** What a client mutation answered, kept so that a re-sent mutation is answered, not re-run. */
export interface StoredMutationResponse {
  success: boolean;
  result: unknown;
  errorData?: unknown;
  ts: string;
}

type JournalRecord =
  /** A commit; `k` and `r`: the client mutation it came from and what that returned. */
  | { t: "c"; ts: string; w: CommittedWrite[]; k?: string; r?: unknown }
  | { t: "r"; k: string; r: StoredMutationResponse };

/**
 * Snapshot file, version 2: a header line, then one `[id, document]` line per document,
 * so that neither writing nor loading holds the whole database as one string (at 100,000
 * votes it is a few hundred MB). Version 1 (one JSON object) is still read.
 */
interface SnapshotHeader {
  version: 2;
  lastCommitTs: string;
  mutations: [string, StoredMutationResponse][];
}

interface SnapshotV1 {
  version: 1;
  lastCommitTs: string;
  documents: CommittedWrite[];
  mutations: [string, StoredMutationResponse][];
}

export interface RecoveredState {
  documents: number;
  lastCommitTs: bigint;
  commitsReplayed: number;
}

/** Documents handed to the engine per batch while loading. */
const LOAD_BATCH = 10_000;
const READ_CHUNK = 4 * 1024 * 1024;

/**
 * The lines of a file, read in chunks. `complete` is false for a last line with no newline
 * (a journal record cut short by a crash); `bytes` counts the newline.
 */
function* linesOf(path: string): Generator<{ line: string; bytes: number; complete: boolean }> {
  const fd = openSync(path, "r");
  try {
    const chunk = Buffer.allocUnsafe(READ_CHUNK);
    let carry: Buffer = Buffer.alloc(0);
    for (;;) {
      const read = readSync(fd, chunk, 0, READ_CHUNK, null);
      if (read === 0) break;
      const data =
        carry.length > 0
          ? Buffer.concat([carry, chunk.subarray(0, read)])
          : chunk.subarray(0, read);
      let start = 0;
      for (let end = data.indexOf(10, start); end !== -1; end = data.indexOf(10, start)) {
        yield { line: data.toString("utf8", start, end), bytes: end - start + 1, complete: true };
        start = end + 1;
      }
      // Copied: `chunk` is reused by the next read.
      carry = Buffer.from(data.subarray(start));
    }
    if (carry.length > 0)
      yield { line: carry.toString("utf8"), bytes: carry.length, complete: false };
  } finally {
    closeSync(fd);
  }
}

/** Mutation responses remembered for de-duplication (older ones are forgotten first). */
const REMEMBERED_MUTATIONS = 20_000;
/**
 * When to compact the journal into a snapshot. Restart time is the snapshot's load plus the
 * journal's replay, and replay costs about as much per byte as loading (measured with
 * `bench/restart.ts`: about 0.1 s per MB of bind records). So a snapshot is taken once the
 * journal passes max(SNAPSHOT_JOURNAL_BYTES, half the last snapshot's size), or
 * max(SNAPSHOT_EVERY_RECORDS, the snapshot's documents) records: replay stays under about
 * 0.4 s at workshop size and under half the snapshot's load time beyond, while snapshots
 * per commit stay bounded as the database grows (each costs in proportion to its size).
 */
const SNAPSHOT_EVERY_RECORDS = 20_000;
const SNAPSHOT_JOURNAL_BYTES = 4 * 1024 * 1024;
const SNAPSHOT_JOURNAL_SHARE = 0.5;
/**
 * When writes pause (see compaction.ts), a snapshot is also taken once the journal passes
 * max(IDLE_SNAPSHOT_BYTES, an eighth of the last snapshot): a restart after a session then
 * loads the snapshot alone, and a trickle of writes on a large database does not rewrite
 * it every pause.
 */
const IDLE_SNAPSHOT_BYTES = 64 * 1024;
const IDLE_SNAPSHOT_SHARE = 1 / 8;
/** A background snapshot serialises for at most this long per event-loop turn. */
const SLICE_MS = 5;
const WRITE_CHUNK = 256 * 1024;

const fdatasyncAsync = promisify(fdatasync);

/** Resolves on the next turn of the event loop, after pending I/O callbacks. */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

class SnapshotAbandoned extends Error {}

/** Makes a directory's entries (a rename, a new or removed file) durable. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function syncDirectoryNow(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Where replay of one journal file ended. */
interface Replayed {
  validBytes: number;
  totalBytes: number;
  /** A commit in it was newer than the snapshot. */
  newer: boolean;
}

/**
 * The data directory: an append-only journal of committed writes (fsync'd, in groups,
 * before a mutation is acknowledged or its writes broadcast) plus snapshots. Recovery loads
 * the snapshot, then replays the journal.
 *
 * A snapshot runs in the background: `startSnapshot` takes the engine's export (a view
 * of one moment, cheap to take), renames `journal.log` to `journal.prev.log` and opens a
 * fresh journal in the same synchronous step, then serialises the documents a few
 * milliseconds per event-loop turn into `snapshot.json.bg.tmp`; once that is fsync'd,
 * renamed to `snapshot.json` and the directory fsync'd, the previous journal is deleted. A
 * crash at any point leaves either the old snapshot and both journals, or the new snapshot
 * (whose `lastCommitTs` makes replay skip everything in the previous journal) — every
 * acknowledged commit is recovered exactly once.
 */
export class DataDir {
  private journalFd: number;
  private journalBytes = 0;
  private recordsSinceSnapshot = 0;
  /** Records appended, and records known to be on disk (group commit). */
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | null = null;
  /**
   * The journal renamed away by a background snapshot in progress: its fd (synced before
   * any later record counts as durable) and the records appended before the rotation.
   * `fd` is null for one left by a crash, found on recovery.
   */
  private previous: { fd: number | null; upTo: number } | null = null;
  /** The rotation's directory entries still to be fsync'd (with the next group commit). */
  private directoryDirty = false;
  private background: { abandoned: boolean; done: Promise<void> } | null = null;
  private snapshotRecords = SNAPSHOT_EVERY_RECORDS;
  private snapshotBytes = SNAPSHOT_JOURNAL_BYTES;
  private idleSnapshotBytes = IDLE_SNAPSHOT_BYTES;
  private closed = false;
  readonly mutations = new Map<string, StoredMutationResponse>();
  /** Called when the journal cannot be made durable (the backend stops). */
  onSyncFailure: (error: unknown) => void = (error) => {
    throw error;
  };

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.journalFd = openSync(this.journalPath, "a+");
  }

  get journalPath() {
    return join(this.dir, "journal.log");
  }
  get previousJournalPath() {
    return join(this.dir, "journal.prev.log");
  }
  get snapshotPath() {
    return join(this.dir, "snapshot.json");
  }

  /**
   * True when recovery found a previous journal with commits newer than the snapshot (a
   * crash during a background snapshot): the caller takes a synchronous `snapshot` before
   * serving, since the next rotation must not overwrite it.
   */
  get needsConsolidation() {
    return this.previous !== null && this.background === null;
  }

  /** Resolves when the background snapshot in progress (if any) has ended. */
  get snapshotInProgress(): Promise<void> | null {
    return this.background?.done ?? null;
  }

  /**
   * Loads the snapshot and replays every complete journal record after it (the previous
   * journal's, then the current one's), handing the documents to `load` in batches (a
   * null document is a delete) as they are read.
   */
  recover(load: (documents: CommittedWrite[]) => void): RecoveredState {
    this.removeStaleTempFiles();
    let lastCommitTs = 0n;
    let documents = 0;
    let batch: CommittedWrite[] = [];
    const add = (write: CommittedWrite) => {
      batch.push(write);
      if (batch.length >= LOAD_BATCH) {
        load(batch);
        batch = [];
      }
    };
    if (existsSync(this.snapshotPath)) {
      let header: SnapshotHeader | SnapshotV1 | null = null;
      for (const { line } of linesOf(this.snapshotPath)) {
        if (header === null) {
          header = JSON.parse(line) as SnapshotHeader | SnapshotV1;
          lastCommitTs = BigInt(header.lastCommitTs);
          for (const [key, response] of header.mutations) this.remember(key, response);
          if (header.version === 1) for (const write of header.documents) add(write);
          documents = header.version === 1 ? header.documents.length : 0;
          continue;
        }
        if (line.length === 0) continue;
        add(JSON.parse(line) as CommittedWrite);
        documents++;
      }
      this.sized(documents, statSync(this.snapshotPath).size);
    }
    const snapshotTs = lastCommitTs;
    let commitsReplayed = 0;
    const replay = (path: string): Replayed => {
      // The last line is either empty or a record cut short by a crash (never acknowledged).
      const replayed: Replayed = { validBytes: 0, totalBytes: 0, newer: false };
      let broken = false;
      for (const { line, bytes, complete } of linesOf(path)) {
        replayed.totalBytes += bytes;
        if (broken || !complete) continue;
        let record: JournalRecord;
        try {
          record = JSON.parse(line) as JournalRecord;
        } catch {
          broken = true;
          continue;
        }
        replayed.validBytes += bytes;
        if (record.t === "r") {
          this.remember(record.k, record.r);
          continue;
        }
        const ts = BigInt(record.ts);
        if (ts <= lastCommitTs) continue; // already in the snapshot
        if (ts > snapshotTs) replayed.newer = true;
        for (const write of record.w) add(write);
        // The commit of a client mutation whose response record was not written (a crash
        // in between): answer a re-send with the result journaled with the commit, and its
        // timestamp in wire form. A later response record, if any, replaces this one.
        if (record.k)
          this.remember(
            record.k,
            { success: true, result: record.r ?? null, ts: encodeTs(ts) },
            false,
          );
        lastCommitTs = ts;
        commitsReplayed++;
      }
      return replayed;
    };
    if (existsSync(this.previousJournalPath)) {
      if (replay(this.previousJournalPath).newer) this.previous = { fd: null, upTo: 0 };
      else {
        // Everything in it is in the snapshot (the crash came after the snapshot's rename).
        unlinkSync(this.previousJournalPath);
        syncDirectoryNow(this.dir);
      }
    }
    const current = replay(this.journalPath);
    if (batch.length > 0) load(batch);
    if (current.validBytes < current.totalBytes) {
      ftruncateSync(this.journalFd, current.validBytes);
      fsyncSync(this.journalFd);
    }
    this.journalBytes = current.validBytes;
    return { documents, lastCommitTs, commitsReplayed };
  }

  /**
   * Appends a commit to the journal. It is durable once `whenDurable()` resolves: nothing
   * that depends on it (a mutation's response, a broadcast) may leave before that.
   */
  appendCommit(commit: Commit) {
    const record: JournalRecord = { t: "c", ts: commit.ts.toString(), w: commit.writes };
    if (commit.mutationKey) {
      record.k = commit.mutationKey;
      record.r = commit.mutationResult ?? null;
    }
    this.append(record);
  }

  /** Remembers a client mutation's response (made durable with the next sync). */
  appendMutationResponse(key: string, response: StoredMutationResponse) {
    this.remember(key, response);
    this.append({ t: "r", k: key, r: response });
  }

  /** A mark for "everything appended until now": durable once `isDurable(mark)`. */
  get appended() {
    return this.written;
  }

  isDurable(mark: number) {
    return this.synced >= mark;
  }

  /**
   * Resolves once every record appended so far is on disk. Group commit: one `fdatasync`,
   * run off the event loop, covers every record written before it started, so commits keep
   * running while the disk catches up and concurrent waiters share one sync. After a
   * rotation, the previous journal (records before it) and the directory (the new
   * journal's entry) are synced first.
   */
  async whenDurable(): Promise<void> {
    const target = this.written;
    while (this.synced < target) {
      if (!this.syncing) {
        const upTo = this.written;
        this.syncing = this.syncFiles().then(
          () => {
            this.syncing = null;
            this.synced = Math.max(this.synced, upTo);
          },
          (error: unknown) => {
            this.syncing = null;
            this.onSyncFailure(error);
          },
        );
      }
      await this.syncing;
    }
  }

  needsSnapshot() {
    return (
      this.canSnapshot() &&
      (this.recordsSinceSnapshot >= this.snapshotRecords || this.journalBytes >= this.snapshotBytes)
    );
  }

  /** Is the journal worth compacting now that writes have paused? (See IDLE_SNAPSHOT_BYTES.) */
  needsIdleSnapshot() {
    return this.canSnapshot() && this.journalBytes >= this.idleSnapshotBytes;
  }

  /** Bytes in the current journal (the replay a restart would do, with the snapshot's load). */
  get journalSize() {
    return this.journalBytes;
  }

  private canSnapshot() {
    return !this.closed && this.background === null && this.previous === null;
  }

  /**
   * Starts a background snapshot of `state` (an export taken in this same turn, so that it
   * and the rotation see the same commits). Resolves when it is on disk and the previous
   * journal deleted, or when a synchronous `snapshot` abandoned it; rejects if writing
   * failed (the previous journal then stays, and only a `snapshot` will remove it).
   */
  startSnapshot(state: EngineState): Promise<void> {
    if (this.background !== null || this.previous !== null)
      throw new Error("A snapshot is already in progress");
    const header = this.header(state);
    renameSync(this.journalPath, this.previousJournalPath);
    this.previous = { fd: this.journalFd, upTo: this.written };
    this.journalFd = openSync(this.journalPath, "a+");
    this.directoryDirty = true;
    this.journalBytes = 0;
    this.recordsSinceSnapshot = 0;
    const task = { abandoned: false, done: Promise.resolve() };
    task.done = this.writeInBackground(header, state, task).finally(() => {
      if (this.background === task) this.background = null;
    });
    this.background = task;
    return task.done;
  }

  /**
   * Writes a snapshot synchronously (temp file, fsync, rename), one document per line as
   * the state yields them, then empties the journal. Used on a clean stop and after a
   * recovery that needs it; abandons a background snapshot in progress.
   */
  snapshot(state: EngineState) {
    if (this.background) this.background.abandoned = true;
    this.background = null;
    const temp = this.snapshotPath + ".tmp";
    const out = openSync(temp, "w");
    let pending = JSON.stringify(this.header(state)) + "\n";
    let documents = 0;
    for (const write of state.documents) {
      pending += JSON.stringify(write) + "\n";
      documents++;
      if (pending.length >= READ_CHUNK) {
        writeSync(out, pending);
        pending = "";
      }
    }
    writeSync(out, pending);
    fsyncSync(out);
    closeSync(out);
    renameSync(temp, this.snapshotPath);
    syncDirectoryNow(this.dir);
    this.dropPreviousJournal();
    ftruncateSync(this.journalFd, 0);
    fsyncSync(this.journalFd);
    // Everything journaled so far is in the snapshot, which is on disk.
    this.synced = this.written;
    this.journalBytes = 0;
    this.recordsSinceSnapshot = 0;
    this.sized(documents, statSync(this.snapshotPath).size);
  }

  close() {
    this.closed = true;
    if (this.background) this.background.abandoned = true;
    closeSync(this.journalFd);
  }

  private header(state: EngineState): SnapshotHeader {
    return {
      version: 2,
      lastCommitTs: state.lastCommitTs.toString(),
      mutations: [...this.mutations.entries()],
    };
  }

  private sized(documents: number, bytes: number) {
    this.snapshotRecords = Math.max(SNAPSHOT_EVERY_RECORDS, documents);
    this.snapshotBytes = Math.max(SNAPSHOT_JOURNAL_BYTES, bytes * SNAPSHOT_JOURNAL_SHARE);
    this.idleSnapshotBytes = Math.max(IDLE_SNAPSHOT_BYTES, bytes * IDLE_SNAPSHOT_SHARE);
  }

  /** Serialises in slices of `SLICE_MS`, writing 256 KB at a time off the event loop. */
  private async writeInBackground(
    header: SnapshotHeader,
    state: EngineState,
    task: { abandoned: boolean },
  ) {
    const check = () => {
      if (task.abandoned) throw new SnapshotAbandoned();
    };
    const temp = this.snapshotPath + ".bg.tmp";
    const documents = state.documents[Symbol.iterator]();
    let count = 0;
    let bytes = 0;
    try {
      const out = await open(temp, "w");
      try {
        let pending = JSON.stringify(header) + "\n";
        for (let done = false; !done;) {
          check();
          const sliceEnd = performance.now() + SLICE_MS;
          while (pending.length < WRITE_CHUNK) {
            const next = documents.next();
            if (next.done) {
              done = true;
              break;
            }
            pending += JSON.stringify(next.value) + "\n";
            if (++count % 64 === 0 && performance.now() > sliceEnd) break;
          }
          if (pending.length >= WRITE_CHUNK || done) {
            const chunk = Buffer.from(pending);
            pending = "";
            bytes += chunk.length;
            await out.writeFile(chunk);
          } else await nextTurn();
        }
        check();
        await out.sync();
      } finally {
        await out.close();
      }
      check();
      renameSync(temp, this.snapshotPath);
      await syncDirectory(this.dir);
      check();
      this.dropPreviousJournal();
      this.sized(count, bytes);
    } catch (error) {
      if (!(error instanceof SnapshotAbandoned)) throw error;
      try {
        unlinkSync(temp);
      } catch {
        // Already gone.
      }
    } finally {
      documents.return?.();
    }
  }

  /**
   * Deletes snapshot temp files left by a crash mid-write (never renamed, so never read).
   * Safe only because the caller holds the directory (see dataDirLock.ts): no other
   * process is writing them.
   */
  private removeStaleTempFiles() {
    let removed = false;
    for (const temp of [this.snapshotPath + ".tmp", this.snapshotPath + ".bg.tmp"]) {
      if (!existsSync(temp)) continue;
      unlinkSync(temp);
      removed = true;
    }
    if (removed) syncDirectoryNow(this.dir);
  }

  /** Deletes the previous journal, now covered by a durable snapshot. */
  private dropPreviousJournal() {
    const previous = this.previous;
    if (previous === null) return;
    this.previous = null;
    if (existsSync(this.previousJournalPath)) unlinkSync(this.previousJournalPath);
    this.synced = Math.max(this.synced, previous.upTo);
    const fd = previous.fd;
    // A group commit in flight may still be syncing it.
    if (fd !== null) void (this.syncing ?? Promise.resolve()).then(() => closeSync(fd));
  }

  /** One group commit's syncs: the previous journal and directory after a rotation. */
  private async syncFiles() {
    const journalFd = this.journalFd;
    const previous = this.previous;
    if (previous?.fd != null && this.synced < previous.upTo) await fdatasyncAsync(previous.fd);
    if (this.directoryDirty) {
      this.directoryDirty = false;
      await syncDirectory(this.dir);
    }
    await fdatasyncAsync(journalFd);
  }

  private append(record: JournalRecord) {
    const line = JSON.stringify(record) + "\n";
    writeSync(this.journalFd, line);
    this.written++;
    this.journalBytes += Buffer.byteLength(line);
    this.recordsSinceSnapshot++;
  }

  private remember(key: string, response: StoredMutationResponse, overwrite = true) {
    if (!overwrite && this.mutations.has(key)) return;
    this.mutations.delete(key);
    this.mutations.set(key, response);
    if (this.mutations.size > REMEMBERED_MUTATIONS) {
      const oldest = this.mutations.keys().next().value;
      if (oldest !== undefined) this.mutations.delete(oldest);
    }
  }
}
