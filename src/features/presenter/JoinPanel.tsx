import { Skeleton } from "@/components/ui/Skeleton";
import type { Language } from "@/i18n/language";
import { usePublicOrigin } from "@/lib/publicOrigin";
import { displayUrl, joinUrl } from "@/lib/roomCode";
import { QrCode } from "./QrCode";
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

/** Monospace characters per em of width, with room to spare: a line of n is n × 0.62 em. */
const MONO_CHAR_EM = 0.62;
/** The address's largest size (em of the presenter's type). */
const ADDRESS_MAX_EM = 1.1;

/**
 * The QR code and short link that bring a phone into the vote: `<origin>/join/CODE` for a
 * room, the site itself for the nation. The origin is the one participants can reach
 * (lib/publicOrigin), never `localhost` when the server is on the network. The address is
 * shown without its scheme on one line across the panel, in monospace sized to the panel's
 * width (container query units), so a long LAN address shrinks a little rather than wraps.
 * A room run in Welsh links to `/cy/join/CODE` (docs/rooms.md "The room's language").
 */
export function JoinPanel({ roomCode, language }: { roomCode: string | null; language: Language }) {
  const t = useT(presenterMessages);
  const origin = usePublicOrigin();
  if (origin === null) return <Skeleton className="h-[7.5em]" />;
  const url = roomCode ? joinUrl(origin, roomCode, language) : `${origin}/`;
  const shown = displayUrl(url);
  const fit = `min(${ADDRESS_MAX_EM}em, ${(100 / (shown.length * MONO_CHAR_EM)).toFixed(2)}cqi)`;
  return (
    <div className="@container">
      <div className="flex items-center gap-[0.8em]">
        <QrCode
          value={url}
          testId="present-qr"
          label={t("presenter.qrLabel", { address: shown })}
          className="h-[6em] w-[6em] shrink-0 rounded-[0.3em] ring-1 ring-slate-300 dark:ring-slate-600"
        />
        <div className="min-w-0">
          {!roomCode && <p className="text-[0.9em] font-semibold">{t("presenter.voteOnPhone")}</p>}
          {roomCode && (
            <p className="text-[0.9em]">
              {t("presenter.code")}{" "}
              <span className="block font-mono text-[1.4em] font-black leading-tight tracking-[0.12em]">
                {roomCode}
              </span>
            </p>
          )}
        </div>
      </div>
      <p
        className="mt-[0.3em] whitespace-nowrap font-mono font-bold leading-tight"
        style={{ fontSize: fit }}
        data-testid="present-join-url"
      >
        {shown}
      </p>
    </div>
  );
}
