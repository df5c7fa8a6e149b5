/**
 * Workshop rooms (docs/rooms.md): codes, names, thresholds and tally scopes. Pure code,
 * shared by the server and the browser (the join form normalises codes the same way).
 */

/** Code letters: no 0/O, 1/I/L, so a code read off a projector is not misread. */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ROOM_CODE_LENGTH = 6;

/** Room names are trimmed, then 1 to 60 characters. */
export const ROOM_NAME_MAX_LENGTH = 60;

/** Default number of active votes a room needs before its results are shown. */
export const ROOM_RESULTS_THRESHOLD = 5;
/** The facilitator may choose a whole-number threshold in this range. */
export const ROOM_THRESHOLD_RANGE = { min: 3, max: 50 } as const;

/**
 * The languages a room can be run in (the app's, src/i18n/language.ts) and the one a room
 * has until its facilitator chooses (docs/rooms.md "The room's language").
 */
export const ROOM_LANGUAGES = ["en-GB", "cy"] as const;
export type RoomLanguage = (typeof ROOM_LANGUAGES)[number];
export const DEFAULT_ROOM_LANGUAGE: RoomLanguage = "en-GB";

/** The tally scope every vote counts in. */
export const NATIONAL_SCOPE = "national";
/**
 * The national votes of accounts with a verified email address: a subset of "national",
 * published instead of it when the operator sets NATIONAL_RESULTS=verified.
 */
export const VERIFIED_SCOPE = "national:verified";
const ROOM_SCOPE_PREFIX = "room:";

/** The tally scope of a room: "room:<roomId>". */
export function roomScope(roomId: string): string {
  return `${ROOM_SCOPE_PREFIX}${roomId}`;
}

/**
 * The tally scope of one quadrant's voters in a room, "room:<roomId>:<quadrant>": the
 * groups of the consensus measure (convex/domain/consensus.ts).
 */
export function roomQuadrantScope(roomId: string, quadrant: string): string {
  return `${roomScope(roomId)}:${quadrant}`;
}

/**
 * A code as typed: upper-cased, with spaces and dashes removed ("ab3-k7q" → "AB3K7Q").
 * Other characters are kept, so an invalid code stays invalid.
 */
export function normaliseRoomCode(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

const CODE_SHAPE = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** Whether an already normalised code has the shape of a room code. */
export function isRoomCodeShape(code: string): boolean {
  return CODE_SHAPE.test(code);
}

/** A random code; `random` returns numbers in [0, 1) like Math.random. */
export function generateRoomCode(random: () => number = Math.random): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i += 1) {
    const index = Math.min(
      ROOM_CODE_ALPHABET.length - 1,
      Math.floor(random() * ROOM_CODE_ALPHABET.length),
    );
    code += ROOM_CODE_ALPHABET[index];
  }
  return code;
}

/** The trimmed name, or null when it is empty or longer than 60 characters. */
export function cleanRoomName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= ROOM_NAME_MAX_LENGTH ? trimmed : null;
}

/** Whether a threshold is a whole number from 3 to 50. */
export function isValidThreshold(value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= ROOM_THRESHOLD_RANGE.min &&
    value <= ROOM_THRESHOLD_RANGE.max
  );
}

/** Whether a room's results are held back: fewer active votes than its threshold. */
export function isWithheld(totalVotes: number, threshold: number): boolean {
  return totalVotes < threshold;
}
