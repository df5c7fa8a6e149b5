/**
 * Mutations on worker threads (server/engine/sqlite/threadedCalls.ts, queryWorker.ts;
 * docs/embedded-backend.md "Threads"): a thread runs the mutation's function at its own
 * snapshot of the store's file and sends back what it read and wrote; the main thread checks
 * the reads against the commits after that snapshot and commits the writes through the one
 * committer, running the mutation again on a conflict. Each interleaving is fixed by pause
 * points: the main thread's `beforeValidate` (tests/server/pausePoints.ts), the pool's
 * `beforeSend` (registered, not yet sent) and `afterSnapshot` (the thread has pinned its
 * view, not yet run), and the store's group commit, held open by the test.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GenericDataModel, GenericMutationCtx, UserIdentity } from "convex/server";
import type { GenericId as Id } from "convex/values";
import { discoverModules } from "../../server/engine/modules";
import { SqliteEngine, type SqliteEngineOptions } from "../../server/engine/sqlite/engine";
import type { QueryPausePoints } from "../../server/engine/sqlite/queryPool";
import type { CallResult, RequestMetadata } from "../../server/engine/types";
import { FIXTURE_CONVEX, ok, waitFor } from "./harness";
import { PausePoints } from "./pausePoints";

let schema: unknown;
const modules = discoverModules(FIXTURE_CONVEX);
const open: SqliteEngine[] = [];

beforeAll(async () => {
  schema = (await import(pathToFileURL(join(FIXTURE_CONVEX, "schema.ts")).href)).default;
});
afterAll(() => {
  for (const engine of open.splice(0)) engine.close();
});

/** A thread's first call waits for it to start and load its modules (tsx, the convex package). */
const THREAD_START_MS = 60_000;

function engineOn(options: Partial<SqliteEngineOptions> = {}): SqliteEngine {
  const dir = mkdtempSync(join(tmpdir(), "mutation-threads-"));
  const engine = new SqliteEngine({
    schema,
    modules,
    path: join(dir, "engine.sqlite"),
    ...options,
  });
  open.push(engine);
  return engine;
}

/** An engine whose mutations run on one mutation thread, with these pause points. */
function threaded(
  pausePoints: QueryPausePoints = {},
  options: Partial<SqliteEngineOptions> = {},
): SqliteEngine {
  return engineOn({
    mutationPool: { convexDir: FIXTURE_CONVEX, workers: 1, pausePoints },
    ...options,
  });
}

const increment = (engine: SqliteEngine, name = "c") =>
  engine.runMutation("messages:increment", { name }, null);

const counter = async (engine: SqliteEngine, name = "c") =>
  ok(engine.runQuery("messages:count", { name }, null).then((outcome) => outcome.result));

/** Sets a counter on the main thread, in a transaction of the engine's own. */
const setOnMain = (engine: SqliteEngine, name: string, value: number) =>
  engine.runTransaction(async (ctx: GenericMutationCtx<GenericDataModel>) => {
    const row = await ctx.db
      .query("counters")
      .withIndex("by_name", (q) => q.eq("name", name))
      .unique();
    if (row) await ctx.db.patch("counters", row._id as Id<"counters">, { value });
    else await ctx.db.insert("counters", { name, value });
  });

/** A result with its random parts (document ids, request ids) taken out. */
function comparable(engine: SqliteEngine, result: CallResult) {
  if (result.ok) {
    const value = result.value;
    return {
      ok: true,
      value: typeof value === "string" && engine.ids.tableOf(value) !== null ? "<id>" : value,
    };
  }
  return {
    ok: false,
    message: result.message.replace(/\[Request ID: [0-9a-f]+\]/, "[Request ID]"),
    data: result.data,
  };
}

describe("mutations on a mutation thread", () => {
  it(
    "give the main thread's results and leave the same data",
    async () => {
      const inline = engineOn();
      const threads = threaded();
      const identity: UserIdentity = {
        subject: "user-1",
        issuer: "https://convex.test",
        tokenIdentifier: "https://convex.test|user-1",
      };
      const request: RequestMetadata = { ip: "10.0.0.7", userAgent: "test" };
      const calls: [string, Record<string, unknown>, UserIdentity | null][] = [
        [
          "items:change",
          {
            insert: [
              { group: "g", rank: 1 },
              { group: "g", rank: 2 },
              { group: "h", rank: 1 },
            ],
          },
          null,
        ],
        ["items:change", { insert: [], bump: { group: "g", by: 10 } }, null],
        ["items:change", { insert: [{ group: "x", rank: 1 }], fail: true }, null],
        ["items:change", { insert: [], remove: "h" }, null],
        ["items:change", { insert: "nope" }, null],
        ["items:missing", {}, null],
        ["messages:send", { body: "" }, identity],
        ["messages:send", { body: "hello" }, identity],
        ["messages:send", { body: "anyone" }, null],
        ["messages:increment", { name: "c" }, null],
        ["messages:increment", { name: "c" }, null],
        ["hazards:overflow", { n: 1 }, null],
        ["hazards:requestIp", {}, null],
        ["scheduling:cancel", { id: "nope" }, null],
      ];
      for (const [path, args, who] of calls) {
        const expected = await inline.runMutation(path, args, who, undefined, request);
        const actual = await threads.runMutation(path, args, who, undefined, request);
        expect(comparable(threads, actual), path).toEqual(comparable(inline, expected));
      }
      for (const engine of [inline, threads]) {
        expect((await engine.runQuery("items:list", { group: "g" }, null)).result).toMatchObject({
          value: ["g:11", "g:12"],
        });
        expect((await engine.runQuery("items:list", { group: "x" }, null)).result).toMatchObject({
          value: [],
        });
        expect((await engine.runQuery("messages:list", {}, null)).result).toMatchObject({
          value: ["hello", "anyone"],
        });
        expect(await counter(engine)).toBe(2);
      }
      expect(threads.mutationPool?.stats.queries).toBeGreaterThanOrEqual(calls.length - 2);
      expect(threads.stats.mutationsOnMain).toBe(0);
    },
    THREAD_START_MS,
  );

  it(
    "runs again when a main-thread commit changed what the thread read, before its check",
    async () => {
      const points = new PausePoints();
      const engine = threaded({}, { beforeValidate: points.beforeValidate });
      await ok(increment(engine));
      const held = points.hold("c");
      const bump = increment(engine);
      await held.reached;
      // The thread read c = 1 and wrote 2; the main thread now commits c = 10.
      await setOnMain(engine, "c", 10);
      held.release();
      // Not a lost update: the second run reads 10.
      expect(await ok(bump)).toBe(11);
      expect(points.reached).toEqual(["c#1", "c#2"]);
      expect(engine.stats.conflicts).toBe(1);
      expect(await counter(engine)).toBe(11);
    },
    THREAD_START_MS,
  );

  it(
    "runs again for a commit made after the thread pinned its snapshot, which it cannot see",
    async () => {
      let commitOnce: (() => Promise<void>) | null = null;
      const points = new PausePoints();
      const engine = threaded(
        {
          afterSnapshot: async () => {
            const commit = commitOnce;
            commitOnce = null;
            await commit?.();
          },
        },
        { beforeValidate: points.beforeValidate },
      );
      await ok(increment(engine));
      points.watch("c");
      commitOnce = async () => {
        await setOnMain(engine, "c", 10);
        // On disk: a view pinned now would hold it; the thread's was pinned before.
        engine.store.flush();
      };
      expect(await ok(increment(engine))).toBe(11);
      expect(points.reached).toEqual(["c#1", "c#2"]);
    },
    THREAD_START_MS,
  );

  it(
    "does not run again for a commit its thread's snapshot already holds",
    async () => {
      let commitOnce: (() => Promise<void>) | null = null;
      const points = new PausePoints();
      const engine = threaded(
        {
          beforeSend: async () => {
            const commit = commitOnce;
            commitOnce = null;
            await commit?.();
          },
        },
        { beforeValidate: points.beforeValidate },
      );
      await ok(increment(engine));
      points.watch("c");
      // Registered, then c = 10 is committed and on disk before the thread pins its view.
      commitOnce = async () => {
        await setOnMain(engine, "c", 10);
        engine.store.flush();
      };
      expect(await ok(increment(engine))).toBe(11);
      expect(points.reached).toEqual(["c#1"]);
      expect(engine.stats.conflicts).toBe(0);
    },
    THREAD_START_MS,
  );

  it(
    "waits for the open group before it is sent, so its snapshot holds every commit",
    async () => {
      let holding = false;
      const heldCommits: (() => void)[] = [];
      const releaseGroup = () => {
        holding = false;
        for (const commit of heldCommits.splice(0)) commit();
      };
      let pinned = false;
      const engine = threaded(
        {
          afterSnapshot: () => {
            pinned = true;
            releaseGroup();
          },
        },
        {
          scheduleGroupCommit: (commit) => {
            if (holding) heldCommits.push(commit);
            else setImmediate(commit);
          },
        },
      );
      // Start the thread first, so the mutation below is not held up by its start.
      await ok(increment(engine));
      pinned = false;
      holding = true;
      await setOnMain(engine, "c", 10);
      const waitsBefore = engine.stats.snapshotWaits;
      const bump = increment(engine);
      // Either it waits for the group (right), or a thread pinned a view without c = 10.
      await waitFor(() => engine.stats.snapshotWaits > waitsBefore || pinned, THREAD_START_MS);
      releaseGroup();
      expect(await ok(bump)).toBe(11);
      expect(engine.stats.conflicts).toBe(0);
    },
    THREAD_START_MS,
  );

  it(
    "answers a re-sent client mutation from its stored response, never running it twice",
    async () => {
      const engine = threaded();
      const first = await engine.runMutation("messages:increment", { name: "k" }, null, "s:1");
      const again = await engine.runMutation("messages:increment", { name: "k" }, null, "s:1");
      expect(first).toMatchObject({ ok: true, value: 1 });
      expect(again).toMatchObject({ ok: true, value: 1 });
      expect(await counter(engine, "k")).toBe(1);
    },
    THREAD_START_MS,
  );

  it(
    "arms the jobs a thread's mutation scheduled; a table's first number is the main thread's",
    async () => {
      const engine = threaded();
      // A fresh store: `_scheduled_functions` has no number yet, so the first job is
      // scheduled by a run on the main thread, which numbers the table.
      await ok(engine.runMutation("messages:sendLater", { body: "first", delayMs: 0 }, null));
      expect(engine.stats.mutationsOnMain).toBe(1);
      await ok(engine.runMutation("messages:sendLater", { body: "second", delayMs: 0 }, null));
      expect(engine.stats.mutationsOnMain).toBe(1);
      await waitFor(async () => {
        const { result } = await engine.runQuery("messages:list", {}, null);
        return result.ok && (result.value as string[]).length === 2;
      });
      const jobId = (await ok(engine.runMutation("scheduling:scheduleLater", {}, null))) as string;
      expect(engine.ids.tableOf(jobId)).toBe("_scheduled_functions");
      expect(await ok(engine.runMutation("scheduling:cancel", { id: jobId }, null))).toBe(
        "cancelled",
      );
    },
    THREAD_START_MS,
  );

  it(
    "gives creation times in commit order across the threads",
    async () => {
      const engine = threaded();
      await ok(engine.runMutation("messages:send", { body: "a" }, null));
      await engine.runTransaction(async (ctx: GenericMutationCtx<GenericDataModel>) => {
        await ctx.db.insert("messages", { body: "b", author: "main" });
      });
      await ok(engine.runMutation("messages:send", { body: "c" }, null));
      const docs = await engine.runTransaction(
        async (ctx: GenericMutationCtx<GenericDataModel>) =>
          await ctx.db.query("messages").collect(),
      );
      expect(docs.map((doc) => doc.body)).toEqual(["a", "b", "c"]);
      const times = docs.map((doc) => doc._creationTime as number);
      expect(times[1]).toBeGreaterThan(times[0]);
      expect(times[2]).toBeGreaterThan(times[1]);
    },
    THREAD_START_MS,
  );
});
