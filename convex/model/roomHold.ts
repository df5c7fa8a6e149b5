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
import { isWithheld, roomScope } from "../domain/rooms";
import { countVote, readScopeTotal, type TallyDelta } from "./tallies";

/**
 * Decides how an arriving vote counts nationally, before it is tallied. `leaving` are the
 * active votes it replaces (already deactivated); `delta` gathers the national changes of
 * any held votes it releases. Returns the arriving vote as it must be counted (marked held
 * when the room stays under its threshold).
 */
export async function settleRoomHold(
  ctx: MutationCtx,
  arriving: Doc<"userVotes">,
  leaving: readonly Doc<"userVotes">[],
  delta: TallyDelta,
): Promise<Doc<"userVotes">> {
  const roomId = arriving.roomId;
  // A vote waiting for approval does not arrive in its room until approved
  // (convex/model/roomGuards.ts), and then it is settled as it arrives.
  if (roomId === undefined || arriving.pendingApproval === true) return arriving;
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) return arriving;
  const counted = await readScopeTotal(ctx, roomScope(roomId));
  // Votes leaving the room leave its count, unless they were waiting for approval
  // (counted nowhere, docs/rooms.md "Stuffing").
  const left = leaving.filter((vote) => vote.roomId === roomId && vote.pendingApproval !== true);
  const total = counted - left.length + 1;

  if (isWithheld(total, room.threshold)) {
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
