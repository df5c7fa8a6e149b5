/**
 * National views once per fold (docs/scale.md "National views once per fold"): a national
 * vote leaves the national views' reads untouched and asks for a fold; the fold runs at
 * once after a quiet spell and at most once per fold interval while votes arrive, and no
 * vote is left unfolded, whatever the interleaving. On the embedded engine, whose commits
 * say what they touched; the cron is not running here, so every fold is one a vote asked
 * for.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Commit } from "../server/engine/types";
import { SqliteEngine } from "../server/engine/sqlite/engine";
import { FINISHED_JOBS_KEPT_MS } from "../server/engine/sqlite/scheduler";
import { PausePoints } from "../tests/server/pausePoints";
import { SqliteTest } from "../server/engine/sqlite/testing";
import { api, internal } from "./_generated/api";
import schema from "./schema";
import { modules } from "./test.setup";
import { loadCatalogue } from "./model/catalogue";
import { DEFAULT_FOLD_INTERVAL_MS } from "./domain/tallyShards";
import { FOLD_ROUND_MS, NATIONAL_SCOPE } from "./model/tallies";
import {
  defaultVoteArgs,
  expectTalliesMatchRecount,
  fixtureCatalogue,
  policyByKey,
  signIn,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

async function setup() {
  // Every attempt of a vote and of a fold is listed; `hold` makes one wait at the engine's
  // `beforeValidate` point (its body run, its reads unchecked).
  const points = new PausePoints();
  points.watch("votes:bind");
  points.watch("tallies:fold");
  const engine = new SqliteEngine({ schema, modules, beforeValidate: points.beforeValidate });
  const t = new SqliteTest(engine) as unknown as TestConvex;
  await t.run(async (ctx) => await loadCatalogue(ctx, fixtureCatalogue()));
  const commits: Commit[] = [];
  engine.onCommit((commit) => commits.push(commit));
  const holdNext = (udfPath: string) => points.hold(udfPath);
  return { engine, t, commits, attempts: points.reached, holdNext };
}

async function nationalTotal(t: TestConvex): Promise<number> {
  return (await t.query(api.community.overview, {})).totalVotes;
}

async function unfoldedNationalDeltas(t: TestConvex): Promise<number> {
  return await t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("tallyDeltas")
          .withIndex("by_scope", (q) => q.eq("scope", NATIONAL_SCOPE))
          .collect()
      ).length,
  );
}

/** The one `tallyFoldRequests` document (the round of folds), or null. */
async function currentRound(t: TestConvex) {
  return await t.run(async (ctx) => await ctx.db.query("tallyFoldRequests").first());
}

/** A round of folds under way for `ms` more, with nothing folded yet: its planned end. */
async function roundUnderWay(t: TestConvex, ms: number): Promise<number> {
  const endsAt = Date.now() + ms;
  await t.run(async (ctx) => {
    await ctx.db.insert("tallyFoldRequests", { endsAt, ended: false });
  });
  return endsAt;
}

/** A vote of `voter` held after its body ran (it has read the round), before it commits. */
async function heldVote(
  t: TestConvex,
  holdNext: Awaited<ReturnType<typeof setup>>["holdNext"],
  voter: Awaited<ReturnType<typeof signIn>>,
  narrative: string,
) {
  const held = holdNext("votes:bind");
  const binding = voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, narrative));
  await held.reached;
  return { release: held.release, binding };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("national views once per fold", () => {
  test("a national vote touches nothing the national views read; the fold it asks for does, once", async () => {
    const { engine, t, commits } = await setup();
    const voter = await signIn(t);
    const policy = await policyByKey(t, "leap-health-care-1");
    const views: [string, Record<string, unknown>][] = [
      ["community:overview", {}],
      ["community:page", {}],
      ["community:presenter", {}],
      ["community:topPolicies", {}],
      ["community:shares", { policyIds: [policy._id] }],
      ["policies:defaultForCategory", { category: policy.category }],
    ];
    const reads = await Promise.all(
      views.map(async ([path, args]) => (await engine.runQuery(path, args, null)).readTables),
    );
    const touches = (commit: Commit, read: Set<string>) =>
      [...commit.tables].some((token) => read.has(token));

    const before = commits.length;
    await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1"));
    const bind = commits[before];
    for (const read of reads) expect(touches(bind, read)).toBe(false);
    expect(bind.scheduled).toBe(false);
    // Not yet folded: the views still show no vote, the exact sum already counts it.
    expect(await unfoldedNationalDeltas(t)).toBe(1);

    // The fold the vote asked for runs at once (no cron here) and changes every view.
    await vi.waitFor(async () => expect(await nationalTotal(t)).toBe(1), { timeout: 10_000 });
    const later = commits.slice(before + 1);
    for (const read of reads) {
      const folds = later.filter((commit) => touches(commit, read));
      expect(folds).toHaveLength(1);
      // A scheduled function's commit: the sync server sends it without waiting.
      expect(folds[0].scheduled).toBe(true);
    }
    expect(await unfoldedNationalDeltas(t)).toBe(0);
    expectTalliesMatchRecount(await tallySnapshot(t));
  });

  test.each([
    [DEFAULT_FOLD_INTERVAL_MS, undefined],
    [250, "250"],
  ])(
    "votes in a burst are folded at most once per %i ms, and every one of them",
    async (interval, setting) => {
      if (setting !== undefined) vi.stubEnv("TALLY_FOLD_INTERVAL_MS", setting);
      const { t } = await setup();
      const voters = await Promise.all(Array.from({ length: 12 }, () => signIn(t)));
      const args = await defaultVoteArgs(t, "scale-narrative-1");
      const started = Date.now();
      // Each vote once the one before is folded: the burst spans several intervals.
      for (const [i, voter] of voters.entries()) {
        await voter.as.mutation(api.votes.bind, args);
        await vi.waitFor(async () => expect(await nationalTotal(t)).toBe(i + 1), {
          timeout: 10_000,
        });
      }
      await vi.waitFor(async () => expect(await nationalTotal(t)).toBe(voters.length), {
        timeout: 10_000,
      });
      expect(await unfoldedNationalDeltas(t)).toBe(0);
      expectTalliesMatchRecount(await tallySnapshot(t));

      // The round goes on folding every interval: count what it has scheduled so far.
      const elapsed = Date.now() - started;
      const due = await t.run(async (ctx) =>
        (await ctx.db.system.query("_scheduled_functions").collect())
          .filter((job) => job.name === "tallies:fold")
          .map((job) => job.scheduledTime)
          .sort((a, b) => a - b),
      );
      expect(due.length).toBeGreaterThan(0);
      expect(due.length).toBeLessThanOrEqual(2 + elapsed / interval);
      for (let i = 1; i < due.length; i++) {
        expect(due[i] - due[i - 1]).toBeGreaterThanOrEqual(interval);
      }
    },
  );

  test("votes in flight together meet no write while a round of folds runs", async () => {
    const { t, attempts } = await setup();
    const voters = await Promise.all(Array.from({ length: 31 }, () => signIn(t)));
    const args = await defaultVoteArgs(t, "leap-narrative-1");
    // The first vote starts a round (a second long); then three waves of ten at once.
    await voters[0].as.mutation(api.votes.bind, args);
    for (let wave = 0; wave < 3; wave++) {
      const binders = voters.slice(1 + wave * 10, 11 + wave * 10);
      await Promise.all(binders.map((voter) => voter.as.mutation(api.votes.bind, args)));
    }
    const binds = attempts.filter((call) => call.startsWith("votes:bind"));
    expect(binds).toHaveLength(31);
    expect(binds.every((call) => call.endsWith("#1"))).toBe(true);
    await vi.waitFor(async () => expect(await nationalTotal(t)).toBe(31), { timeout: 10_000 });
  });

  test.each([
    [
      "then ended without it starts the next: nothing is left unfolded",
      // A round ending shortly (as when votes arrive faster than the interval); its last
      // fold runs before the vote commits: the vote's delta is not there for it to take.
      300,
      { last: true },
    ],
    [
      "a fold that found nothing then ended starts the next",
      // A round under way for a while yet: the fold finds nothing and ends it early.
      10_000,
      { folded: 0, last: true },
    ],
  ])("a vote that counted on a round which %s", async (_, roundMs, foldResult) => {
    const { t, attempts, holdNext } = await setup();
    const voter = await signIn(t);
    const endsAt = await roundUnderWay(t, roundMs);
    const vote = await heldVote(t, holdNext, voter, "rewild-narrative-1");
    if (roundMs < 1_000) await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(endsAt));
    expect(await t.mutation(internal.tallies.fold, { roundEndsAt: endsAt })).toMatchObject(
      foldResult,
    );
    vote.release();
    await vote.binding;

    // The vote read the round the fold then marked as ended: it ran again and started one.
    expect(attempts.filter((call) => call.startsWith("votes:bind"))).toEqual([
      "votes:bind#1",
      "votes:bind#2",
    ]);
    await vi.waitFor(async () => expect(await nationalTotal(t)).toBe(1), { timeout: 10_000 });
    expect(await unfoldedNationalDeltas(t)).toBe(0);
  });

  test("a vote that counted on a round and commits while its last fold runs is taken by that fold", async () => {
    const { t, attempts, holdNext } = await setup();
    const voter = await signIn(t);
    const endsAt = await roundUnderWay(t, 300);
    // The vote, counting on the round, waits to commit; the round's last fold reads the
    // deltas waiting (none yet) and waits too; then the vote commits, then the fold.
    const vote = await heldVote(t, holdNext, voter, "steady-narrative-1");
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(endsAt));
    const heldFold = holdNext("tallies:fold");
    const folding = t.mutation(internal.tallies.fold, { roundEndsAt: endsAt });
    await heldFold.reached;
    vote.release();
    await vote.binding;
    heldFold.release();
    await folding;
    // The vote's delta fell in the range the fold read: the fold ran again and took it.
    expect(attempts).toEqual(["votes:bind#1", "tallies:fold#1", "tallies:fold#2"]);
    expect(await unfoldedNationalDeltas(t)).toBe(0);
    expect(await nationalTotal(t)).toBe(1);
  });

  test("a fold that finds nothing ends the round early: the next vote is folded at once", async () => {
    const { t } = await setup();
    const [first, second] = await Promise.all([signIn(t), signIn(t)]);
    const round = () => currentRound(t);
    await first.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1"));
    const planned = (await round())!;
    expect(planned.endsAt - FOLD_ROUND_MS).toBeGreaterThan(0);
    // The first fold takes the vote; the one an interval later finds nothing and ends the
    // round, before its planned end (a second later).
    await vi.waitFor(async () => expect((await round())?.ended).toBe(true), { timeout: 5_000 });
    const ended = (await round())!;
    expect(ended.endsAt).toBeLessThan(planned.endsAt);
    expect(await nationalTotal(t)).toBe(1);

    // A vote after a quiet interval starts a round whose first fold is due at once.
    await vi.waitFor(() =>
      expect(Date.now()).toBeGreaterThan(ended.endsAt + DEFAULT_FOLD_INTERVAL_MS),
    );
    const before = Date.now();
    await second.as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-1"));
    const after = Date.now();
    const next = (await round())!;
    expect(next.ended).toBe(false);
    const firstFolds = await t.run(async (ctx) =>
      (await ctx.db.system.query("_scheduled_functions").collect()).filter(
        (job) =>
          job.name === "tallies:fold" &&
          (job.args[0] as { roundEndsAt?: number }).roundEndsAt === next.endsAt,
      ),
    );
    expect(firstFolds).toHaveLength(1);
    expect(firstFolds[0].scheduledTime).toBeGreaterThan(before);
    expect(firstFolds[0].scheduledTime).toBeLessThanOrEqual(after + 1);
    await vi.waitFor(async () => expect(await nationalTotal(t)).toBe(2), { timeout: 10_000 });
  });

  test("a vote that counted on a round and commits while a fold that found nothing ends it is taken by that fold", async () => {
    const { t, attempts, holdNext } = await setup();
    const voter = await signIn(t);
    const args = await defaultVoteArgs(t, "rewild-narrative-1");
    // A round under way for a while yet, with nothing waiting to be folded.
    const endsAt = await roundUnderWay(t, 10_000);
    // The fold finds no delta and would end the round; meanwhile a vote that counts on the
    // round (its delta created after the fold began) commits.
    const heldFold = holdNext("tallies:fold");
    const folding = t.mutation(internal.tallies.fold, { roundEndsAt: endsAt });
    await heldFold.reached;
    // The vote's delta created in a later millisecond than the fold began.
    const foldBegan = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(foldBegan));
    await voter.as.mutation(api.votes.bind, args);
    heldFold.release();
    // The vote's delta falls in the range the ending fold read (up to the round's planned
    // end, not just up to its own start): the fold ran again, took it, and the round goes on.
    expect(await folding).toMatchObject({ folded: 1, last: false });
    expect(attempts).toEqual(["tallies:fold#1", "votes:bind#1", "tallies:fold#2"]);
    expect(await unfoldedNationalDeltas(t)).toBe(0);
    expect(await nationalTotal(t)).toBe(1);
  });

  test("a vote after a round's planned end, its last fold still to run, moves that round's end on: no second round beside it", async () => {
    const { t } = await setup();
    const voter = await signIn(t);
    // A round past its planned end, not yet ended: its last fold is still to run.
    const endsAt = await roundUnderWay(t, -1);
    await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1"));
    const folds = () =>
      t.run(async (ctx) =>
        (await ctx.db.system.query("_scheduled_functions").collect()).filter(
          (job) => job.name === "tallies:fold",
        ),
      );
    // Before: a second round's first fold, due less than an interval after the first
    // round's last one.
    expect(await folds()).toEqual([]);
    const moved = (await currentRound(t))!;
    expect(moved.ended).toBe(false);
    expect(moved.endsAt).toBeGreaterThan(endsAt + FOLD_ROUND_MS);

    // The round's pending fold is not its last now: it takes the vote and plans the next
    // fold an interval later, in the same round.
    const foldedAt = Date.now();
    expect(await t.mutation(internal.tallies.fold, { roundEndsAt: endsAt })).toMatchObject({
      folded: 1,
      last: false,
    });
    const next = await folds();
    expect(next).toHaveLength(1);
    expect(next[0].args[0]).toEqual({ roundEndsAt: moved.endsAt });
    expect(next[0].scheduledTime).toBeGreaterThanOrEqual(foldedAt + DEFAULT_FOLD_INTERVAL_MS);
    expect(await nationalTotal(t)).toBe(1);
  });

  test("finished folds' records are deleted after FINISHED_JOBS_KEPT_MS", async () => {
    const { engine, t } = await setup();
    const voter = await signIn(t);
    await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-2"));
    // The round's first fold takes the vote; the next finds nothing and ends the round.
    await vi.waitFor(async () => expect((await currentRound(t))?.ended).toBe(true), {
      timeout: 3_000,
    });
    const jobs = () =>
      t.run(async (ctx) =>
        (await ctx.db.system.query("_scheduled_functions").collect()).map((job) => job.state.kind),
      );
    const finished = (await jobs()).length;
    expect(finished).toBeGreaterThanOrEqual(2);
    expect((await jobs()).every((kind) => kind === "success")).toBe(true);
    // Kept for an hour; then deleted, all of them.
    expect(await engine.purgeFinishedJobs()).toBe(0);
    expect(await engine.purgeFinishedJobs(Date.now() + FINISHED_JOBS_KEPT_MS + 1_000)).toBe(
      finished,
    );
    expect(await jobs()).toEqual([]);
  });
});
