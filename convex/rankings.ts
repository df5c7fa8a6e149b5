/**
 * Ranked policy choices (spec 3, 5, 7.1): up to 3 per category, ranks 1 to 3 in order.
 * Rankings are political opinions: stored only with explicit consent of the "rankings"
 * purpose (opinionMutation, docs/privacy.md "Consent").
 */
import { v } from "convex/values";
import { rankingRow, savedRanking } from "./model/returns";
import { query } from "./_generated/server";
import { appError, MESSAGES } from "./model/errors";
import { opinionMutation } from "./model/functions";
import { requireNarrative } from "./model/policies";
import { saveCategoryRanking } from "./model/rankings";
import { getUserId } from "./model/users";
import { categoryRankingValidator } from "./validators";
import { POLICY_AREAS } from "./domain/areas";

/** Most ranking rows listed for one user. */
const MAX_RANKINGS_LISTED = 1000;

/** Replace the user's ranking for one narrative and category (1 to 3 policies, in order). */
export const save = opinionMutation({
  purpose: "rankings",
  signInMessage: MESSAGES.signInToSaveRankings,
  args: {
    narrativeId: v.id("narratives"),
    category: v.string(),
    policyIds: v.array(v.string()),
  },
  returns: savedRanking,
  handler: async (ctx, args) => {
    await requireNarrative(ctx, args.narrativeId);
    return await saveCategoryRanking(
      ctx,
      ctx.userId,
      args.narrativeId,
      args.category,
      args.policyIds,
    );
  },
});

/** Save several categories at once ('Save to My Account' on the narrative summary). */
export const saveMany = opinionMutation({
  purpose: "rankings",
  signInMessage: MESSAGES.signInToSaveRankings,
  args: {
    narrativeId: v.id("narratives"),
    rankings: v.array(categoryRankingValidator),
  },
  returns: v.array(savedRanking),
  handler: async (ctx, args) => {
    await requireNarrative(ctx, args.narrativeId);
    if (args.rankings.length > POLICY_AREAS.length) {
      throw appError("INVALID_INPUT", MESSAGES.tooManyCategories);
    }
    const saved = [];
    for (const ranking of args.rankings) {
      saved.push(
        await saveCategoryRanking(
          ctx,
          ctx.userId,
          args.narrativeId,
          ranking.category,
          ranking.policyIds,
        ),
      );
    }
    return saved;
  },
});

/**
 * The signed-in user's rankings, optionally for one narrative, ordered by narrative,
 * category and rank, with policy titles. Empty when signed out.
 */
export const listMine = query({
  args: { narrativeId: v.optional(v.id("narratives")) },
  returns: v.array(rankingRow),
  handler: async (ctx, args) => {
    const userId = await getUserId(ctx);
    if (userId === null) return [];
    const narrativeId = args.narrativeId;
    const rows =
      narrativeId === undefined
        ? await ctx.db
            .query("userPolicyRankings")
            .withIndex("by_user_narrative_category", (q) => q.eq("userId", userId))
            .take(MAX_RANKINGS_LISTED)
        : await ctx.db
            .query("userPolicyRankings")
            .withIndex("by_user_narrative_category", (q) =>
              q.eq("userId", userId).eq("narrativeId", narrativeId),
            )
            .take(MAX_RANKINGS_LISTED);
    const result = [];
    for (const row of rows) {
      const policy = await ctx.db.get("policies", row.policyId);
      result.push({ ...row, policyTitle: policy?.title ?? null });
    }
    return result;
  },
});
