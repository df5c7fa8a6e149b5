/**
 * Who voted in the room, for the projector (docs/rooms.md "Stuffing"): guests and accounts
 * apart, guest votes waiting for the facilitator's approval, and a flag when many guests
 * arrived from one network within a minute. Counts only: nothing names an address or a
 * network, and no burst smaller than the room's threshold is ever flagged (the server
 * decides both).
 */
const whole = (value: number) => value.toLocaleString("en-GB");
const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

interface Props {
  guestVotes: number;
  accountVotes: number;
  pendingGuestVotes: number;
  burst: { count: number; at: number } | null;
}

export function RoomVoters({ guestVotes, accountVotes, pendingGuestVotes, burst }: Props) {
  return (
    <div className="pt-[0.5em] text-[0.95em]" data-testid="present-voters">
      <p>
        {plural(guestVotes, "guest")} · {plural(accountVotes, "account")}
        {pendingGuestVotes > 0 && ` · ${plural(pendingGuestVotes, "guest vote")} awaiting approval`}
      </p>
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
