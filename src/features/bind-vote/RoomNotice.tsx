import { Link } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { RememberedRoom } from "@/lib/roomMembership";
import { useViewer } from "@/lib/useViewer";
import { paths } from "@/app/paths";

/**
 * Before binding: which workshop room the vote will also count in, checked live so a room
 * closed since joining is reported before the vote, not only on the receipt.
 */
export function RoomNotice({ room }: { room: RememberedRoom }) {
  const info = useQuery(api.rooms.byCode, { code: room.code });
  const open = info?.isOpen !== false && info !== null;
  // A guest's vote counts in the room only (docs/rooms.md "Guests").
  const { isGuest } = useViewer();
  return (
    <p
      data-testid="bind-room-notice"
      className={`rounded-lg px-4 py-3 text-sm ${open ? "bg-teal-50 text-teal-950 dark:bg-teal-950/60 dark:text-teal-50" : "bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50"}`}
    >
      {open
        ? isGuest
          ? "As a guest, your vote will count only in the workshop room "
          : "Your vote will also count in the workshop room "
        : "The workshop room "}
      <span className="font-semibold">{info?.name ?? room.name}</span> (
      <span className="font-mono">{room.code}</span>)
      {open ? "." : " is closed; your vote will count nationally."}{" "}
      <Link to={paths.join} className="font-medium underline">
        Change room
      </Link>
    </p>
  );
}
