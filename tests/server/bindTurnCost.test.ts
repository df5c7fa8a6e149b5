/**
 * What a bind costs beside its own work when binds arrive one per event-loop turn, as a
 * server takes requests, counted (docs/embedded-backend.md "Cost per bind", "A turn between
 * binds"):
 *
 * - the tally fold is a scheduled mutation, run up to 40 times a second while votes arrive
 *   (the national rounds, convex/model/tallies.ts), so the scheduler's own bookkeeping is paid
 *   per fold. A scheduled mutation commits its writes and its job's completion together, in
 *   one commit, as Convex's scheduled-job executor does (a scheduled mutation runs exactly
 *   once); before (28 November 2026) a job took three: pending → in progress, the mutation,
 *   → succeeded;
 * - a group commit (one `COMMIT`, one fsync) waits one event-loop turn more than before, so
 *   commits made one per turn share it: two binds a group instead of one each.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { defineSchema, defineTable, makeFunctionReference, mutationGeneric } from "convex/server";
import { v } from "convex/values";
import { SqliteEngine } from "../../server/engine/sqlite/engine";
import type { Commit } from "../../server/engine/types";
import { SqliteTest } from "../../server/engine/sqlite/testing";
import { api } from "../../convex/_generated/api";
import appSchema from "../../convex/schema";
import { modules as appModules } from "../../convex/test.setup";
import { loadCatalogue } from "../../convex/model/catalogue";
import {
  defaultVoteArgs,
  fixtureCatalogue,
  signIn,
  type TestConvex,
} from "../../convex/test.helpers";
import { ok } from "./harness";
import { PausePoints } from "./pausePoints";

const schema = defineSchema({
  items: defineTable({ name: v.string() }),
});

const ref = (name: string) => makeFunctionReference<"mutation">(name);

const lib = {
  add: mutationGeneric({
    args: { name: v.string() },
    handler: async (ctx, { name }) => {
      await ctx.db.insert("items", { name });
    },
  }),
  /** Inserts, then throws: nothing of it may be committed. */
  fail: mutationGeneric({
    args: { name: v.string() },
    handler: async (ctx, { name }) => {
      await ctx.db.insert("items", { name });
      throw new Error("the job fails");
    },
  }),
  /** Schedules `lib:<fn>` at once with the name `label`: the job's id. */
  later: mutationGeneric({
    args: { fn: v.string(), label: v.string() },
    handler: async (ctx, { fn, label }) =>
      await ctx.scheduler.runAfter(0, ref(`lib:${fn}`), { name: label }),
  }),
  cancel: mutationGeneric({
    args: { id: v.string() },
    handler: async (ctx, { id }) => {
      await ctx.scheduler.cancel(id as never);
    },
  }),
};

const modules = {
  "./_generated/api.js": async () => ({}),
  "./lib.ts": async () => lib,
};

function setup() {
  const points = new PausePoints();
  const engine = new SqliteEngine({ schema, modules, beforeValidate: points.beforeValidate });
  const commits: Commit[] = [];
  engine.onCommit((commit) => commits.push(commit));
  const job = async (id: string) =>
    (await engine.runTransaction(async (ctx) => await ctx.db.system.get(id as never))) as {
      state: { kind: string };
    } | null;
  const items = async () =>
    (await engine.runTransaction(async (ctx) => await ctx.db.query("items").collect())).map(
      (item) => (item as { name: string }).name,
    );
  return { engine, points, commits, job, items };
}

describe("a scheduled mutation's commits", () => {
  it("commits its writes and its job's success together, in one commit", async () => {
    const { engine, commits, job, items } = setup();
    const id = (await ok(
      engine.runMutation("lib:later", { fn: "add", label: "a" }, null),
    )) as string;
    const scheduled = commits.length;
    await vi.waitFor(async () => expect((await job(id))?.state.kind).toBe("success"));
    expect(await items()).toEqual(["a"]);
    // Before: three commits (in progress, the mutation, succeeded); now one, holding both.
    const after = commits.slice(scheduled);
    expect(after).toHaveLength(1);
    expect(after[0].scheduled).toBe(true);
    expect(after[0].tables.has("items")).toBe(true);
    expect(after[0].tables.has("_scheduled_functions")).toBe(true);
    engine.close();
  });

  it("records a failure apart and commits nothing of the failed mutation", async () => {
    const { engine, job, items } = setup();
    const id = (await ok(
      engine.runMutation("lib:later", { fn: "fail", label: "b" }, null),
    )) as string;
    await vi.waitFor(async () => expect((await job(id))?.state.kind).toBe("failed"));
    expect(await items()).toEqual([]);
    engine.close();
  });

  it("does not run a job cancelled before its timer fired", async () => {
    const { engine, job, items } = setup();
    const cancelled = (await ok(
      engine.runMutation("lib:later", { fn: "add", label: "cancelled" }, null),
    )) as string;
    await ok(engine.runMutation("lib:cancel", { id: cancelled }, null));
    // A job armed after it runs after it: once it has run, the cancelled one's timer has fired.
    const next = (await ok(
      engine.runMutation("lib:later", { fn: "add", label: "next" }, null),
    )) as string;
    await vi.waitFor(async () => expect((await job(next))?.state.kind).toBe("success"));
    expect((await job(cancelled))?.state.kind).toBe("canceled");
    expect(await items()).toEqual(["next"]);
    engine.close();
  });

  it("commits nothing when its job is cancelled while the mutation runs", async () => {
    const { engine, points, job, items } = setup();
    // The job's mutation held after its body ran (it inserted "held"), before it commits.
    const held = points.hold("held");
    const id = (await ok(
      engine.runMutation("lib:later", { fn: "add", label: "held" }, null),
    )) as string;
    await held.reached;
    await ok(engine.runMutation("lib:cancel", { id }, null));
    held.release();
    // The cancel wrote the job the mutation read: it runs again, finds it cancelled, stops.
    await vi.waitFor(() => expect(points.reached).toEqual(["held#1", "held#2"]));
    await vi.waitFor(async () => expect((await job(id))?.state.kind).toBe("canceled"));
    expect(await items()).toEqual([]);
    engine.close();
  });
});

describe("a fold's commits", () => {
  it("a vote's fold is one commit: the summary written and its job marked succeeded", async () => {
    const engine = new SqliteEngine({ schema: appSchema, modules: appModules });
    const t = new SqliteTest(engine) as unknown as TestConvex;
    await t.run(async (ctx) => await loadCatalogue(ctx, fixtureCatalogue()));
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));
    const voter = await signIn(t);
    await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1"));
    const bound = commits.length;
    await vi.waitFor(() => expect(commits.some((c) => c.tables.has("tallyShards"))).toBe(true));
    const fold = commits.findIndex((commit) => commit.tables.has("tallyShards"));
    // Nothing between the vote and its fold (before: the job marked in progress), and the
    // fold's commit is its job's completion too (before: a third commit after it).
    expect(fold).toBe(bound);
    expect(commits[fold].tables.has("_scheduled_functions")).toBe(true);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(1);
    engine.close();
  });
});

/** One turn of the event loop (what a server does between two requests). */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

describe("the group commit", () => {
  function fileEngine() {
    const path = join(mkdtempSync(join(tmpdir(), "bind-turn-")), "engine.sqlite");
    const engine = new SqliteEngine({ schema, modules, path });
    // Opening wrote to the file: its group committed, the next write opens a new one.
    engine.store.flush();
    return engine;
  }

  it("takes commits made one per turn into one group, committed the turn after", async () => {
    const engine = fileEngine();
    const groups = engine.store.groupsCommitted;
    await ok(engine.runMutation("lib:add", { name: "first" }, null));
    const first = engine.store.appended;
    await nextTurn();
    // Before: the first commit's group committed at the end of its own turn, and this one
    // opened a group of its own.
    expect(engine.store.groupsCommitted).toBe(groups);
    await ok(engine.runMutation("lib:add", { name: "second" }, null));
    expect(engine.store.isDurable(first)).toBe(false);
    await nextTurn();
    // Both in one group, on disk by the end of the second turn.
    expect(engine.store.groupsCommitted).toBe(groups + 1);
    expect(engine.store.isDurable(engine.store.appended)).toBe(true);
    engine.close();
  });

  it("answers only once the group is on disk", async () => {
    const engine = fileEngine();
    await ok(engine.runMutation("lib:add", { name: "one" }, null));
    const mark = engine.store.appended;
    let durable = false;
    const waiting = engine.store.whenDurable().then(() => (durable = engine.store.isDurable(mark)));
    await nextTurn();
    expect(durable).toBe(false);
    await waiting;
    expect(durable).toBe(true);
    engine.close();
  });
});
