/**
 * The `by_id` index without entries of its own (issue 36; docs/embedded-backend.md "The
 * SQLite engine"). Its key is the id alone, encoded as every string is (keys.ts: the string
 * tag, the id's UTF-8 bytes, then 0x00 0x00), and ids are ASCII without NUL: so keys order
 * as the ids' text does, and a range of the index is a range of the `documents` table's
 * primary key. Writing an entry per document for it was 6 of a bind's 25 index inserts;
 * a file written before holds such entries until the engine opens it (indexSync.ts).
 */
import type Database from "better-sqlite3";
import { encodeKey } from "./keys";
import type { IndexEntry } from "./store";

const BY_ID = ".by_id";
/** The string tag every `by_id` key starts with (keys.ts). */
const STRING_TAG = 0x06;
/** Text above every id (U+FFFF is EF BF BF in UTF-8, above any ASCII byte). */
const ABOVE_IDS = "\uffff";

/** True for a table's built-in `by_id` index (`<table>.by_id`; Convex reserves the name). */
export function isByIdIndex(name: string): boolean {
  return name.endsWith(BY_ID);
}

/** A `by_id` index's table. */
function tableOf(name: string): string {
  return name.slice(0, -BY_ID.length);
}

/** The ascending and descending scans of one table's documents by id, between two ids. */
export function byIdStatements(db: Database.Database) {
  const scan = (order: "ASC" | "DESC") =>
    db.prepare<[string, string, string], { id: string; json: string }>(
      `SELECT id, json FROM documents WHERE id >= ? AND id < ? AND tbl = ? ORDER BY id ${order}`,
    );
  return { asc: scan("ASC"), desc: scan("DESC") };
}

export type ByIdStatements = ReturnType<typeof byIdStatements>;

/** The id characters a bound starts with after its tag, up to a byte no id holds. */
function idPrefix(bound: Buffer): string {
  let end = 1;
  while (end < bound.length && bound[end] > 0 && bound[end] < 0x80) end++;
  return bound.toString("latin1", 1, end);
}

/**
 * Text bounds [from, to) holding every id whose key is in the byte range [lo, hi), or null
 * when no key can be. A superset: a bound cut short at a byte no id holds (its terminator,
 * AFTER_PREFIX, a non-ASCII byte) still holds every id it must; `scanById` checks each key.
 */
export function idTextRange(lo: Buffer, hi: Buffer): [string, string] | null {
  if (hi.length === 0 || hi[0] < STRING_TAG) return null;
  if (lo.length > 0 && lo[0] > STRING_TAG) return null;
  const from = lo.length === 0 || lo[0] < STRING_TAG ? "" : idPrefix(lo);
  // Every id below the bound's prefix or starting with it.
  const to = hi[0] > STRING_TAG ? ABOVE_IDS : idPrefix(hi) + ABOVE_IDS;
  return [from, to];
}

/** `Store.scan` of a `by_id` index: the table's documents whose key is in [lo, hi). */
export function scanById(
  statements: ByIdStatements,
  index: string,
  lo: Buffer,
  hi: Buffer,
  desc: boolean,
  limit: number,
): IndexEntry[] {
  const range = idTextRange(lo, hi);
  const entries: IndexEntry[] = [];
  if (range === null || limit <= 0) return entries;
  const statement = desc ? statements.desc : statements.asc;
  for (const row of statement.iterate(range[0], range[1], tableOf(index))) {
    const key = encodeKey([row.id]);
    if (key.compare(lo) < 0 || key.compare(hi) >= 0) continue;
    entries.push({ key, id: row.id, json: row.json });
    if (entries.length >= limit) break;
  }
  return entries;
}
