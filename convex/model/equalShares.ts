/**
 * The proportional community manifesto, kept live but cheap (docs/equal-shares.md "Live"):
 * every EQUAL_SHARES_INTERVAL_S a cron's action asks which scopes' folded tallies changed
 * since their stored result (`findStaleScopes`), reads those scopes' active votes,
 * computes both manifestos (convex/domain/equalSharesManifesto.ts) and writes one result
 * document per scope. Nothing runs per vote, and nothing is written in the vote's or the
 * fold's transaction. Scopes: the nation ("national"), its verified votes
 * ("national:verified") and each room ("room:<id>") once past its threshold.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { ManifestoBallot, ManifestoPolicyInput } from "../domain/equalSharesManifesto";
import { isWithheld, NATIONAL_SCOPE, VERIFIED_SCOPE } from "../domain/rooms";
import { MAX_CATALOGUE_ROWS } from "./catalogue";
import { toRoomInfo } from "./rooms";
import { readFoldedTally, readScopeTally, scopesOfVote, type ScopeTally } from "./tallies";

/**
 * How often the cron looks for scopes whose folded tallies changed (seconds): the
 * manifesto is at most this much (plus a run) behind the tallies, and a burst of votes
 * costs one run per interval, not one per vote or per fold.
 */
export const EQUAL_SHARES_INTERVAL_S = 10;
/** Active votes read per page by the run's queries. */
export const BALLOT_PAGE = 4_000;
/** Room scopes the cron looks at per run (their tally documents, quadrant groups included). */
const MAX_ROOM_TALLY_DOCS = 5_000;

const ROOM_PREFIX = "room:";

/**
 * The manifesto scope a tally scope belongs to, or null: the nation and its verified
 * votes as they are, a room as itself, others (a room's quadrant groups, the sample,
 * per-nation scopes) not computed.
 */
export function manifestoScopeOf(tallyScope: string): string | null {
  if (tallyScope === NATIONAL_SCOPE || tallyScope === VERIFIED_SCOPE) return tallyScope;
  if (!tallyScope.startsWith(ROOM_PREFIX)) return null;
  const rest = tallyScope.slice(ROOM_PREFIX.length);
  return rest !== "" && !rest.includes(":") ? tallyScope : null;
}

/**
 * What the folded tallies of a scope say, in one string: any vote arriving, leaving or
 * changing its picks, quadrant or settings moves it (a change that leaves every counter
 * as it was, such as two voters swapping their picks, waits for the next one).
 */
export function tallyFingerprint(tally: ScopeTally | null): string {
  if (tally === null) return "empty";
  const policies = [...tally.policies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    tally.totalVotes,
    tally.quadrantCounts,
    tally.taxRateSum,
    tally.dividendSum,
    policies,
  ]);
}

/**
 * The scopes whose manifestos are out of date: released (rooms past their threshold) and
 * with folded tallies unlike those the stored result was computed from. Reads the folded
 * summaries only, so it changes once per fold, never per vote.
 */
export async function findStaleScopes(
  ctx: QueryCtx,
): Promise<{ scope: string; fingerprint: string }[]> {
  const scopes = new Set([NATIONAL_SCOPE, VERIFIED_SCOPE]);
  const roomDocs = await ctx.db
    .query("tallyShards")
    .withIndex("by_scope_shard", (q) => q.gte("scope", ROOM_PREFIX).lt("scope", "room;"))
    .take(MAX_ROOM_TALLY_DOCS);
  for (const doc of roomDocs) {
    const scope = manifestoScopeOf(doc.scope);
    if (scope !== null) scopes.add(scope);
  }
  const stale: { scope: string; fingerprint: string }[] = [];
  for (const scope of scopes) {
    const tally = await readFoldedTally(ctx, scope);
    const stored = await readEqualSharesResult(ctx, scope);
    if ((tally === null || tally.totalVotes <= 0) && stored === null) continue;
    if (!(await isScopeReleased(ctx, scope))) continue;
    const fingerprint = tallyFingerprint(tally);
    if (stored?.fingerprint !== fingerprint) stale.push({ scope, fingerprint });
  }
  return stale;
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
