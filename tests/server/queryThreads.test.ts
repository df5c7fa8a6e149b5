/**
 * Queries on worker threads (server/engine/sqlite/queryPool.ts, queryWorker.ts;
 * docs/embedded-backend.md "Threads"): a thread reads at its own snapshot of the store's
 * file, the main thread checks what it read against the commits after that snapshot, and a
 * result a commit has already changed comes back `stale` (the fan-out re-runs it).
 * Each interleaving is fixed by pause points: the main thread's `beforeValidate`
 * (tests/server/pausePoints.ts), the pool's `beforeSend` (registered, not yet sent) and
 * `afterSnapshot` (the thread has pinned its view, not yet read), and the store's group
 * commit, held open by the test.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserIdentity } from "convex/server";
import { discoverModules } from "../../server/engine/modules";
import { SqliteEngine, type SqliteEngineOptions } from "../../server/engine/sqlite/engine";
import type { QueryPausePoints } from "../../server/engine/sqlite/queryPool";
import type { QueryOutcome } from "../../server/engine/types";
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

/** A thread's first query waits for it to start and load its modules (tsx, the convex package). */
const THREAD_START_MS = 60_000;

function engineOn(options: Partial<SqliteEngineOptions> = {}): SqliteEngine {
  const dir = mkdtempSync(join(tmpdir(), "query-threads-"));
  const engine = new SqliteEngine({
    schema,
    modules,
    path: join(dir, "engine.sqlite"),
    ...options,
  });
  open.push(engine);
  return engine;
}

/** An engine whose queries run on one query thread, with these pause points. */
function threaded(
  pausePoints: QueryPausePoints = {},
  options: Partial<SqliteEngineOptions> = {},
): SqliteEngine {
  return engineOn({
    queryPool: { convexDir: FIXTURE_CONVEX, workers: 1, pausePoints },
    ...options,
  });
}

const seedItems = (engine: SqliteEngine) =>
  ok(
    engine.runMutation(
      "items:change",
      {
        insert: [
          { group: "g", rank: 1 },
          { group: "g", rank: 2 },
          { group: "h", rank: 1 },
        ],
      },
      null,
    ),
  );

const insertRank3 = (engine: SqliteEngine) =>
  ok(engine.runMutation("items:change", { insert: [{ group: "g", rank: 3 }] }, null));

const listG = (engine: SqliteEngine) => engine.runQuery("items:list", { group: "g" }, null);

/** A failure's message with its request id (random per failure) taken out. */
function comparable(outcome: QueryOutcome) {
  const { result } = outcome;
  return {
    result: result.ok
      ? { ok: true, value: result.value }
      : {
          ...result,
          message: result.message.replace(/\[Request ID: [0-9a-f]+\]/, "[Request ID]"),
          internal: undefined,
        },
    readTables: [...outcome.readTables].sort(),
    readIdentity: outcome.readIdentity ?? null,
  };
}

describe("queries on a query thread", () => {
  it(
    "give the main thread's results, read sets and identity use",
    async () => {
      const inline = engineOn();
      const threads = threaded();
      const identity: UserIdentity = {
        subject: "user-1",
        issuer: "https://convex.test",
        tokenIdentifier: "https://convex.test|user-1",
      };
      for (const engine of [inline, threads]) {
        await seedItems(engine);
        await ok(engine.runMutation("messages:send", { body: "hello" }, null));
        await ok(engine.runMutation("sharing:setMode", { room: "private", value: 1 }, null));
      }
      const calls: [string, Record<string, unknown>][] = [
        ["items:list", { group: "g" }],
        ["items:list", { group: "g", above: 1, order: "desc", limit: 1 }],
        ["items:list", { group: "nobody" }],
        ["messages:list", {}],
        ["messages:count", { name: "none" }],
        ["messages:whoami", {}],
        ["sharing:board", { room: "public" }],
        ["sharing:board", { room: "private" }],
        ["hazards:typeError", {}],
        ["items:list", { group: 1 }],
        ["items:missing", {}],
      ];
      for (const [path, args] of calls) {
        for (const who of [null, identity]) {
          const expected = await inline.runQuery(path, args, who);
          const actual = await threads.runQuery(path, args, who);
          expect(comparable(actual), path).toEqual(comparable(expected));
          // The text the fan-out sends as it is: what the main thread's value would be sent as.
          if (actual.result.ok && expected.result.ok)
            expect(actual.result.json, path).toBe(JSON.stringify(expected.result.value));
        }
      }
      expect(threads.queryPool?.stats.queries).toBeGreaterThan(0);
    },
    THREAD_START_MS,
  );

  it(
    "reports a read a main-thread commit changed before its check as stale",
    async () => {
      const points = new PausePoints();
      const engine = threaded({}, { beforeValidate: points.beforeValidate });
      await seedItems(engine);
      const held = points.hold("items:list");
      const query = listG(engine);
      await held.reached;
      // The thread has read g:1 and g:2; the main thread now commits g:3 into that range.
      await insertRank3(engine);
      held.release();
      const outcome = await query;
      // The snapshot's result, consistent, and marked for a re-run (the fan-out's next round).
      expect(outcome.result).toMatchObject({ ok: true, value: ["g:1", "g:2"] });
      expect(outcome.stale).toBe(true);
      expect(points.reached).toEqual(["items:list#1"]);
      const again = await listG(engine);
      expect(again.result).toMatchObject({ ok: true, value: ["g:1", "g:2", "g:3"] });
      expect(again.stale).toBeUndefined();
    },
    THREAD_START_MS,
  );

  it(
    "reports as stale a commit made after the thread pinned its snapshot, which it cannot see",
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
      await seedItems(engine);
      points.watch("items:list");
      commitOnce = async () => {
        await insertRank3(engine);
        // On disk: a view pinned now would hold it; the thread's was pinned before.
        engine.store.flush();
      };
      const outcome = await listG(engine);
      expect(outcome.result).toMatchObject({ ok: true, value: ["g:1", "g:2"] });
      expect(outcome.stale).toBe(true);
    },
    THREAD_START_MS,
  );

  it(
    "is not stale for a commit its thread's snapshot already holds",
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
      await seedItems(engine);
      points.watch("items:list");
      // Registered, then g:3 is committed and on disk before the thread pins its view.
      commitOnce = async () => {
        await insertRank3(engine);
        engine.store.flush();
      };
      const outcome = await listG(engine);
      expect(outcome.result).toMatchObject({ ok: true, value: ["g:1", "g:2", "g:3"] });
      expect(outcome.stale).toBeUndefined();
      expect(engine.stats.staleQueries).toBe(0);
    },
    THREAD_START_MS,
  );

  it(
    "waits for the open group before reading, so its snapshot holds every commit",
    async () => {
      let holding = false;
      const heldCommits: (() => void)[] = [];
      const releaseGroup = () => {
        holding = false;
        for (const commit of heldCommits.splice(0)) commit();
      };
      let pinned = false;
      const points = new PausePoints();
      const engine = threaded(
        {
          afterSnapshot: () => {
            pinned = true;
            releaseGroup();
          },
        },
        {
          beforeValidate: points.beforeValidate,
          scheduleGroupCommit: (commit) => {
            if (holding) heldCommits.push(commit);
            else setImmediate(commit);
          },
        },
      );
      await seedItems(engine);
      // Start the thread first, so the query below is not held up by its start.
      await listG(engine);
      pinned = false;
      points.watch("items:list");
      holding = true;
      await insertRank3(engine);
      const waitsBefore = engine.stats.snapshotWaits;
      const query = listG(engine);
      // Either the query waits for the group (right), or a thread pinned a view without g:3.
      await waitFor(() => engine.stats.snapshotWaits > waitsBefore || pinned, THREAD_START_MS);
      releaseGroup();
      const outcome = await query;
      expect(outcome.result).toMatchObject({ ok: true, value: ["g:1", "g:2", "g:3"] });
      expect(outcome.stale).toBeUndefined();
    },
    THREAD_START_MS,
  );

  it(
    "ends each read transaction, so the next query sees the newest commits",
    async () => {
      const engine = threaded();
      await seedItems(engine);
      expect((await listG(engine)).result).toMatchObject({ ok: true, value: ["g:1", "g:2"] });
      await insertRank3(engine);
      expect((await listG(engine)).result).toMatchObject({
        ok: true,
        value: ["g:1", "g:2", "g:3"],
      });
      expect(engine.queryPool?.stats.threadsStarted).toBe(1);
    },
    THREAD_START_MS,
  );

  it("refuses an in-memory store", () => {
    expect(
      () =>
        new SqliteEngine({
          schema,
          modules,
          queryPool: { convexDir: FIXTURE_CONVEX, workers: 1 },
        }),
    ).toThrow(/in-memory/);
  });
});
