/**
 * A room's threshold holds for the national results too (docs/rooms.md "Held votes"). An
 * account's vote counted in a workshop room enters the national tallies only while the room
 * has at least its threshold of active votes; below it the vote is *held*: counted in the
 * room only, as a guest's is. The vote that brings the room to its threshold releases every
 * held vote of the room together. So while a room's own results are withheld, no public
 * figure (national or the room's) moves with one participant's choice: the room shows only
 * its count, and the national results do not change at all.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { isWithheld } from "../domain/rooms";
import { countRoomSource, countRoomSources } from "./roomSources";
import { countVote, type TallyDelta } from "./tallies";

/**
 * Decides how an arriving vote counts nationally, before it is tallied. `delta` already
 * holds the removal of the active votes it replaces (deactivated), and gathers the
 * national changes of any held votes it releases. Returns the arriving vote as it must be counted (marked held
 * when the room stays under its threshold).
 */
export async function settleRoomHold(
  ctx: MutationCtx,
  arriving: Doc<"userVotes">,
  delta: TallyDelta,
): Promise<Doc<"userVotes">> {
  const roomId = arriving.roomId;
  // A vote waiting for approval does not arrive in its room until approved
  // (convex/model/roomGuards.ts), and then it is settled as it arrives.
  if (roomId === undefined || arriving.pendingApproval === true) return arriving;
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) return arriving;
  // The room's sources once the replaced votes (already in `delta`) have left and this one
  // has arrived (docs/rooms.md "Threshold by network").
  const pending = new Map(delta.sources ?? []);
  if (arriving.roomSource !== undefined) {
    countRoomSource(pending, roomId, arriving.roomSource, arriving.isGuest !== true, +1);
  }
  const { accountSources } = await countRoomSources(ctx, roomId, room.threshold, pending);

  // National release needs the threshold of sources among accounts' votes alone: guests,
  // who cost nothing, can never bring an account's vote into the nation.
  if (isWithheld(accountSources, room.threshold)) {
    if (arriving.isGuest === true) return arriving;
    await ctx.db.patch("userVotes", arriving._id, { heldFromNational: true });
    return { ...arriving, heldFromNational: true };
  }

  // At or over the threshold: every held vote of the room joins the national results now.
  // Fewer than the threshold (at most 49) can be held at once.
  const held = await ctx.db
    .query("userVotes")
    .withIndex("by_room_held", (q) =>
      q.eq("roomId", roomId).eq("heldFromNational", true).eq("isActive", true),
    )
    .take(room.threshold);
  for (const vote of held) {
    if (vote._id === arriving._id || !vote.isActive) continue;
    await ctx.db.patch("userVotes", vote._id, { heldFromNational: undefined });
    countVote(delta, vote, -1);
    countVote(delta, { ...vote, heldFromNational: undefined }, +1);
  }
  if (arriving.heldFromNational !== true) return arriving;
  await ctx.db.patch("userVotes", arriving._id, { heldFromNational: undefined });
  return { ...arriving, heldFromNational: undefined };
}
