/**
 * Community tallies: running totals of active votes per scope ("national" for accounts'
 * votes, "room:<roomId>" for a vote counted in a workshop room and "room:<roomId>:<quadrant>"
 * for its quadrant's group there), kept by the mutation that changes votes, in the same
 * transaction. Each scope's counters are split over shard documents (`tallyShards`, one per
 * scope and shard, holding every counter of the scope for that shard's voters), so that
 * concurrent votes by different people rarely conflict; a reader sums the few shards of a
 * scope (docs/scale.md "Sharded tallies"). Reading the community view then costs at most K
 * documents whatever the number of votes.
 *
 * Changes are gathered in a `TallyDelta` (a vote leaving counts −1, a vote arriving +1)
 * and written once, so a bulk writer such as the seed generator touches each shard once.
 */
import type { Doc, Id } from "../_generated/dataModel";
import { env, type MutationCtx, type QueryCtx } from "../_generated/server";
import type { Quadrant } from "../domain/areas";
import { cellOfVote, GRID_CELLS } from "../domain/positionGrid";
import { NATIONAL_SCOPE, roomQuadrantScope, roomScope, VERIFIED_SCOPE } from "../domain/rooms";
import {
  LEGACY_SHARD,
  MAX_TALLY_SHARDS,
  shardOfVoter,
  tallyShardCount,
} from "../domain/tallyShards";
import { nationalCounting } from "../domain/verification";
import type { QuadrantCounts } from "../validators";

export { NATIONAL_SCOPE, VERIFIED_SCOPE };

/**
 * The scope the national results read: "national" (every account's vote) or, when the
 * operator sets NATIONAL_RESULTS=verified, "national:verified" (docs/security.md "Verified
 * votes").
 */
export function publishedNationalScope(): string {
  return nationalCounting(env.NATIONAL_RESULTS) === "verified" ? VERIFIED_SCOPE : NATIONAL_SCOPE;
}

/** The vote fields the tallies read. */
export type TalliedVote = Pick<
  Doc<"userVotes">,
  | "_creationTime"
  | "scope"
  | "roomId"
  | "narrativeId"
  | "quadrant"
  | "quadrantX"
  | "quadrantY"
  | "taxRate"
  | "dividend"
  | "inflation"
  | "selectedPolicyIds"
  | "isGuest"
  | "heldFromNational"
  | "verified"
  | "pendingApproval"
  | "tallyShard"
>;

/** K: the deployment's TALLY_SHARDS, or the default (convex/domain/tallyShards.ts). */
export function currentShardCount(): number {
  return tallyShardCount(env.TALLY_SHARDS);
}

/** The shard a new vote by this voter counts in. */
export function shardForVoter(userId: Id<"users">): number {
  return shardOfVoter(userId, currentShardCount());
}

interface ShardDelta {
  scope: string;
  shard: number;
  totalVotes: number;
  quadrantCounts: QuadrantCounts;
  taxRateSum: number;
  dividendSum: number;
  inflationSum: number;
  narratives: Map<Id<"narratives">, number>;
  policies: Map<Id<"policies">, number>;
  /** Position-grid cell → change. */
  cells: Map<number, number>;
  /**
   * Grid changes of votes cast before sharding, with their creation times: while a
   * national grid backfill is under way they apply only to votes it has counted already.
   */
  legacyCells: { cell: number; by: number; createdAt: number }[];
  guestVotes: number;
}

/** Changes per (scope, shard). */
export type TallyDelta = Map<string, ShardDelta>;

const ZERO_QUADRANTS: QuadrantCounts = { rewild: 0, leap: 0, steady: 0, scale: 0 };

export function emptyTallyDelta(): TallyDelta {
  return new Map();
}

function shardDelta(delta: TallyDelta, scope: string, shard: number): ShardDelta {
  const key = `${shard}|${scope}`;
  let entry = delta.get(key);
  if (!entry) {
    entry = {
      scope,
      shard,
      totalVotes: 0,
      quadrantCounts: { ...ZERO_QUADRANTS },
      taxRateSum: 0,
      dividendSum: 0,
      inflationSum: 0,
      narratives: new Map(),
      policies: new Map(),
      cells: new Map(),
      legacyCells: [],
      guestVotes: 0,
    };
    delta.set(key, entry);
  }
  return entry;
}

function bump<K>(map: Map<K, number>, key: K, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * The scopes a vote counts in: its national scope unless a guest cast it (guests count
 * in rooms only) or it is held until its room reaches its threshold (and "national:verified"
 * too when its voter's email is verified), and when it was
 * counted in a room, the room and the room's group for the vote's quadrant (docs/rooms.md
 * "Guests", "Held votes" and "Consensus").
 */
export function scopesOfVote(
  vote: Pick<
    TalliedVote,
    | "scope"
    | "roomId"
    | "isGuest"
    | "heldFromNational"
    | "verified"
    | "pendingApproval"
    | "quadrant"
  >,
): string[] {
  // A guest's vote waiting for the facilitator's approval counts nowhere (docs/rooms.md
  // "Stuffing").
  if (vote.pendingApproval === true) return [];
  const national = vote.isGuest !== true && vote.heldFromNational !== true;
  const scopes = national ? [vote.scope] : [];
  if (national && vote.scope === NATIONAL_SCOPE && vote.verified === true) {
    scopes.push(VERIFIED_SCOPE);
  }
  if (vote.roomId !== undefined) {
    scopes.push(roomScope(vote.roomId), roomQuadrantScope(vote.roomId, vote.quadrant));
  }
  return scopes;
}

/** Adds (sign +1) or removes (sign −1) one active vote in every scope it counts in. */
export function countVote(delta: TallyDelta, vote: TalliedVote, sign: 1 | -1): void {
  const shard = vote.tallyShard ?? LEGACY_SHARD;
  for (const scope of scopesOfVote(vote)) {
    countVoteInShard(shardDelta(delta, scope, shard), vote, sign);
  }
}

function countVoteInShard(entry: ShardDelta, vote: TalliedVote, sign: 1 | -1): void {
  entry.totalVotes += sign;
  if (vote.isGuest === true) entry.guestVotes += sign;
  entry.quadrantCounts[vote.quadrant as Quadrant] += sign;
  entry.taxRateSum += sign * vote.taxRate;
  entry.dividendSum += sign * vote.dividend;
  entry.inflationSum += sign * vote.inflation;
  bump(entry.narratives, vote.narrativeId, sign);
  for (const policyId of new Set(vote.selectedPolicyIds)) bump(entry.policies, policyId, sign);
  if (vote.tallyShard === undefined) {
    entry.legacyCells.push({ cell: cellOfVote(vote), by: sign, createdAt: vote._creationTime });
  } else {
    bump(entry.cells, cellOfVote(vote), sign);
  }
}

/** The shard document of a scope, or null before any vote counted in that shard. */
export async function getTallyShard(
  ctx: QueryCtx,
  scope: string,
  shard: number,
): Promise<Doc<"tallyShards"> | null> {
  return await ctx.db
    .query("tallyShards")
    .withIndex("by_scope_shard", (q) => q.eq("scope", scope).eq("shard", shard))
    .unique();
}

/** Writes a delta: one read and at most one write per shard document touched. */
export async function applyTallyDelta(ctx: MutationCtx, delta: TallyDelta): Promise<void> {
  for (const change of delta.values()) await applyShardChange(ctx, change);
}

/**
 * A record of counts after the changes; entries that reach zero are left out. Counts are
 * never clamped: a shard's counters only ever need to add up with the others' (a vote of
 * an unmigrated legacy row may leave shard 0 before its row is moved there).
 */
export function applyCountChanges<K extends string>(
  counts: Partial<Record<K, number>>,
  changes: Map<K, number>,
): Record<K, number> {
  const next = { ...counts } as Record<K, number>;
  for (const [key, by] of changes) {
    if (by === 0) continue;
    const count = (next[key] ?? 0) + by;
    if (count !== 0) next[key] = count;
    else delete next[key];
  }
  return next;
}

/** A shard's counters before its first vote. */
export const EMPTY_SHARD = {
  totalVotes: 0,
  quadrantCounts: ZERO_QUADRANTS,
  taxRateSum: 0,
  dividendSum: 0,
  inflationSum: 0,
  positionCounts: undefined,
  guestVotes: 0,
  narratives: {},
  policies: {},
};

type ScalarCounts = Pick<
  typeof EMPTY_SHARD,
  "totalVotes" | "quadrantCounts" | "taxRateSum" | "dividendSum" | "inflationSum" | "guestVotes"
>;

/** A shard's single-number counters plus a change (the grid and the maps merge apart). */
export function addScalarCounts(base: ScalarCounts, change: ScalarCounts): ScalarCounts {
  return {
    totalVotes: base.totalVotes + change.totalVotes,
    quadrantCounts: {
      rewild: base.quadrantCounts.rewild + change.quadrantCounts.rewild,
      leap: base.quadrantCounts.leap + change.quadrantCounts.leap,
      steady: base.quadrantCounts.steady + change.quadrantCounts.steady,
      scale: base.quadrantCounts.scale + change.quadrantCounts.scale,
    },
    taxRateSum: base.taxRateSum + change.taxRateSum,
    dividendSum: base.dividendSum + change.dividendSum,
    inflationSum: base.inflationSum + change.inflationSum,
    guestVotes: base.guestVotes + change.guestVotes,
  };
}

async function applyShardChange(ctx: MutationCtx, change: ShardDelta) {
  const existing = await getTallyShard(ctx, change.scope, change.shard);
  const base = existing ?? { ...EMPTY_SHARD, gridBackfilledThrough: undefined };
  const cells = new Map(change.cells);
  const through = base.gridBackfilledThrough;
  for (const { cell, by, createdAt } of change.legacyCells) {
    // A backfill under way counts older votes up to `through`; later ones it will count.
    if (through === undefined || createdAt <= through) bump(cells, cell, by);
  }
  const next = {
    scope: change.scope,
    shard: change.shard,
    ...addScalarCounts(base, change),
    positionCounts: applyCellChanges(base.positionCounts, cells),
    narratives: applyCountChanges(base.narratives, change.narratives),
    policies: applyCountChanges(base.policies, change.policies),
  };
  if (existing === null) {
    await ctx.db.insert("tallyShards", next);
  } else {
    await ctx.db.patch("tallyShards", existing._id, next);
  }
}

/** The grid after the changes (a missing grid starts from zeros). */
export function applyCellChanges(
  counts: readonly number[] | undefined,
  changes: Map<number, number>,
): number[] {
  const next = Array.from({ length: GRID_CELLS }, (_, cell) => counts?.[cell] ?? 0);
  for (const [cell, by] of changes) next[cell] += by;
  return next;
}

/** A scope's figures: the sum of its shards. */
export interface ScopeTally {
  scope: string;
  totalVotes: number;
  quadrantCounts: QuadrantCounts;
  taxRateSum: number;
  dividendSum: number;
  inflationSum: number;
  positionCounts: number[];
  guestVotes: number;
  /** Active votes per narrative with at least one. */
  narratives: Map<Id<"narratives">, number>;
  /** Active votes selecting each policy with at least one. */
  policies: Map<Id<"policies">, number>;
}

function addCounts<K extends string>(into: Map<K, number>, counts: Partial<Record<K, number>>) {
  for (const [key, count] of Object.entries(counts) as [K, number][]) bump(into, key, count);
}

/** A scope's shard documents (at most MAX_TALLY_SHARDS, whatever K was when votes were cast). */
async function scopeShards(ctx: QueryCtx, scope: string): Promise<Doc<"tallyShards">[]> {
  return await ctx.db
    .query("tallyShards")
    .withIndex("by_scope_shard", (q) => q.eq("scope", scope))
    .take(MAX_TALLY_SHARDS);
}

/**
 * A scope's active votes: its shards' totals only, for the checks that need no more (a
 * room's count on every room vote, the sample generator's threshold).
 */
export async function readScopeTotal(ctx: QueryCtx, scope: string): Promise<number> {
  return (await scopeShards(ctx, scope)).reduce((sum, shard) => sum + shard.totalVotes, 0);
}

/**
 * A scope's tallies summed over its shard documents (at most MAX_TALLY_SHARDS reads,
 * whatever K was when the votes were cast), or null when no vote has counted in it.
 */
export async function readScopeTally(ctx: QueryCtx, scope: string): Promise<ScopeTally | null> {
  const shards = await scopeShards(ctx, scope);
  if (shards.length === 0) return null;
  const sum: ScopeTally = {
    scope,
    totalVotes: 0,
    quadrantCounts: { ...ZERO_QUADRANTS },
    taxRateSum: 0,
    dividendSum: 0,
    inflationSum: 0,
    positionCounts: new Array<number>(GRID_CELLS).fill(0),
    guestVotes: 0,
    narratives: new Map(),
    policies: new Map(),
  };
  for (const shard of shards) {
    sum.totalVotes += shard.totalVotes;
    for (const quadrant of Object.keys(ZERO_QUADRANTS) as Quadrant[]) {
      sum.quadrantCounts[quadrant] += shard.quadrantCounts[quadrant];
    }
    sum.taxRateSum += shard.taxRateSum;
    sum.dividendSum += shard.dividendSum;
    sum.inflationSum += shard.inflationSum;
    shard.positionCounts.forEach((count, cell) => (sum.positionCounts[cell] += count));
    sum.guestVotes += shard.guestVotes;
    addCounts(sum.narratives, shard.narratives);
    addCounts(sum.policies, shard.policies);
  }
  // With no votes every sum is exactly zero; this drops the shards' accumulated rounding.
  if (sum.totalVotes <= 0) {
    sum.taxRateSum = 0;
    sum.dividendSum = 0;
    sum.inflationSum = 0;
  }
  return sum;
}

/** Ids by count, most first (ties in id order, so results are stable). */
export function rankByCount<K extends string>(counts: Map<K, number>): [K, number][] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
}
