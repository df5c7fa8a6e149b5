/**
 * A data directory as a Convex snapshot export, and back (docs/embedded-backend.md,
 * "Export and import").
 *
 * The ZIP holds what `npx convex export` writes and `npx convex import` reads: `README.md`,
 * `_tables/documents.jsonl` (one `{"name", "id"}` line per table: its table number, which
 * every id of the table encodes) and one `<table>/documents.jsonl` per table, a document
 * per line in Convex's clean JSON. No `generated_schema.jsonl`: Convex writes it only as a
 * type hint for int64 and bytes values (which clean JSON cannot tell from strings and
 * numbers), import treats it as optional, and the schema holds neither type (an export
 * that meets one stops with a message rather than write a lossy file). System tables
 * (`_scheduled_functions`) are not exported, as on Convex.
 *
 * Ids written before Convex's format (counter ids, docs/security.md) are not valid on
 * Convex: the export gives each such document a new id of its table and rewrites every
 * string equal to an old id, anywhere in any document (a superset of the schema's `v.id`
 * fields: an old id is "<counter><table>", which no other text is).
 *
 * Import loads such a ZIP into a stopped backend's data directory, empty or not (several
 * workshops into one national directory):
 *   - ids are kept, re-encoded with this store's number for the table when it differs
 *     (the 16 random bytes stay, so ids from different workshops never clash); an id
 *     already present stops the import (the same ZIP twice);
 *   - the catalogue (narratives and policies, by `catalogueKey`) is the directory's own
 *     when it has one: references to the ZIP's copies are rewritten to it;
 *   - derived tables are not imported but recomputed: the tally shards are keyed by scope
 *     and shard, so two workshops' shards of "national" would be two rows for one key;
 *     after the documents are in, every tally shard is rebuilt from the active votes
 *     (`countVote`, the model's own rule), so tallies equal a recount by construction;
 *   - an account whose sign-in (provider and account id) the directory already has stops
 *     the import, since two accounts for one sign-in would break it.
 */
import { jsonToConvex } from "convex/values";
import type { SqliteEngine } from "../server/engine/sqlite/engine";
import { decodeId, encodeId, parseLegacyId } from "../server/engine/sqlite/ids";
import type { CommittedWrite } from "../server/engine/types";
import {
  applyTallyDeltaToSummaries,
  countVote,
  emptyTallyDelta,
  type TalliedVote,
  type TallyDelta,
} from "../convex/model/tallies";
import { readZip, ZipWriter } from "../server/store/zip";

export const SNAPSHOT_README = `# Welcome to your Convex snapshot export!

This ZIP file contains a snapshot of the tables in your Convex deployment.

Documents for each table are listed as lines of JSON in
<table_name>/documents.jsonl files.

For details on the format and how to use this snapshot with npx convex import,
check out [the docs](https://docs.convex.dev/database/import-export/export).
`;

/** Tables computed from others: recomputed on import, never copied. */
export const DERIVED_TABLES = [
  "tallyShards",
  "tallyDeltas",
  "communityTallies",
  "narrativeTallies",
  "policyTallies",
  "aiCommunityManifestos",
];
/** Catalogue tables matched by `catalogueKey` on import. */
const KEYED_CATALOGUE = ["narratives", "policies"];
/** Loaded with the catalogue: taken from the ZIP only into a directory without one. */
const CATALOGUE_TABLES = [...KEYED_CATALOGUE, "narrativePolicies", "catalogueMeta"];
/** Tally scopes written per transaction while rebuilding. */
const TALLY_BATCH = 500;

export interface ExportSummary {
  tables: number;
  documents: number;
  /** Documents that had a counter id and got a new one. */
  reIded: number;
  bytes: number;
}

/** Rewrites every string (values and object keys) found in `ids`. */
function remapIds(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remapIds(item, ids));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [ids.get(key) ?? key, remapIds(item, ids)]),
    );
  }
  return value;
}

/** Convex JSON's typed values ({"$integer": …}, {"$bytes": …}, {"$float": …}). */
const TYPED_VALUE = /\{"\$(integer|bytes|float)"/;

/** Writes every user table of `engine`'s store to `file` as a Convex snapshot ZIP. */
export function exportSnapshot(engine: SqliteEngine, file: string): ExportSummary {
  engine.store.flush();
  const db = engine.store.db;
  const tables = db
    .prepare<[], { tbl: string }>("SELECT DISTINCT tbl FROM documents ORDER BY tbl")
    .all()
    .map((row) => row.tbl)
    .filter((table) => !table.startsWith("_"));
  // Counter ids get new ids; every reference to them is rewritten.
  const newIds = new Map<string, string>();
  for (const row of db
    .prepare<[], { tbl: string; id: string }>("SELECT tbl, id FROM documents")
    .iterate()) {
    if (!row.tbl.startsWith("_") && parseLegacyId(row.id) !== null) {
      newIds.set(row.id, engine.ids.newId(row.tbl));
    }
  }
  const zip = new ZipWriter(file);
  zip.add("README.md", SNAPSHOT_README);
  const tableLines = tables.map((name) => JSON.stringify({ name, id: engine.ids.numberOf(name) }));
  zip.add("_tables/documents.jsonl", tableLines.map((line) => `${line}\n`).join(""));
  // One table at a time: memory holds the largest table's text, not the directory's.
  const select = db.prepare<[string], { id: string; json: string }>(
    "SELECT id, json FROM documents WHERE tbl = ?",
  );
  let documents = 0;
  for (const table of tables) {
    const lines: string[] = [];
    for (const row of select.iterate(table)) {
      const typed = TYPED_VALUE.exec(row.json);
      if (typed) {
        throw new Error(
          `Document ${row.id} of ${table} holds a ${typed[1]} value, which this export ` +
            "does not write (no generated_schema.jsonl): use npx convex export on a deployment.",
        );
      }
      lines.push(
        newIds.size === 0 ? row.json : JSON.stringify(remapIds(JSON.parse(row.json), newIds)),
      );
      lines.push("\n");
    }
    documents += lines.length / 2;
    zip.add(`${table}/documents.jsonl`, lines.join(""));
  }
  const bytes = zip.close();
  return { tables: tables.length, documents, reIded: newIds.size, bytes };
}

export interface ImportSummary {
  /** Documents written, per table. */
  imported: Record<string, number>;
  /** Catalogue documents of the ZIP matched to the directory's own. */
  catalogueMatched: number;
  /** Active votes the tallies were rebuilt from. */
  activeVotes: number;
}

type Json = Record<string, unknown>;

/** The lines of a JSONL entry, parsed. */
function jsonLines(data: Buffer): Json[] {
  return data
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Json);
}

/** The documents of a snapshot ZIP per table, checked against `schemaTables`. */
export function readSnapshot(file: string, schemaTables: string[]): Map<string, Json[]> {
  const entries = readZip(file);
  const tables = new Map<string, Json[]>();
  const numbers = new Map<number, string>();
  const tablesFile = entries.get("_tables/documents.jsonl");
  for (const line of tablesFile ? jsonLines(tablesFile) : []) {
    numbers.set(Number(line.id), String(line.name));
  }
  for (const [name, data] of entries) {
    if (name.startsWith("_components/")) {
      throw new Error(`${file} holds a component's tables (${name}); this app has none`);
    }
    const match = /^([^/]+)\/(documents|generated_schema)\.jsonl$/.exec(name);
    if (!match) continue; // README.md, stored files' contents
    const table = match[1];
    if (match[2] === "generated_schema") {
      // Type hints only: overrides (lines after the first) mean int64 or bytes values.
      if (jsonLines(data).length > 1) {
        throw new Error(`${name} has int64 or bytes values, which the schema does not use`);
      }
      continue;
    }
    if (table === "_tables") continue;
    const docs = jsonLines(data);
    if (table === "_storage") {
      if (docs.length > 0) throw new Error(`${file} holds stored files; this app uses none`);
      continue;
    }
    if (table.startsWith("_")) continue;
    if (!schemaTables.includes(table)) {
      throw new Error(`${file} has a table "${table}" that the schema does not define`);
    }
    for (const doc of docs) {
      const id = String(doc._id);
      const decoded = decodeId(id);
      if (decoded === null) throw new Error(`${table} document with an invalid id "${id}"`);
      const named = numbers.get(decoded.tableNumber);
      if (named !== undefined && named !== table) {
        throw new Error(`${table} document ${id} has an id of table ${named}`);
      }
    }
    tables.set(table, docs);
  }
  return tables;
}

/** Every document of the store by table (id → JSON). */
function storedByTable(engine: SqliteEngine, tables: string[]): Map<string, Map<string, Json>> {
  engine.store.flush();
  const result = new Map(tables.map((table) => [table, new Map<string, Json>()]));
  const select = engine.store.db.prepare<[string], { id: string; json: string }>(
    "SELECT id, json FROM documents WHERE tbl = ?",
  );
  for (const table of tables) {
    for (const row of select.iterate(table)) result.get(table)!.set(row.id, JSON.parse(row.json));
  }
  return result;
}

/** Loads a snapshot ZIP into `engine`'s store (see the file's comment), then rebuilds tallies. */
export async function importSnapshot(
  engine: SqliteEngine,
  file: string,
  schemaTables: string[],
): Promise<ImportSummary> {
  const snapshot = readSnapshot(file, schemaTables);
  const stored = storedByTable(engine, [...KEYED_CATALOGUE, "authAccounts"]);
  const hasCatalogue = stored.get("narratives")!.size > 0;
  const ids = new Map<string, string>();
  const skip = new Set<string>();
  let catalogueMatched = 0;

  // The directory's catalogue stands; the ZIP's narratives and policies map onto it.
  if (hasCatalogue) {
    for (const table of KEYED_CATALOGUE) {
      const byKey = new Map(
        [...stored.get(table)!].map(([id, doc]) => [String(doc.catalogueKey), id]),
      );
      for (const doc of snapshot.get(table) ?? []) {
        const existing = byKey.get(String(doc.catalogueKey));
        if (existing === undefined) continue; // not in this catalogue: imported as it is
        ids.set(String(doc._id), existing);
        skip.add(String(doc._id));
        catalogueMatched++;
      }
    }
  }
  const signIns = new Set(
    [...stored.get("authAccounts")!.values()].map((a) => `${a.provider}\n${a.providerAccountId}`),
  );
  for (const account of snapshot.get("authAccounts") ?? []) {
    const key = `${account.provider}\n${account.providerAccountId}`;
    if (signIns.has(key)) {
      throw new Error(
        `The account ${String(account.providerAccountId)} (${String(account.provider)}) is ` +
          "already in this data directory; importing it twice would break its sign-in. " +
          "Nothing was imported.",
      );
    }
    signIns.add(key);
  }

  // Ids re-encoded with this store's table numbers (the random bytes stay).
  for (const [table, docs] of snapshot) {
    const number = engine.ids.numberOf(table);
    for (const doc of docs) {
      const id = String(doc._id);
      if (skip.has(id)) continue;
      const decoded = decodeId(id)!;
      const target = decoded.tableNumber === number ? id : encodeId(number, decoded.random);
      if (target !== id) ids.set(id, target);
      if (engine.store.getJson(target) !== null) {
        throw new Error(
          `Document ${id} of ${table} is already in this data directory (was this ZIP ` +
            "imported before?). Nothing was imported.",
        );
      }
    }
  }

  const writes: CommittedWrite[] = [];
  const imported: Record<string, number> = {};
  for (const [table, docs] of snapshot) {
    if (DERIVED_TABLES.includes(table)) continue;
    if (hasCatalogue && CATALOGUE_TABLES.includes(table) && !KEYED_CATALOGUE.includes(table)) {
      continue;
    }
    for (const doc of docs) {
      if (skip.has(String(doc._id))) continue;
      const copy = (ids.size === 0 ? doc : remapIds(doc, ids)) as Json;
      writes.push([String(copy._id), copy]);
      imported[table] = (imported[table] ?? 0) + 1;
    }
  }
  engine.importState({ documents: writes, lastCommitTs: engine.lastCommitTs() });
  const activeVotes = await rebuildTallies(engine);
  return { imported, catalogueMatched, activeVotes };
}

/**
 * Every tally shard recomputed from the active votes (the derived tables emptied first).
 * Returns how many active votes were counted.
 */
export async function rebuildTallies(engine: SqliteEngine): Promise<number> {
  engine.store.flush();
  engine.store.purgeTables(DERIVED_TABLES, {});
  const delta = emptyTallyDelta();
  let activeVotes = 0;
  for (const row of engine.store.db
    .prepare<[], { json: string }>("SELECT json FROM documents WHERE tbl = 'userVotes'")
    .iterate()) {
    const vote = jsonToConvex(JSON.parse(row.json)) as unknown as TalliedVote & {
      isActive: boolean;
    };
    if (vote.isActive !== true) continue;
    countVote(delta, vote, 1);
    activeVotes++;
  }
  const entries = [...delta];
  for (let start = 0; start < entries.length; start += TALLY_BATCH) {
    const part: TallyDelta = new Map(entries.slice(start, start + TALLY_BATCH));
    await engine.runTransaction(async (ctx) => {
      await applyTallyDeltaToSummaries(ctx as never, part);
      return null;
    });
  }
  engine.store.flush();
  return activeVotes;
}

interface ScopeFigures {
  totalVotes: number;
  guestVotes: number;
  quadrants: Record<string, number>;
  narratives: Record<string, number>;
  policies: Record<string, number>;
}

function emptyFigures(): ScopeFigures {
  return { totalVotes: 0, guestVotes: 0, quadrants: {}, narratives: {}, policies: {} };
}

function addCounts(into: Record<string, number>, from: Iterable<[string, number]>) {
  for (const [key, count] of from) into[key] = (into[key] ?? 0) + count;
}

/** Zero counts left out, keys sorted: two figures compare as JSON. */
function canonical(figures: ScopeFigures): string {
  const tidy = (counts: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(counts)
        .filter(([, count]) => count !== 0)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  return JSON.stringify({
    ...figures,
    quadrants: tidy(figures.quadrants),
    narratives: tidy(figures.narratives),
    policies: tidy(figures.policies),
  });
}

/**
 * Tallies = recount, for every scope: the stored tally shards summed per scope against a
 * recount of the active votes with the model's own `countVote` (counts only: totals, guest
 * votes, quadrants, narratives, policies). Returns the scopes that differ ([]: none) and
 * how many scopes were checked. Reads SQLite directly, so any number of votes.
 */
export function checkTallies(engine: SqliteEngine): { scopes: number; differences: string[] } {
  engine.store.flush();
  const recount = new Map<string, ScopeFigures>();
  const delta = emptyTallyDelta();
  for (const row of engine.store.db
    .prepare<[], { json: string }>("SELECT json FROM documents WHERE tbl = 'userVotes'")
    .iterate()) {
    const vote = jsonToConvex(JSON.parse(row.json)) as unknown as TalliedVote & {
      isActive: boolean;
    };
    if (vote.isActive === true) countVote(delta, vote, 1);
  }
  for (const [scope, change] of delta) {
    const figures = recount.get(scope) ?? emptyFigures();
    figures.totalVotes += change.totalVotes;
    figures.guestVotes += change.guestVotes;
    addCounts(figures.quadrants, Object.entries(change.quadrantCounts));
    addCounts(figures.narratives, change.narratives);
    addCounts(figures.policies, change.policies);
    recount.set(scope, figures);
  }
  const stored = new Map<string, ScopeFigures>();
  // A scope's figures: its shard documents (the summary) plus its unfolded deltas.
  for (const row of engine.store.db
    .prepare<[], { json: string }>(
      "SELECT json FROM documents WHERE tbl IN ('tallyShards', 'tallyDeltas')",
    )
    .iterate()) {
    const shard = JSON.parse(row.json) as Json & {
      scope: string;
      totalVotes: number;
      guestVotes?: number;
      quadrantCounts: Record<string, number>;
      narratives: Record<string, number>;
      policies: Record<string, number>;
    };
    const figures = stored.get(shard.scope) ?? emptyFigures();
    figures.totalVotes += shard.totalVotes;
    figures.guestVotes += shard.guestVotes ?? 0;
    addCounts(figures.quadrants, Object.entries(shard.quadrantCounts));
    addCounts(figures.narratives, Object.entries(shard.narratives));
    addCounts(figures.policies, Object.entries(shard.policies));
    stored.set(shard.scope, figures);
  }
  const scopes = new Set([...recount.keys(), ...stored.keys()]);
  const differences: string[] = [];
  for (const scope of scopes) {
    const a = canonical(stored.get(scope) ?? emptyFigures());
    const b = canonical(recount.get(scope) ?? emptyFigures());
    if (a !== b) differences.push(`${scope}: stored ${a}, recount ${b}`);
  }
  return { scopes: scopes.size, differences };
}
