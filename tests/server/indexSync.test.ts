/**
 * The stored indexes made to match the schema's when the engine opens a file
 * (server/engine/sqlite/indexSync.ts, `Store.syncIndexes`), as Convex does on a deploy: an
 * added index is built from the documents already there, a changed one built again, a
 * removed one's entries deleted, and nothing is written when they match.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { SqliteEngine } from "../../server/engine/sqlite/engine";
import { INDEXES_KEY } from "../../server/engine/sqlite/indexSync";
import { Store } from "../../server/engine/sqlite/store";
import { SchemaTables } from "../../server/engine/sqlite/tables";
import { fileEngineParts } from "./engineParts.helpers";

const fields = { group: v.string(), rank: v.number() };
const plain = defineSchema({ items: defineTable(fields) });
const byRank = defineSchema({ items: defineTable(fields).index("by_rank", ["rank"]) });
const byGroupRank = defineSchema({
  items: defineTable(fields).index("by_rank", ["group", "rank"]),
});
const twoIndexes = defineSchema({
  items: defineTable(fields).index("by_rank", ["rank"]).index("by_group", ["group"]),
});

const RANKS = [3, 1, 4, 0, 2];

const dirs: string[] = [];
/** Stores and engines the tests opened, closed after each test (before its directory goes). */
const opened: { close(): void }[] = [];
afterEach(() => {
  for (const open of opened.splice(0)) open.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A file holding RANKS as items of groups "b" (even) and "a" (odd), written under `schema`. */
async function writtenUnder(schema: unknown): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "index-sync-"));
  dirs.push(dir);
  const path = join(dir, "engine.sqlite");
  const { store, committer, writes } = fileEngineParts(schema, path);
  store.syncIndexes(schemaIndexes(schema));
  const txn = committer.begin("mutation");
  for (const rank of RANKS) writes.insert(txn, "items", { group: rank % 2 ? "a" : "b", rank });
  committer.commit(txn);
  committer.end(txn);
  store.flush();
  await store.whenDurable();
  store.close();
  return path;
}

const schemaIndexes = (schema: unknown) => new SchemaTables(schema).schemaIndexes();

/** The ranks an index's entries give, in its order. */
function ranksBy(store: Store, index: string): number[] {
  return store
    .scan(index, Buffer.alloc(0), Buffer.of(0xff), false, 100)
    .map((entry) => JSON.parse(entry.json).rank as number);
}

function entriesOf(db: Database.Database, index: string): number {
  return (
    db.prepare("SELECT count(*) AS n FROM index_entries WHERE idx = ?").get(index) as { n: number }
  ).n;
}

/** Opens `path` and syncs its indexes with `schema`'s (closed after the test). */
function syncedWith(schema: unknown, path: string) {
  const store = new Store(path);
  opened.push(store);
  const changes = store.syncIndexes(schemaIndexes(schema));
  return { store, changes };
}

describe("the stored indexes follow the schema", () => {
  it("builds an index the schema adds from the documents already there", async () => {
    const path = await writtenUnder(plain);
    const { store, changes } = syncedWith(byRank, path);
    expect(changes).toEqual({ built: ["items.by_rank"], dropped: [] });
    expect(ranksBy(store, "items.by_rank")).toEqual([0, 1, 2, 3, 4]);
  });

  it("builds an index again when its fields change", async () => {
    const path = await writtenUnder(byRank);
    const { store, changes } = syncedWith(byGroupRank, path);
    expect(changes).toEqual({ built: ["items.by_rank"], dropped: [] });
    // Group "a" (1, 3) before group "b" (0, 2, 4), each by rank.
    expect(ranksBy(store, "items.by_rank")).toEqual([1, 3, 0, 2, 4]);
    expect(entriesOf(store.db, "items.by_rank")).toBe(RANKS.length);
  });

  it("deletes the entries of an index the schema no longer has", async () => {
    const path = await writtenUnder(twoIndexes);
    const { store, changes } = syncedWith(byRank, path);
    expect(changes).toEqual({ built: [], dropped: ["items.by_group"] });
    expect(entriesOf(store.db, "items.by_group")).toBe(0);
    expect(ranksBy(store, "items.by_rank")).toEqual([0, 1, 2, 3, 4]);
    expect(entriesOf(store.db, "items.by_creation_time")).toBe(RANKS.length);
  });

  it("writes nothing when the stored indexes match the schema", async () => {
    const path = await writtenUnder(twoIndexes);
    const { store, changes } = syncedWith(twoIndexes, path);
    expect(changes).toEqual({ built: [], dropped: [] });
    const before = store.db.prepare("SELECT total_changes() AS n").get();
    expect(store.syncIndexes(schemaIndexes(twoIndexes))).toEqual({ built: [], dropped: [] });
    expect(store.db.prepare("SELECT total_changes() AS n").get()).toEqual(before);
  });

  it("in a file from before the record: builds a missing index, drops an unknown one, keeps the rest", async () => {
    const path = await writtenUnder(byRank);
    const old = new Database(path);
    old.prepare("DELETE FROM meta WHERE k = ?").run(INDEXES_KEY);
    old
      .prepare("INSERT INTO index_entries (idx, key, id) VALUES (?, ?, ?)")
      .run("items.by_old", Buffer.of(1), "x");
    old.close();
    const { store, changes } = syncedWith(twoIndexes, path);
    expect(changes).toEqual({ built: ["items.by_group"], dropped: ["items.by_old"] });
    expect(entriesOf(store.db, "items.by_old")).toBe(0);
    expect(ranksBy(store, "items.by_group")).toHaveLength(RANKS.length);
    expect(ranksBy(store, "items.by_rank")).toEqual([0, 1, 2, 3, 4]);
  });

  it("is done by the engine when it opens a file", async () => {
    const path = await writtenUnder(plain);
    const modules = { "./_generated/api.js": async () => ({}) };
    const engine = new SqliteEngine({ schema: byRank, modules, path });
    opened.push(engine);
    expect(ranksBy(engine.store, "items.by_rank")).toEqual([0, 1, 2, 3, 4]);
  });
});
