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
  writeSync,
} from "node:fs";
import { join } from "node:path";
import type { Commit, CommittedWrite, EngineState } from "../engine/types";

/** What a client mutation answered, kept so that a re-sent mutation is answered, not re-run. */
export interface StoredMutationResponse {
  success: boolean;
  result: unknown;
  errorData?: unknown;
  ts: string;
}

type JournalRecord =
  | { t: "c"; ts: string; w: CommittedWrite[]; k?: string }
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
/** Take a snapshot after this many journal records, or when the journal passes this size. */
const SNAPSHOT_EVERY_RECORDS = 20_000;
const SNAPSHOT_JOURNAL_BYTES = 64 * 1024 * 1024;

/**
 * The data directory: an append-only journal of committed writes (fsync'd, in groups,
 * before a mutation is acknowledged or its writes broadcast) plus snapshots. Recovery loads the snapshot, then replays the journal.
 */
export class DataDir {
  private journalFd: number;
  private journalBytes = 0;
  private recordsSinceSnapshot = 0;
  /** Records appended, and records known to be on disk (group commit). */
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | null = null;
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
  get snapshotPath() {
    return join(this.dir, "snapshot.json");
  }

  /**
   * Loads the snapshot and replays every complete journal record after it, handing the
   * documents to `load` in batches (a null document is a delete) as they are read.
   */
  recover(load: (documents: CommittedWrite[]) => void): RecoveredState {
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
    }
    let commitsReplayed = 0;
    // The last line is either empty or a record cut short by a crash (never acknowledged).
    let validBytes = 0;
    let totalBytes = 0;
    let broken = false;
    for (const { line, bytes, complete } of linesOf(this.journalPath)) {
      totalBytes += bytes;
      if (broken || !complete) continue;
      let record: JournalRecord;
      try {
        record = JSON.parse(line) as JournalRecord;
      } catch {
        broken = true;
        continue;
      }
      validBytes += bytes;
      if (record.t === "r") {
        this.remember(record.k, record.r);
        continue;
      }
      const ts = BigInt(record.ts);
      if (ts <= lastCommitTs) continue; // already in the snapshot
      for (const write of record.w) add(write);
      if (record.k) this.remember(record.k, { success: true, result: null, ts: record.ts }, false);
      lastCommitTs = ts;
      commitsReplayed++;
    }
    if (batch.length > 0) load(batch);
    if (validBytes < totalBytes) {
      ftruncateSync(this.journalFd, validBytes);
      fsyncSync(this.journalFd);
    }
    this.journalBytes = validBytes;
    return { documents, lastCommitTs, commitsReplayed };
  }

  /**
   * Appends a commit to the journal. It is durable once `whenDurable()` resolves: nothing
   * that depends on it (a mutation's response, a broadcast) may leave before that.
   */
  appendCommit(commit: Commit) {
    const record: JournalRecord = { t: "c", ts: commit.ts.toString(), w: commit.writes };
    if (commit.mutationKey) record.k = commit.mutationKey;
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
   * running while the disk catches up and concurrent waiters share one sync.
   */
  async whenDurable(): Promise<void> {
    const target = this.written;
    while (this.synced < target) {
      if (!this.syncing) {
        const upTo = this.written;
        this.syncing = new Promise<void>((done) =>
          fdatasync(this.journalFd, (error) => {
            this.syncing = null;
            if (error) this.onSyncFailure(error);
            else this.synced = Math.max(this.synced, upTo);
            done();
          }),
        );
      }
      await this.syncing;
    }
  }

  needsSnapshot() {
    return (
      this.recordsSinceSnapshot >= SNAPSHOT_EVERY_RECORDS ||
      this.journalBytes >= SNAPSHOT_JOURNAL_BYTES
    );
  }

  /**
   * Writes a snapshot atomically (temp file, fsync, rename), one document per line as the
   * state yields them, then empties the journal.
   */
  snapshot(state: EngineState) {
    const header: SnapshotHeader = {
      version: 2,
      lastCommitTs: state.lastCommitTs.toString(),
      mutations: [...this.mutations.entries()],
    };
    const temp = this.snapshotPath + ".tmp";
    const out = openSync(temp, "w");
    let pending = JSON.stringify(header) + "\n";
    for (const write of state.documents) {
      pending += JSON.stringify(write) + "\n";
      if (pending.length >= READ_CHUNK) {
        writeSync(out, pending);
        pending = "";
      }
    }
    writeSync(out, pending);
    fsyncSync(out);
    closeSync(out);
    renameSync(temp, this.snapshotPath);
    const dirFd = openSync(this.dir, "r");
    fsyncSync(dirFd);
    closeSync(dirFd);
    ftruncateSync(this.journalFd, 0);
    fsyncSync(this.journalFd);
    // Everything journaled so far is in the snapshot, which is on disk.
    this.synced = this.written;
    this.journalBytes = 0;
    this.recordsSinceSnapshot = 0;
  }

  close() {
    closeSync(this.journalFd);
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
