/**
 * Workshop room codes (docs/rooms.md): 6 characters from an alphabet without the
 * look-alikes 0/O and 1/I/L, matched case-insensitively, ignoring spaces and dashes. The
 * server decides whether a code names a room; this only tidies what people type. The
 * rules themselves are the shared pure code in convex/domain/rooms.ts.
 */
import { isRoomCodeShape, normaliseRoomCode, ROOM_CODE_LENGTH } from "@convex/domain/rooms";

/** The message for a typed code that cannot be a room code, or null when it may be one. */
export function roomCodeProblem(input: string): string | null {
  const code = normaliseRoomCode(input);
  if (code.length === 0) return "Enter the room code.";
  if (!isRoomCodeShape(code)) {
    return `Room codes are ${ROOM_CODE_LENGTH} letters and numbers, for example KXB47Q.`;
  }
  return null;
}

/** The short link participants open to join: `<origin>/join/CODE`. */
export function joinUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}/join/${code}`;
}

/** The link shown on screen, without the scheme (shorter to read out and type). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

/** "3 of 5 votes needed" while a room's results are withheld. */
export function thresholdText(totalVotes: number, threshold: number): string {
  return `${Math.min(totalVotes, threshold)} of ${threshold} votes needed`;
}
