/**
 * Guests (docs/rooms.md "Guests"): a participant who scans a room's QR code signs in with
 * @convex-dev/auth's Anonymous provider and votes with no email. A guest's vote counts in
 * its room only, never nationally; the room's owner can refuse guests ("accounts only").
 * A guest who later signs in or signs up keeps the vote: the guest's browser leaves a
 * one-time ticket first, and the account claims the guest's active vote with it.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, MESSAGES } from "./errors";
import { settleRoomHold } from "./roomHold";
import { GUESTS_WITHOUT_ADDRESS } from "./roomSources";
import { isEmailVerified } from "./verification";
import type { VoteRoom } from "./rooms";
import { endAllSessions } from "./users";
import { deactivateActiveVotes, nextVoteSeq, trimVoteHistory, writeVoteFollowUps } from "./votes";
import { withVoteWrites, type VoteWrites } from "./voteTrigger";
import { MAX_UPGRADE_TICKETS_PER_GUEST } from "../domain/quotas";

/** How long a guest's ticket works: enough to sign up, short enough not to linger. */
export const UPGRADE_TICKET_TTL_MS = 60 * 60 * 1000;
/** Ticket length bounds (a browser's crypto.randomUUID() is 36 characters). */
export const UPGRADE_TICKET_LENGTH = { min: 32, max: 128 } as const;

/** Whether the user signed in as a guest (the Anonymous provider marks the user). */
export function isGuest(user: Doc<"users"> | null): boolean {
  return user?.isAnonymous === true;
}

/** `isGuest` of the user with this id (one read). */
export async function isGuestUser(ctx: QueryCtx, userId: Id<"users">): Promise<boolean> {
  return isGuest(await ctx.db.get("users", userId));
}

/** Refuses guests (ACCOUNT_REQUIRED with the given message). */
export async function requireAccount(
  ctx: QueryCtx,
  userId: Id<"users">,
  message: string,
): Promise<void> {
  if (await isGuestUser(ctx, userId)) throw appError("ACCOUNT_REQUIRED", message);
}

/**
 * A guest may vote only for an open room that welcomes guests, since the vote counts
 * nowhere else. Throws ACCOUNT_REQUIRED with the reason otherwise.
 */
export function requireGuestRoom(room: VoteRoom | null): asserts room is VoteRoom {
  if (room === null || !room.counted) throw appError("ACCOUNT_REQUIRED", MESSAGES.guestNeedsRoom);
  if (room.accountsOnly) throw appError("ACCOUNT_REQUIRED", MESSAGES.roomAccountsOnly);
}

function requireTicketShape(ticket: string): void {
  const { min, max } = UPGRADE_TICKET_LENGTH;
  if (ticket.length < min || ticket.length > max) {
    throw appError("INVALID_INPUT", MESSAGES.invalidUpgradeTicket);
  }
}

/** The guest leaves a ticket that lets the account they are about to use claim their vote. */
export async function prepareGuestUpgrade(
  ctx: MutationCtx,
  guestUserId: Id<"users">,
  ticket: string,
  now: number,
): Promise<void> {
  requireTicketShape(ticket);
  if (!(await isGuestUser(ctx, guestUserId))) {
    throw appError("INVALID_INPUT", MESSAGES.onlyGuestsUpgrade);
  }
  // At most MAX_UPGRADE_TICKETS_PER_GUEST: the oldest make room (docs/security.md "Quotas").
  const kept = await ctx.db
    .query("guestUpgrades")
    .withIndex("by_guest", (q) => q.eq("guestUserId", guestUserId))
    .take(MAX_UPGRADE_TICKETS_PER_GUEST + 5);
  for (const old of kept.slice(0, kept.length - MAX_UPGRADE_TICKETS_PER_GUEST + 1)) {
    await ctx.db.delete("guestUpgrades", old._id);
  }
  await ctx.db.insert("guestUpgrades", {
    ticket,
    guestUserId,
    expiresAt: now + UPGRADE_TICKET_TTL_MS,
  });
}

/**
 * The account takes over the guest's active vote: the same vote, now the account's and no
 * longer a guest's, so it counts nationally as well as in its room (once the room has
 * reached its threshold: convex/model/roomHold.ts). The account's own earlier vote, if
 * any, is replaced (one active vote per account). The guest is signed out everywhere (its
 * sessions and refresh tokens deleted), so a guest token kept by the device cannot vote
 * again beside the account (issue 28). The ticket is used up; an unknown or expired one
 * moves nothing and ends nothing. Returns the moved vote, or null.
 */
export async function claimGuestVote(
  ctx: MutationCtx,
  userId: Id<"users">,
  ticket: string,
  now: number,
): Promise<Doc<"userVotes"> | null> {
  requireTicketShape(ticket);
  await requireAccount(ctx, userId, MESSAGES.onlyGuestsUpgrade);
  const upgrade = await ctx.db
    .query("guestUpgrades")
    .withIndex("by_ticket", (q) => q.eq("ticket", ticket))
    .unique();
  if (upgrade === null) return null;
  await ctx.db.delete("guestUpgrades", upgrade._id);
  if (upgrade.expiresAt < now || upgrade.guestUserId === userId) return null;
  await endAllSessions(ctx, upgrade.guestUserId);

  const moved = await withVoteWrites(ctx, (votes) => moveGuestVote(ctx, votes, upgrade, userId));
  if (moved === null) return null;
  await writeVoteFollowUps(ctx, userId, moved, undefined, now);
  return moved;
}

/**
 * The writes of `claimGuestVote`: the guest's and the account's active votes deactivated,
 * the guest's newest made the account's active vote and settled in its room. Returns it,
 * or null when the guest had no active vote.
 */
async function moveGuestVote(
  ctx: MutationCtx,
  votes: VoteWrites,
  upgrade: Doc<"guestUpgrades">,
  userId: Id<"users">,
): Promise<Doc<"userVotes"> | null> {
  const guestVotes = await deactivateActiveVotes(ctx, votes, upgrade.guestUserId);
  const kept = guestVotes.reduce<Doc<"userVotes"> | null>(
    (newest, vote) => (newest === null || vote.submittedAt > newest.submittedAt ? vote : newest),
    null,
  );
  await deactivateActiveVotes(ctx, votes, userId);
  if (kept === null) return null;
  const voteSeq = await nextVoteSeq(ctx, userId);
  // An account's vote never waits for approval (docs/rooms.md "Stuffing").
  const claimed = await votes.patch(kept, {
    userId,
    isGuest: undefined,
    isActive: true,
    verified: (await isEmailVerified(ctx, userId)) ? true : undefined,
    pendingApproval: undefined,
    // Now the last of the account's history (convex/model/votes.ts trimVoteHistory).
    voteSeq,
    // A guest without a reported address shared one source with every such guest; as an
    // account's vote it counts as the account's own (docs/rooms.md "Threshold by network").
    ...(kept.roomSource === GUESTS_WITHOUT_ADDRESS ? { roomSource: `vote:${kept._id}` } : {}),
  });
  await trimVoteHistory(ctx, votes, userId, voteSeq);
  // Now an account's vote: held from the nation while its room is under its threshold.
  return await settleRoomHold(ctx, votes, claimed);
}
