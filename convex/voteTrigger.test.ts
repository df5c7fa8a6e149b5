/**
 * The vote trigger (convex/model/voteTrigger.ts): every insert, patch and delete of a vote
 * written through a `VoteWrites` moves the tallies of every scope it counts in, so the
 * stored tallies equal a recount after any sequence of writes, whichever fields change.
 */
import { describe, expect, test } from "vitest";
import type { Doc, Id } from "./_generated/dataModel";
import { QUADRANTS } from "./domain/areas";
import { roomQuadrantScope, roomScope } from "./domain/rooms";
import { NATIONAL_SCOPE, VERIFIED_SCOPE } from "./model/tallies";
import { withVoteWrites } from "./model/voteTrigger";
import {
  expectTalliesMatchRecount,
  foldTallies,
  narrativeByKey,
  setupWithCatalogue,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function fixtures(t: TestConvex) {
  const narratives = await Promise.all(
    ["rewild-narrative-1", "leap-narrative-1", "steady-narrative-2"].map((key) =>
      narrativeByKey(t, key),
    ),
  );
  return await t.run(async (ctx) => {
    const policies = (await ctx.db.query("policies").take(3)).map((policy) => policy._id);
    const users: Id<"users">[] = [];
    for (let i = 0; i < 4; i++) users.push(await ctx.db.insert("users", { name: `Voter ${i}` }));
    const roomOwner = users[0];
    const roomId = await ctx.db.insert("rooms", {
      code: "TRGGER",
      name: "Trigger",
      ownerId: roomOwner,
      threshold: 3,
      isOpen: true,
      closedAt: null,
    });
    return { narratives, policies, users, roomId };
  });
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>;

function newVote(f: Fixtures, next: () => number, i: number) {
  const narrative = f.narratives[Math.floor(next() * f.narratives.length)];
  const inRoom = next() < 0.5;
  return {
    userId: f.users[i % f.users.length],
    narrativeId: narrative._id,
    quadrant: narrative.quadrant,
    selectedPolicyIds: f.policies.slice(0, 1 + Math.floor(next() * f.policies.length)),
    taxRate: Math.round(next() * 50) / 10,
    dividend: Math.round(next() * 10_000),
    inflation: next() * 3,
    budgetBalance: 0,
    totalPolicyCost: null,
    inflationModifiers: null,
    compassX: null,
    compassY: null,
    quadrantX: null,
    quadrantY: null,
    kind: "bind" as const,
    submittedAt: new Date(i).toISOString(),
    isActive: next() < 0.8,
    scope: NATIONAL_SCOPE,
    tallyShard: 0,
    ...(inRoom ? { roomId: f.roomId, roomSource: `vote:${i}` } : {}),
    ...(next() < 0.3 ? { verified: true } : {}),
  };
}

/** A patch touching the fields the tallies read (and one they do not). */
function randomPatch(next: () => number, f: Fixtures): Partial<Doc<"userVotes">> {
  const pick = Math.floor(next() * 7);
  if (pick === 0) return { isActive: next() < 0.5 };
  if (pick === 1) return { heldFromNational: next() < 0.5 ? true : undefined };
  if (pick === 2) return { verified: next() < 0.5 ? true : undefined };
  if (pick === 3) return { pendingApproval: next() < 0.5 ? true : undefined };
  if (pick === 4) return { isGuest: next() < 0.5 ? true : undefined };
  if (pick === 5) return { taxRate: Math.round(next() * 50) / 10, roomId: undefined };
  return { submittedAt: new Date(Math.floor(next() * 1e6)).toISOString(), roomId: f.roomId };
}

describe("the vote trigger", () => {
  test("after any sequence of inserts, patches and deletes, every scope equals a recount", async () => {
    const t = await setupWithCatalogue();
    const f = await fixtures(t);
    const next = random(39);
    const ids: Id<"userVotes">[] = [];
    for (let step = 0; step < 60; step++) {
      await t.run(async (ctx) => {
        await withVoteWrites(ctx, async (votes) => {
          // Several writes per transaction, as a bind makes.
          for (let write = 0; write < 3; write++) {
            const choice = next();
            if (ids.length === 0 || choice < 0.4) {
              ids.push((await votes.insert(newVote(f, next, step * 3 + write)))._id);
            } else if (choice < 0.85) {
              const id = ids[Math.floor(next() * ids.length)];
              await votes.patch(id, randomPatch(next, f));
            } else {
              const [id] = ids.splice(Math.floor(next() * ids.length), 1);
              await votes.delete(id);
            }
          }
        });
      });
      if (step % 20 === 19) await foldTallies(t);
    }
    const scopes = [
      NATIONAL_SCOPE,
      VERIFIED_SCOPE,
      roomScope(f.roomId),
      ...QUADRANTS.map((quadrant) => roomQuadrantScope(f.roomId, quadrant)),
    ];
    for (const scope of scopes) expectTalliesMatchRecount(await tallySnapshot(t, scope));
    await foldTallies(t);
    for (const scope of scopes) expectTalliesMatchRecount(await tallySnapshot(t, scope));
    expect((await tallySnapshot(t, NATIONAL_SCOPE)).recount.totalVotes).toBeGreaterThan(0);
  });

  test("a write that changes nothing the tallies read writes no delta", async () => {
    const t = await setupWithCatalogue();
    const f = await fixtures(t);
    const id = await t.run(async (ctx) =>
      withVoteWrites(ctx, async (votes) => (await votes.insert(newVote(f, () => 0, 1)))._id),
    );
    await foldTallies(t);
    const deltas = await t.run(async (ctx) => {
      await withVoteWrites(ctx, async (votes) => {
        await votes.patch(id, { submittedAt: new Date(5).toISOString() });
      });
      return (await ctx.db.query("tallyDeltas").collect()).length;
    });
    expect(deltas).toBe(0);
  });
});
