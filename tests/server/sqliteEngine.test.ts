import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  actionGeneric,
  defineSchema,
  defineTable,
  makeFunctionReference,
  mutationGeneric,
  queryGeneric,
} from "convex/server";
import { compareValues, getConvexSize, v, type Value } from "convex/values";
import { SqliteEngine } from "../../server/engine/sqlite/engine";
import { encodeKey, encodeKeyWithEnds } from "../../server/engine/sqlite/keys";
import { LIMITS } from "../../server/engine/sqlite/validate";
import type { Commit } from "../../server/engine/types";
import { FINISHED_JOBS_KEPT_MS } from "../../server/engine/sqlite/scheduler";
import { PausePoints } from "./pausePoints";
import { ok } from "./harness";

const schema = defineSchema({
  items: defineTable({ group: v.string(), rank: v.number(), blob: v.optional(v.any()) }).index(
    "by_group_rank",
    ["group", "rank"],
  ),
  counters: defineTable({ name: v.string(), value: v.number() }).index("by_name", ["name"]),
});

const ref = (name: string) => makeFunctionReference<any>(name);

/** The functions under test, as one module `lib`. */
const lib = {
  add: mutationGeneric({
    args: { group: v.string(), rank: v.number(), blob: v.optional(v.any()) },
    handler: (ctx, args) => ctx.db.insert("items", args),
  }),
  addMany: mutationGeneric({
    args: { n: v.number() },
    handler: async (ctx, { n }) => {
      for (let i = 0; i < n; i++) await ctx.db.insert("items", { group: "bulk", rank: i });
    },
  }),
  group: queryGeneric({
    args: { group: v.string() },
    handler: async (ctx, { group }) =>
      (
        await ctx.db
          .query("items")
          .withIndex("by_group_rank", (q) => q.eq("group", group))
          .collect()
      ).map((item) => item.rank),
  }),
  /** `undefined` as a filter literal and as an index bound (sent as `{ $undefined: null }`). */
  withoutBlob: queryGeneric({
    args: {},
    handler: async (ctx) => ({
      filtered: (
        await ctx.db
          .query("items")
          .filter((q) => q.eq(q.field("blob"), undefined))
          .collect()
      ).map((item) => item.rank),
      indexed: (
        await ctx.db
          .query("items")
          .withIndex("by_group_rank", (q: any) => q.eq("group", undefined))
          .collect()
      ).length,
    }),
  }),
  ranked: queryGeneric({
    args: { group: v.string(), above: v.number() },
    handler: async (ctx, { group, above }) =>
      (
        await ctx.db
          .query("items")
          .withIndex("by_group_rank", (q: any) => q.eq("group", group).gt("rank", above))
          .order("desc")
          .filter((q) => q.neq(q.field("rank"), 5))
          .take(3)
      ).map((item) => item.rank),
  }),
  page: queryGeneric({
    args: { cursor: v.union(v.string(), v.null()), desc: v.optional(v.boolean()) },
    handler: (ctx, { cursor, desc }) =>
      ctx.db
        .query("items")
        .withIndex("by_group_rank", (q) => q.eq("group", "bulk"))
        .order(desc ? "desc" : "asc")
        .paginate({ cursor, numItems: 3 }),
  }),
  requireGroup: queryGeneric({
    args: { group: v.string() },
    handler: async (ctx, { group }) => {
      const first = await ctx.db
        .query("items")
        .withIndex("by_group_rank", (q) => q.eq("group", group))
        .first();
      if (first === null) throw new Error(`no group ${group}`);
      return first.rank;
    },
  }),
  whoami: queryGeneric({
    args: {},
    handler: async (ctx) => (await ctx.auth.getUserIdentity())?.subject ?? null,
  }),
  readAll: queryGeneric({
    args: {},
    handler: async (ctx) => (await ctx.db.query("items").collect()).length,
  }),
  increment: mutationGeneric({
    args: { name: v.string() },
    handler: async (ctx, { name }) => {
      const row = await ctx.db
        .query("counters")
        .withIndex("by_name", (q) => q.eq("name", name))
        .unique();
      // Yield between the read and the write, so concurrent calls interleave.
      await ctx.db.query("counters").first();
      if (row) await ctx.db.patch("counters", row._id, { value: row.value + 1 });
      else await ctx.db.insert("counters", { name, value: 1 });
    },
  }),
  counter: queryGeneric({
    args: { name: v.string() },
    handler: async (ctx, { name }) =>
      (
        await ctx.db
          .query("counters")
          .withIndex("by_name", (q) => q.eq("name", name))
          .unique()
      )?.value ?? null,
  }),
  clock: mutationGeneric({
    args: {},
    handler: async () => {
      const start = Date.now();
      const randoms = [Math.random(), Math.random()];
      let spin = 0;
      while (spin < 2e6) spin++;
      return { start, end: Date.now(), randoms };
    },
  }),
  fetchInQuery: queryGeneric({
    args: {},
    handler: async () => {
      await fetch("http://127.0.0.1:9/");
      return null;
    },
  }),
  timerInMutation: mutationGeneric({
    args: {},
    handler: async () => {
      setTimeout(() => {}, 1);
      return null;
    },
  }),
  later: mutationGeneric({
    args: { delayMs: v.number() },
    handler: async (ctx, { delayMs }) => {
      await ctx.scheduler.runAfter(delayMs, ref("lib:add"), { group: "later", rank: 1 });
    },
  }),
  /** Schedules `lib:add` now: the job's id. */
  laterId: mutationGeneric({
    args: {},
    handler: (ctx) => ctx.scheduler.runAfter(0, ref("lib:add"), { group: "cancelled", rank: 1 }),
  }),
  cancel: mutationGeneric({
    args: { id: v.string() },
    handler: (ctx, { id }) => ctx.scheduler.cancel(id as never),
  }),
  /** Schedules `lib:addThenFail` now. */
  laterFailing: mutationGeneric({
    args: {},
    handler: async (ctx) => {
      await ctx.scheduler.runAfter(0, ref("lib:addThenFail"), {});
    },
  }),
  /** Writes, then fails: none of its writes may stay. */
  addThenFail: mutationGeneric({
    args: {},
    handler: async (ctx) => {
      await ctx.db.insert("items", { group: "failed", rank: 1 });
      throw new Error("The job failed on purpose");
    },
  }),
  viaAction: actionGeneric({
    args: {},
    handler: async (ctx): Promise<number[]> => {
      await ctx.runMutation(ref("lib:add"), { group: "action", rank: 7 });
      return await ctx.runQuery(ref("lib:group"), { group: "action" });
    },
  }),
  badReturn: queryGeneric({
    args: {},
    returns: v.string(),
    handler: async () => 42 as unknown as string,
  }),
};

const modules = {
  "./_generated/api.js": async () => ({}),
  "./lib.ts": async () => lib,
};

const open: SqliteEngine[] = [];
/** How long a scheduled job may take to run: a bound for a hang, not a timing (a busy CI machine). */
const JOB_RUN = { timeout: 30_000, interval: 10 };
function engineAt(path = ":memory:") {
  const engine = new SqliteEngine({ schema, modules, path });
  open.push(engine);
  return engine;
}
afterEach(() => {
  for (const engine of open.splice(0)) engine.close();
});

const convexValue = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
    fc.double(),
    fc.boolean(),
    fc.string({ unit: "binary" }),
    fc.uint8Array({ maxLength: 6 }).map((bytes) => bytes.slice().buffer as ArrayBuffer),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.stringMatching(/^[a-z]{1,3}$/), tie("value"), { maxKeys: 3 }),
  ),
})).value;

describe("index keys", () => {
  it("order as Convex orders values (compareValues)", () => {
    fc.assert(
      fc.property(convexValue, convexValue, (a, b) => {
        const expected = Math.sign(compareValues(a, b));
        expect(Math.sign(encodeKey([a]).compare(encodeKey([b])))).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("encode a string as its tag, its escaped UTF-8 and 0x00 0x00, as stored keys are", () => {
    // The stored index entries' format: any other bytes would orphan them.
    const stored = (text: string) => {
      const bytes: number[] = [0x06];
      for (const byte of Buffer.from(text, "utf8"))
        bytes.push(...(byte === 0 ? [0, 0xff] : [byte]));
      return Buffer.from([...bytes, 0, 0]);
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string({ unit: "grapheme" }),
          fc.string({ maxLength: 400 }),
        ),
        (text) => {
          expect(encodeKey([text]).equals(stored(text))).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
    // Lone surrogates and a NUL between others, encoded as Buffer.from does.
    for (const text of ["\ud800", "a\udfffb", "x\0y\0", "\0", "é\0€"])
      expect(encodeKey([text]).equals(stored(text))).toBe(true);
  });

  it("tell where each value of a key ends", () => {
    fc.assert(
      fc.property(fc.array(convexValue, { maxLength: 4 }), (values) => {
        const { key, ends } = encodeKeyWithEnds(values);
        expect(key.equals(encodeKey(values))).toBe(true);
        expect(ends).toHaveLength(values.length);
        values.forEach((_, k) =>
          expect(key.subarray(0, ends[k]).equals(encodeKey(values.slice(0, k + 1)))).toBe(true),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("order tuples field by field, a shorter prefix first", () => {
    expect(encodeKey(["a"]).compare(encodeKey(["a", 1]))).toBeLessThan(0);
    expect(encodeKey(["a", 2]).compare(encodeKey(["ab", 1]))).toBeLessThan(0);
    expect(encodeKey([undefined]).compare(encodeKey([null]))).toBeLessThan(0);
  });
});

describe("the SQLite engine", () => {
  it("takes its syscalls back when something else replaced globalThis.Convex, and passes that one's on", async () => {
    const engine = engineAt();
    await ok(engine.runMutation("lib:add", { group: "a", rank: 1 }, null));
    // As convex-test does when it runs in the same process: a Convex of its own.
    const global = globalThis as unknown as { Convex?: Record<string, unknown> };
    const ours = global.Convex;
    const theirs = {
      syscall: () => '"theirs"',
      asyncSyscall: async () => '"theirs"',
      jsSyscall: () => "theirs",
    };
    global.Convex = theirs;
    try {
      // The engine's next call puts its own back, and still answers from its store.
      await ok(engine.runMutation("lib:add", { group: "a", rank: 2 }, null));
      expect(global.Convex).toBe(ours);
      expect(await ok(engine.call("lib:group", { group: "a" }, null))).toEqual([1, 2]);
      // A syscall outside any of its calls goes to the one it replaced.
      expect((global.Convex as typeof theirs).syscall()).toBe('"theirs"');
    } finally {
      // Nothing to pass on again, as before the test (the next call installs ours).
      global.Convex = undefined;
      await ok(engine.call("lib:group", { group: "a" }, null));
      global.Convex = ours;
    }
  });

  it("reads undefined in filters and index bounds as a missing field", async () => {
    const engine = engineAt();
    await ok(engine.runMutation("lib:add", { group: "a", rank: 1 }, null));
    await ok(engine.runMutation("lib:add", { group: "a", rank: 2, blob: "x" }, null));
    expect(await ok(engine.call("lib:withoutBlob", {}, null))).toEqual({
      filtered: [1],
      indexed: 0,
    });
  });

  it("serves index ranges with order, filters and take", async () => {
    const engine = engineAt();
    for (const rank of [4, 1, 9, 5, 7, 3])
      await ok(engine.runMutation("lib:add", { group: "a", rank }, null));
    await ok(engine.runMutation("lib:add", { group: "b", rank: 100 }, null));
    expect(await ok(engine.call("lib:group", { group: "a" }, null))).toEqual([1, 3, 4, 5, 7, 9]);
    expect(await ok(engine.call("lib:ranked", { group: "a", above: 3 }, null))).toEqual([9, 7, 4]);
  });

  it("paginates through a range exactly once, in order, both ways", async () => {
    const engine = engineAt();
    await ok(engine.runMutation("lib:addMany", { n: 10 }, null));
    for (const desc of [false, true]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const page = (await ok(engine.call("lib:page", { cursor, desc }, null))) as {
          page: { rank: number }[];
          isDone: boolean;
          continueCursor: string;
        };
        seen.push(...page.page.map((item) => item.rank));
        cursor = page.continueCursor;
        if (page.isDone) break;
      }
      const after = (await ok(engine.call("lib:page", { cursor, desc }, null))) as {
        page: unknown[];
        isDone: boolean;
      };
      expect(after).toMatchObject({ page: [], isDone: true });
      const ranks = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
      expect(seen).toEqual(desc ? ranks.reverse() : ranks);
    }
  });

  it("serialises concurrent read-modify-write mutations by re-running the loser", async () => {
    const engine = engineAt();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        ok(engine.runMutation("lib:increment", { name: "c" }, null)),
      ),
    );
    expect(await ok(engine.call("lib:counter", { name: "c" }, null))).toBe(10);
    expect(engine.stats.conflicts).toBeGreaterThan(0);
  });

  it("re-runs the loser when exactly two read-modify-write mutations overlap (the othersRunning shortcut)", async () => {
    // The commit log that later validations read is kept only while another transaction
    // runs (`othersRunning` in engine.ts): with exactly two, the first to commit must still
    // log its keys, or the second commits a stale read and an increment is lost.
    for (let round = 0; round < 20; round++) {
      const engine = engineAt();
      await Promise.all([
        ok(engine.runMutation("lib:increment", { name: "pair" }, null)),
        ok(engine.runMutation("lib:increment", { name: "pair" }, null)),
      ]);
      await Promise.all([
        ok(engine.runMutation("lib:increment", { name: "pair" }, null)),
        ok(engine.runMutation("lib:increment", { name: "pair" }, null)),
      ]);
      expect(await ok(engine.call("lib:counter", { name: "pair" }, null))).toBe(4);
      engine.close();
    }
  });

  it("reports read sets at index-range granularity: a write elsewhere in the table is no dependency", async () => {
    const engine = engineAt();
    await ok(engine.runMutation("lib:add", { group: "a", rank: 1 }, null));
    const outcome = await engine.runQuery("lib:group", { group: "a" }, null);
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));
    await ok(engine.runMutation("lib:add", { group: "b", rank: 2 }, null));
    await ok(engine.runMutation("lib:add", { group: "a", rank: 3 }, null));
    const touches = (commit: Commit) => [...outcome.readTables].some((t) => commit.tables.has(t));
    expect(commits.map(touches)).toEqual([false, true]);
  });

  it("reports the read set of a query that failed, so its subscription re-runs", async () => {
    const engine = engineAt();
    const outcome = await engine.runQuery("lib:requireGroup", { group: "z" }, null);
    expect(outcome.result.ok).toBe(false);
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));
    await ok(engine.runMutation("lib:add", { group: "z", rank: 1 }, null));
    expect([...outcome.readTables].some((t) => commits[0].tables.has(t))).toBe(true);
  });

  it("says whether a query asked for the identity (an identity-independent query can be shared)", async () => {
    const engine = engineAt();
    const alice = { subject: "alice", issuer: "test", tokenIdentifier: "test|alice" };
    expect((await engine.runQuery("lib:group", { group: "a" }, alice)).readIdentity).toBe(false);
    const whoami = await engine.runQuery("lib:whoami", {}, alice);
    expect(whoami).toMatchObject({ result: { ok: true, value: "alice" }, readIdentity: true });
  });

  it("fixes Date.now and seeds Math.random per call, and restores both afterwards", async () => {
    const engine = engineAt();
    const realRandom = Math.random;
    const realNow = Date.now;
    const result = (await ok(engine.runMutation("lib:clock", {}, null))) as {
      start: number;
      end: number;
      randoms: number[];
    };
    expect(result.end).toBe(result.start);
    expect(result.randoms[0]).not.toBe(result.randoms[1]);
    expect(Math.random).toBe(realRandom);
    expect(Date.now).toBe(realNow);
  });

  it("refuses fetch in queries and timers in mutations", async () => {
    const engine = engineAt();
    const query = await engine.runQuery("lib:fetchInQuery", {}, null);
    expect(query.result.ok).toBe(false);
    expect(!query.result.ok && query.result.message).toMatch(/fetch\(\) is not allowed/);
    const mutation = await engine.runMutation("lib:timerInMutation", {}, null);
    expect(!mutation.ok && mutation.message).toMatch(/setTimeout\(\) is not allowed/);
  });

  it("runs queries and mutations from actions, and validates return values", async () => {
    const engine = engineAt();
    expect(await ok(engine.runAction("lib:viaAction", {}, null))).toEqual([7]);
    const bad = await engine.runQuery("lib:badReturn", {}, null);
    expect(!bad.result.ok && bad.result.message).toMatch(/ReturnsValidationError/);
    const invalid = await engine.runMutation("lib:add", { group: 1, rank: 1 }, null);
    expect(!invalid.ok && invalid.message).toMatch(/ArgumentValidationError/);
  });

  it("keeps scheduled functions across a restart", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "sqlite-engine-")), "engine.sqlite");
    const first = engineAt(path);
    await ok(first.runMutation("lib:later", { delayMs: 100 }, null));
    first.close();
    const second = engineAt(path);
    expect(await second.resumeScheduledFunctions()).toBe(1);
    await vi.waitFor(
      async () => expect(await ok(second.call("lib:group", { group: "later" }, null))).toEqual([1]),
      { timeout: 10_000, interval: 20 },
    );
  });

  it("runs a scheduled mutation exactly once: its writes and its job's success in one commit", async () => {
    const engine = engineAt();
    const jobs = () =>
      engine.runTransaction(async (ctx) =>
        (await ctx.db.system.query("_scheduled_functions").collect()).map((job) => ({
          name: job.name,
          kind: job.state.kind,
          completed: typeof job.completedTime === "number",
        })),
      );
    const scheduledCommits: bigint[] = [];
    engine.onCommit((commit) => {
      if (commit.scheduled) scheduledCommits.push(commit.ts);
    });
    await ok(engine.runMutation("lib:later", { delayMs: 0 }, null));
    const before = engine.stats.commits;
    await vi.waitFor(
      async () => expect(await ok(engine.call("lib:group", { group: "later" }, null))).toEqual([1]),
      JOB_RUN,
    );
    // One commit holds the insert and the job's success: no crash can fall between them
    // (a kill -9 there used to leave the job in progress, and the next start ran it again).
    expect(engine.stats.commits - before).toBe(1);
    expect(scheduledCommits).toHaveLength(1);
    expect(await jobs()).toEqual([{ name: "lib:add", kind: "success", completed: true }]);

    // A failing one: its writes are gone, its job failed with the error's message.
    await ok(engine.runMutation("lib:laterFailing", {}, null));
    await vi.waitFor(
      async () =>
        expect((await jobs()).find((job) => job.name === "lib:addThenFail")?.kind).toBe("failed"),
      JOB_RUN,
    );
    expect(await ok(engine.call("lib:group", { group: "failed" }, null))).toEqual([]);
  });

  it("never commits a scheduled mutation whose job was canceled while it ran", async () => {
    const points = new PausePoints();
    const engine = new SqliteEngine({ schema, modules, beforeValidate: points.beforeValidate });
    open.push(engine);
    const held = points.hold("lib:add");
    const id = (await ok(engine.runMutation("lib:laterId", {}, null))) as string;
    // The job's mutation has run and waits before its check; the job is canceled now.
    await held.reached;
    await ok(engine.runMutation("lib:cancel", { id }, null));
    held.release();
    await vi.waitFor(() => expect(points.reached).toContain("lib:add#2"), JOB_RUN);
    const job = await engine.runTransaction((ctx) => ctx.db.system.get(id as never));
    expect((job as { state: { kind: string } } | null)?.state.kind).toBe("canceled");
    expect(await ok(engine.call("lib:group", { group: "cancelled" }, null))).toEqual([]);
  });

  it("purges finished jobs' old records and never a pending job's, however old", async () => {
    const engine = engineAt();
    const jobs = () =>
      engine.runTransaction(async (ctx) =>
        (await ctx.db.system.query("_scheduled_functions").collect()).map((job) => ({
          kind: job.state.kind,
          scheduledTime: job.scheduledTime,
        })),
      );
    // The oldest record: a job due in a day, still pending when the purge runs.
    await ok(engine.runMutation("lib:later", { delayMs: 24 * 3_600_000 }, null));
    for (let n = 0; n < 3; n++) await ok(engine.runMutation("lib:later", { delayMs: 0 }, null));
    await vi.waitFor(async () =>
      expect((await jobs()).filter((job) => job.kind === "success")).toHaveLength(3),
    );
    const pending = (await jobs()).filter((job) => job.kind === "pending");
    expect(pending).toHaveLength(1);
    // A day and more later: the finished ones are old enough to go, the pending one stays.
    expect(await engine.purgeFinishedJobs(Date.now() + FINISHED_JOBS_KEPT_MS + 1_000)).toBe(3);
    expect(await jobs()).toEqual(pending);
  });

  it("imports counter ids unchanged, keeps resolving them, and gives new documents random ids", async () => {
    const engine = engineAt();
    const id = "000000000000000000000012345items";
    engine.importState({
      documents: [[id, { _id: id, _creationTime: 1, group: "imported", rank: 1 }]],
      lastCommitTs: 5n,
    });
    expect(engine.lastCommitTs()).toBe(5n);
    const [doc] = (await engine.runTransaction((ctx) => ctx.db.query("items").collect())) as {
      _id: string;
    }[];
    expect(doc._id).toBe(id);
    expect(
      await engine.runTransaction(async (ctx) => (await ctx.db.get(id as never))?._id ?? null),
    ).toBe(id);
    const next = (await ok(
      engine.runMutation("lib:add", { group: "new", rank: 2 }, null),
    )) as string;
    expect(next).toMatch(/^[0-9a-hjkmnp-tv-z]{32}$/);
    expect(engine.ids.tableOf(next)).toBe("items");
  });
});

describe("Convex's limits", () => {
  it("refuses a document over 1 MiB", async () => {
    const engine = engineAt();
    const result = await engine.runMutation(
      "lib:add",
      { group: "a", rank: 1, blob: "x".repeat(LIMITS.documentBytes) },
      null,
    );
    expect(!result.ok && result.message).toMatch(/limit is 1048576/);
  });

  it("refuses an array over 8,192 elements and nesting over 16 levels", async () => {
    const engine = engineAt();
    const long = await engine.runMutation(
      "lib:add",
      { group: "a", rank: 1, blob: new Array(8193).fill(0) },
      null,
    );
    expect(!long.ok && long.message).toMatch(/8193 elements/);
    let deep: unknown = 0;
    for (let i = 0; i < 17; i++) deep = [deep];
    const nested = await engine.runMutation("lib:add", { group: "a", rank: 1, blob: deep }, null);
    expect(!nested.ok && nested.message).toMatch(/nested more than 16/);
  });

  it("accepts a document of exactly 1 MiB and refuses one byte more", async () => {
    const engine = engineAt();
    const id = (await ok(engine.runMutation("lib:add", { group: "a", rank: 1 }, null))) as string;
    // Every id of a table has the same length, and a creation time is always a float64.
    const base = getConvexSize({ _id: id, _creationTime: 0.5, group: "a", rank: 1, blob: "" });
    const room = LIMITS.documentBytes - base;
    const exact = await engine.runMutation(
      "lib:add",
      { group: "a", rank: 1, blob: "x".repeat(room) },
      null,
    );
    expect(exact.ok).toBe(true);
    const over = await engine.runMutation(
      "lib:add",
      { group: "a", rank: 1, blob: "x".repeat(room + 1) },
      null,
    );
    expect(!over.ok && over.message).toMatch(/is 1048577 bytes; the limit is 1048576/);
  });

  it("accepts arrays of exactly 8,192 elements, values nested exactly 16 levels and exactly 8,192 writes", async () => {
    const engine = engineAt();
    await ok(
      engine.runMutation("lib:add", { group: "a", rank: 1, blob: new Array(8192).fill(0) }, null),
    );
    // 16 levels: the document, then 15 arrays; one more is refused.
    let deep: unknown = 0;
    for (let i = 0; i < 15; i++) deep = [deep];
    await ok(engine.runMutation("lib:add", { group: "a", rank: 1, blob: deep }, null));
    const deeper = await engine.runMutation("lib:add", { group: "a", rank: 1, blob: [deep] }, null);
    expect(!deeper.ok && deeper.message).toMatch(/nested more than 16/);
    await ok(engine.runMutation("lib:addMany", { n: LIMITS.writesPerTransaction }, null));
  });

  it("reads exactly 16,384 documents in one query and refuses one more", async () => {
    const engine = engineAt();
    await ok(engine.runMutation("lib:addMany", { n: 8192 }, null));
    await ok(engine.runMutation("lib:addMany", { n: 8192 }, null));
    expect(await ok(engine.call("lib:readAll", {}, null))).toBe(LIMITS.readsPerTransaction);
    await ok(engine.runMutation("lib:add", { group: "a", rank: 1 }, null));
    const reads = await engine.runQuery("lib:readAll", {}, null);
    expect(!reads.result.ok && reads.result.message).toMatch(/Too many reads/);
  });

  it("refuses more than 8,192 writes and more than 16,384 reads in one transaction", async () => {
    const engine = engineAt();
    const writes = await engine.runMutation(
      "lib:addMany",
      { n: LIMITS.writesPerTransaction + 1 },
      null,
    );
    expect(!writes.ok && writes.message).toMatch(/Too many writes/);
    await ok(engine.runMutation("lib:addMany", { n: 8000 }, null));
    await ok(engine.runMutation("lib:addMany", { n: 8000 }, null));
    expect(await ok(engine.call("lib:readAll", {}, null))).toBe(16_000);
    await ok(engine.runMutation("lib:addMany", { n: 400 }, null));
    const reads = await engine.runQuery("lib:readAll", {}, null);
    expect(!reads.result.ok && reads.result.message).toMatch(/Too many reads/);
  });
});
