/**
 * Who voted in the room, for the projector (docs/rooms.md "Stuffing"): guest votes waiting
 * for the facilitator's approval, and a flag when many guests arrived from one network
 * within a minute. Counts only: nothing names an address or a network, no burst smaller
 * than the room's threshold is ever flagged (the server decides both), and counted votes
 * are never split into guests and accounts (docs/rooms.md "Threshold by network").
 */
import { useFormat, useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

const whole = (value: number) => value.toLocaleString("en-GB");

interface Props {
  pendingGuestVotes: number;
  burst: { count: number; at: number } | null;
}

export function RoomVoters({ pendingGuestVotes, burst }: Props) {
  const t = useT(presenterMessages);
  const { locale } = useFormat();
  if (pendingGuestVotes === 0 && burst === null) return null;
  const time = (at: number) =>
    new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(at));
  return (
    <div className="pt-[0.5em] text-[0.95em]" data-testid="present-voters">
      {pendingGuestVotes > 0 && <p>{t("presenter.pending", { count: pendingGuestVotes })}</p>}
      {burst && (
        <p
          role="status"
          data-testid="present-burst"
          className="mt-[0.3em] rounded-[0.4em] bg-amber-100 px-[0.5em] py-[0.2em] font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t("presenter.burst", { count: whole(burst.count), time: time(burst.at) })}
        </p>
      )}
    </div>
  );
}
