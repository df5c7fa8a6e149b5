import { Link } from "react-router-dom";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { Badge } from "@/components/ui/Badge";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { usePublicOrigin } from "@/lib/publicOrigin";
import { joinUrl } from "@/lib/roomCode";
import { NetworkApproval } from "@/components/facilitator/NetworkApproval";
import { RotateCodeButton } from "@/components/facilitator/RotateCodeButton";
import { AccountsOnlySwitch } from "./AccountsOnlySwitch";
import { CloseRoomDialog } from "./CloseRoomDialog";
import { ExpectedSizeForm } from "./ExpectedSizeForm";
import { GuestVoteControls } from "./GuestVoteControls";
import { RenameRoomDialog } from "./RenameRoomDialog";
import { RoomJoinLink } from "./RoomJoinLink";
import { paths } from "@/app/paths";
import { roomsMessages } from "@/i18n/messages/rooms";
import { useFormat, useT } from "@/i18n/react";
import { RoomLanguageSelect } from "./RoomLanguageSelect";

export type RoomInfo = FunctionReturnType<typeof api.rooms.mine>[number];

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

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
  const link = joinUrl(usePublicOrigin() ?? window.location.origin, room.code, room.language);
  const withheld = room.totalVotes < room.threshold;
  const t = useT(roomsMessages);
  const format = useFormat();
  const when = (at: number) => new Intl.DateTimeFormat(format.locale, DATE_TIME).format(at);
  return (
    <Card className="p-5" data-testid={`room-${room.code}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold">{room.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("rooms.card.created", { date: when(room.createdAt) })}
            {room.closedAt !== null && t("rooms.card.closedOn", { date: when(room.closedAt) })}
          </p>
        </div>
        <Badge tone={room.isOpen ? "success" : "neutral"}>
          {room.isOpen ? t("rooms.card.open") : t("rooms.card.closed")}
        </Badge>
      </div>
      {room.isOpen && (
        <div className="mt-4">
          <RoomJoinLink url={link} roomName={room.name} />
        </div>
      )}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t("rooms.card.code")}</dt>
          <dd className="font-mono text-2xl font-bold tracking-widest" data-testid="room-code">
            {room.code}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t("rooms.card.votes")}</dt>
          <dd className="font-semibold" data-testid="room-votes">
            {format.number(room.totalVotes)}{" "}
            <span className="text-sm font-normal text-slate-700 dark:text-slate-200">
              {!withheld
                ? t("rooms.card.shownFrom", { threshold: room.threshold })
                : room.isOpen
                  ? t("rooms.card.needed", {
                      count: Math.min(room.thresholdVotes, room.threshold),
                      threshold: room.threshold,
                    })
                  : t("rooms.card.hidden", { threshold: room.threshold })}
            </span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">{t("rooms.card.whoCanVote")}</dt>
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
            <div className="mt-3">
              <RoomLanguageSelect
                roomId={room.id}
                language={room.language}
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
          {t("rooms.card.presenter")}
        </Link>
        <Link to={paths.joinRoom(room.code)} className={buttonClass("outline", "sm")}>
          {t("rooms.card.joinPage")}
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={exporting}
          onClick={() => onExport(room.code)}
          aria-label={t("rooms.card.exportFor", { name: room.name })}
        >
          {t("rooms.card.export")}
        </Button>
        <Link to={paths.roomCommunity(room.code)} className={buttonClass("outline", "sm")}>
          {t("rooms.card.community")}
        </Link>
        {room.isOpen && <RotateCodeButton roomId={room.id} />}
        <RenameRoomDialog roomId={room.id} name={room.name} />
        {room.isOpen && <CloseRoomDialog roomId={room.id} name={room.name} />}
      </div>
    </Card>
  );
}
