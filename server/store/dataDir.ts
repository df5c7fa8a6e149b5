import {
  closeSync,
  fdatasync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
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

interface Snapshot {
  version: 1;
  lastCommitTs: string;
  documents: CommittedWrite[];
  mutations: [string, StoredMutationResponse][];
}

export interface RecoveredState {
  state: EngineState;
  commitsReplayed: number;
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

  /** Loads the snapshot and replays every complete journal record after it. */
  recover(): RecoveredState {
    const documents = new Map<string, unknown>();
    let lastCommitTs = 0n;
    if (existsSync(this.snapshotPath)) {
      const snapshot = JSON.parse(readFileSync(this.snapshotPath, "utf8")) as Snapshot;
      for (const [id, doc] of snapshot.documents) documents.set(id, doc);
      lastCommitTs = BigInt(snapshot.lastCommitTs);
      for (const [key, response] of snapshot.mutations) this.remember(key, response);
    }
    let commitsReplayed = 0;
    const text = readFileSync(this.journalPath, "utf8");
    const lines = text.split("\n");
    // The last line is either empty or a record cut short by a crash (never acknowledged).
    let validBytes = 0;
    for (let i = 0; i < lines.length - 1; i++) {
      let record: JournalRecord;
      try {
        record = JSON.parse(lines[i]) as JournalRecord;
      } catch {
        break;
      }
      validBytes += Buffer.byteLength(lines[i]) + 1;
      if (record.t === "r") {
        this.remember(record.k, record.r);
        continue;
      }
      const ts = BigInt(record.ts);
      if (ts <= lastCommitTs) continue; // already in the snapshot
      for (const [id, doc] of record.w) {
        if (doc === null) documents.delete(id);
        else documents.set(id, doc);
      }
      if (record.k) this.remember(record.k, { success: true, result: null, ts: record.ts }, false);
      lastCommitTs = ts;
      commitsReplayed++;
    }
    if (validBytes < Buffer.byteLength(text)) {
      ftruncateSync(this.journalFd, validBytes);
      fsyncSync(this.journalFd);
    }
    this.journalBytes = validBytes;
    return {
      state: { documents: [...documents.entries()], lastCommitTs },
      commitsReplayed,
    };
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

  /** Writes a snapshot atomically (temp file, fsync, rename), then empties the journal. */
  snapshot(state: EngineState) {
    const snapshot: Snapshot = {
      version: 1,
      lastCommitTs: state.lastCommitTs.toString(),
      documents: state.documents,
      mutations: [...this.mutations.entries()],
    };
    const temp = this.snapshotPath + ".tmp";
    writeFileSync(temp, JSON.stringify(snapshot));
    const fd = openSync(temp, "r");
    fsyncSync(fd);
    closeSync(fd);
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
