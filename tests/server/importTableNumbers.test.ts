/**
 * A ZIP whose table numbers differ from the target's (issue 38, item 5): `npx convex
 * export` numbers a deployment's tables in the order they were made, so a ZIP from
 * another deployment can give `users` the number this directory gives `userVotes`. The
 * import maps each document by its table's name (the ZIP's folder, `_tables`), re-encodes
 * its id and every reference with this directory's numbers, and the data comes through:
 * each table holds the same documents, and each reference still points at the document it
 * pointed at, in the table it pointed into.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";
import { buildSeededDataDir } from "../../bench/liveSeed";
import { ENGINE_FILE } from "../../server/backend";
import { createSqliteEngine, type SqliteEngine } from "../../server/engine/sqlite/engine";
import { decodeId, encodeId } from "../../server/engine/sqlite/ids";
import { readZip, ZipWriter } from "../../server/store/zip";
import {
  checkConvexImportRules,
  checkTallies,
  DERIVED_TABLES,
  exportSnapshot,
  importSnapshot,
  schemaJsonOf,
} from "../../scripts/snapshotData";
import schema from "../../convex/schema";

const CONVEX_DIR = resolve(import.meta.dirname, "../../convex");
const SCHEMA = schemaJsonOf(schema);
const VOTES = 5;
const work = mkdtempSync(join(tmpdir(), "import-table-numbers-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function open(dir: string): Promise<SqliteEngine> {
  mkdirSync(dir, { recursive: true });
  return createSqliteEngine(CONVEX_DIR, join(dir, ENGINE_FILE));
}

/** A quoted string that may be an id (Convex ids are 31 to 37 base-32 characters). */
const QUOTED_ID = /"([0-9a-z]{31,37})"/g;

/**
 * Each table's documents as text in which every id names its table and random bytes
 * (`<table>:<hex>`) in place of the number that table has in `engine`: equal between two
 * directories exactly when the same documents sit in the same tables and every reference
 * points at the same document of the same table.
 */
function documentsByTable(engine: SqliteEngine, tables: string[]): Map<string, string[]> {
  engine.store.flush();
  const select = engine.store.db.prepare<[string], { json: string }>(
    "SELECT json FROM documents WHERE tbl = ?",
  );
  const byTable = new Map<string, string[]>();
  for (const table of tables) {
    const docs = select.all(table).map(({ json }) =>
      json.replace(QUOTED_ID, (whole, id: string) => {
        const decoded = decodeId(id);
        const named = engine.ids.tableOf(id);
        if (decoded === null || named === null) return whole;
        return `"${named}:${Buffer.from(decoded.random).toString("hex")}"`;
      }),
    );
    byTable.set(table, docs.sort());
  }
  return byTable;
}

/**
 * `zip` rewritten with every table given the number of the next table in `_tables` (the
 * last the first's): no table keeps its number, and each number the ZIP uses is another
 * table's in the directory it came from. Every id is re-encoded to match.
 */
function rotateTableNumbers(zip: string, rotated: string): Map<string, number> {
  const entries = readZip(zip);
  const lines = entries
    .get("_tables/documents.jsonl")!
    .toString()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { name: string; id: number });
  const next = new Map(lines.map((line, at) => [line.id, lines[(at + 1) % lines.length].id]));
  const writer = new ZipWriter(rotated);
  for (const [name, data] of entries) {
    if (name === "_tables/documents.jsonl") {
      const renumbered = lines.map((line) => ({ name: line.name, id: next.get(line.id)! }));
      writer.add(name, renumbered.map((line) => `${JSON.stringify(line)}\n`).join(""));
    } else if (name.endsWith("/documents.jsonl")) {
      const text = data.toString().replace(QUOTED_ID, (whole, id: string) => {
        const decoded = decodeId(id);
        const number = decoded === null ? undefined : next.get(decoded.tableNumber);
        return number === undefined ? whole : `"${encodeId(number, decoded!.random)}"`;
      });
      writer.add(name, text);
    } else writer.add(name, data);
  }
  writer.close();
  return new Map(lines.map((line) => [line.name, next.get(line.id)!]));
}

test("a ZIP whose table numbers are another table's arrives by table name, references intact", async () => {
  const source = join(work, "source");
  mkdirSync(source);
  await buildSeededDataDir(source, VOTES, 0);
  const zip = join(work, "workshop.zip");
  let engine = await open(source);
  exportSnapshot(engine, zip);
  const tables = [...readZip(zip).keys()]
    .filter((name) => name.endsWith("/documents.jsonl") && !name.startsWith("_"))
    .map((name) => name.split("/")[0])
    .filter((table) => !DERIVED_TABLES.includes(table));
  const expected = documentsByTable(engine, tables);
  // The target numbers its tables as the source did (tables numbered in the same order).
  const numbers = new Map(tables.map((table) => [table, engine.ids.numberOf(table)]));
  engine.close();

  const rotated = join(work, "rotated.zip");
  const zipNumbers = rotateTableNumbers(zip, rotated);
  expect(checkConvexImportRules(readZip(rotated), SCHEMA).problems).toEqual([]);

  const target = join(work, "target");
  engine = await open(target);
  for (const table of [...numbers.keys()].sort((a, b) => numbers.get(a)! - numbers.get(b)!)) {
    expect(engine.ids.numberOf(table)).toBe(numbers.get(table));
  }
  // Every table the votes need is in the ZIP under a number that is not its own here.
  expect(tables).toEqual(expect.arrayContaining(["users", "userVotes", "narratives", "policies"]));
  for (const table of tables) expect(zipNumbers.get(table)).not.toBe(numbers.get(table));

  const summary = await importSnapshot(engine, rotated, SCHEMA);
  expect(summary.activeVotes).toBe(VOTES);
  expect(documentsByTable(engine, tables)).toEqual(expected);
  for (const table of tables) {
    const [first] = expected.get(table)!;
    if (first === undefined) continue;
    // Ids here carry this directory's numbers, not the ZIP's.
    const { json } = engine.store.db
      .prepare<[string], { json: string }>("SELECT json FROM documents WHERE tbl = ? LIMIT 1")
      .get(table)!;
    const id = String((JSON.parse(json) as { _id: string })._id);
    expect(decodeId(id)!.tableNumber).toBe(numbers.get(table));
  }
  expect(checkTallies(engine).differences).toEqual([]);
  const overview = (await engine.runInternal("community:overview", {})) as {
    totalVotes: number;
  };
  expect(overview.totalVotes).toBe(VOTES);
  engine.close();
}, 120_000);
