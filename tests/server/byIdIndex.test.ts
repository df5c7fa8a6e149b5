/**
 * The `by_id` index without entries of its own (server/engine/sqlite/byIdIndex.ts, issue
 * 36): nothing is written for it, its scans read the documents and give what its entries
 * gave (keys in order, within the bounds, up to the limit, of one table), on the store's
 * connection and on a query thread's, and a file holding entries from before loses them,
 * and only them, when the engine opens it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { idTextRange } from "../../server/engine/sqlite/byIdIndex";
import type { Committer } from "../../server/engine/sqlite/committer";
import { SqliteEngine } from "../../server/engine/sqlite/engine";
import { AFTER_PREFIX, encodeKey } from "../../server/engine/sqlite/keys";
import type { SerializedQuery } from "../../server/engine/sqlite/queries";
import { SnapshotReader } from "../../server/engine/sqlite/snapshotReader";
import type { StoreReads } from "../../server/engine/sqlite/store";
import type { WritePath } from "../../server/engine/sqlite/writePath";
import { fileEngineParts, memoryEngineParts } from "./engineParts.helpers";

const schema = defineSchema({
  items: defineTable({ rank: v.number() }),
  others: defineTable({ rank: v.number() }),
});

const ITEMS = 40;
const OTHERS = 15;

/** Inserts ITEMS items and OTHERS others in one commit; returns the items' ids. */
function fill(committer: Committer, writes: WritePath): string[] {
  const txn = committer.begin("mutation");
  const items = Array.from({ length: ITEMS }, (_, rank) => writes.insert(txn, "items", { rank }));
  for (let rank = 0; rank < OTHERS; rank++) writes.insert(txn, "others", { rank });
  committer.commit(txn);
  committer.end(txn);
  return items;
}

function entriesOf(db: Database.Database, index: string): number {
  return (
    db.prepare("SELECT count(*) AS n FROM index_entries WHERE idx = ?").get(index) as { n: number }
  ).n;
}

const key = (id: string) => encodeKey([id]);

/** What the index's entries would give: the ids whose key is in [lo, hi), in key order. */
function expected(ids: string[], lo: Buffer, hi: Buffer, desc: boolean, limit: number) {
  const inRange = ids
    .map((id) => ({ id, key: key(id) }))
    .filter((row) => row.key.compare(lo) >= 0 && row.key.compare(hi) < 0)
    .sort((a, b) => a.key.compare(b.key));
  if (desc) inRange.reverse();
  return inRange.slice(0, limit).map((row) => row.id);
}

/** Bounds of every kind a scan is given: whole, one id, between ids, prefixes, odd bytes. */
function boundsFor(ids: string[]): [Buffer, Buffer][] {
  const sorted = [...ids].sort();
  const one = sorted[7];
  const prefix = (text: string, ...tail: number[]) =>
    Buffer.concat([Buffer.of(0x06), Buffer.from(text, "latin1"), Buffer.from(tail)]);
  return [
    [Buffer.alloc(0), Buffer.of(AFTER_PREFIX)],
    [key(one), Buffer.concat([key(one), Buffer.of(0)])],
    [key(sorted[5]), key(sorted[20])],
    [prefix(one.slice(0, 1)), prefix(one.slice(0, 1), AFTER_PREFIX)],
    // Ids start with their table's number: "j5…" and "j9…" here, so the first character
    // is both tables', and the fourth and fifth are random.
    [prefix(one.slice(0, 4)), prefix(one.slice(0, 4), AFTER_PREFIX)],
    [prefix(one.slice(0, 5)), prefix(one.slice(0, 5), AFTER_PREFIX)],
    // After every id starting with the 2nd id's first characters, before the 30th.
    [prefix(sorted[1].slice(0, 4), AFTER_PREFIX), key(sorted[30])],
    // A bound with a byte no id holds (non-ASCII), and one with a terminator inside.
    [prefix(sorted[3].slice(0, 4), 0x80), prefix(sorted[25].slice(0, 5), 0, 0x41)],
    [Buffer.of(0x05), Buffer.of(0x06)],
    [Buffer.of(0x07), Buffer.of(AFTER_PREFIX)],
    [key(sorted[20]), key(sorted[5])],
  ];
}

/** Every bound of `boundsFor`, both orders and three limits, against `expected`. */
function expectScansMatch(reads: StoreReads, items: string[]) {
  for (const [lo, hi] of boundsFor(items)) {
    for (const desc of [false, true]) {
      for (const limit of [1, 7, 100]) {
        const entries = reads.scan("items.by_id", lo, hi, desc, limit);
        const what = `${lo.toString("hex")}..${hi.toString("hex")} ${desc ? "desc" : "asc"} ${limit}`;
        expect(
          entries.map((entry) => entry.id),
          what,
        ).toEqual(expected(items, lo, hi, desc, limit));
        for (const entry of entries) {
          expect(entry.key.equals(key(entry.id))).toBe(true);
          expect(JSON.parse(entry.json)._id).toBe(entry.id);
        }
      }
    }
  }
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function filledFile() {
  const dir = mkdtempSync(join(tmpdir(), "by-id-"));
  dirs.push(dir);
  const path = join(dir, "data.sqlite");
  const { store, committer, writes } = fileEngineParts(schema, path);
  const items = fill(committer, writes);
  store.flush();
  await store.whenDurable();
  return { path, store, committer, writes, items };
}

describe("the by_id index", () => {
  it("has no entries: inserts, replacements and deletes write none", () => {
    const { store, committer, writes } = memoryEngineParts(schema);
    const items = fill(committer, writes);
    const txn = committer.begin("mutation");
    writes.write(txn, "items", items[0], null);
    committer.commit(txn);
    committer.end(txn);
    expect(entriesOf(store.db, "items.by_id")).toBe(0);
    expect(entriesOf(store.db, "others.by_id")).toBe(0);
    expect(entriesOf(store.db, "items.by_creation_time")).toBe(ITEMS - 1);
    expect(store.scan("items.by_id", Buffer.alloc(0), Buffer.of(0xff), false, 100)).toHaveLength(
      ITEMS - 1,
    );
  });

  it("scans the documents in key order, within any bounds, up to the limit, of its table alone", () => {
    const { store, committer, writes } = memoryEngineParts(schema);
    const items = fill(committer, writes);
    expectScansMatch(store, items);
  });

  it("scans alike on a query thread's connection", async () => {
    const { path, store, items } = await filledFile();
    const reader = new SnapshotReader(path);
    try {
      reader.begin();
      expectScansMatch(reader, items);
    } finally {
      reader.close();
      store.close();
    }
  });

  it("answers a query by _id and a paginated walk of the whole table, both orders", () => {
    const { committer, reads, writes } = memoryEngineParts(schema);
    const items = fill(committer, writes);
    const byId = (range: unknown[], order: "asc" | "desc"): SerializedQuery => ({
      source: { type: "IndexRange", indexName: "items.by_id", range, order } as never,
      operators: [],
    });
    const txn = committer.begin("query");
    const one = JSON.parse(
      reads.queryPage(txn, {
        query: byId([{ type: "Eq", fieldPath: "_id", value: items[11] }], "asc"),
        cursor: null,
        pageSize: 10,
      }),
    );
    expect(one.page.map((doc: { _id: string }) => doc._id)).toEqual([items[11]]);
    committer.end(txn);
    for (const order of ["asc", "desc"] as const) {
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 10; page++) {
        const reader = committer.begin("query");
        const result = JSON.parse(
          reads.queryPage(reader, { query: byId([], order), cursor, pageSize: 7 }),
        );
        committer.end(reader);
        walked.push(...result.page.map((doc: { _id: string }) => doc._id));
        if (result.isDone) break;
        cursor = result.continueCursor;
      }
      const sorted = [...items].sort();
      expect(walked).toEqual(order === "asc" ? sorted : sorted.reverse());
    }
  });

  it("gives text bounds that hold every id of a byte range, and none for a range of no id", () => {
    expect(idTextRange(Buffer.alloc(0), Buffer.of(0xff))).toEqual(["", "\uffff"]);
    expect(
      idTextRange(Buffer.of(0x06, 0x61, 0x62, 0, 0), Buffer.of(0x06, 0x61, 0x63, 0xff)),
    ).toEqual(["ab", "ac\uffff"]);
    expect(idTextRange(Buffer.of(0x06, 0x61, 0x80, 0x62), Buffer.of(0x07))).toEqual([
      "a",
      "\uffff",
    ]);
    expect(idTextRange(Buffer.of(0x01), Buffer.of(0x05, 0xff))).toBeNull();
    expect(idTextRange(Buffer.of(0x07), Buffer.of(0xff))).toBeNull();
    expect(idTextRange(Buffer.alloc(0), Buffer.alloc(0))).toBeNull();
  });

  it("deletes the entries a file from before holds when it is opened, and only those", async () => {
    const { path, store, items } = await filledFile();
    store.close();
    // What an older engine wrote: an entry per document, keyed by the id.
    const old = new Database(path);
    const insert = old.prepare("INSERT INTO index_entries (idx, key, id) VALUES (?, ?, ?)");
    for (const id of items) insert.run("items.by_id", key(id), id);
    insert.run("others.by_id", key("x"), "x");
    const others = entriesOf(old, "others.by_creation_time");
    old.close();

    const modules = { "./_generated/api.js": async () => ({}) };
    const engine = new SqliteEngine({ schema, modules, path });
    const reopened = engine.store;
    try {
      expect(entriesOf(reopened.db, "items.by_id")).toBe(0);
      expect(entriesOf(reopened.db, "others.by_id")).toBe(0);
      expect(entriesOf(reopened.db, "items.by_creation_time")).toBe(ITEMS);
      expect(entriesOf(reopened.db, "others.by_creation_time")).toBe(others);
      expectScansMatch(reopened, items);
    } finally {
      engine.close();
    }
  });
});
