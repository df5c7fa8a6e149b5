import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { normaliseRoomCode } from "@convex/domain/rooms";
import { useRememberedRoom } from "@/lib/roomMembership";

export type CommunityScope = "nation" | "room" | "compare";

/**
 * The room the community view can show: `?room=CODE` first, else the room joined on this
 * browser. With a room the view starts on it; without one only the nation is shown.
 */
export function useRoomScope() {
  const [params] = useSearchParams();
  const remembered = useRememberedRoom();
  const roomCode = normaliseRoomCode(params.get("room") ?? "") || remembered?.code || null;
  const [chosen, setScope] = useState<CommunityScope>("room");
  const scope: CommunityScope = roomCode === null ? "nation" : chosen;
  return { roomCode, scope, setScope };
}
