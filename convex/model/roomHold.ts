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
import { countRoomSources } from "./roomSources";
import type { VoteWrites } from "./voteTrigger";

/**
 * Decides how an arriving vote counts nationally, once it is stored through `votes`, whose
 * delta then holds the removal of the active votes it replaces and its own arrival. Marks
 * it held when the room stays under its threshold, or releases the room's held votes (the
 * writer moves their tallies). Returns the arriving vote as it is now.
 */
export async function settleRoomHold(
  ctx: MutationCtx,
  votes: VoteWrites,
  arriving: Doc<"userVotes">,
): Promise<Doc<"userVotes">> {
  const roomId = arriving.roomId;
  // A vote waiting for approval does not arrive in its room until approved
  // (convex/model/roomGuards.ts), and then it is settled as it arrives.
  if (roomId === undefined || arriving.pendingApproval === true) return arriving;
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) return arriving;
  // The room's sources once the replaced votes have left and this one has arrived (both
  // already in the writer's delta; docs/rooms.md "Threshold by network").
  const pending = new Map(votes.delta.sources ?? []);
  const { accountSources } = await countRoomSources(ctx, roomId, room.threshold, pending);

  // National release needs the threshold of sources among accounts' votes alone: guests,
  // who cost nothing, can never bring an account's vote into the nation.
  if (isWithheld(accountSources, room.threshold)) {
    if (arriving.isGuest === true) return arriving;
    return await votes.patch(arriving, { heldFromNational: true });
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
    await votes.patch(vote, { heldFromNational: undefined });
  }
  if (arriving.heldFromNational !== true) return arriving;
  return await votes.patch(arriving, { heldFromNational: undefined });
}
