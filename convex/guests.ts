/**
 * A guest keeps their vote by signing in or signing up (docs/rooms.md "Guests"): the
 * guest's browser leaves a one-time ticket, and the account claims the vote with it.
 */
import { v } from "convex/values";
import { carryVoteConsentOver, hasCurrentConsent } from "./model/consent";
import { MESSAGES } from "./model/errors";
import { userMutation, withConsentOf } from "./model/functions";
import { claimGuestVote, prepareGuestUpgrade } from "./model/guests";

/** As a guest: leave a ticket (a random string of 32 to 128 characters) for the account. */
export const prepareUpgrade = userMutation({
  signInMessage: MESSAGES.onlyGuestsUpgrade,
  args: { ticket: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await prepareGuestUpgrade(ctx, ctx.userId, args.ticket, Date.now());
    return null;
  },
});

/**
 * As the account: take over the guest's active vote. `{ moved, room }`: moved false when
 * the ticket is unknown or expired or the guest had no vote.
 */
export const claimVote = userMutation({
  signInMessage: MESSAGES.onlyGuestsUpgrade,
  args: { ticket: v.string() },
  returns: v.object({
    moved: v.boolean(),
    room: v.union(v.null(), v.object({ code: v.string(), name: v.string() })),
  }),
  handler: async (ctx, args) => {
    const upgrade = await ctx.db
      .query("guestUpgrades")
      .withIndex("by_ticket", (q) => q.eq("ticket", args.ticket))
      .first();
    // The guest's consent to store this vote goes with it (docs/privacy.md "Consent"); a
    // vote without a current vote consent stays with the guest.
    if (upgrade !== null) await carryVoteConsentOver(ctx, upgrade.guestUserId, ctx.userId);
    if (!(await hasCurrentConsent(ctx, ctx.userId, "vote"))) return { moved: false, room: null };
    const writer = await withConsentOf(ctx, "vote", undefined, Date.now());
    const vote = await claimGuestVote(writer, ctx.userId, args.ticket, Date.now());
    if (vote === null) return { moved: false, room: null };
    const room = vote.roomId === undefined ? null : await ctx.db.get("rooms", vote.roomId);
    return { moved: true, room: room === null ? null : { code: room.code, name: room.name } };
  },
});
