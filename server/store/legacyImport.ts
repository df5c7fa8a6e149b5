import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  unlinkSync,
} from "node:fs";
import { join } from "node:path";
import type { CommittedWrite, StoredMutationResponse } from "../engine/types";
import type { SqliteEngine } from "../engine/sqlite/engine";
import { REMEMBERED_MUTATIONS } from "../engine/sqlite/store";
import { encodeTs } from "../sync/wire";

/**
 * The data directory format before the SQLite engine (docs/embedded-backend.md, "Upgrading
 * a data directory"): `snapshot.json` (a header line, then one `[id, document]` line per
 * document; version 1 was one JSON object) and the journals `journal.prev.log` and
 * `journal.log` (one JSON record per line: a commit, or a client mutation's response).
 * Ids are kept as they are: the engine still resolves counter ids for the documents that have
 * them (new documents get random ids), and ends every session the import brings.
 */
const SNAPSHOT = "snapshot.json";
const JOURNALS = ["journal.prev.log", "journal.log"];
/** Left by a snapshot that was being written when the process stopped: never complete. */
const TEMP_FILES = ["snapshot.json.tmp", "snapshot.json.bg.tmp"];

type JournalRecord =
  | { t: "c"; ts: string; w: CommittedWrite[]; k?: string; r?: unknown }
  | { t: "r"; k: string; r: StoredMutationResponse };

interface SnapshotHeader {
  version: 1 | 2;
  lastCommitTs: string;
  mutations: [string, StoredMutationResponse][];
  /** Version 1 only. */
  documents?: CommittedWrite[];
}

export interface LegacyImport {
  documents: number;
  commits: number;
  /** Where the imported files were moved. */
  movedTo: string;
}

const LOAD_BATCH = 5_000;
const READ_CHUNK = 4 * 1024 * 1024;

/** The complete lines of a file, read in chunks (a last line with no newline is cut short). */
function* completeLines(path: string): Generator<string> {
  const fd = openSync(path, "r");
  try {
    const chunk = Buffer.allocUnsafe(READ_CHUNK);
    let carry = Buffer.alloc(0);
    for (;;) {
      const read = readSync(fd, chunk, 0, READ_CHUNK, null);
      if (read === 0) break;
      const data = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, read)]) : chunk;
      const end = carry.length > 0 ? data.length : read;
      let start = 0;
      for (let newline = data.indexOf(10, start); newline !== -1 && newline < end;) {
        yield data.toString("utf8", start, newline);
        start = newline + 1;
        newline = data.indexOf(10, start);
      }
      // Copied: `chunk` is reused by the next read.
      carry = Buffer.from(data.subarray(start, end));
    }
  } finally {
    closeSync(fd);
  }
}

function syncDirectory(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Does `dir` hold data in the format before SQLite? */
export function hasLegacyData(dir: string): boolean {
  return [SNAPSHOT, ...JOURNALS].some((name) => existsSync(join(dir, name)));
}

/**
 * Imports a pre-SQLite data directory into `engine`, once: the snapshot, then every complete
 * journal record after it, then the remembered mutation responses; the store is committed,
 * and only then are the old files moved to `dir/imported-<time>/` (kept, not deleted). A
 * crash part-way leaves the old files in place and the next start imports again: the
 * import writes only what differs, so it is safe to repeat. Returns null when there is
 * nothing to import.
 */
export function importLegacyData(dir: string, engine: SqliteEngine): LegacyImport | null {
  if (!hasLegacyData(dir)) return null;
  const mutations = new Map<string, StoredMutationResponse>();
  const remember = (key: string, response: StoredMutationResponse, overwrite = true) => {
    if (!overwrite && mutations.has(key)) return;
    mutations.delete(key);
    mutations.set(key, response);
    if (mutations.size > REMEMBERED_MUTATIONS) mutations.delete(mutations.keys().next().value!);
  };
  let batch: CommittedWrite[] = [];
  const add = (write: CommittedWrite) => {
    batch.push(write);
    if (batch.length >= LOAD_BATCH) {
      engine.importState({ documents: batch, lastCommitTs: 0n });
      batch = [];
    }
  };

  let lastCommitTs = 0n;
  let documents = 0;
  let commits = 0;
  const snapshotPath = join(dir, SNAPSHOT);
  if (existsSync(snapshotPath)) {
    let header: SnapshotHeader | null = null;
    for (const line of completeLines(snapshotPath)) {
      if (header === null) {
        header = JSON.parse(line) as SnapshotHeader;
        lastCommitTs = BigInt(header.lastCommitTs);
        for (const [key, response] of header.mutations) remember(key, response);
        for (const write of header.documents ?? []) add(write);
        documents += header.documents?.length ?? 0;
      } else if (line.length > 0) {
        add(JSON.parse(line) as CommittedWrite);
        documents++;
      }
    }
  }
  for (const name of JOURNALS) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    for (const line of completeLines(path)) {
      let record: JournalRecord;
      try {
        record = JSON.parse(line) as JournalRecord;
      } catch {
        break; // a record cut short by a crash: never acknowledged, nor anything after it
      }
      if (record.t === "r") {
        remember(record.k, record.r);
        continue;
      }
      const ts = BigInt(record.ts);
      if (ts <= lastCommitTs) continue; // already in the snapshot
      for (const write of record.w) add(write);
      if (record.k) {
        remember(record.k, { success: true, result: record.r ?? null, ts: encodeTs(ts) }, false);
      }
      lastCommitTs = ts;
      commits++;
    }
  }
  engine.importState({ documents: batch, lastCommitTs });
  for (const [key, response] of mutations) engine.store.recordMutationResponse(key, response);
  engine.store.flush();

  const movedTo = join(dir, `imported-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  mkdirSync(movedTo);
  for (const name of [SNAPSHOT, ...JOURNALS]) {
    if (existsSync(join(dir, name))) renameSync(join(dir, name), join(movedTo, name));
  }
  for (const name of TEMP_FILES) if (existsSync(join(dir, name))) unlinkSync(join(dir, name));
  syncDirectory(movedTo);
  syncDirectory(dir);
  return { documents, commits, movedTo };
}
