import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { pathInLanguage } from "@/i18n/language";
import { usePublicOrigin } from "./publicOrigin";

/**
 * Where a room's join link starts (docs/rooms.md "The room's language"): the public origin,
 * with `/cy` for a room run in Welsh, so `joinUrl(origin, code)` and the QR code built on it
 * open the join page in the room's language. Null until both the origin and the room are
 * known, so the QR is drawn once. Without a room, the public origin alone.
 */
export function useJoinOrigin(roomCode: string | null): string | null {
  const origin = usePublicOrigin();
  const room = useQuery(api.rooms.byCode, roomCode ? { code: roomCode } : "skip");
  if (origin === null) return null;
  if (roomCode === null) return origin;
  if (room === undefined) return null;
  return `${origin}${pathInLanguage("", room?.language ?? "en-GB")}`;
}
