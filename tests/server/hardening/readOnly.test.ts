/**
 * Issue 28, finding 7, in process: the store's read-only mode when a group cannot be written
 * for want of space, with SQLite's failure injected (`SQLITE_FULL` from COMMIT, or from a
 * write inside the group after SQLite rolled the whole group back). The end-to-end test on
 * a real full disk (a tmpfs) is diskFull.test.ts.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  actionGeneric,
  defineSchema,
  defineTable,
  makeFunctionReference,
  mutationGeneric,
  queryGeneric,
} from "convex/server";
import { v } from "convex/values";
import type { WebSocket } from "ws";
import { SqliteEngine } from "../../../server/engine/sqlite/engine";
import { DISK_FULL_MESSAGE } from "../../../server/engine/errors";
import { createLogger } from "../../../server/log";
import { SyncServer } from "../../../server/sync/syncServer";
import { FakeSocket } from "../fakeSocket";
import type { TokenVerifier } from "../../../server/auth/verify";
import type { Commit } from "../../../server/engine/types";

const schema = defineSchema({ items: defineTable({ rank: v.number() }) });
const lib = {
  add: mutationGeneric({
    args: { rank: v.number() },
    handler: (ctx, args) => ctx.db.insert("items", args),
  }),
  rerank: mutationGeneric({
    args: { id: v.id("items"), rank: v.number() },
    handler: (ctx, { id, rank }) => ctx.db.patch("items", id, { rank }),
  }),
  rankOf: queryGeneric({
    args: { id: v.id("items") },
    handler: async (ctx, { id }) => (await ctx.db.get("items", id))?.rank ?? null,
  }),
  ranks: queryGeneric({
    args: {},
    handler: async (ctx) => (await ctx.db.query("items").collect()).map((item) => item.rank),
  }),
  later: mutationGeneric({
    args: { delayMs: v.number() },
    handler: async (ctx, { delayMs }) => {
      await ctx.scheduler.runAfter(delayMs, makeFunctionReference<"mutation">("lib:add"), {
        rank: 2,
      });
    },
  }),
  viaAction: actionGeneric({
    args: {},
    handler: async (ctx) => {
      await ctx.runMutation(makeFunctionReference<"mutation">("lib:add"), { rank: 99 });
      return "done";
    },
  }),
};
const modules = { "./_generated/api.js": async () => ({}), "./lib.ts": async () => lib };

const SQLITE_FULL = () =>
  Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

const open: { close(): void }[] = [];
afterEach(() => {
  for (const item of open.splice(0)) item.close();
});

function engineOnDisk() {
  const dir = mkdtempSync(join(tmpdir(), "read-only-"));
  const engine = new SqliteEngine({ schema, modules, path: join(dir, "engine.sqlite") });
  open.push(engine);
  return engine;
}

/** The next COMMIT of the group fails with SQLITE_FULL (as a full disk makes it). */
function failNextCommit(engine: SqliteEngine) {
  const db = engine.store.db;
  const exec = db.exec.bind(db);
  db.exec = ((sql: string) => {
    if (sql === "COMMIT") {
      db.exec = exec;
      throw SQLITE_FULL();
    }
    return exec(sql);
  }) as typeof db.exec;
}

const ranks = async (engine: SqliteEngine) => (await engine.runQuery("lib:ranks", {}, null)).result;

describe("read-only mode on a full disk", () => {
  it("rolls back the group whose COMMIT failed, refuses later writes, serves reads, resumes after a probe", async () => {
    const engine = engineOnDisk();
    expect((await engine.runMutation("lib:add", { rank: 1 }, null)).ok).toBe(true);
    await engine.store.whenDurable();
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));

    failNextCommit(engine);
    const lost = await engine.runMutation("lib:add", { rank: 2 }, null);
    // The engine reports the commit; it is not durable, and never will be.
    expect(lost.ok).toBe(true);
    await expect(engine.store.whenDurable()).rejects.toMatchObject({
      data: { code: "DISK_FULL", message: DISK_FULL_MESSAGE },
    });
    // Subscriptions that read what the lost commit wrote are told to re-run.
    expect(commits).toHaveLength(2);
    expect([...commits[1].tables]).toEqual(expect.arrayContaining([...commits[0].tables]));

    expect(engine.store.isReadOnly).toBe(true);
    expect(await ranks(engine)).toEqual({ ok: true, value: [1] });
    expect(await engine.runMutation("lib:add", { rank: 3 }, null)).toEqual({
      ok: false,
      message: DISK_FULL_MESSAGE,
      data: { code: "DISK_FULL", message: DISK_FULL_MESSAGE },
    });
    // A mutation that writes nothing still runs; an action's write is refused.
    expect((await engine.runAction("lib:viaAction", {}, null)).ok).toBe(false);

    expect(engine.store.probeSpace()).toBe(true);
    expect(engine.store.isReadOnly).toBe(false);
    expect((await engine.runMutation("lib:add", { rank: 4 }, null)).ok).toBe(true);
    await engine.store.whenDurable();
    expect(await ranks(engine)).toEqual({ ok: true, value: [1, 4] });
  });

  it("an action whose mutation's group is rolled back fails, never succeeds", async () => {
    const engine = engineOnDisk();
    await engine.runQuery("lib:ranks", {}, null);
    failNextCommit(engine);
    const result = await engine.runAction("lib:viaAction", {}, null);
    expect(result).toMatchObject({ ok: false, message: DISK_FULL_MESSAGE });
    engine.store.probeSpace();
    expect(await ranks(engine)).toEqual({ ok: true, value: [] });
  });

  it("forgets what its cache learnt from the rolled-back group: a document reads back as on disk", async () => {
    const engine = engineOnDisk();
    const added = await engine.runMutation("lib:add", { rank: 1 }, null);
    const id = (added.ok && added.value) as string;
    await engine.store.whenDurable();
    const rankOf = async () => (await engine.runQuery("lib:rankOf", { id }, null)).result;
    // Read once: the store keeps the document's text in its cache.
    expect(await rankOf()).toEqual({ ok: true, value: 1 });
    failNextCommit(engine);
    expect((await engine.runMutation("lib:rerank", { id, rank: 5 }, null)).ok).toBe(true);
    await engine.store.whenDurable().catch(() => {});
    // The version with rank 5 never reached the disk: it is not read back.
    expect(JSON.parse(engine.store.getJson(id)!)).toMatchObject({ rank: 1 });
    expect(await rankOf()).toEqual({ ok: true, value: 1 });
  });

  it("runs a scheduled function that was refused once writes resume", async () => {
    const engine = engineOnDisk();
    const scheduler = (
      engine as unknown as { scheduler: { armJob(id: string, at?: number): void } }
    ).scheduler;
    const arm = scheduler.armJob.bind(scheduler);
    const armed = vi.spyOn(scheduler, "armJob");
    // The job's first arming is held until the disk is full, so it cannot come due before
    // (on a busy machine 100 ms can pass before the next line runs).
    let held: string | undefined;
    armed.mockImplementationOnce((id) => {
      held = id;
    });
    expect((await engine.runMutation("lib:later", { delayMs: 100 }, null)).ok).toBe(true);
    await engine.store.whenDurable();
    failNextCommit(engine);
    await engine.runMutation("lib:add", { rank: 1 }, null);
    await engine.store.whenDurable().catch(() => {});
    expect(held).toBeDefined();
    arm(held!);
    // The job came due, was refused for want of space and was armed again (for a time).
    await vi.waitFor(() => expect(armed.mock.calls.some(([, at]) => at !== undefined)).toBe(true), {
      timeout: 10_000,
    });
    expect(await ranks(engine)).toEqual({ ok: true, value: [] });
    engine.store.probeSpace();
    await vi.waitFor(async () => expect(await ranks(engine)).toEqual({ ok: true, value: [2] }), {
      timeout: 15_000,
      interval: 100,
    });
  }, 15_000);

  it("a write that fails inside the group after SQLite rolled it back loses the whole group, acknowledged nowhere", async () => {
    const engine = engineOnDisk();
    await engine.runQuery("lib:ranks", {}, null);
    // First commit of a group: applied, not yet durable.
    expect((await engine.runMutation("lib:add", { rank: 1 }, null)).ok).toBe(true);
    const first = engine.store.whenDurable();
    // The next write finds the disk full and SQLite rolls back the whole transaction.
    const db = engine.store.db;
    const transaction = db.transaction.bind(db);
    db.transaction = (() => () => {
      db.transaction = transaction;
      db.exec("ROLLBACK");
      throw SQLITE_FULL();
    }) as unknown as typeof db.transaction;
    const second = await engine.runMutation("lib:add", { rank: 2 }, null);
    expect(second).toMatchObject({ ok: false, message: DISK_FULL_MESSAGE });
    await expect(first).rejects.toMatchObject({ data: { code: "DISK_FULL" } });
    expect(await ranks(engine)).toEqual({ ok: true, value: [] });
  });
});

describe("the sync layer and a rolled-back group", () => {
  it("never sends a message built on a rolled-back commit: the connection is dropped to reconnect", async () => {
    const engine = engineOnDisk();
    const sync = new SyncServer(engine, engine.store, {} as TokenVerifier, createLogger(true));
    open.push(sync);
    const socket = new FakeSocket();
    sync.accept(socket as unknown as WebSocket, { ip: "127.0.0.1", userAgent: null });
    socket.receive({ type: "Connect", sessionId: "s", connectionCount: 0 });
    await engine.runQuery("lib:ranks", {}, null);

    failNextCommit(engine);
    // A commit in an open group, then a subscription that reads it, before the COMMIT.
    await engine.runMutation("lib:add", { rank: 7 }, null);
    socket.receive({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "lib:ranks", args: [{}] }],
    });
    await vi.waitFor(() => expect(socket.terminated).toBe(true));
    const seen = socket.sent
      .filter((m) => m.type === "Transition")
      .flatMap((m) => m.modifications.map((q: any) => q.value));
    expect(seen).not.toContainEqual([7]);

    // A new connection is served what is stored; a mutation is refused with the message.
    const again = new FakeSocket();
    sync.accept(again as unknown as WebSocket, { ip: "127.0.0.1", userAgent: null });
    again.receive({ type: "Connect", sessionId: "t", connectionCount: 0 });
    again.receive({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "lib:ranks", args: [{}] }],
    });
    again.receive({ type: "Mutation", requestId: 1, udfPath: "lib:add", args: [{ rank: 8 }] });
    await vi.waitFor(() =>
      expect(again.sent.map((m) => m.type)).toEqual(
        expect.arrayContaining(["Transition", "MutationResponse"]),
      ),
    );
    const transition = again.sent.find((m) => m.type === "Transition");
    expect(transition.modifications[0].value).toEqual([]);
    const response = again.sent.find((m) => m.type === "MutationResponse");
    expect(response).toMatchObject({ success: false, result: DISK_FULL_MESSAGE });
    expect(again.terminated).toBe(false);
  });
});
