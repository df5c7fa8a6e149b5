import { Link } from "react-router-dom";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import { Badge, Button, Card, buttonClass } from "../../components/ui";
import { usePublicOrigin } from "../../lib/publicOrigin";
import { joinUrl, thresholdText } from "../../lib/roomCode";
import { CloseRoomDialog } from "./CloseRoomDialog";
import { CopyLinkButton } from "./CopyLinkButton";
import { RenameRoomDialog } from "./RenameRoomDialog";

export type RoomInfo = FunctionReturnType<typeof api.rooms.mine>[number];

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

interface Props {
  room: RoomInfo;
  exporting: boolean;
  onExport: (code: string) => void;
}

/** One of the facilitator's rooms: code, join link, votes against the threshold, and actions. */
export function RoomCard({ room, exporting, onExport }: Props) {
  const link = joinUrl(usePublicOrigin() ?? window.location.origin, room.code);
  const withheld = room.totalVotes < room.threshold;
  return (
    <Card className="p-5" data-testid={`room-${room.code}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold">{room.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Created {dateFormat.format(new Date(room.createdAt))}
            {room.closedAt !== null && ` · closed ${dateFormat.format(new Date(room.closedAt))}`}
          </p>
        </div>
        <Badge tone={room.isOpen ? "success" : "neutral"}>{room.isOpen ? "Open" : "Closed"}</Badge>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Code</dt>
          <dd className="font-mono text-2xl font-bold tracking-widest" data-testid="room-code">
            {room.code}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Votes</dt>
          <dd className="font-semibold">
            {room.totalVotes.toLocaleString("en-GB")}{" "}
            <span className="text-sm font-normal text-slate-700 dark:text-slate-200">
              {!withheld
                ? `(results shown from ${room.threshold})`
                : room.isOpen
                  ? `(${thresholdText(room.totalVotes, room.threshold)})`
                  : `(fewer than ${room.threshold}, so results stay hidden)`}
            </span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-slate-600 dark:text-slate-300">Join link</dt>
          <dd className="flex items-center gap-2">
            <span className="min-w-0 truncate text-sm font-medium" title={link}>
              {link}
            </span>
            <CopyLinkButton url={link} label={`Copy join link for ${room.name}`} />
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Link to={`/present?room=${room.code}`} className={buttonClass("primary", "sm")}>
          Open presenter view
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={exporting}
          onClick={() => onExport(room.code)}
          aria-label={`Export CSV for ${room.name}`}
        >
          Export CSV
        </Button>
        <Link
          to={`/community-comparison?room=${room.code}`}
          className={buttonClass("outline", "sm")}
        >
          Community view
        </Link>
        <RenameRoomDialog roomId={room.id} name={room.name} />
        {room.isOpen && <CloseRoomDialog roomId={room.id} name={room.name} />}
      </div>
    </Card>
  );
}
