/**
 * Votes (spec 4 "Vote binding", 5, 7.1). The signed-in user comes from ctx.auth only.
 * The server recomputes cost, inflation and balance, keeps at most one active vote per
 * user, and updates the community tallies in the same transaction.
 */
import { query } from "./_generated/server";
import { MESSAGES } from "./model/errors";
import { userMutation } from "./model/functions";
import { getUserId } from "./model/users";
import { prepareVote, recordVote, toVoteReceipt } from "./model/votes";
import { voteArgs } from "./validators";

/** Bind a vote: a narrative and at least one policy (spec 5). */
export const bind = userMutation({
  signInMessage: MESSAGES.signInToBind,
  args: voteArgs,
  handler: async (ctx, args) => {
    const vote = await prepareVote(ctx, args, "bind");
    const stored = await recordVote(ctx, ctx.userId, vote, "bind", { manifesto: args.manifesto });
    return toVoteReceipt(stored);
  },
});

/** Submit the complete vote: also needs a tax rate and a dividend above 0 (spec 5). */
export const submit = userMutation({
  signInMessage: MESSAGES.signInToSubmit,
  args: voteArgs,
  handler: async (ctx, args) => {
    const vote = await prepareVote(ctx, args, "submit");
    const stored = await recordVote(ctx, ctx.userId, vote, "submit", {
      manifesto: args.manifesto,
    });
    return toVoteReceipt(stored);
  },
});

/** The signed-in user's active vote with its narrative and policies, or null. */
export const myActive = query({
  args: {},
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    if (userId === null) return null;
    const vote = await ctx.db
      .query("userVotes")
      .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("isActive", true))
      .order("desc")
      .first();
    if (vote === null) return null;
    const narrative = await ctx.db.get("narratives", vote.narrativeId);
    const policies = [];
    for (const policyId of vote.selectedPolicyIds) {
      const policy = await ctx.db.get("policies", policyId);
      if (policy !== null) policies.push(policy);
    }
    return {
      ...vote,
      narrative:
        narrative === null
          ? null
          : { _id: narrative._id, title: narrative.title, quadrant: narrative.quadrant },
      policies,
    };
  },
});
