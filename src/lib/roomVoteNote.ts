import { toast } from "@/components/ui/Toast";
import { ROOM_GUARD_MESSAGES } from "@convex/domain/roomGuards";

/** A guest's vote waiting for the facilitator's approval: counted nowhere until then. */
export const WAITING_FOR_APPROVAL = `${ROOM_GUARD_MESSAGES.voteWaiting} It counts in the room once they approve it.`;

/**
 * What to tell a voter about the room their vote was sent with (the receipt's `room`,
 * docs/rooms.md): counted in the room, or counted nationally only; and for a guest, that
 * the vote counts in the room only.
 */
export interface ReceiptRoom {
  code: string;
  name: string;
  counted: boolean;
}

/** The receipt's `voter`: a guest's vote counts in its room only. */
export type ReceiptVoter = "guest" | "account";

export interface RoomVoteNote {
  counted: boolean;
  text: string;
}

export function roomVoteNote(
  room: ReceiptRoom | null | undefined,
  voter: ReceiptVoter = "account",
  pending = false,
): RoomVoteNote | null {
  if (!room) return null;
  // A guest's vote beyond the room's expected size or its address's allowance
  // (docs/rooms.md "Stuffing").
  if (pending) return { counted: false, text: WAITING_FOR_APPROVAL };
  if (room.counted && voter === "guest")
    return {
      counted: true,
      text: `Your guest vote counts in the room "${room.name}" only, not in the national results.`,
    };
  if (room.counted)
    return { counted: true, text: `Your vote also counts in the room "${room.name}".` };
  if (room.name === "")
    return {
      counted: false,
      text: `No room has the code ${room.code}; your vote counts nationally.`,
    };
  return {
    counted: false,
    text: `The room "${room.name}" is closed; your vote counts nationally.`,
  };
}

/**
 * The success toast of bind and submit, with the room note as its description (a warning
 * when the room did not count the vote). Returns the note for the community page.
 */
export function announceVote(
  title: string,
  room: ReceiptRoom | null | undefined,
  voter?: ReceiptVoter,
  pending?: boolean,
): RoomVoteNote | null {
  const note = roomVoteNote(room, voter, pending);
  toast({
    title,
    description: note?.text,
    variant: note?.counted === false ? "warning" : "success",
  });
  return note;
}
