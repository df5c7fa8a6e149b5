/**
 * Exact interleavings of two and three transactions (issue 23), held at the engine's
 * pause point between a body and its validation (tests/server/pausePoints.ts), in the
 * manner of Convex's committer race tests: each test fixes the order in which the
 * transactions begin, validate and commit, and checks the outcome is that of a serial
 * run. The commit log the engine keeps for running transactions (`othersRunning` in
 * `commit`) must hold a commit whenever any other transaction is running: with exactly
 * one other and with exactly two others, and until the oldest of them has ended. A read
 * that reached the end of its range covers the rest of the range, not only its last row.
 */
import { afterEach, describe, expect, it } from "vitest";
import { defineSchema, defineTable, mutationGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
import { SqliteEngine } from "../../server/engine/sqlite/engine";
import { ok } from "./harness";
import { PausePoints } from "./pausePoints";

const schema = defineSchema({
  counters: defineTable({ key: v.string(), value: v.number() }).index("by_key", ["key"]),
  items: defineTable({ rank: v.number() }).index("by_rank", ["rank"]),
});

const counterOf = (key: string) => ({
  handler: async (ctx: { db: any }) =>
    ctx.db
      .query("counters")
      .withIndex("by_key", (q: any) => q.eq("key", key))
      .unique(),
});

const lib = {
  seed: mutationGeneric({
    args: {},
    handler: async (ctx) => {
      for (const key of ["x", "y"]) await ctx.db.insert("counters", { key, value: 0 });
      for (let rank = 1; rank <= 6; rank++) await ctx.db.insert("items", { rank });
    },
  }),
  /** Reads counter `key` and writes it back one higher: a lost update shows as a low total. */
  increment: mutationGeneric({
    args: { name: v.string(), key: v.string() },
    handler: async (ctx, { key }) => {
      const counter = await counterOf(key).handler(ctx);
      await ctx.db.patch(counter._id, { value: counter.value + 1 });
      return counter.value + 1;
    },
  }),
  value: queryGeneric({
    args: { name: v.string(), key: v.string() },
    handler: async (ctx, { key }) => (await counterOf(key).handler(ctx)).value as number,
  }),
  /** The page of three items after `cursor` (the second page when given the first's). */
  page: queryGeneric({
    args: { name: v.string(), cursor: v.union(v.string(), v.null()) },
    handler: async (ctx, { cursor }) => {
      const result = await ctx.db
        .query("items")
        .withIndex("by_rank")
        .paginate({ numItems: 3, cursor });
      return { ranks: result.page.map((item) => item.rank), cursor: result.continueCursor };
    },
  }),
  /** Every item's rank, by a full table scan that reads to the end of the table. */
  all: queryGeneric({
    args: { name: v.string() },
    handler: async (ctx) => (await ctx.db.query("items").collect()).map((item) => item.rank),
  }),
  addCounter: mutationGeneric({
    args: { key: v.string() },
    handler: async (ctx, { key }) => void (await ctx.db.insert("counters", { key, value: 0 })),
  }),
  insertItem: mutationGeneric({
    args: { name: v.string(), rank: v.number() },
    handler: async (ctx, { rank }) => void (await ctx.db.insert("items", { rank })),
  }),
};

const modules = {
  "./_generated/api.js": async () => ({}),
  "./lib.ts": async () => lib,
};

const open: SqliteEngine[] = [];
afterEach(() => {
  for (const engine of open.splice(0)) engine.close();
});

async function engineWithPauses() {
  const points = new PausePoints();
  const engine = new SqliteEngine({ schema, modules, beforeValidate: points.beforeValidate });
  open.push(engine);
  await ok(engine.runMutation("lib:seed", {}, null));
  return { engine, points };
}

const increment = (engine: SqliteEngine, name: string, key = "x") =>
  ok(engine.runMutation("lib:increment", { name, key }, null));
const valueOf = (engine: SqliteEngine, key = "x") =>
  ok(engine.call("lib:value", { name: "check", key }, null));

describe("two transactions interleaved exactly", () => {
  it("both read, the first commits, the second re-runs: no lost update", async () => {
    const { engine, points } = await engineWithPauses();
    const a = points.hold("a");
    const b = points.hold("b");
    const runA = increment(engine, "a");
    const runB = increment(engine, "b");
    await Promise.all([a.reached, b.reached]);

    a.release();
    expect(await runA).toBe(1);
    b.release();
    expect(await runB).toBe(2);

    expect(await valueOf(engine)).toBe(2);
    expect(points.reached).toEqual(["a#1", "b#1", "b#2"]);
    expect(engine.stats.conflicts).toBe(1);
  });

  it("disjoint reads commit side by side without a re-run", async () => {
    const { engine, points } = await engineWithPauses();
    const a = points.hold("a");
    const b = points.hold("b");
    const runA = increment(engine, "a", "x");
    const runB = increment(engine, "b", "y");
    await Promise.all([a.reached, b.reached]);
    a.release();
    await runA;
    b.release();
    await runB;

    expect([await valueOf(engine, "x"), await valueOf(engine, "y")]).toEqual([1, 1]);
    expect(points.reached).toEqual(["a#1", "b#1"]);
    expect(engine.stats.conflicts).toBe(0);
  });

  it("a query that read before a commit re-runs and returns the committed state", async () => {
    const { engine, points } = await engineWithPauses();
    const q = points.hold("q");
    const read = ok(engine.call("lib:value", { name: "q", key: "x" }, null));
    await q.reached;
    await increment(engine, "a");
    q.release();

    expect(await read).toBe(1);
    expect(points.reached).toEqual(["q#1", "q#2"]);
  });
});

describe("three transactions interleaved exactly", () => {
  it("all three read, then commit one by one: each later one re-runs, the total is 3", async () => {
    const { engine, points } = await engineWithPauses();
    const held = ["a", "b", "c"].map((name) => points.hold(name));
    const runs = ["a", "b", "c"].map((name) => increment(engine, name));
    await Promise.all(held.map((h) => h.reached));

    // a commits while b and c run; b re-runs and commits while c still runs.
    held[0].release();
    expect(await runs[0]).toBe(1);
    held[1].release();
    expect(await runs[1]).toBe(2);
    held[2].release();
    expect(await runs[2]).toBe(3);

    expect(await valueOf(engine)).toBe(3);
    expect(points.reached).toEqual(["a#1", "b#1", "c#1", "b#2", "c#2"]);
    expect(engine.stats.conflicts).toBe(2);
  });

  it("a commit made while two others run is checked against both, after one has ended", async () => {
    const { engine, points } = await engineWithPauses();
    const a = points.hold("a");
    const b = points.hold("b");
    const c = points.hold("c");
    const runA = increment(engine, "a", "x");
    const runB = increment(engine, "b", "y");
    const runC = increment(engine, "c", "x");
    await Promise.all([a.reached, b.reached, c.reached]);

    // a's commit (on x) must stay logged for c after b (on y) has ended.
    a.release();
    await runA;
    b.release();
    await runB;
    c.release();
    expect(await runC).toBe(2);

    expect(points.reached).toEqual(["a#1", "b#1", "c#1", "c#2"]);
    expect(await valueOf(engine, "x")).toBe(2);
  });

  it("a commit stays logged for the oldest running transaction while a newer one runs", async () => {
    const { engine, points } = await engineWithPauses();
    const a = points.hold("a");
    const runA = increment(engine, "a", "x");
    await a.reached;
    // b commits on x while a runs; then c begins, after b's commit.
    expect(await increment(engine, "b", "x")).toBe(1);
    const c = points.hold("c");
    const runC = increment(engine, "c", "y");
    await c.reached;
    // A transaction ending now trims the log: b's commit must stay for a, however new c is.
    expect(await valueOf(engine, "y")).toBe(0);
    c.release();
    await runC;
    a.release();

    expect(await runA).toBe(2);
    expect(points.reached).toEqual(["a#1", "c#1", "a#2"]);
    expect(await valueOf(engine, "x")).toBe(2);
  });
});

describe("a read that reached the end of its range", () => {
  it("a full scan re-runs when a row is added after the last one it read", async () => {
    const { engine, points } = await engineWithPauses();
    const q = points.hold("q");
    const read = ok(engine.call("lib:all", { name: "q" }, null));
    await q.reached;
    // A later creation time: past the last key the scan read, inside what it covered.
    await ok(engine.runMutation("lib:insertItem", { name: "w", rank: 7 }, null));
    q.release();

    expect(await read).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(points.reached).toEqual(["q#1", "q#2"]);
  });
});

describe("a second page's read range", () => {
  async function secondPageAgainst(rank: number) {
    const { engine, points } = await engineWithPauses();
    const first = (await ok(engine.call("lib:page", { name: "first", cursor: null }, null))) as {
      cursor: string;
    };
    const p = points.hold("p");
    const read = ok(engine.call("lib:page", { name: "p", cursor: first.cursor }, null));
    await p.reached;
    await ok(engine.runMutation("lib:insertItem", { name: "w", rank }, null));
    p.release();
    const { ranks } = (await read) as { ranks: number[] };
    return { ranks, reRan: points.reached.includes("p#2") };
  }

  it("an insert inside the page re-runs it", async () => {
    expect(await secondPageAgainst(4.5)).toEqual({ ranks: [4, 4.5, 5], reRan: true });
  });

  it("an insert on the page before leaves it be", async () => {
    expect(await secondPageAgainst(1.5)).toEqual({ ranks: [4, 5, 6], reRan: false });
  });

  it("an insert past its last key leaves it be", async () => {
    expect(await secondPageAgainst(7)).toEqual({ ranks: [4, 5, 6], reRan: false });
  });
});

describe("runMutation: its commit's timestamp, exactly once per key", () => {
  it("each mutation reports its own commit's timestamp, whatever committed after it", async () => {
    const { engine, points } = await engineWithPauses();
    const a = points.hold("a");
    const runA = engine.runMutation("lib:increment", { name: "a", key: "x" }, null);
    await a.reached;
    const b = await engine.runMutation("lib:increment", { name: "b", key: "y" }, null);
    const tsB = engine.lastCommitTs();
    a.release();
    const resultA = await runA;

    expect(b).toMatchObject({ ok: true, ts: tsB });
    expect(resultA).toMatchObject({ ok: true, ts: engine.lastCommitTs() });
    expect((resultA as { ts: bigint }).ts).toBeGreaterThan(tsB);
  });

  it("a key already answered gets the same answer, and the mutation does not run again", async () => {
    const { engine } = await engineWithPauses();
    const args = { name: "a", key: "x" };
    const first = await engine.runMutation("lib:increment", args, null, "session:1");
    const again = await engine.runMutation("lib:increment", args, null, "session:1");

    expect(first).toMatchObject({ ok: true, value: 1 });
    expect(again).toEqual(first);
    expect(await valueOf(engine)).toBe(1);
    // Another key is another request.
    expect(await engine.runMutation("lib:increment", args, null, "session:2")).toMatchObject({
      value: 2,
    });
  });

  it("a failure is recorded under its key: a re-send fails alike even once it would succeed", async () => {
    const { engine } = await engineWithPauses();
    const args = { name: "a", key: "z" };
    const first = await engine.runMutation("lib:increment", args, null, "session:3");
    expect(first.ok).toBe(false);
    await ok(engine.runMutation("lib:addCounter", { key: "z" }, null));

    const again = await engine.runMutation("lib:increment", args, null, "session:3");
    expect(again).toEqual({ ok: false, message: (first as { message: string }).message });
    expect(await valueOf(engine, "z")).toBe(0);
    expect(await engine.runMutation("lib:increment", args, null)).toMatchObject({ value: 1 });
  });
});
