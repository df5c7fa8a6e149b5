import { displayUrl } from "@/lib/roomCode";
import { CopyLinkButton } from "./CopyLinkButton";
import { useT } from "@/i18n/react";
import { roomsMessages } from "@/i18n/messages/rooms";

/** The join link in type large enough to read from the back of a room, with a copy button. */
export function RoomJoinLink({ url, roomName }: { url: string; roomName: string }) {
  const t = useT(roomsMessages);
  return (
    <div className="min-w-0">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("rooms.card.joinAt")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <p
          className="min-w-0 break-all text-2xl font-black tracking-tight sm:text-4xl"
          data-testid="room-join-url"
        >
          {displayUrl(url)}
        </p>
        <CopyLinkButton url={url} context={t("rooms.card.copyFor", { name: roomName })} />
      </div>
    </div>
  );
}
