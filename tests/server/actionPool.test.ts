/**
 * The action pool (server/engine/sqlite/actionPool.ts; docs/embedded-backend.md "Threads"):
 * actions run on worker threads, their syscalls answered by the engine on the main thread.
 * An action that holds its thread (as the auth library's scrypt does) must not hold up a
 * query or a mutation; results and errors must come back exactly as when the action ran on
 * the main thread; the pool must stay bounded.
 */
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserIdentity } from "convex/server";
import { discoverModules } from "../../server/engine/modules";
import {
  ACTIONS_BUSY_MESSAGE,
  defaultActionWorkers,
  type ActionPoolOptions,
} from "../../server/engine/sqlite/actionPool";
import { SqliteEngine, type SqliteEngineOptions } from "../../server/engine/sqlite/engine";
import type { CallResult } from "../../server/engine/types";
import { FIXTURE_CONVEX, ok, waitFor } from "./harness";

let schema: unknown;
const modules = discoverModules(FIXTURE_CONVEX);
const open: SqliteEngine[] = [];

beforeAll(async () => {
  schema = (await import(pathToFileURL(join(FIXTURE_CONVEX, "schema.ts")).href)).default;
});
afterAll(() => {
  for (const engine of open.splice(0)) engine.close();
});

function engineWith(actionPool?: SqliteEngineOptions["actionPool"]): SqliteEngine {
  const engine = new SqliteEngine({ schema, modules, actionPool });
  open.push(engine);
  return engine;
}

/** A thread pool of `workers` threads over the fixture's functions. */
const pooled = (
  options: Partial<Pick<ActionPoolOptions, "workers" | "maxRunning" | "maxQueued" | "maxHeavy">> & {
    heavy?: ActionPoolOptions["heavy"];
  } = {},
) => engineWith({ convexDir: FIXTURE_CONVEX, workers: options.workers ?? 1, ...options });

/** Files an action spinning on its thread writes and waits for (see fixture threads:spin). */
function signals() {
  const dir = mkdtempSync(join(tmpdir(), "action-pool-"));
  return {
    started: (name: string) => join(dir, `started-${name}`),
    release: join(dir, "release"),
  };
}

/** Never reached: the spin ends when the test writes its release file. */
const FOREVER = Number.MAX_SAFE_INTEGER;
/** A thread's first action waits for it to start and load its modules (tsx, the convex package). */
const THREAD_START_MS = 60_000;

/** A failure's message with its request id (random per failure) taken out. */
const withoutRequestId = (result: CallResult) =>
  result.ok
    ? result
    : {
        ...result,
        message: result.message.replace(/\[Request ID: [0-9a-f]+\]/, "[Request ID]"),
        internal: undefined,
      };

describe("the action pool", () => {
  it("runs actions on another thread", async () => {
    const value = (await ok(pooled().runAction("threads:echo", { value: 1 }, null))) as {
      threadId: number;
    };
    expect(value.threadId).not.toBe(threadId);
  });

  it("serves a query and a mutation while an action computes without yielding", async () => {
    const engine = pooled();
    const { started, release } = signals();
    const spinning = engine.runAction(
      "threads:spin",
      { started: started("a"), release, limit: FOREVER },
      null,
    );
    await waitFor(() => existsSync(started("a")), THREAD_START_MS);
    // The action holds its thread now; the main thread must still answer.
    expect(await ok(engine.runMutation("messages:increment", { name: "n" }, null))).toBe(1);
    expect((await engine.runQuery("messages:count", { name: "n" }, null)).result).toEqual({
      ok: true,
      value: 1,
    });
    writeFileSync(release, "");
    expect(await ok(spinning)).toMatchObject({ released: true });
  });

  it("gives results and errors exactly as an action on the main thread does", async () => {
    const inline = engineWith();
    const threads = pooled();
    const identity: UserIdentity = {
      subject: "user-1",
      issuer: "https://convex.test",
      tokenIdentifier: "https://convex.test|user-1",
    };
    const request = { ip: "192.0.2.7", userAgent: "test" };
    const calls: [string, unknown][] = [
      ["threads:fail", { kind: "convex" }],
      ["threads:fail", { kind: "plain" }],
      ["threads:fail", { kind: "internal" }],
      ["threads:fail", { kind: "unknown" }],
      ["threads:fail", { kind: "convex", extra: 1 }],
      ["threads:missing", {}],
      ["messages:list", {}],
      ["threads:nested", { name: "x" }],
    ];
    for (const [path, args] of calls) {
      const expected = await inline.runAction(path, args, identity, request);
      const actual = await threads.runAction(path, args, identity, request);
      expect(withoutRequestId(actual), path).toEqual(withoutRequestId(expected));
    }
    const echoed = (await ok(
      threads.runAction("threads:echo", { value: { $integer: "AQAAAAAAAAA=" } }, identity, request),
    )) as Record<string, unknown>;
    expect(echoed).toMatchObject({
      value: { $integer: "AQAAAAAAAAA=" },
      subject: "user-1",
      ip: "192.0.2.7",
      // Actions see the real clock and real randomness (Convex freezes neither for them).
      clockMoves: true,
    });
    const [first, second] = echoed.randoms as number[];
    expect(first).not.toBe(second);
  });

  it("answers nested calls and runs what an action schedules", async () => {
    const engine = pooled();
    expect(await ok(engine.runAction("threads:nested", { name: "s" }, null))).toEqual({
      first: 1,
      read: 1,
      inner: "s",
      innerError: { code: "NOPE", message: "Not today" },
      mutationError: { code: "EMPTY", message: "Message is empty" },
    });
    // The scheduled increment runs after the action's answer.
    await waitFor(async () => {
      const { result } = await engine.runQuery("messages:count", { name: "s" }, null);
      return result.ok && result.value === 2;
    });
  });

  it("holds at most maxRunning actions, queues maxQueued and refuses the rest", async () => {
    const engine = pooled({ maxRunning: 1, maxQueued: 1 });
    const { started, release } = signals();
    const first = engine.runAction(
      "threads:spin",
      { started: started("first"), release, limit: FOREVER },
      null,
    );
    await waitFor(() => existsSync(started("first")), THREAD_START_MS);
    const second = engine.runAction(
      "threads:spin",
      { started: started("second"), release, limit: FOREVER },
      null,
    );
    await waitFor(() => engine.actionPool!.queued === 1);
    expect(await engine.runAction("threads:echo", { value: 3 }, null)).toEqual({
      ok: false,
      message: ACTIONS_BUSY_MESSAGE,
    });
    expect(existsSync(started("second"))).toBe(false);
    writeFileSync(release, "");
    expect(await ok(first)).toMatchObject({ released: true });
    expect(await ok(second)).toMatchObject({ released: true });
    // A nested action runs in its caller's place: with one place, no deadlock.
    expect(await ok(engine.runAction("threads:nested", { name: "q" }, null))).toMatchObject({
      inner: "q",
    });
    expect(engine.actionPool!.stats.refused).toBe(1);
  });

  it("runs heavy actions in places of their own, never ahead of or in the way of others", async () => {
    // Heavy here: a spin (as a password check holds its thread); one heavy place.
    const engine = pooled({
      workers: 2,
      maxRunning: 1,
      maxQueued: 1,
      maxHeavy: 1,
      heavy: (path) => path === "threads:spin",
    });
    const { started, release } = signals();
    const spin = (name: string) =>
      engine.runAction("threads:spin", { started: started(name), release, limit: FOREVER }, null);
    const first = spin("first");
    await waitFor(() => existsSync(started("first")), THREAD_START_MS);
    const second = spin("second");
    await waitFor(() => engine.actionPool!.queued === 1);
    // The heavy place is taken and one heavy action waits: an ordinary action still runs at
    // once (on the other thread), and the queue, shared, refuses a third.
    expect(await ok(engine.runAction("threads:echo", { value: 4 }, null))).toMatchObject({
      value: 4,
    });
    expect(await engine.runAction("threads:echo", { value: 5 }, null)).toMatchObject({ ok: true });
    expect(await spin("third")).toEqual({ ok: false, message: ACTIONS_BUSY_MESSAGE });
    expect(existsSync(started("second"))).toBe(false);
    writeFileSync(release, "");
    expect(await ok(first)).toMatchObject({ released: true });
    expect(await ok(second)).toMatchObject({ released: true });
    expect(engine.actionPool!.stats).toMatchObject({ heavy: 2, refused: 1 });
  });

  it("starts threads as actions need them, up to its size", async () => {
    const engine = pooled({ workers: 2 });
    const { started, release } = signals();
    const spins = ["a", "b", "c"].map((name) =>
      engine.runAction("threads:spin", { started: started(name), release, limit: FOREVER }, null),
    );
    // Two threads: two spins start, the third waits behind one of them on its thread.
    await waitFor(
      () => [started("a"), started("b"), started("c")].filter(existsSync).length === 2,
      THREAD_START_MS,
    );
    expect(engine.actionPool!.threadCount).toBe(2);
    writeFileSync(release, "");
    const threadsUsed = new Set<number>();
    for (const spin of spins) {
      threadsUsed.add(((await ok(spin)) as { threadId: number }).threadId);
    }
    expect(threadsUsed.size).toBe(2);
  });

  it("fails the actions of a thread that stops, and carries on with a new one", async () => {
    const engine = pooled();
    const stopped = await engine.runAction("threads:exit", {}, null);
    expect(stopped.ok).toBe(false);
    expect(!stopped.ok && stopped.message).toMatch(/^\[Request ID: [0-9a-f]{16}\] Server Error$/);
    expect(await ok(engine.runAction("threads:echo", { value: 2 }, null))).toMatchObject({
      value: 2,
    });
    expect(engine.actionPool!.stats.threadsLost).toBe(1);
  });

  it("runs an action's queries on a query thread with the main thread's answers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "action-queries-"));
    const onFile = (name: string, actionQueryPool?: SqliteEngineOptions["actionQueryPool"]) => {
      const engine = new SqliteEngine({
        schema,
        modules,
        path: join(dir, `${name}.sqlite`),
        actionPool: { convexDir: FIXTURE_CONVEX, workers: 1 },
        actionQueryPool,
      });
      open.push(engine);
      return engine;
    };
    const here = onFile("here");
    const threaded = onFile("threaded", { convexDir: FIXTURE_CONVEX, workers: 1 });
    const identity: UserIdentity = {
      subject: "user-2",
      issuer: "https://convex.test",
      tokenIdentifier: "https://convex.test|user-2",
    };
    const expected = await ok(here.runAction("threads:queries", { name: "q" }, identity));
    const actual = await ok(threaded.runAction("threads:queries", { name: "q" }, identity));
    const withoutIds = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/\[Request ID: [0-9a-f]+\]/g, "[Request ID]"));
    expect(withoutIds(actual)).toEqual(withoutIds(expected));
    // The action read its own mutation, as the caller it is; failures kept their form.
    expect(actual).toMatchObject({
      written: 1,
      read: { value: 1 },
      whoami: { value: "user-2" },
      convex: { data: { code: "NOPE", message: "Not today" } },
    });
    expect(here.actionQueryPool).toBeNull();
    // Five queries ran on the thread: the arguments it refuses and the missing query are
    // refused on the main thread before anything is sent.
    expect(threaded.actionQueryPool!.stats.queries).toBe(5);
  });

  it("keeps one core for the main thread", () => {
    expect([1, 2, 3, 8, 64].map(defaultActionWorkers)).toEqual([1, 1, 2, 4, 4]);
  });
});
