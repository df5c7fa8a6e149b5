/**
 * Votes (spec 4 "Vote binding", 5, 7.1). The signed-in user comes from ctx.auth only.
 * The server recomputes cost, inflation and balance, keeps at most one active vote per
 * user, and updates the community tallies (national, and the workshop room when the vote
 * carries an open room's code) in the same transaction. A guest's vote counts in its room
 * only, so a guest must send an open room's code (docs/rooms.md "Guests"). A vote is stored
 * only with the voter's explicit consent to the current privacy notice (docs/privacy.md).
 */
import { query } from "./_generated/server";
import { activeVote, voteReceipt } from "./model/returns";
import { MESSAGES } from "./model/errors";
import { opinionMutation, type UserMutationCtx } from "./model/functions";
import { isGuest, requireGuestRoom } from "./model/guests";
import { admitGuestVote } from "./model/roomGuards";
import { resolveVoteRoom } from "./model/rooms";
import { getUserId } from "./model/users";
import { hasVerifiedEmail } from "./model/verification";
import {
  prepareVote,
  recordVote,
  toVoteReceipt,
  type PreparedVote,
  type VoteKind,
} from "./model/votes";
import { voteArgs, type VoteArgs } from "./validators";

/**
 * Validates, stores and tallies a vote; with a `roomCode` of an open room it also counts
 * in that room. The receipt says whether it did, and whether it counts nationally. The
 * vote's consent is checked by the builder (opinionMutation, purpose "vote").
 */
async function castVote(ctx: UserMutationCtx, args: VoteArgs, vote: PreparedVote, kind: VoteKind) {
  const room = await resolveVoteRoom(ctx, args.roomCode);
  const guest = isGuest(ctx.user);
  if (guest) requireGuestRoom(room);
  const { pending } =
    guest && room?.roomId !== undefined
      ? await admitGuestVote(ctx, ctx.userId, room.roomId, Date.now(), room.currentCode)
      : { pending: false };
  const stored = await recordVote(ctx, ctx.userId, vote, kind, {
    manifesto: args.manifesto,
    roomId: room?.roomId,
    isGuest: guest,
    verified: !guest && hasVerifiedEmail(ctx.user),
    pending,
    user: ctx.user,
  });
  return toVoteReceipt(stored, room);
}

/** Bind a vote: a narrative and at least one policy (spec 5). */
export const bind = opinionMutation({
  purpose: "vote",
  signInMessage: MESSAGES.signInToBind,
  args: voteArgs,
  // An incomplete vote says so before consent is asked about.
  prepare: async (ctx, args) => await prepareVote(ctx, args, "bind"),
  returns: voteReceipt,
  handler: async (ctx, args, vote) => await castVote(ctx, args, vote, "bind"),
});

/** Submit the complete vote: also needs a tax rate and a dividend above 0 (spec 5). */
export const submit = opinionMutation({
  purpose: "vote",
  signInMessage: MESSAGES.signInToSubmit,
  args: voteArgs,
  prepare: async (ctx, args) => await prepareVote(ctx, args, "submit"),
  returns: voteReceipt,
  handler: async (ctx, args, vote) => await castVote(ctx, args, vote, "submit"),
});

/** The signed-in user's active vote with its narrative and policies, or null. */
export const myActive = query({
  args: {},
  returns: activeVote,
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
