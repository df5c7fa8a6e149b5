/**
 * Issue 28, findings 1 and 3, at the engine: ids carry random bits and only valid ids of a
 * table are accepted; `Math.random` (and `crypto`) in queries and mutations cannot be
 * predicted from one execution to the next, nor across a restart.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defineSchema, defineTable, mutationGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
import { SqliteEngine } from "../../../server/engine/sqlite/engine";
import { Store, type StoredWrite } from "../../../server/engine/sqlite/store";
import { ok } from "../harness";

const schema = defineSchema({
  items: defineTable({ rank: v.number() }),
  counters: defineTable({ value: v.number() }),
});

const lib = {
  addMany: mutationGeneric({
    args: { n: v.number() },
    handler: async (ctx, { n }) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) ids.push(await ctx.db.insert("items", { rank: i }));
      return ids;
    },
  }),
  normalize: queryGeneric({
    args: { table: v.string(), id: v.string() },
    handler: (ctx, { table, id }) => ctx.db.normalizeId(table as "items", id),
  }),
  get: queryGeneric({
    args: { id: v.string() },
    handler: async (ctx, { id }) => (await ctx.db.get(id as never)) !== null,
  }),
  randoms: queryGeneric({
    args: {},
    handler: () => ({
      random: [Math.random(), Math.random(), Math.random()],
      uuid: crypto.randomUUID(),
      bytes: [...crypto.getRandomValues(new Uint8Array(16))],
    }),
  }),
};

const modules = {
  "./_generated/api.js": async () => ({}),
  "./lib.ts": async () => lib,
};

const open: SqliteEngine[] = [];
function engineAt(path = ":memory:") {
  const engine = new SqliteEngine({ schema, modules, path });
  open.push(engine);
  return engine;
}
afterEach(() => {
  for (const engine of open.splice(0)) engine.close();
});

const freshPath = () => join(mkdtempSync(join(tmpdir(), "ids-test-")), "engine.sqlite");

async function query(engine: SqliteEngine, name: string, args: Record<string, unknown> = {}) {
  const { result } = await engine.runQuery(`lib:${name}`, args, null);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** The character positions at which `ids` do not all agree. */
function varyingPositions(ids: string[]): number {
  let varying = 0;
  for (let i = 0; i < ids[0].length; i++) {
    if (new Set(ids.map((id) => id[i])).size > 1) varying++;
  }
  return varying;
}

/** A counter id of the format before random ids (what convex-test makes). */
const counterId = (counter: number, table: string) =>
  String(counter).padStart(32 - table.length, "0") + table;

/**
 * A store as the engine wrote it before random ids: counter ids, and in meta the counter
 * (`nextId`) and no mark of the upgrade.
 */
function writeStoreFromBefore(path: string, docs: { id: string; table: string; rank: number }[]) {
  const indexes = engineAt();
  const store = new Store(path);
  const writes: StoredWrite[] = docs.map(({ id, table, rank }, i) => {
    const doc = { _id: id, _creationTime: 1000 + i, rank };
    return { id, table, doc, previous: null, json: JSON.stringify(doc) };
  });
  store.apply(writes, 1n, indexes.indexesOf, {
    lastCommitTs: "1",
    nextId: "10003",
    lastCreationTime: String(1000 + docs.length),
  });
  store.close();
}

describe("ids", () => {
  it("60 consecutive ids of one table differ in at least 20 character positions", async () => {
    const engine = engineAt();
    const ids = (await ok(engine.runMutation("lib:addMany", { n: 30 }, null))) as string[];
    for (let i = 0; i < 30; i++) {
      ids.push(...((await ok(engine.runMutation("lib:addMany", { n: 1 }, null))) as string[]));
    }
    expect(new Set(ids).size).toBe(60);
    for (const id of ids) expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{31,37}$/);
    // The table number takes the first two or three characters; the rest is random.
    expect(varyingPositions(ids)).toBeGreaterThanOrEqual(20);
  });

  it("normalizeId refuses a wrong checksum, a wrong table and an unknown table", async () => {
    const engine = engineAt();
    const [id] = (await ok(engine.runMutation("lib:addMany", { n: 1 }, null))) as string[];
    expect(await query(engine, "normalize", { table: "items", id })).toBe(id);
    expect(await query(engine, "normalize", { table: "counters", id })).toBeNull();
    // One character changed: the checksum no longer matches.
    const last = id[id.length - 1];
    const typo = id.slice(0, -1) + (last === "0" ? "1" : "0");
    expect(await query(engine, "normalize", { table: "items", id: typo })).toBeNull();
    for (const junk of ["", "items", "x".repeat(32), id.toUpperCase(), `${id}0`]) {
      expect(await query(engine, "normalize", { table: "items", id: junk })).toBeNull();
    }
    // Counter ids made up for a table, known or not, in a store that never had any.
    expect(
      await query(engine, "normalize", { table: "items", id: counterId(10_000, "items") }),
    ).toBeNull();
    expect(
      await query(engine, "normalize", { table: "nosuch", id: counterId(10_000, "nosuch") }),
    ).toBeNull();
    // ctx.db.get refuses what is not an id instead of reading it.
    const { result } = await engine.runQuery("lib:get", { id: counterId(10_000, "items") }, null);
    expect(result.ok).toBe(false);
  });

  it("keeps table numbers across restarts, also when the schema gains a table", async () => {
    const path = freshPath();
    const first = engineAt(path);
    const [item] = (await ok(first.runMutation("lib:addMany", { n: 1 }, null))) as string[];
    first.close();
    // The new table comes first in the schema: it still gets a number of its own.
    const grown = defineSchema({
      notes: defineTable({ text: v.string() }),
      items: defineTable({ rank: v.number() }),
      counters: defineTable({ value: v.number() }),
    });
    const second = new SqliteEngine({ schema: grown, modules, path });
    open.push(second);
    expect(await query(second, "normalize", { table: "items", id: item })).toBe(item);
    const note = await second.runTransaction((ctx) => ctx.db.insert("notes", { text: "n" }));
    expect(await query(second, "normalize", { table: "notes", id: note })).toBe(note);
    expect(await query(second, "normalize", { table: "items", id: note })).toBeNull();
    expect(note.slice(0, 3)).not.toBe(item.slice(0, 3));
  });

  it("counter ids of a store written before random ids keep working, and only those", async () => {
    const path = freshPath();
    const kept = counterId(10_001, "items");
    writeStoreFromBefore(path, [
      { id: counterId(10_000, "items"), table: "items", rank: 1 },
      { id: kept, table: "items", rank: 2 },
      { id: counterId(10_002, "counters"), table: "counters", rank: 3 },
    ]);
    const engine = engineAt(path);
    expect(await query(engine, "normalize", { table: "items", id: kept })).toBe(kept);
    expect(await query(engine, "get", { id: kept })).toBe(true);
    expect(await query(engine, "normalize", { table: "counters", id: kept })).toBeNull();
    // Past the store's last counter, and of a table the store does not know.
    expect(
      await query(engine, "normalize", { table: "items", id: counterId(10_003, "items") }),
    ).toBeNull();
    expect(
      await query(engine, "normalize", { table: "nosuch", id: counterId(10_001, "nosuch") }),
    ).toBeNull();
    const [fresh] = (await ok(engine.runMutation("lib:addMany", { n: 1 }, null))) as string[];
    expect(fresh).toMatch(/^[0-9a-hjkmnp-tv-z]{32}$/);
  });
});

describe("importing counter ids (a data directory from before SQLite)", () => {
  it("keeps the documents and their ids, and ends the sessions it brought", async () => {
    const engine = engineAt();
    const item = counterId(10_000, "items");
    const session = counterId(10_001, "authSessions");
    const refreshToken = counterId(10_002, "authRefreshTokens");
    const doc = (id: string, fields: Record<string, unknown>) => ({
      _id: id,
      _creationTime: 1,
      ...fields,
    });
    engine.importState({
      documents: [
        [item, doc(item, { rank: 1 })],
        [session, doc(session, { userId: "x", expirationTime: Date.now() + 60_000 })],
        [refreshToken, doc(refreshToken, { sessionId: session, expirationTime: 1e15 })],
      ],
      lastCommitTs: 5n,
    });
    expect(await query(engine, "normalize", { table: "items", id: item })).toBe(item);
    expect(await query(engine, "get", { id: item })).toBe(true);
    expect(engine.store.count("authSessions")).toBe(0);
    expect(engine.store.count("authRefreshTokens")).toBe(0);
  });
});

describe("Math.random and crypto in queries and mutations", () => {
  interface Randoms {
    random: number[];
    uuid: string;
    bytes: number[];
  }
  const randoms = async (engine: SqliteEngine) => (await query(engine, "randoms")) as Randoms;

  /** Each source on its own: Math.random, crypto.randomUUID, crypto.getRandomValues. */
  function expectUnrelated(a: Randoms, b: Randoms) {
    expect(b.random.filter((value) => a.random.includes(value))).toEqual([]);
    expect(b.uuid).not.toBe(a.uuid);
    expect(b.bytes).not.toEqual(a.bytes);
  }

  it("differ between two executions of the same query", async () => {
    const engine = engineAt();
    expectUnrelated(await randoms(engine), await randoms(engine));
  });

  it("differ between two fresh data directories, and across a restart", async () => {
    const path = freshPath();
    const a = engineAt(path);
    const fromA = await randoms(a);
    a.close();
    const fromB = await randoms(engineAt(freshPath()));
    const afterRestart = await randoms(engineAt(path));
    expectUnrelated(fromA, fromB);
    expectUnrelated(fromA, afterRestart);
  });
});
