/**
 * The proportional community manifesto, kept live but cheap (docs/equal-shares.md "Live"):
 * a fold that changed a scope asks for a recompute (`requestEqualShares`, called from
 * `foldTallyDeltas`); the request waits EQUAL_SHARES_DELAY_MS so the folds of a busy spell
 * share one run, and one run at a time reads the active votes of the scopes asked for,
 * computes both manifestos (convex/domain/equalSharesManifesto.ts) and writes one result
 * document per scope. Scopes: the nation ("national"), its verified votes
 * ("national:verified") and each room ("room:<id>") once past its threshold.
 */
import { internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { ManifestoBallot, ManifestoPolicyInput } from "../domain/equalSharesManifesto";
import { isWithheld, NATIONAL_SCOPE, roomScope, VERIFIED_SCOPE } from "../domain/rooms";
import { MAX_CATALOGUE_ROWS } from "./catalogue";
import { toRoomInfo } from "./rooms";
import { readScopeTally, scopesOfVote } from "./tallies";

/**
 * How long a request waits before its run (ms): folds come every second under the cron
 * and every 25 ms in a round, so 5 s gathers a busy spell's folds into one run; the
 * manifesto is at most this much (plus a run) behind the tallies.
 */
export const EQUAL_SHARES_DELAY_MS = 5_000;
/** A run that has not ended after this long (ms) is taken to have died: a request schedules anew. */
export const EQUAL_SHARES_STALE_MS = 10 * 60_000;
/** Active votes read per page by the run's queries. */
export const BALLOT_PAGE = 4_000;

const ROOM_PREFIX = "room:";

/**
 * The manifesto scope a tally scope belongs to, or null: the nation and its verified
 * votes as they are, a room's quadrant group as its room, others (the sample, per-nation
 * scopes) not computed.
 */
export function manifestoScopeOf(tallyScope: string): string | null {
  if (tallyScope === NATIONAL_SCOPE || tallyScope === VERIFIED_SCOPE) return tallyScope;
  if (!tallyScope.startsWith(ROOM_PREFIX)) return null;
  const roomId = tallyScope.slice(ROOM_PREFIX.length).split(":")[0];
  return roomId ? roomScope(roomId) : null;
}

/**
 * After a fold: ask for the manifestos of the scopes it changed. One read of the request
 * row, and a write only when it adds a scope or a run must be scheduled.
 */
export async function requestEqualShares(
  ctx: MutationCtx,
  tallyScopes: Iterable<string>,
): Promise<void> {
  const wanted = new Set<string>();
  for (const scope of tallyScopes) {
    const manifestoScope = manifestoScopeOf(scope);
    if (manifestoScope !== null) wanted.add(manifestoScope);
  }
  if (wanted.size === 0) return;
  const now = Date.now();
  const request = await ctx.db.query("equalSharesRequests").first();
  if (request === null) {
    await ctx.db.insert("equalSharesRequests", { scopes: [...wanted], pending: true });
    await ctx.scheduler.runAfter(EQUAL_SHARES_DELAY_MS, internal.equalShares.recompute, {});
    return;
  }
  const scopes = new Set(request.scopes);
  const added = [...wanted].filter((scope) => !scopes.has(scope));
  const running =
    request.runningSince !== undefined && now - request.runningSince < EQUAL_SHARES_STALE_MS;
  // A pending request is already scheduled, or the running run will schedule it.
  if (request.pending && (running || request.runningSince === undefined)) {
    if (added.length > 0) {
      await ctx.db.patch("equalSharesRequests", request._id, { scopes: [...scopes, ...added] });
    }
    return;
  }
  // Idle, or the running run will pick this up when it ends; a run that died is forgotten.
  await ctx.db.patch("equalSharesRequests", request._id, {
    scopes: [...scopes, ...added],
    pending: true,
    ...(running ? {} : { runningSince: undefined }),
  });
  if (!running) {
    await ctx.scheduler.runAfter(EQUAL_SHARES_DELAY_MS, internal.equalShares.recompute, {});
  }
}

/** The run starts: it takes the requested scopes and marks itself running. */
export async function claimEqualSharesRequest(ctx: MutationCtx): Promise<string[]> {
  const request = await ctx.db.query("equalSharesRequests").first();
  if (request === null) return [];
  await ctx.db.patch("equalSharesRequests", request._id, {
    scopes: [],
    pending: false,
    runningSince: Date.now(),
  });
  return request.scopes;
}

/** The run ends: if folds asked for more meanwhile, the next run is scheduled. */
export async function finishEqualSharesRun(ctx: MutationCtx): Promise<void> {
  const request = await ctx.db.query("equalSharesRequests").first();
  if (request === null) return;
  await ctx.db.patch("equalSharesRequests", request._id, { runningSince: undefined });
  if (request.pending) {
    await ctx.scheduler.runAfter(EQUAL_SHARES_DELAY_MS, internal.equalShares.recompute, {});
  }
}

/** One vote as the computation reads it. */
export interface BallotRow extends ManifestoBallot {
  policyIds: string[];
  taxRate: number;
  dividend: number;
}

function toBallot(vote: Doc<"userVotes">): BallotRow {
  return {
    policyIds: vote.selectedPolicyIds,
    quadrant: vote.quadrant,
    policyCost: vote.totalPolicyCost,
    taxRate: vote.taxRate,
    dividend: vote.dividend,
  };
}

/**
 * One page of a scope's active votes. The nation and its verified votes walk every active
 * vote (`by_active`) and keep those the tallies count in the scope (`scopesOfVote`); a room
 * reads its own votes.
 */
export async function readBallotPage(
  ctx: QueryCtx,
  scope: string,
  cursor: string | null,
): Promise<{ ballots: BallotRow[]; cursor: string; done: boolean }> {
  const roomId = scope.startsWith(ROOM_PREFIX)
    ? ctx.db.normalizeId("rooms", scope.slice(ROOM_PREFIX.length))
    : null;
  const query =
    roomId !== null
      ? ctx.db.query("userVotes").withIndex("by_room_held", (q) => q.eq("roomId", roomId))
      : ctx.db.query("userVotes").withIndex("by_active", (q) => q.eq("isActive", true));
  const page = await query.paginate({ cursor, numItems: BALLOT_PAGE });
  const ballots = page.page
    .filter((vote) => vote.isActive && scopesOfVote(vote).includes(scope))
    .map(toBallot);
  return { ballots, cursor: page.continueCursor, done: page.isDone };
}

/** Whether a scope's results may be computed and shown: rooms only past their threshold. */
export async function isScopeReleased(ctx: QueryCtx, scope: string): Promise<boolean> {
  if (!scope.startsWith(ROOM_PREFIX)) return manifestoScopeOf(scope) === scope;
  const roomId = ctx.db.normalizeId("rooms", scope.slice(ROOM_PREFIX.length));
  const room = roomId === null ? null : await ctx.db.get("rooms", roomId);
  if (room === null) return false;
  const info = await toRoomInfo(ctx, room, await readScopeTally(ctx, scope));
  return !isWithheld(info.thresholdVotes, room.threshold);
}

/** The catalogue's policies as the computation needs them. */
export async function readManifestoPolicies(ctx: QueryCtx): Promise<ManifestoPolicyInput[]> {
  const policies = await ctx.db.query("policies").take(MAX_CATALOGUE_ROWS);
  return policies.map((p) => ({
    id: p._id,
    key: p.catalogueKey,
    title: p.title,
    category: p.category,
    costEstimate: p.costEstimate,
  }));
}

/** Write a scope's result, unless a run that started later has already written one. */
export async function saveEqualSharesResult(
  ctx: MutationCtx,
  result: Omit<Doc<"equalSharesResults">, "_id" | "_creationTime">,
): Promise<void> {
  const existing = await ctx.db
    .query("equalSharesResults")
    .withIndex("by_scope", (q) => q.eq("scope", result.scope))
    .first();
  if (existing === null) {
    await ctx.db.insert("equalSharesResults", result);
  } else if (existing.startedAt <= result.startedAt) {
    await ctx.db.replace("equalSharesResults", existing._id, result);
  }
}

/** A scope's stored result. */
export async function readEqualSharesResult(
  ctx: QueryCtx,
  scope: string,
): Promise<Doc<"equalSharesResults"> | null> {
  return await ctx.db
    .query("equalSharesResults")
    .withIndex("by_scope", (q) => q.eq("scope", scope))
    .first();
}
