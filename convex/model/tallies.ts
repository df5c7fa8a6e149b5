/**
 * Community tallies: running totals of active votes per scope ("national" for accounts'
 * votes, "room:<roomId>" for a vote counted in a workshop room and "room:<roomId>:<quadrant>"
 * for its quadrant's group there), kept by the mutation that
 * changes votes, in the same transaction. Reading the community view then costs a few indexed reads whatever the
 * number of votes.
 *
 * Changes are gathered in a `TallyDelta` (a vote leaving counts −1, a vote arriving +1)
 * and written once, so a bulk writer such as the seed generator touches each tally row
 * once.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Quadrant } from "../domain/areas";
import { cellOfVote, GRID_CELLS } from "../domain/positionGrid";
import { NATIONAL_SCOPE, roomQuadrantScope, roomScope } from "../domain/rooms";
import type { QuadrantCounts } from "../validators";

export { NATIONAL_SCOPE };

/** The vote fields the tallies read. */
export type TalliedVote = Pick<
  Doc<"userVotes">,
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
>;

interface ScopeDelta {
  totalVotes: number;
  quadrantCounts: QuadrantCounts;
  taxRateSum: number;
  dividendSum: number;
  inflationSum: number;
  narratives: Map<Id<"narratives">, number>;
  policies: Map<Id<"policies">, number>;
  /** Position-grid cell → change. */
  cells: Map<number, number>;
  guestVotes: number;
}

export type TallyDelta = Map<string, ScopeDelta>;

const ZERO_QUADRANTS: QuadrantCounts = { rewild: 0, leap: 0, steady: 0, scale: 0 };

export function emptyTallyDelta(): TallyDelta {
  return new Map();
}

function scopeDelta(delta: TallyDelta, scope: string): ScopeDelta {
  let entry = delta.get(scope);
  if (!entry) {
    entry = {
      totalVotes: 0,
      quadrantCounts: { ...ZERO_QUADRANTS },
      taxRateSum: 0,
      dividendSum: 0,
      inflationSum: 0,
      narratives: new Map(),
      policies: new Map(),
      cells: new Map(),
      guestVotes: 0,
    };
    delta.set(scope, entry);
  }
  return entry;
}

function bump<K>(map: Map<K, number>, key: K, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * The scopes a vote counts in: its national scope unless a guest cast it (guests count
 * in rooms only), and when it was counted in a room, the room and the room's group for the
 * vote's quadrant (docs/rooms.md "Guests" and "Consensus").
 */
export function scopesOfVote(
  vote: Pick<TalliedVote, "scope" | "roomId" | "isGuest" | "quadrant">,
): string[] {
  const scopes = vote.isGuest === true ? [] : [vote.scope];
  if (vote.roomId !== undefined) {
    scopes.push(roomScope(vote.roomId), roomQuadrantScope(vote.roomId, vote.quadrant));
  }
  return scopes;
}

/** Adds (sign +1) or removes (sign −1) one active vote in every scope it counts in. */
export function countVote(delta: TallyDelta, vote: TalliedVote, sign: 1 | -1): void {
  for (const scope of scopesOfVote(vote)) countVoteInScope(scopeDelta(delta, scope), vote, sign);
}

function countVoteInScope(entry: ScopeDelta, vote: TalliedVote, sign: 1 | -1): void {
  entry.totalVotes += sign;
  if (vote.isGuest === true) entry.guestVotes += sign;
  entry.quadrantCounts[vote.quadrant as Quadrant] += sign;
  entry.taxRateSum += sign * vote.taxRate;
  entry.dividendSum += sign * vote.dividend;
  entry.inflationSum += sign * vote.inflation;
  bump(entry.narratives, vote.narrativeId, sign);
  for (const policyId of new Set(vote.selectedPolicyIds)) bump(entry.policies, policyId, sign);
  bump(entry.cells, cellOfVote(vote), sign);
}

export async function getCommunityTally(
  ctx: QueryCtx,
  scope: string,
): Promise<Doc<"communityTallies"> | null> {
  return await ctx.db
    .query("communityTallies")
    .withIndex("by_scope", (q) => q.eq("scope", scope))
    .unique();
}

/** Writes a delta: one read and at most one write per tally row touched. */
export async function applyTallyDelta(ctx: MutationCtx, delta: TallyDelta): Promise<void> {
  for (const [scope, change] of delta) {
    await applyCommunityChange(ctx, scope, change);
    for (const [narrativeId, by] of change.narratives) {
      if (by !== 0) await applyNarrativeChange(ctx, scope, narrativeId, by);
    }
    for (const [policyId, by] of change.policies) {
      if (by !== 0) await applyPolicyChange(ctx, scope, policyId, by);
    }
  }
}

async function applyCommunityChange(ctx: MutationCtx, scope: string, change: ScopeDelta) {
  const existing = await getCommunityTally(ctx, scope);
  const base = existing ?? {
    totalVotes: 0,
    quadrantCounts: ZERO_QUADRANTS,
    taxRateSum: 0,
    dividendSum: 0,
    inflationSum: 0,
    positionCounts: undefined,
    guestVotes: undefined,
  };
  const totalVotes = base.totalVotes + change.totalVotes;
  // With no votes left every sum is exactly zero; resetting drops accumulated rounding.
  const empty = totalVotes <= 0;
  const next = {
    scope,
    totalVotes: Math.max(0, totalVotes),
    quadrantCounts: {
      rewild: base.quadrantCounts.rewild + change.quadrantCounts.rewild,
      leap: base.quadrantCounts.leap + change.quadrantCounts.leap,
      steady: base.quadrantCounts.steady + change.quadrantCounts.steady,
      scale: base.quadrantCounts.scale + change.quadrantCounts.scale,
    },
    taxRateSum: empty ? 0 : base.taxRateSum + change.taxRateSum,
    dividendSum: empty ? 0 : base.dividendSum + change.dividendSum,
    inflationSum: empty ? 0 : base.inflationSum + change.inflationSum,
    positionCounts: applyCellChanges(base.positionCounts, change.cells),
    guestVotes: empty ? 0 : Math.max(0, (base.guestVotes ?? 0) + change.guestVotes),
  };
  if (existing === null) {
    await ctx.db.insert("communityTallies", next);
  } else {
    await ctx.db.patch("communityTallies", existing._id, next);
  }
}

/** The grid after the changes (rows older than the grid start from zeros; never below 0). */
function applyCellChanges(
  counts: readonly number[] | undefined,
  changes: Map<number, number>,
): number[] {
  const next = Array.from({ length: GRID_CELLS }, (_, cell) => counts?.[cell] ?? 0);
  for (const [cell, by] of changes) next[cell] = Math.max(0, next[cell] + by);
  return next;
}

async function applyNarrativeChange(
  ctx: MutationCtx,
  scope: string,
  narrativeId: Id<"narratives">,
  by: number,
) {
  const existing = await ctx.db
    .query("narrativeTallies")
    .withIndex("by_scope_narrative", (q) => q.eq("scope", scope).eq("narrativeId", narrativeId))
    .unique();
  const count = (existing?.count ?? 0) + by;
  if (existing === null) {
    if (count > 0) await ctx.db.insert("narrativeTallies", { scope, narrativeId, count });
  } else if (count > 0) {
    await ctx.db.patch("narrativeTallies", existing._id, { count });
  } else {
    await ctx.db.delete("narrativeTallies", existing._id);
  }
}

async function applyPolicyChange(
  ctx: MutationCtx,
  scope: string,
  policyId: Id<"policies">,
  by: number,
) {
  const existing = await ctx.db
    .query("policyTallies")
    .withIndex("by_scope_policy", (q) => q.eq("scope", scope).eq("policyId", policyId))
    .unique();
  const count = (existing?.count ?? 0) + by;
  if (existing !== null) {
    if (count > 0) await ctx.db.patch("policyTallies", existing._id, { count });
    else await ctx.db.delete("policyTallies", existing._id);
    return;
  }
  if (count <= 0) return;
  const policy = await ctx.db.get("policies", policyId);
  await ctx.db.insert("policyTallies", {
    scope,
    policyId,
    category: policy?.category ?? "",
    count,
  });
}

/** Most active votes the one-off grid backfill reads (far above any data dir made before it). */
const MAX_BACKFILL_VOTES = 200_000;

/**
 * Fills in the national position grid on a tally row written before the grid existed, by
 * counting the active votes once (room rows never lack it: rooms came with the grid).
 * Costs one read when there is nothing to do. Returns the number of votes counted.
 */
export async function backfillNationalPositionGrid(ctx: MutationCtx): Promise<number> {
  const tally = await getCommunityTally(ctx, NATIONAL_SCOPE);
  if (tally === null || tally.positionCounts !== undefined) return 0;
  const active = await ctx.db
    .query("userVotes")
    .withIndex("by_active", (q) => q.eq("isActive", true))
    .take(MAX_BACKFILL_VOTES);
  const cells = new Map<number, number>();
  for (const vote of active) {
    // Sample votes count in their own scope only; guests' votes in their room only.
    if (vote.scope === NATIONAL_SCOPE && vote.isGuest !== true) bump(cells, cellOfVote(vote), 1);
  }
  await ctx.db.patch("communityTallies", tally._id, {
    positionCounts: applyCellChanges(undefined, cells),
  });
  return active.length;
}
