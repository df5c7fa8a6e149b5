/**
 * Community tallies: running totals of active votes per scope ("national" for accounts'
 * votes, "room:<roomId>" for a vote counted in a workshop room and "room:<roomId>:<quadrant>"
 * for its quadrant's group there), kept by the mutation that changes votes, in the same
 * transaction, as buffered deltas folded in the background (docs/scale.md "Tallies as
 * folded deltas"), as Convex's aggregate component buffers its writes:
 *
 * - a vote mutation appends one small `tallyDeltas` document per scope it changes (only the
 *   counters that move) instead of rewriting the scope's whole tally;
 * - the fold (`tallies:fold`, a cron job, convex/crons.ts) adds the oldest deltas into the
 *   scope's summary document (`tallyShards`, shard 0) and deletes them, in one transaction;
 * - a reader sums the summary and the scope's unfolded deltas, so what it reads equals a
 *   recount at every moment, before, during and after a fold.
 *
 * Data directories from before the fold may hold a scope's counters over several shard
 * documents (one per shard of voters); readers sum every shard document of a scope.
 *
 * Changes are gathered in a `TallyDelta` (a vote leaving counts −1, a vote arriving +1)
 * and written once, so a bulk writer such as the seed generator writes one delta per scope.
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { env, type MutationCtx, type QueryCtx } from "../_generated/server";
import type { Quadrant } from "../domain/areas";
import { cellOfVote, GRID_CELLS } from "../domain/positionGrid";
import { isResidenceScope, residenceScopes } from "../domain/nations";
import { NATIONAL_SCOPE, roomQuadrantScope, roomScope, VERIFIED_SCOPE } from "../domain/rooms";
import {
  foldIntervalMs,
  LEGACY_SHARD,
  MAX_TALLY_SHARDS,
  shardOfVoter,
  tallyShardCount,
} from "../domain/tallyShards";
import { nationalCounting } from "../domain/verification";
import type { QuadrantCounts } from "../validators";
import { applyRoomSourceChanges, countRoomSource, type RoomSourceChange } from "./roomSources";

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
  | "roomSource"
  | "residence"
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

/**
 * Changes per scope, and per (room, source) the change in the room's counted votes from
 * that source (docs/rooms.md "Threshold by network"), keyed `${roomId}|${source}`.
 */
export type TallyDelta = Map<string, ShardDelta> & {
  /** Absent on a plain Map of scopes (a recount that rebuilds the tallies only). */
  readonly sources?: Map<string, RoomSourceChange>;
};

const ZERO_QUADRANTS: QuadrantCounts = { rewild: 0, leap: 0, steady: 0, scale: 0 };

export function emptyTallyDelta(): TallyDelta {
  return Object.assign(new Map<string, ShardDelta>(), {
    sources: new Map<string, RoomSourceChange>(),
  });
}

function scopeDelta(delta: TallyDelta, scope: string): ShardDelta {
  let entry = delta.get(scope);
  if (!entry) {
    entry = { ...noChange(scope), legacyCells: [] };
    delta.set(scope, entry);
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
    | "residence"
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
  // Where the voter lives, under each national scope (docs/nations.md): one summary per
  // nation and region, folded with the national one. A vote that says nothing counts in
  // none ("prefer not to say" is the national total less the nations).
  if (national && vote.scope === NATIONAL_SCOPE && vote.residence !== undefined) {
    for (const base of [...scopes]) scopes.push(...residenceScopes(base, vote.residence));
  }
  if (vote.roomId !== undefined) {
    scopes.push(roomScope(vote.roomId), roomQuadrantScope(vote.roomId, vote.quadrant));
  }
  return scopes;
}

/** Adds (sign +1) or removes (sign −1) one active vote in every scope it counts in. */
export function countVote(delta: TallyDelta, vote: TalliedVote, sign: 1 | -1): void {
  const scopes = scopesOfVote(vote);
  for (const scope of scopes) countVoteInShard(scopeDelta(delta, scope), vote, sign);
  if (
    delta.sources !== undefined &&
    vote.roomId !== undefined &&
    vote.roomSource !== undefined &&
    scopes.length > 0
  ) {
    countRoomSource(delta.sources, vote.roomId, vote.roomSource, vote.isGuest !== true, sign);
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

/**
 * Records a delta as a vote mutation does: one `tallyDeltas` document per scope whose
 * counters move (none for a scope whose changes cancel out), folded later.
 */
export async function applyTallyDelta(ctx: MutationCtx, delta: TallyDelta): Promise<void> {
  let nationalCreatedAt: number | null = null;
  for (const change of delta.values()) {
    const cells = await resolvedCells(ctx, change);
    if (isNoChange(change, cells)) continue;
    const id = await ctx.db.insert("tallyDeltas", {
      scope: change.scope,
      totalVotes: change.totalVotes,
      quadrantCounts: change.quadrantCounts,
      taxRateSum: change.taxRateSum,
      dividendSum: change.dividendSum,
      inflationSum: change.inflationSum,
      guestVotes: change.guestVotes,
      narratives: nonZero(change.narratives),
      policies: nonZero(change.policies),
      cells: [...cells].filter(([, by]) => by !== 0),
    });
    if (isNationalScope(change.scope)) {
      const createdAt = (await ctx.db.get("tallyDeltas", id))!._creationTime;
      nationalCreatedAt = Math.max(nationalCreatedAt ?? createdAt, createdAt);
    }
  }
  if (nationalCreatedAt !== null) await requestNationalFold(ctx, nationalCreatedAt);
  if (delta.sources !== undefined) await applyRoomSourceChanges(ctx, delta.sources);
}

/** The scopes national views read folded (see `readFoldedTally`). */
function isNationalScope(scope: string): boolean {
  return scope === NATIONAL_SCOPE || scope === VERIFIED_SCOPE || isResidenceScope(scope);
}

/**
 * While national votes arrive, the fold runs once per this many ms (the first vote after a
 * quiet spell is folded at once): national views, which read the folded summary alone,
 * re-run and reach their viewers at most 1000 / interval times a second, whatever the rate
 * of votes. The deployment's TALLY_FOLD_INTERVAL_MS, 100 by default, 25 on the embedded
 * backend (docs/scale.md "National views once per fold").
 */
export function foldInterval(): number {
  return foldIntervalMs(env.TALLY_FOLD_INTERVAL_MS);
}

/** How long a round of folds lasts (ms): a fold every interval, the round's last at its end. */
export const FOLD_ROUND_MS = 1_000;

/**
 * Makes sure a fold will take a national delta created at `createdAt`. A round of folds
 * under way until after it (the one `tallyFoldRequests` document) will; otherwise a new
 * round starts: its first fold at once (or one interval after the last round's last fold,
 * if that is later), then one every interval until the round ends, `FOLD_ROUND_MS` later.
 * Every national vote reads the document, but only the vote that starts a round writes it,
 * and the round's last fold, which marks it ended: a vote in flight that counted on that
 * round then conflicts, runs again and starts the next one (optimistic concurrency). So
 * votes meet a write they must retry after at most twice a round, not once per fold, and
 * no delta is left waiting for the cron.
 *
 * A round past its planned end but not yet ended still has its last fold to run (it runs
 * up to an interval after the end). That round goes on to a new end instead: a second
 * round started beside it would put its first fold less than an interval after that last
 * one, and the folds of two rounds could then run back to back.
 */
async function requestNationalFold(ctx: MutationCtx, createdAt: number): Promise<void> {
  const round = await ctx.db.query("tallyFoldRequests").first();
  if (round !== null && round.endsAt > createdAt) return;
  if (round !== null && !round.ended) {
    await ctx.db.patch("tallyFoldRequests", round._id, { endsAt: createdAt + 1 + FOLD_ROUND_MS });
    return;
  }
  const firstFold = Math.max(createdAt + 1, (round?.endsAt ?? 0) + foldInterval());
  const endsAt = firstFold + FOLD_ROUND_MS;
  if (round === null) {
    await ctx.db.insert("tallyFoldRequests", { endsAt, ended: false });
  } else {
    await ctx.db.patch("tallyFoldRequests", round._id, { endsAt, ended: false });
  }
  await ctx.scheduler.runAt(firstFold, internal.tallies.fold, { roundEndsAt: endsAt });
}

/**
 * Writes a delta straight into the scopes' summaries (one read and one write per scope),
 * for bulk writers that rebuild tallies outside any vote (snapshot import, benchmarks).
 */
export async function applyTallyDeltaToSummaries(
  ctx: MutationCtx,
  delta: TallyDelta,
): Promise<void> {
  for (const change of delta.values()) {
    await applySummaryChange(ctx, { ...change, cells: await resolvedCells(ctx, change) });
  }
}

function nonZero<K extends string>(changes: Map<K, number>): Record<K, number> {
  return applyCountChanges({}, changes);
}

function isNoChange(change: ShardDelta, cells: Map<number, number>): boolean {
  const zero = (map: Map<unknown, number>) => [...map.values()].every((by) => by === 0);
  return (
    change.totalVotes === 0 &&
    change.guestVotes === 0 &&
    change.taxRateSum === 0 &&
    change.dividendSum === 0 &&
    change.inflationSum === 0 &&
    Object.values(change.quadrantCounts).every((by) => by === 0) &&
    zero(change.narratives) &&
    zero(change.policies) &&
    zero(cells)
  );
}

/**
 * The grid changes of a delta, its legacy votes' changes included only where the national
 * grid backfill (convex/model/tallyMigration.ts) has counted them already; read when the
 * vote changes, as the backfill's cursor stands in this transaction.
 */
async function resolvedCells(ctx: MutationCtx, change: ShardDelta): Promise<Map<number, number>> {
  const cells = new Map(change.cells);
  if (change.legacyCells.length === 0) return cells;
  const summary = await getTallyShard(ctx, change.scope, SUMMARY_SHARD);
  const through = summary?.gridBackfilledThrough;
  for (const { cell, by, createdAt } of change.legacyCells) {
    // A backfill under way counts older votes up to `through`; later ones it will count.
    if (through === undefined || createdAt <= through) bump(cells, cell, by);
  }
  return cells;
}

/** The summary document of every scope: shard 0 of `tallyShards`. */
export const SUMMARY_SHARD = LEGACY_SHARD;

/** Deltas folded per run of the fold (each one read and one delete). */
export const FOLD_BATCH = 1_000;

/**
 * One fold: the oldest unfolded deltas (at most `limit`, created before this fold began,
 * so binds committing meanwhile rarely conflict with it) added into their scopes'
 * summaries and deleted, in one transaction: readers see them either as deltas or in the
 * summary, never both or neither. Returns how many it folded and whether more wait.
 */
export async function foldTallyDeltas(
  ctx: MutationCtx,
  limit: number = FOLD_BATCH,
  through?: number,
): Promise<{ folded: number; scopes: number; more: boolean }> {
  const startedAt = Math.max(Date.now(), through ?? 0);
  const deltas = await ctx.db
    .query("tallyDeltas")
    .withIndex("by_creation_time", (q) => q.lt("_creationTime", startedAt))
    .take(limit);
  const byScope = new Map<string, Doc<"tallyDeltas">[]>();
  for (const delta of deltas) {
    const list = byScope.get(delta.scope) ?? [];
    list.push(delta);
    byScope.set(delta.scope, list);
  }
  for (const [scope, list] of byScope) {
    await applySummaryChange(ctx, sumDeltas(scope, list));
    for (const delta of list) await ctx.db.delete("tallyDeltas", delta._id);
  }
  return { folded: deltas.length, scopes: byScope.size, more: deltas.length === limit };
}

/**
 * One fold of a round that ends at `roundEndsAt` (see `requestNationalFold`): before the
 * end, the deltas created so far, and the next fold one interval later; at or after the
 * end, the round's last: every delta created before the end (even one committed while
 * this fold runs: it falls in the range read, so the fold runs again), and the round
 * marked ended. A fold that leaves more deltas than it may take schedules the next at once.
 *
 * A fold that finds nothing (no national vote since the last one) is the round's last too,
 * early: the votes have stopped, so the next one starts a round whose first fold runs at
 * once rather than waiting for this round's next tick. As the last fold, it reads every
 * delta created before the round's planned end, so a vote that counted on the round and
 * commits meanwhile makes it run again and fold that vote.
 *
 * A vote after the planned end may have moved the end on (see `requestNationalFold`):
 * the round's document, not yet ended, has the end this fold and the next keep to.
 */
export async function foldRound(
  ctx: MutationCtx,
  plannedEndsAt: number,
): Promise<{ folded: number; scopes: number; more: boolean; last: boolean }> {
  const now = Date.now();
  const round = await ctx.db.query("tallyFoldRequests").first();
  const roundEndsAt =
    round !== null && !round.ended ? Math.max(round.endsAt, plannedEndsAt) : plannedEndsAt;
  let last = now >= roundEndsAt;
  let result = await foldTallyDeltas(ctx, FOLD_BATCH, last ? roundEndsAt : undefined);
  if (!last && result.folded === 0) {
    last = true;
    result = await foldTallyDeltas(ctx, FOLD_BATCH, roundEndsAt);
  }
  if (result.more) {
    await ctx.scheduler.runAfter(0, internal.tallies.fold, { roundEndsAt });
  } else if (!last) {
    await ctx.scheduler.runAt(now + foldInterval(), internal.tallies.fold, { roundEndsAt });
  } else {
    if (round !== null && round.endsAt === roundEndsAt && !round.ended) {
      await ctx.db.patch("tallyFoldRequests", round._id, { endsAt: now, ended: true });
    }
  }
  return { ...result, last };
}

interface SummaryChange extends Omit<ShardDelta, "cells" | "legacyCells"> {
  cells: Map<number, number>;
}

/** A scope's change before anything is added to it. */
function noChange(scope: string): SummaryChange {
  return {
    scope,
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
}

/** A scope's deltas added up. */
function sumDeltas(scope: string, deltas: Doc<"tallyDeltas">[]): SummaryChange {
  const sum = noChange(scope);
  for (const delta of deltas) {
    Object.assign(sum, addScalarCounts(sum, delta));
    addCounts(sum.narratives, delta.narratives);
    addCounts(sum.policies, delta.policies);
    for (const [cell, by] of delta.cells) bump(sum.cells, cell, by);
  }
  return sum;
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

async function applySummaryChange(ctx: MutationCtx, change: SummaryChange) {
  const existing = await getTallyShard(ctx, change.scope, SUMMARY_SHARD);
  const base = existing ?? { ...EMPTY_SHARD, gridBackfilledThrough: undefined };
  const next = {
    scope: change.scope,
    shard: SUMMARY_SHARD,
    ...addScalarCounts(base, change),
    positionCounts: applyCellChanges(base.positionCounts, change.cells),
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
 * A scope's unfolded deltas. Every one is read, so the sum stays exact; the fold keeps
 * them few (at most what is cast between two folds, docs/scale.md).
 */
async function scopeDeltas(ctx: QueryCtx, scope: string): Promise<Doc<"tallyDeltas">[]> {
  return await ctx.db
    .query("tallyDeltas")
    .withIndex("by_scope", (q) => q.eq("scope", scope))
    .collect();
}

/**
 * A national scope's figures as of the latest fold: its summary alone, without the deltas
 * waiting. What national views read, so that they re-run once per fold rather than once
 * per vote; at most the fold interval (`foldInterval`) and one fold behind while votes arrive, equal to a
 * recount once the fold has run (docs/scale.md "National views once per fold").
 */
export async function readFoldedTally(ctx: QueryCtx, scope: string): Promise<ScopeTally | null> {
  return sumTally(scope, await scopeShards(ctx, scope), []);
}

/** `readFoldedTally`'s total alone. */
export async function readFoldedTotal(ctx: QueryCtx, scope: string): Promise<number> {
  return (await scopeShards(ctx, scope)).reduce((sum, shard) => sum + shard.totalVotes, 0);
}

/**
 * A scope's active votes: its summary's and unfolded deltas' totals only, for the checks
 * that need no more (a room's count on every room vote, the sample generator's threshold).
 */
export async function readScopeTotal(ctx: QueryCtx, scope: string): Promise<number> {
  const [shards, deltas] = await Promise.all([scopeShards(ctx, scope), scopeDeltas(ctx, scope)]);
  const total = (sum: number, doc: { totalVotes: number }) => sum + doc.totalVotes;
  return shards.reduce(total, 0) + deltas.reduce(total, 0);
}

/**
 * A scope's tallies: its summary (with any shard documents from before the fold) plus its
 * unfolded deltas, or null when no vote has counted in it.
 */
export async function readScopeTally(ctx: QueryCtx, scope: string): Promise<ScopeTally | null> {
  const [shards, deltas] = await Promise.all([scopeShards(ctx, scope), scopeDeltas(ctx, scope)]);
  return sumTally(scope, shards, deltas);
}

function sumTally(
  scope: string,
  shards: Doc<"tallyShards">[],
  deltas: Doc<"tallyDeltas">[],
): ScopeTally | null {
  if (shards.length === 0 && deltas.length === 0) return null;
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
  for (const part of [...shards, ...deltas]) {
    Object.assign(sum, addScalarCounts(sum, part));
    addCounts(sum.narratives, part.narratives);
    addCounts(sum.policies, part.policies);
  }
  for (const shard of shards) {
    shard.positionCounts.forEach((count, cell) => (sum.positionCounts[cell] += count));
  }
  for (const delta of deltas) for (const [cell, by] of delta.cells) sum.positionCounts[cell] += by;
  // With no votes every sum is exactly zero; this drops the accumulated rounding.
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
