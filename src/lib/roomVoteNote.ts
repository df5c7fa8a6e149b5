/**
 * What to tell a voter about the room their vote was sent with (the receipt's `room`,
 * docs/rooms.md): counted in the room, or counted nationally only.
 */
export interface ReceiptRoom {
  code: string;
  name: string;
  counted: boolean;
}

export interface RoomVoteNote {
  counted: boolean;
  text: string;
}

export function roomVoteNote(room: ReceiptRoom | null | undefined): RoomVoteNote | null {
  if (!room) return null;
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
