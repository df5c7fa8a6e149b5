/**
 * Community figures shaped from the tallies (never from scanning votes), for the nation
 * or one workshop room (docs/rooms.md). A room's results are withheld until it has its
 * threshold of active votes; the count and the threshold are always returned.
 */
import type { Doc } from "../_generated/dataModel";
import { env, type QueryCtx } from "../_generated/server";
import { QUADRANTS, type Quadrant } from "../domain/areas";
import { roundToOneDecimal, percentOf } from "../domain/numbers";
import { estimatePriceRise, roundPriceRise } from "../domain/economy";
import { gridToPoints } from "../domain/positionGrid";
import { isWithheld, normaliseRoomCode, roomScope } from "../domain/rooms";
import { MAX_CATALOGUE_ROWS } from "./catalogue";
import { consensusPanels } from "./consensus";
import { latestGuestBurst } from "./roomGuards";
import { findRoomByCode, toRoomInfo, type RoomInfo } from "./rooms";
import { SAMPLE_SCOPE } from "../domain/syntheticVotes";
import { nationalCounting } from "../domain/verification";
import {
  publishedNationalScope,
  rankByCount,
  readFoldedTally,
  readFoldedTotal,
  readScopeTally,
  type ScopeTally,
} from "./tallies";

/** Top narratives shown on the community view (spec 9) and on the presenter view. */
export const TOP_NARRATIVE_COUNT = 3;
export const PRESENTER_TOP_NARRATIVE_COUNT = 5;

/** Which figures a community query shows, resolved from its optional `roomCode`. */
export interface CommunityScope {
  /** "sample": the seed generator's synthetic votes (shown only as labelled sample data). */
  scope: "national" | "room" | "sample";
  /** The tally scope to read; null for an unknown room (nothing to read). */
  tallyScope: string | null;
  room: RoomInfo | null;
  /** Votes needed before results show; 0 for the nation (never withheld). */
  threshold: number;
  tally: ScopeTally | null;
  totalVotes: number;
  withheld: boolean;
}

/**
 * No code (or a blank one): the nation. Otherwise the room with that code; an unknown
 * code gives an empty, withheld room scope with `room: null`.
 */
export async function resolveCommunityScope(
  ctx: QueryCtx,
  roomCode: string | undefined,
): Promise<CommunityScope & { scope: "national" | "room" }> {
  if (roomCode === undefined || normaliseRoomCode(roomCode) === "") {
    const tallyScope = publishedNationalScope();
    // As of the latest fold: national views re-run once per fold, not once per vote.
    const tally = await readFoldedTally(ctx, tallyScope);
    const totalVotes = tally?.totalVotes ?? 0;
    return {
      scope: "national",
      tallyScope,
      room: null,
      threshold: 0,
      tally,
      totalVotes,
      withheld: false,
    };
  }
  const room = await findRoomByCode(ctx, roomCode);
  if (room === null) {
    return {
      scope: "room",
      tallyScope: null,
      room: null,
      threshold: 0,
      tally: null,
      totalVotes: 0,
      withheld: true,
    };
  }
  // Never the viewer's identity: one run serves every viewer of the room (`rooms:isOwner`
  // says who runs it).
  return await roomCommunityScope(ctx, room);
}

/** A known room's scope, the same for every viewer. */
async function roomCommunityScope(
  ctx: QueryCtx,
  room: Doc<"rooms">,
): Promise<CommunityScope & { scope: "room" }> {
  const tallyScope = roomScope(room._id);
  const tally = await readScopeTally(ctx, tallyScope);
  const totalVotes = tally?.totalVotes ?? 0;
  const info = await toRoomInfo(ctx, room, tally);
  return {
    scope: "room",
    tallyScope,
    room: info,
    threshold: room.threshold,
    tally,
    totalVotes,
    // Sources, not votes: one network's votes count once (docs/rooms.md "Threshold by network").
    withheld: isWithheld(info.thresholdVotes, room.threshold),
  };
}

/**
 * The sample data's scope, only while there are no real votes and some sample votes
 * exist; null otherwise (so the community view's sample toggle is gone once real votes
 * arrive).
 */
export async function resolveSampleScope(ctx: QueryCtx): Promise<CommunityScope | null> {
  if ((await readFoldedTotal(ctx, publishedNationalScope())) > 0) return null;
  const tally = await readScopeTally(ctx, SAMPLE_SCOPE);
  if (tally === null || tally.totalVotes <= 0) return null;
  return {
    scope: "sample",
    tallyScope: SAMPLE_SCOPE,
    room: null,
    threshold: 0,
    tally,
    totalVotes: tally.totalVotes,
    withheld: false,
  };
}

/** Whether results may be shown: a known scope that is not withheld. */
function visibleTallyScope(scope: CommunityScope): string | null {
  return scope.withheld ? null : scope.tallyScope;
}

/** Quadrant shares in percent (one decimal); zeros when withheld. */
function quadrantDistribution(scope: CommunityScope): Record<Quadrant, number> {
  const counts = scope.withheld ? null : scope.tally?.quadrantCounts;
  return Object.fromEntries(
    QUADRANTS.map((quadrant) => [quadrant, percentOf(counts?.[quadrant] ?? 0, scope.totalVotes)]),
  ) as Record<Quadrant, number>;
}

/**
 * Average tax rate, dividend and demand pressure (`inflation`, the spec's rule of thumb the
 * votes store) to one decimal, and the one price figure: the model's price-level rise at
 * the average tax rate (`estimatePriceRise`, as the simulator), each end to one decimal.
 * Zeros when withheld.
 */
export function averageEconomics(scope: CommunityScope) {
  const tally = scope.withheld ? null : scope.tally;
  const mean = (sum: number | undefined) =>
    scope.totalVotes > 0 && sum !== undefined ? sum / scope.totalVotes : 0;
  return {
    taxRate: roundToOneDecimal(mean(tally?.taxRateSum)),
    dividend: roundToOneDecimal(mean(tally?.dividendSum)),
    inflation: roundToOneDecimal(mean(tally?.inflationSum)),
    priceRise: roundPriceRise(estimatePriceRise(mean(tally?.taxRateSum))),
  };
}

/** The most chosen narratives of the scope, still in the catalogue. */
async function topNarratives(ctx: QueryCtx, scope: CommunityScope, count: number) {
  if (visibleTallyScope(scope) === null || scope.tally === null) return [];
  const result = [];
  for (const [narrativeId, votes] of rankByCount(scope.tally.narratives)) {
    if (result.length === count) break;
    const narrative = await ctx.db.get("narratives", narrativeId);
    if (narrative === null) continue;
    result.push({
      id: narrative._id,
      title: narrative.title,
      quadrant: narrative.quadrant,
      count: votes,
      percentage: percentOf(votes, scope.totalVotes),
    });
  }
  return result;
}

/** Totals, distribution, top narratives and averages for a scope, whoever asks. */
export async function communityResults(
  ctx: QueryCtx,
  scope: CommunityScope,
  topCount: number = TOP_NARRATIVE_COUNT,
) {
  return {
    scope: scope.scope,
    /** Whose votes the national figures count (docs/security.md "Verified votes"); null elsewhere. */
    counting: scope.scope === "national" ? nationalCounting(env.NATIONAL_RESULTS) : null,
    withheld: scope.withheld,
    threshold: scope.threshold,
    totalVotes: scope.totalVotes,
    /** Votes counted toward a room's threshold (one per network); the total elsewhere. */
    thresholdVotes: scope.room?.thresholdVotes ?? scope.totalVotes,
    quadrantDistribution: quadrantDistribution(scope),
    topNarratives: await topNarratives(ctx, scope, topCount),
    averageEconomics: averageEconomics(scope),
  };
}

/** community:overview — the scope's results with its room as the caller sees it. */
export async function communityOverview(
  ctx: QueryCtx,
  scope: CommunityScope,
  topCount: number = TOP_NARRATIVE_COUNT,
) {
  return { ...(await communityResults(ctx, scope, topCount)), room: scope.room };
}

/**
 * community:page — everything the community comparison page shows, whoever asks (the
 * caller's identity is never read, so every viewer of a room shares one subscription):
 * the nation's results and sample data, and with a room code the room's results or, for
 * a code no room has, the normalised code. The page picks Nation, Room or Room vs Nation
 * on the client, so switching between them waits for nothing.
 */
export async function communityPage(ctx: QueryCtx, roomCode: string | undefined) {
  const nation = await communityResults(ctx, await resolveCommunityScope(ctx, undefined));
  const sampleScope = nation.totalVotes > 0 ? null : await resolveSampleScope(ctx);
  const sample = sampleScope === null ? null : await communityResults(ctx, sampleScope);
  const code = normaliseRoomCode(roomCode ?? "");
  if (code === "") return { kind: "nation" as const, nation, sample };
  const room = await findRoomByCode(ctx, code);
  if (room === null) return { kind: "unknownRoom" as const, code, nation, sample };
  const scope = await roomCommunityScope(ctx, room);
  return {
    kind: "room" as const,
    room: { code: room.code, name: room.name },
    roomResults: await communityResults(ctx, scope),
    nation,
    sample,
  };
}

/**
 * community:presenter — the overview with the top 5 narratives, the position map and, for
 * a visible room, where it agrees and where it divides.
 */
export async function presenterView(ctx: QueryCtx, scope: CommunityScope) {
  return {
    ...(await communityOverview(ctx, scope, PRESENTER_TOP_NARRATIVE_COUNT)),
    map: scope.withheld ? [] : gridToPoints(scope.tally?.positionCounts),
    consensus: await consensusPanels(ctx, scope),
    guestBurst:
      scope.room === null
        ? null
        : await latestGuestBurst(ctx, { _id: scope.room.id, threshold: scope.threshold }),
  };
}

/**
 * The policies chosen most often in a scope's tally, optionally within one category (an
 * area name), most first, with their counts; policies that left the catalogue are skipped.
 */
export async function mostChosenPolicies(
  ctx: QueryCtx,
  tally: ScopeTally,
  limit: number,
  category?: string,
): Promise<{ policy: Doc<"policies">; count: number }[]> {
  if (category !== undefined) {
    const inCategory = await ctx.db
      .query("policies")
      .withIndex("by_category_title", (q) => q.eq("category", category))
      .take(MAX_CATALOGUE_ROWS);
    return inCategory
      .map((policy) => ({ policy, count: tally.policies.get(policy._id) ?? 0 }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count || (a.policy._id < b.policy._id ? -1 : 1))
      .slice(0, limit);
  }
  const result = [];
  for (const [policyId, count] of rankByCount(tally.policies)) {
    if (result.length === limit) break;
    const policy = await ctx.db.get("policies", policyId);
    if (policy !== null) result.push({ policy, count });
  }
  return result;
}

/** Most ids one voteShares call reads (a page of cards). */
export const MAX_SHARE_IDS = 100;

export interface VoteShare {
  count: number;
  /** Percent of the nation's active votes, one decimal. */
  percentage: number;
}

/**
 * The share of real (national) active votes that chose each given narrative and policy;
 * ids with no votes, unknown or malformed ids are left out, so a card falls back to the
 * catalogue's score only while nobody has voted for it.
 */
export async function voteShares(
  ctx: QueryCtx,
  narrativeIds: readonly string[],
  policyIds: readonly string[],
) {
  const tally = await readFoldedTally(ctx, publishedNationalScope());
  const totalVotes = tally?.totalVotes ?? 0;
  const narratives: Record<string, VoteShare> = {};
  const policies: Record<string, VoteShare> = {};
  if (tally === null || totalVotes <= 0) return { totalVotes, narratives, policies };
  const share = (count: number | undefined) =>
    count !== undefined && count > 0
      ? { count, percentage: percentOf(count, totalVotes) }
      : undefined;
  for (const raw of narrativeIds.slice(0, MAX_SHARE_IDS)) {
    const id = ctx.db.normalizeId("narratives", raw);
    const found = id === null ? undefined : share(tally.narratives.get(id));
    if (id !== null && found) narratives[id] = found;
  }
  for (const raw of policyIds.slice(0, MAX_SHARE_IDS)) {
    const id = ctx.db.normalizeId("policies", raw);
    const found = id === null ? undefined : share(tally.policies.get(id));
    if (id !== null && found) policies[id] = found;
  }
  return { totalVotes, narratives, policies };
}
