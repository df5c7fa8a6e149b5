/**
 * Who voted in the room, for the projector (docs/rooms.md "Stuffing"): guest votes waiting
 * for the facilitator's approval, and a flag when many guests arrived from one network
 * within a minute. Counts only: nothing names an address or a network, no burst smaller
 * than the room's threshold is ever flagged (the server decides both), and counted votes
 * are never split into guests and accounts (docs/rooms.md "Threshold by network").
 */
const whole = (value: number) => value.toLocaleString("en-GB");
const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

interface Props {
  pendingGuestVotes: number;
  burst: { count: number; at: number } | null;
}

export function RoomVoters({ pendingGuestVotes, burst }: Props) {
  if (pendingGuestVotes === 0 && burst === null) return null;
  return (
    <div className="pt-[0.5em] text-[0.95em]" data-testid="present-voters">
      {pendingGuestVotes > 0 && <p>{plural(pendingGuestVotes, "guest vote")} awaiting approval</p>}
      {burst && (
        <p
          role="status"
          data-testid="present-burst"
          className="mt-[0.3em] rounded-[0.4em] bg-amber-100 px-[0.5em] py-[0.2em] font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {whole(burst.count)} guest votes from one network within a minute (at{" "}
          {timeFormat.format(new Date(burst.at))})
        </p>
      )}
    </div>
  );
}

function plural(n: number, one: string): string {
  return `${whole(n)} ${one}${n === 1 ? "" : "s"}`;
}
