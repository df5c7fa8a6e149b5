import { Link } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { RememberedRoom } from "@/lib/roomMembership";
import { useViewer } from "@/lib/useViewer";
import { paths } from "@/app/paths";
import { T, useT } from "@/i18n/react";
import { bindMessages } from "@/i18n/messages/bind";

/**
 * Before binding: which workshop room the vote will also count in, checked live so a room
 * closed since joining is reported before the vote, not only on the receipt.
 */
export function RoomNotice({ room }: { room: RememberedRoom }) {
  const info = useQuery(api.rooms.byCode, { code: room.code });
  const open = info?.isOpen !== false && info !== null;
  // A guest's vote counts in the room only (docs/rooms.md "Guests").
  const { isGuest } = useViewer();
  const t = useT(bindMessages);
  const id = open ? (isGuest ? "bind.room.guest" : "bind.room.open") : "bind.room.closed";
  return (
    <p
      data-testid="bind-room-notice"
      className={`rounded-lg px-4 py-3 text-sm ${open ? "bg-teal-50 text-teal-950 dark:bg-teal-950/60 dark:text-teal-50" : "bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50"}`}
    >
      <T
        id={id}
        values={{ room: info?.name ?? room.name, code: room.code }}
        components={{ 0: <span className="font-semibold" />, 1: <span className="font-mono" /> }}
      />{" "}
      <Link to={paths.join} className="font-medium underline">
        {t("bind.room.change")}
      </Link>
    </p>
  );
}
