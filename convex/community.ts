/**
 * Community results (spec 2.3 "Community comparison", 3 "Community data"; workshop rooms
 * and the presenter view, docs/rooms.md), read from tallies that votes:bind keeps in the
 * same transaction: a few indexed reads, whatever the number of votes.
 */
import { v } from "convex/values";
import * as returned from "./model/returns";
import { query } from "./_generated/server";
import { normaliseCategory } from "./domain/areas";
import { percentOf } from "./domain/numbers";
import {
  communityOverview,
  communityPage,
  mostChosenPolicies,
  presenterView,
  resolveCommunityScope,
  voteShares,
} from "./model/community";
import { communityExport } from "./model/communityExport";

/** Most policies topPolicies returns. */
const MAX_TOP_POLICIES = 50;

/** The optional workshop room of every community query (docs/rooms.md); none = the nation. */
const scopeArgs = { roomCode: v.optional(v.string()) };

/**
 * Total active votes, quadrant distribution (percent, one decimal), top 3 narratives with
 * percentages, and average tax rate, dividend and inflation (one decimal), for the nation
 * or a room; a room's results are withheld below its threshold.
 */
export const overview = query({
  args: scopeArgs,
  returns: returned.communityOverview,
  handler: async (ctx, args) => {
    return await communityOverview(ctx, await resolveCommunityScope(ctx, args.roomCode));
  },
});

/**
 * The community comparison page in one subscription: `{ kind: "nation" }`,
 * `{ kind: "room" }` with the room's results beside the nation's, or
 * `{ kind: "unknownRoom", code }`; each with the nation's results and sample data. It never
 * reads the caller's identity, so one run serves every viewer (docs/embedded-backend.md,
 * "Sync"); whether the caller owns the room is `rooms:isOwner`.
 */
export const page = query({
  args: scopeArgs,
  returns: returned.communityPage,
  handler: async (ctx, args) => {
    return await communityPage(ctx, args.roomCode);
  },
});

/** The presenter view: the overview with the top 5 narratives and the 10 × 10 position map. */
export const presenter = query({
  args: scopeArgs,
  returns: returned.presenterView,
  handler: async (ctx, args) => {
    return await presenterView(ctx, await resolveCommunityScope(ctx, args.roomCode));
  },
});

/** Aggregate results for the facilitator's CSV (no personal data). */
export const exportData = query({
  args: scopeArgs,
  returns: returned.communityExport,
  handler: async (ctx, args) => {
    return await communityExport(ctx, await resolveCommunityScope(ctx, args.roomCode));
  },
});

/**
 * The policies chosen most often in active votes, optionally within one category, with
 * the share of active votes that chose each (percent, one decimal). Default limit 10.
 * With a `roomCode`, the room's; [] while its results are withheld or for an unknown code.
 */
export const topPolicies = query({
  args: { category: v.optional(v.string()), limit: v.optional(v.number()), ...scopeArgs },
  returns: v.array(returned.topPolicy),
  handler: async (ctx, args) => {
    const limit = Math.max(1, Math.min(MAX_TOP_POLICIES, Math.floor(args.limit ?? 10)));
    const category = args.category === undefined ? undefined : normaliseCategory(args.category);
    if (category === null) return [];
    const scope = await resolveCommunityScope(ctx, args.roomCode);
    if (scope.withheld || scope.tally === null) return [];
    const chosen = await mostChosenPolicies(ctx, scope.tally, limit, category);
    return chosen.map(({ policy, count }) => ({
      id: policy._id,
      title: policy.title,
      category: policy.category,
      quadrant: policy.quadrant,
      count,
      percentage: percentOf(count, scope.totalVotes),
    }));
  },
});

/**
 * Real shares for cards: of the nation's active votes, the share that chose each given
 * narrative and policy (at most 100 of each; those without votes are left out).
 */
export const shares = query({
  args: {
    narrativeIds: v.optional(v.array(v.string())),
    policyIds: v.optional(v.array(v.string())),
  },
  returns: returned.voteShares,
  handler: async (ctx, args) => {
    return await voteShares(ctx, args.narrativeIds ?? [], args.policyIds ?? []);
  },
});
