/**
 * Workshop room codes (docs/rooms.md): 6 characters from an alphabet without the
 * look-alikes 0/O and 1/I/L, matched case-insensitively, ignoring spaces and dashes. The
 * server decides whether a code names a room; this only tidies what people type. The
 * rules themselves are the shared pure code in convex/domain/rooms.ts.
 */
import { isRoomCodeShape, normaliseRoomCode } from "@convex/domain/rooms";
import { pathInLanguage, type Language } from "@/i18n/language";

/**
 * What is wrong with a typed code, or null when it may be a room code: "empty", or "shape"
 * (not ROOM_CODE_LENGTH letters and numbers). The form words it in the page's language.
 */
export function roomCodeProblem(input: string): "empty" | "shape" | null {
  const code = normaliseRoomCode(input);
  if (code.length === 0) return "empty";
  if (!isRoomCodeShape(code)) return "shape";
  return null;
}

/**
 * The short link participants open to join: `<origin>/join/CODE`, or `<origin>/cy/join/CODE`
 * for a room run in Welsh, so a phone that scans it opens the join page in Welsh before
 * anything else loads (docs/rooms.md "The room's language").
 */
export function joinUrl(origin: string, code: string, language: Language = "en-GB"): string {
  return `${origin.replace(/\/+$/, "")}${pathInLanguage(`/join/${code}`, language)}`;
}

/** The link shown on screen, without the scheme (shorter to read out and type). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "");
}
