import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cronJobs,
  defineSchema,
  defineTable,
  makeFunctionReference,
  mutationGeneric,
  queryGeneric,
} from "convex/server";
import { v } from "convex/values";
import {
  CronRunner,
  loadCronSpecs,
  nextRunTime,
  type CronSchedule,
} from "../../server/engine/sqlite/crons";
import { SqliteEngine } from "../../server/engine/sqlite/engine";
import { discoverModules } from "../../server/engine/modules";
import { ROOT } from "./harness";

const at = (iso: string) => Date.parse(iso);
const next = (schedule: CronSchedule, after: string) =>
  new Date(nextRunTime(schedule, at(after))).toISOString();

describe("when a cron job runs next", () => {
  it("an interval job one interval after the last run", () => {
    expect(nextRunTime({ type: "interval", seconds: 1 }, 5_000)).toBe(6_000);
    expect(nextRunTime({ type: "interval", minutes: 2 }, 0)).toBe(120_000);
    expect(nextRunTime({ type: "interval", hours: 1 }, 0)).toBe(3_600_000);
    expect(() => nextRunTime({ type: "interval" }, 0)).toThrow(/longer than zero/);
  });

  it("hourly, daily, weekly and monthly jobs at their next UTC minute, never the current one", () => {
    expect(next({ type: "hourly", minuteUTC: 15 }, "2026-01-01T10:14:59Z")).toBe(
      "2026-01-01T10:15:00.000Z",
    );
    expect(next({ type: "hourly", minuteUTC: 15 }, "2026-01-01T10:15:00Z")).toBe(
      "2026-01-01T11:15:00.000Z",
    );
    expect(next({ type: "daily", hourUTC: 3, minuteUTC: 30 }, "2026-01-31T04:00:00Z")).toBe(
      "2026-02-01T03:30:00.000Z",
    );
    // 1 January 2026 is a Thursday.
    expect(next({ type: "weekly", dayOfWeek: "monday", hourUTC: 9 }, "2026-01-01T00:00:00Z")).toBe(
      "2026-01-05T09:00:00.000Z",
    );
    expect(next({ type: "monthly", day: 31, hourUTC: 0 }, "2026-02-01T00:00:00Z")).toBe(
      "2026-03-31T00:00:00.000Z",
    );
  });

  it("cron strings with lists, ranges and steps; day of month or day of week when both are set", () => {
    expect(next({ type: "cron", cron: "*/20 * * * *" }, "2026-01-01T10:41:00Z")).toBe(
      "2026-01-01T11:00:00.000Z",
    );
    expect(next({ type: "cron", cron: "0 9-17/4 * * 1-5" }, "2026-01-02T17:00:00Z")).toBe(
      "2026-01-05T09:00:00.000Z",
    );
    expect(next({ type: "cron", cron: "0 0 29 2 *" }, "2026-01-01T00:00:00Z")).toBe(
      "2028-02-29T00:00:00.000Z",
    );
    // The 10th or any Sunday (4 January 2026), whichever comes first.
    expect(next({ type: "cron", cron: "0 12 10 * 0" }, "2026-01-01T00:00:00Z")).toBe(
      "2026-01-04T12:00:00.000Z",
    );
    expect(next({ type: "cron", cron: "0 12 * * 7" }, "2026-01-01T00:00:00Z")).toBe(
      "2026-01-04T12:00:00.000Z",
    );
    expect(() => next({ type: "cron", cron: "0 24 * * *" }, "2026-01-01T00:00:00Z")).toThrow();
    expect(() => next({ type: "cron", cron: "* * *" }, "2026-01-01T00:00:00Z")).toThrow();
  });
});

const schema = defineSchema({
  ticks: defineTable({ by: v.string() }),
});

const lib = {
  tick: mutationGeneric({
    args: { by: v.string() },
    handler: async (ctx, { by }) => {
      await ctx.db.insert("ticks", { by });
    },
  }),
  ticks: queryGeneric({
    args: {},
    handler: async (ctx) => (await ctx.db.query("ticks").collect()).map((tick) => tick.by),
  }),
  fail: mutationGeneric({
    args: {},
    handler: async () => {
      throw new Error("no luck");
    },
  }),
};

function cronsModule() {
  const crons = cronJobs();
  crons.interval("tick", { seconds: 1 }, makeFunctionReference<"mutation">("lib:tick"), {
    by: "cron",
  });
  crons.interval("fail", { seconds: 1 }, makeFunctionReference<"mutation">("lib:fail"));
  crons.daily("never soon", { hourUTC: 3 }, makeFunctionReference<"mutation">("lib:tick"), {
    by: "daily",
  });
  return crons;
}

const open: SqliteEngine[] = [];
afterEach(() => {
  for (const engine of open.splice(0)) engine.close();
});

describe("the engine's cron jobs", () => {
  it("reads the default export of the crons module, as Convex's cronJobs() builds it", async () => {
    const crons = async () => ({ default: cronsModule() });
    const specs = await loadCronSpecs({ "./crons.ts": crons }, "./");
    expect(specs.tick).toEqual({
      name: "lib:tick",
      args: [{ by: "cron" }],
      schedule: { type: "interval", seconds: 1 },
    });
    expect(Object.keys(specs)).toEqual(["tick", "fail", "never soon"]);
    expect(await loadCronSpecs({}, "./")).toEqual({});
    const notCrons = async () => ({ default: {} });
    await expect(loadCronSpecs({ "./crons.ts": notCrons }, "./")).rejects.toThrow(/cronJobs/);
  });

  it("runs an interval job when due with its arguments, again and again, and reports failures", async () => {
    const engine = new SqliteEngine({
      schema,
      modules: {
        "./_generated/api.js": async () => ({}),
        "./lib.ts": async () => lib,
        "./crons.ts": async () => ({ default: cronsModule() }),
      },
    });
    open.push(engine);
    const failures: string[] = [];
    expect(await engine.startCrons((job, message) => failures.push(`${job}: ${message}`))).toBe(3);
    const ticks = async () => (await engine.runQuery("lib:ticks", {}, null)).result;
    expect(await ticks()).toEqual({ ok: true, value: [] });
    const started = Date.now();
    await vi.waitFor(
      async () => expect(await ticks()).toEqual({ ok: true, value: ["cron", "cron"] }),
      { timeout: 20_000, interval: 50 },
    );
    // Two runs a second apart: a lower bound, which a busy machine cannot break.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(failures[0]).toMatch(/^lib:fail: .*no luck/);
  });

  it("runs nothing once stopped", async () => {
    const calls: string[] = [];
    const runner = new CronRunner(
      await loadCronSpecs({ "./crons.ts": async () => ({ default: cronsModule() }) }, "./"),
      async (name) => {
        calls.push(name);
      },
    );
    runner.start();
    await vi.waitFor(() => expect(calls.sort()).toEqual(["lib:fail", "lib:tick"]), {
      timeout: 20_000,
    });
    runner.stop();
    // A second runner started after the stop fires both jobs twice: by then the stopped
    // one would have fired again.
    const control: string[] = [];
    const controlRunner = new CronRunner(
      await loadCronSpecs({ "./crons.ts": async () => ({ default: cronsModule() }) }, "./"),
      async (name) => {
        control.push(name);
      },
    );
    controlRunner.start();
    await vi.waitFor(() => expect(control).toHaveLength(4), { timeout: 20_000 });
    controlRunner.stop();
    expect(calls).toHaveLength(2);
  });
});

describe("the app's cron jobs", () => {
  it("convex/crons.ts folds the tally deltas every second, recomputes the proportional manifestos every 10 s and runs privacy retention every 6 hours", async () => {
    const specs = await loadCronSpecs(discoverModules(join(ROOT, "convex")), "./convex/");
    expect(specs).toEqual({
      "fold tally deltas": {
        name: "tallies:fold",
        args: [{}],
        schedule: { type: "interval", seconds: 1 },
      },
      "equal shares manifestos": {
        name: "equalShares:recompute",
        args: [{}],
        schedule: { type: "interval", seconds: 10 },
      },
      "privacy retention": {
        name: "privacy:runRetention",
        args: [{}],
        schedule: { type: "interval", minutes: 360 },
      },
    });
  });
});
