/**
 * Tallies as folded deltas (docs/scale.md "Tallies as folded deltas"): votes append
 * deltas, the fold adds them into one summary per scope, and the readers' sums equal a
 * recount before, during and after a fold; shard documents from before the fold still add
 * up; tallies from before sharding move into shard 0, with a national grid from before the
 * position map backfilled a page at a time through the scheduler.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { QUADRANTS } from "./domain/areas";
import { roomQuadrantScope, roomScope } from "./domain/rooms";
import { NATIONAL_SCOPE, readScopeTally } from "./model/tallies";
import {
  defaultVoteArgs,
  expectTalliesMatchRecount,
  foldTallies,
  setupWithCatalogue,
  signIn,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

const NARRATIVES = ["leap-narrative-1", "rewild-narrative-2", "steady-narrative-1"];

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Every scope the votes of these tests count in. */
function scopesOf(roomId: Id<"rooms">) {
  return [
    NATIONAL_SCOPE,
    roomScope(roomId),
    ...QUADRANTS.map((quadrant) => roomQuadrantScope(roomId, quadrant)),
  ];
}

async function expectEveryScopeMatches(t: TestConvex, roomId: Id<"rooms">) {
  for (const scope of scopesOf(roomId)) expectTalliesMatchRecount(await tallySnapshot(t, scope));
}

/** `count` voters, every other one in the room; returns their clients. */
async function castVotes(t: TestConvex, count: number, code: string) {
  const voters = [];
  for (let i = 0; i < count; i++) {
    const voter = await signIn(t);
    await voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, NARRATIVES[i % NARRATIVES.length], 1 + (i % 4))),
      ...(i % 2 === 0 ? { roomCode: code } : {}),
    });
    voters.push(voter);
  }
  return voters;
}

async function createRoom(t: TestConvex) {
  const owner = await signIn(t);
  return await owner.as.mutation(api.rooms.create, { name: "Shards", threshold: 3 });
}

/** The tally documents of a scope: its summary shard documents and its unfolded deltas. */
async function tallyDocuments(t: TestConvex, scope: string) {
  return await t.run(async (ctx) => ({
    shards: await ctx.db
      .query("tallyShards")
      .withIndex("by_scope_shard", (q) => q.eq("scope", scope))
      .collect(),
    deltas: await ctx.db
      .query("tallyDeltas")
      .withIndex("by_scope", (q) => q.eq("scope", scope))
      .collect(),
  }));
}

describe("tallies as deltas folded into one summary per scope", () => {
  test("a vote appends a delta per scope; the fold leaves one summary per scope, equal to a recount before, mid-fold and after", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const voters = await castVotes(t, 12, code);
    // A re-bind: one delta per scope, the old vote's −1 and the new one's +1 together.
    await voters[0].as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-2", 2));
    const before = await tallyDocuments(t, NATIONAL_SCOPE);
    expect(before.shards).toEqual([]);
    // One per national change (held room votes join the nation together, in one).
    expect(before.deltas.length).toBeGreaterThan(8);
    await expectEveryScopeMatches(t, roomId);

    // Three deltas per fold: every scope stays exact while some are folded and some not.
    for (let fold = 0; fold < 3; fold++) {
      await foldTallies(t, 3, 1);
      await expectEveryScopeMatches(t, roomId);
    }
    const midway = await tallyDocuments(t, NATIONAL_SCOPE);
    expect(midway.shards).toHaveLength(1);
    expect(midway.deltas.length).toBeGreaterThan(0);

    await foldTallies(t, 3);
    for (const scope of scopesOf(roomId)) {
      const after = await tallyDocuments(t, scope);
      expect(after.deltas).toEqual([]);
      expect(after.shards.length).toBeLessThanOrEqual(1);
      expect(after.shards.every((shard) => shard.shard === 0)).toBe(true);
    }
    expect((await tallyDocuments(t, NATIONAL_SCOPE)).shards).toHaveLength(1);
    await expectEveryScopeMatches(t, roomId);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(12);
  });

  test("binds, re-binds and folds of any size interleaved: every scope equals a recount at every step", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const voters = await castVotes(t, 4, code);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48_271) % 2_147_483_647; // Park–Miller
      return seed % n;
    };
    for (let step = 0; step < 16; step++) {
      const action = random(4);
      if (action === 0) {
        voters.push(...(await castVotes(t, 1, code)));
      } else if (action === 1) {
        await foldTallies(t, 1 + random(5), 1);
      } else {
        const voter = voters[random(voters.length)];
        await voter.as.mutation(api.votes.bind, {
          ...(await defaultVoteArgs(t, NARRATIVES[random(3)], 1 + random(4))),
          ...(random(2) === 0 ? { roomCode: code } : {}),
        });
      }
      await expectEveryScopeMatches(t, roomId);
    }
  });

  test("scope documents from before the fold (one per shard of voters) still add up, and the fold adds to shard 0 only", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    await castVotes(t, 6, code);
    await foldTallies(t);
    // The national summary split as before the fold: part of it in a second shard document.
    await t.run(async (ctx) => {
      const summary = (await ctx.db
        .query("tallyShards")
        .withIndex("by_scope_shard", (q) => q.eq("scope", NATIONAL_SCOPE).eq("shard", 0))
        .unique())!;
      const narrativeId = Object.keys(summary.narratives)[0] as Id<"narratives">;
      const zeros = { rewild: 0, leap: 0, steady: 0, scale: 0 };
      await ctx.db.insert("tallyShards", {
        scope: NATIONAL_SCOPE,
        shard: 5,
        totalVotes: 0,
        quadrantCounts: zeros,
        taxRateSum: 1.5,
        dividendSum: 0,
        inflationSum: 0,
        positionCounts: new Array<number>(100).fill(0),
        guestVotes: 0,
        narratives: { [narrativeId]: 1 },
        policies: {},
      });
      await ctx.db.patch("tallyShards", summary._id, {
        taxRateSum: summary.taxRateSum - 1.5,
        narratives: { ...summary.narratives, [narrativeId]: summary.narratives[narrativeId] - 1 },
      });
    });
    await expectEveryScopeMatches(t, roomId);
    await castVotes(t, 3, code);
    await foldTallies(t);
    const { shards } = await tallyDocuments(t, NATIONAL_SCOPE);
    expect(shards.map((shard) => [shard.shard, shard.totalVotes])).toEqual([
      [0, 9],
      [5, 0],
    ]);
    await expectEveryScopeMatches(t, roomId);
  });

  test("K may change between votes: a vote leaves the shard it was counted in", async () => {
    vi.stubEnv("TALLY_SHARDS", "1");
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const voters = await castVotes(t, 6, code);
    vi.stubEnv("TALLY_SHARDS", "16");
    for (const voter of voters.slice(0, 3)) {
      await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-1", 3));
    }
    await castVotes(t, 4, code);
    await expectEveryScopeMatches(t, roomId);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(10);
  });
});

/**
 * Turns the current tallies into legacy rows (one community row per scope with its
 * narrative and policy rows, as before sharding) and the votes into unsharded ones.
 */
async function makeLegacy(t: TestConvex, { nationalGrid }: { nationalGrid: boolean }) {
  await foldTallies(t);
  await t.run(async (ctx) => {
    const shards = await ctx.db.query("tallyShards").collect();
    for (const scope of new Set(shards.map((shard) => shard.scope))) {
      const tally = (await readScopeTally(ctx, scope))!;
      const keepGrid = nationalGrid || scope !== NATIONAL_SCOPE;
      await ctx.db.insert("communityTallies", {
        scope,
        totalVotes: tally.totalVotes,
        quadrantCounts: tally.quadrantCounts,
        taxRateSum: tally.taxRateSum,
        dividendSum: tally.dividendSum,
        inflationSum: tally.inflationSum,
        guestVotes: tally.guestVotes,
        ...(keepGrid ? { positionCounts: tally.positionCounts } : {}),
      });
      for (const [narrativeId, count] of tally.narratives) {
        await ctx.db.insert("narrativeTallies", { scope, narrativeId, count });
      }
      for (const [policyId, count] of tally.policies) {
        const policy = await ctx.db.get("policies", policyId);
        await ctx.db.insert("policyTallies", {
          scope,
          policyId,
          category: policy!.category,
          count,
        });
      }
    }
    for (const shard of shards) await ctx.db.delete("tallyShards", shard._id);
    for (const delta of await ctx.db.query("tallyDeltas").collect()) {
      await ctx.db.delete("tallyDeltas", delta._id);
    }
    for (const vote of await ctx.db.query("userVotes").collect()) {
      await ctx.db.patch("userVotes", vote._id, { tallyShard: undefined });
    }
  });
}

describe("migrating tallies from before sharding", () => {
  beforeEach(() => {
    // Scheduled steps run only when a test says so.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("legacy rows move into shard 0 and stay exact as voters vote again", async () => {
    vi.stubEnv("TALLY_SHARDS", "8");
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const voters = await castVotes(t, 9, code);
    await makeLegacy(t, { nationalGrid: true });

    const first = await t.mutation(internal.seed.ensureCatalogue, {});
    expect(first.loaded).toBe(false);
    for (let step = 0; step < 10; step++) {
      if (!(await t.mutation(internal.seed.migrateTallies, {})).more) break;
    }
    const left = await t.run(async (ctx) => ({
      community: (await ctx.db.query("communityTallies").collect()).length,
      narratives: (await ctx.db.query("narrativeTallies").collect()).length,
      policies: (await ctx.db.query("policyTallies").collect()).length,
    }));
    expect(left).toEqual({ community: 0, narratives: 0, policies: 0 });
    await expectEveryScopeMatches(t, roomId);

    // Older votes leave shard 0; new ones go to their voters' shards.
    for (const voter of voters.slice(0, 4)) {
      await voter.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, "scale-narrative-2", 2)),
        roomCode: code,
      });
    }
    await castVotes(t, 3, code);
    await expectEveryScopeMatches(t, roomId);
    await foldTallies(t);
    expect((await t.query(api.community.overview, { roomCode: code })).totalVotes).toBe(
      (await tallySnapshot(t, roomScope(roomId))).recount.totalVotes,
    );
  });

  test("a national grid from before the map is backfilled a page at a time through the scheduler", async () => {
    vi.stubEnv("TALLY_SHARDS", "8");
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const voters = await castVotes(t, 10, code);
    await makeLegacy(t, { nationalGrid: false });

    await t.mutation(internal.seed.migrateTallies, { gridPage: 2 });
    const scheduled = await t.run(async (ctx) =>
      ctx.db.system.query("_scheduled_functions").collect(),
    );
    expect(scheduled.map((job) => [job.name, job.args])).toContainEqual([
      "seed:migrateTallies",
      [{ gridPage: 2 }],
    ]);

    // Steps and votes interleave: older votes change before and after the cursor passes them.
    let steps = 0;
    let more = true;
    while (more && steps < 50) {
      more = (await t.mutation(internal.seed.migrateTallies, { gridPage: 2 })).more;
      steps += 1;
      const voter = voters[(steps * 3) % voters.length];
      await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, NARRATIVES[steps % 3], 2));
      if (steps % 2 === 0) await castVotes(t, 1, code);
    }
    expect(more).toBe(false);
    expect(steps).toBeGreaterThan(3);
    const national = await t.run(async (ctx) =>
      ctx.db
        .query("tallyShards")
        .withIndex("by_scope_shard", (q) => q.eq("scope", NATIONAL_SCOPE).eq("shard", 0))
        .unique(),
    );
    expect(national?.gridBackfilledThrough).toBeUndefined();
    await expectEveryScopeMatches(t, roomId);
  });
});
