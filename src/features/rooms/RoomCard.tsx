import { Link } from "react-router-dom";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { Badge } from "@/components/ui/Badge";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { usePublicOrigin } from "@/lib/publicOrigin";
import { joinUrl, thresholdText } from "@/lib/roomCode";
import { NetworkApproval } from "@/components/facilitator/NetworkApproval";
import { RotateCodeButton } from "@/components/facilitator/RotateCodeButton";
import { AccountsOnlySwitch } from "./AccountsOnlySwitch";
import { CloseRoomDialog } from "./CloseRoomDialog";
import { ExpectedSizeForm } from "./ExpectedSizeForm";
import { GuestVoteControls } from "./GuestVoteControls";
import { RenameRoomDialog } from "./RenameRoomDialog";
import { RoomJoinLink } from "./RoomJoinLink";
import { paths } from "@/app/paths";

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

/**
 * One of the facilitator's rooms: the join link in large type, code, votes (guests and
 * accounts) against the threshold, accounts only, and the presenter, join page and CSV.
 */
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
      {room.isOpen && (
        <div className="mt-4">
          <RoomJoinLink url={link} roomName={room.name} />
        </div>
      )}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Code</dt>
          <dd className="font-mono text-2xl font-bold tracking-widest" data-testid="room-code">
            {room.code}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Votes</dt>
          <dd className="font-semibold" data-testid="room-votes">
            {room.totalVotes.toLocaleString("en-GB")}{" "}
            <span className="text-sm font-normal text-slate-700 dark:text-slate-200">
              {!withheld
                ? `(results shown from ${room.threshold})`
                : room.isOpen
                  ? `(${thresholdText(room.thresholdVotes, room.threshold)})`
                  : `(fewer than ${room.threshold}, so results stay hidden)`}
            </span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Who can vote</dt>
          <dd>
            <AccountsOnlySwitch
              roomId={room.id}
              accountsOnly={room.accountsOnly}
              disabled={!room.isOpen}
            />
            <div className="mt-3">
              <ExpectedSizeForm
                roomId={room.id}
                expectedSize={room.expectedSize}
                disabled={!room.isOpen}
              />
            </div>
          </dd>
        </div>
      </dl>
      <GuestVoteControls
        roomId={room.id}
        name={room.name}
        totalVotes={room.totalVotes}
        pendingGuestVotes={room.pendingGuestVotes}
      />
      {room.pendingGuestVotes > 0 && <NetworkApproval roomId={room.id} className="mt-3" />}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Link to={paths.presentRoom(room.code)} className={buttonClass("primary", "sm")}>
          Open presenter view
        </Link>
        <Link to={paths.joinRoom(room.code)} className={buttonClass("outline", "sm")}>
          Open join page
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
        <Link to={paths.roomCommunity(room.code)} className={buttonClass("outline", "sm")}>
          Community view
        </Link>
        {room.isOpen && <RotateCodeButton roomId={room.id} />}
        <RenameRoomDialog roomId={room.id} name={room.name} />
        {room.isOpen && <CloseRoomDialog roomId={room.id} name={room.name} />}
      </div>
    </Card>
  );
}
