/**
 * The one-off move of legacy tallies (one `communityTallies` row per scope with its
 * `narrativeTallies` and `policyTallies` rows) into the sharded `tallyShards`
 * (docs/scale.md "Migrating existing data"). Votes cast before sharding carry no
 * `tallyShard` and count in shard 0, so each legacy scope is added to its shard 0 and its
 * rows deleted. Counters add up, so votes cast meanwhile stay counted exactly.
 *
 * A national row made before the position map had no grid: its shard is marked with
 * `gridBackfilledThrough` and the grid is backfilled from the active votes a page at a
 * time, in creation order, the shard's `gridBackfilledThrough` (the creation time of the
 * last vote counted) being the cursor; binds meanwhile move the grid only for older votes
 * the backfill has passed (convex/model/tallies.ts), so the grid is exact when it ends.
 *
 * Every step is bounded; `migrateTalliesStep` says whether another is needed, and
 * convex/seed.ts schedules it.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { cellOfVote } from "../domain/positionGrid";
import { LEGACY_SHARD } from "../domain/tallyShards";
import { MAX_CATALOGUE_ROWS } from "./catalogue";
import {
  addScalarCounts,
  applyCellChanges,
  applyCountChanges,
  EMPTY_SHARD,
  getTallyShard,
  NATIONAL_SCOPE,
} from "./tallies";

/** Legacy scopes moved per step (each reads and deletes at most 2 × catalogue rows + 1). */
export const SCOPES_PER_STEP = 4;
/** Active votes read per step of the grid backfill. */
export const GRID_BACKFILL_PAGE = 2_000;

/** Adds one legacy scope to its shard 0 and deletes its legacy rows. */
async function moveLegacyScope(ctx: MutationCtx, row: Doc<"communityTallies">) {
  const { scope } = row;
  const narrativeRows = await ctx.db
    .query("narrativeTallies")
    .withIndex("by_scope_narrative", (q) => q.eq("scope", scope))
    .take(MAX_CATALOGUE_ROWS);
  const policyRows = await ctx.db
    .query("policyTallies")
    .withIndex("by_scope_policy", (q) => q.eq("scope", scope))
    .take(MAX_CATALOGUE_ROWS);
  const shard = await getTallyShard(ctx, scope, LEGACY_SHARD);
  const needsGrid = row.positionCounts === undefined && scope === NATIONAL_SCOPE;
  const base = shard ?? EMPTY_SHARD;
  const legacyCells = new Map((row.positionCounts ?? []).map((count, cell) => [cell, count]));
  const next = {
    scope,
    shard: LEGACY_SHARD,
    ...addScalarCounts(base, { ...row, guestVotes: row.guestVotes ?? 0 }),
    positionCounts: applyCellChanges(base.positionCounts, legacyCells),
    // One row per narrative or policy of the scope (their indexes are unique per scope).
    narratives: applyCountChanges(
      base.narratives,
      new Map(narrativeRows.map((r) => [r.narrativeId, r.count])),
    ),
    policies: applyCountChanges(
      base.policies,
      new Map(policyRows.map((r) => [r.policyId, r.count])),
    ),
    // Nothing counted yet: every older vote is after "time 0".
    ...(needsGrid ? { gridBackfilledThrough: 0 } : {}),
  };
  if (shard === null) await ctx.db.insert("tallyShards", next);
  else await ctx.db.patch("tallyShards", shard._id, next);
  for (const r of narrativeRows) await ctx.db.delete("narrativeTallies", r._id);
  for (const r of policyRows) await ctx.db.delete("policyTallies", r._id);
  await ctx.db.delete("communityTallies", row._id);
}

/**
 * One page of the national grid backfill: counts the next GRID_BACKFILL_PAGE active votes
 * (in creation order, after the shard's `gridBackfilledThrough`) that are national votes
 * cast before sharding. Returns whether more pages remain.
 */
async function backfillGridPage(
  ctx: MutationCtx,
  shard: Doc<"tallyShards">,
  through: number,
  pageSize: number,
) {
  const page = await ctx.db
    .query("userVotes")
    .withIndex("by_active", (q) => q.eq("isActive", true).gt("_creationTime", through))
    .take(pageSize);
  const cells = new Map<number, number>();
  for (const vote of page) {
    const counted =
      vote.tallyShard === undefined && vote.scope === NATIONAL_SCOPE && vote.isGuest !== true;
    if (counted) cells.set(cellOfVote(vote), (cells.get(cellOfVote(vote)) ?? 0) + 1);
  }
  const done = page.length < pageSize;
  await ctx.db.patch("tallyShards", shard._id, {
    positionCounts: applyCellChanges(shard.positionCounts, cells),
    gridBackfilledThrough: done ? undefined : page[page.length - 1]._creationTime,
  });
  return { counted: page.length, done };
}

export interface MigrationStep {
  /** Legacy scopes moved in this step. */
  scopesMoved: number;
  /** Active votes read by the grid backfill in this step. */
  votesRead: number;
  /** Whether another step is needed. */
  more: boolean;
}

/**
 * One bounded step: legacy scopes first, then a page of the grid backfill (`gridPage`
 * votes, GRID_BACKFILL_PAGE unless given).
 */
export async function migrateTalliesStep(
  ctx: MutationCtx,
  gridPage: number = GRID_BACKFILL_PAGE,
): Promise<MigrationStep> {
  const legacy = await ctx.db.query("communityTallies").take(SCOPES_PER_STEP + 1);
  if (legacy.length > 0) {
    const batch = legacy.slice(0, SCOPES_PER_STEP);
    for (const row of batch) await moveLegacyScope(ctx, row);
    return { scopesMoved: batch.length, votesRead: 0, more: true };
  }
  const shard = await getTallyShard(ctx, NATIONAL_SCOPE, LEGACY_SHARD);
  const through = shard?.gridBackfilledThrough;
  if (shard === null || through === undefined) return { scopesMoved: 0, votesRead: 0, more: false };
  const page = await backfillGridPage(ctx, shard, through, gridPage);
  return { scopesMoved: 0, votesRead: page.counted, more: !page.done };
}
