/** The progress summary of the five-step flow (spec 3, 4 "Step completion", 7.1). */
import { v } from "convex/values";
import { progressSummary } from "./model/returns";
import { query } from "./_generated/server";
import { RECENT_VOTES_FOR_PROGRESS, summariseProgress } from "./domain/progress";
import { getUserId } from "./model/users";

/**
 * Progress for the signed-in user (all false when signed out). The in-session tax rate
 * and dividend, when given, count for the Tax step as the spec says.
 */
export const summary = query({
  args: { sessionTaxRate: v.optional(v.number()), sessionDividend: v.optional(v.number()) },
  returns: progressSummary,
  handler: async (ctx, args) => {
    const userId = await getUserId(ctx);
    if (userId === null) {
      return {
        ...summariseProgress({
          signedIn: false,
          activeVote: null,
          recentVotes: [],
          hasManifestos: false,
        }),
        lastUpdated: null,
      };
    }
    const recent = await ctx.db
      .query("userVotes")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .take(RECENT_VOTES_FOR_PROGRESS);
    const active = await ctx.db
      .query("userVotes")
      .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("isActive", true))
      .first();
    const latestManifesto = await ctx.db
      .query("userManifestos")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .first();
    const asProgressVote = (vote: (typeof recent)[number]) => ({
      taxRate: vote.taxRate,
      dividend: vote.dividend,
      isActive: vote.isActive,
      selectedPolicyCount: vote.selectedPolicyIds.length,
    });
    const summary = summariseProgress({
      signedIn: true,
      activeVote: active === null ? null : asProgressVote(active),
      recentVotes: recent.map(asProgressVote),
      hasManifestos: latestManifesto !== null,
      sessionTaxRate: args.sessionTaxRate,
      sessionDividend: args.sessionDividend,
    });
    const latest = Math.max(recent[0]?._creationTime ?? 0, latestManifesto?.updatedAt ?? 0);
    return { ...summary, lastUpdated: latest === 0 ? null : new Date(latest).toISOString() };
  },
});
