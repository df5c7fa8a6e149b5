/** Ranked policy choices per narrative and category (spec 3 user_policy_rankings). */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { GENERAL_CATEGORY, normaliseCategory } from "../domain/areas";
import { MAX_RANKED_PER_CATEGORY } from "../domain/voteRules";
import { appError, MESSAGES } from "./errors";

/** Most ranking rows a user can have per narrative: 13 areas + general, 3 each. */
export const MAX_RANKINGS_PER_NARRATIVE = 14 * MAX_RANKED_PER_CATEGORY;

async function replaceRankings(
  ctx: MutationCtx,
  userId: Id<"users">,
  narrativeId: Id<"narratives">,
  category: string,
  policyIds: readonly Id<"policies">[],
): Promise<void> {
  const existing = await ctx.db
    .query("userPolicyRankings")
    .withIndex("by_user_narrative_category", (q) =>
      q.eq("userId", userId).eq("narrativeId", narrativeId).eq("category", category),
    )
    .take(MAX_RANKINGS_PER_NARRATIVE);
  // In place: a row already at its rank with its policy stays untouched, one with another
  // policy is patched, rows beyond the new list are deleted and missing ranks inserted.
  const byRank = new Map<number, Doc<"userPolicyRankings">>();
  for (const row of existing) {
    if (row.rank >= 1 && row.rank <= policyIds.length && !byRank.has(row.rank)) {
      byRank.set(row.rank, row);
    } else {
      await ctx.db.delete("userPolicyRankings", row._id);
    }
  }
  for (const [index, policyId] of policyIds.entries()) {
    const rank = index + 1;
    const row = byRank.get(rank);
    if (row === undefined) {
      await ctx.db.insert("userPolicyRankings", { userId, narrativeId, policyId, rank, category });
    } else if (row.policyId !== policyId) {
      await ctx.db.patch("userPolicyRankings", row._id, { policyId });
    }
  }
}

/**
 * Replaces the user's ranking for one narrative and area with 1 to 3 policies, ranked in
 * the given order. Every id must be a policy of that area.
 */
export async function saveCategoryRanking(
  ctx: MutationCtx,
  userId: Id<"users">,
  narrativeId: Id<"narratives">,
  categoryInput: string,
  policyIdStrings: readonly string[],
): Promise<{ category: string; policyIds: Id<"policies">[] }> {
  const category = normaliseCategory(categoryInput);
  if (category === null) throw appError("INVALID_INPUT", MESSAGES.unknownCategory);
  const unique = [...new Set(policyIdStrings)];
  if (unique.length > MAX_RANKED_PER_CATEGORY) {
    throw appError("TOO_MANY_RANKED", MESSAGES.maxRanked);
  }
  if (unique.length === 0) throw appError("INVALID_INPUT", MESSAGES.noRankedPolicy);
  const policies: Doc<"policies">[] = [];
  for (const raw of unique) {
    const id = ctx.db.normalizeId("policies", raw);
    const policy = id === null ? null : await ctx.db.get("policies", id);
    if (policy === null) throw appError("INVALID_INPUT", MESSAGES.unknownPolicy);
    if (policy.category !== category) {
      throw appError("INVALID_INPUT", MESSAGES.policyNotInCategory);
    }
    policies.push(policy);
  }
  const policyIds = policies.map((policy) => policy._id);
  await replaceRankings(ctx, userId, narrativeId, category, policyIds);
  return { category, policyIds };
}

/**
 * Vote side-write (spec 3, 7.1): the vote's first three selected policies, in selection
 * order, as the user's 'general' ranking for the narrative.
 */
export async function saveGeneralRankings(
  ctx: MutationCtx,
  userId: Id<"users">,
  narrativeId: Id<"narratives">,
  selectedPolicyIds: readonly Id<"policies">[],
): Promise<void> {
  await replaceRankings(
    ctx,
    userId,
    narrativeId,
    GENERAL_CATEGORY,
    selectedPolicyIds.slice(0, MAX_RANKED_PER_CATEGORY),
  );
}
