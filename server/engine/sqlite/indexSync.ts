/**
 * The stored indexes made to match the schema's when the engine opens a file
 * (docs/embedded-backend.md "Tables"), as Convex does on a deploy: an index the schema adds
 * is built from its table's documents, one whose fields changed is built again, and one the
 * schema no longer has loses its entries (an email in an old index's keys would otherwise
 * outlive "Delete my account", which removes only the current indexes' entries). The
 * `by_id` entries a file written before 30 November 2026 holds go too: that index is read
 * from the documents now (byIdIndex.ts).
 */
import type Database from "better-sqlite3";
import { isByIdIndex } from "./byIdIndex";
import type { IndexDef } from "./store";
import { isBuiltinIndex } from "./tables";

/** The `meta` row naming the indexes the entries were last made for, with their fields. */
export const INDEXES_KEY = "indexes";

/** Every index name the file holds entries of (one seek per name, not a scan of entries). */
export function storedIndexNames(db: Database.Database): string[] {
  const next = db.prepare<[string], { idx: string }>(
    "SELECT idx FROM index_entries WHERE idx > ? ORDER BY idx LIMIT 1",
  );
  const names: string[] = [];
  for (let row = next.get(""); row !== undefined; row = next.get(row.idx)) names.push(row.idx);
  return names;
}

/** What the schema's fields of each index are, as recorded (`INDEXES_KEY`). */
export type IndexRecord = Record<string, string[]>;

export function recordOf(indexes: IndexDef[]): IndexRecord {
  return Object.fromEntries(indexes.map((index) => [index.name, index.fields]));
}

/**
 * Which of the schema's `indexes` (built-in ones left out) need building and which stored
 * ones dropping (those the schema lacks, and `by_id`, which has no entries any more). `recorded` is what the entries were made for, null in a file written
 * before the record: there an index is built if it has no entry while its table has a
 * document (`hasDocuments`), since its fields then cannot be known.
 */
export function indexChanges(
  indexes: IndexDef[],
  recorded: IndexRecord | null,
  stored: string[],
  hasDocuments: (table: string) => boolean,
): { build: IndexDef[]; drop: string[] } {
  const present = new Set(stored);
  const wanted = new Set(indexes.map((index) => index.name));
  const build = indexes.filter((index) =>
    recorded === null
      ? !present.has(index.name) && hasDocuments(index.table)
      : JSON.stringify(recorded[index.name] ?? null) !== JSON.stringify(index.fields),
  );
  const drop = stored.filter(
    (name) => isByIdIndex(name) || (!isBuiltinIndex(name) && !wanted.has(name)),
  );
  return { build, drop };
}
