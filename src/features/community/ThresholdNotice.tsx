import { Card } from "../../components/ui";
import { thresholdText } from "../../lib/roomCode";
import { RoomThresholdBar } from "../../lib/roomThresholdBar";

/** A room below its threshold: the count and the threshold, never the results (docs/rooms.md). */
export function ThresholdNotice({
  totalVotes,
  threshold,
}: {
  totalVotes: number;
  threshold: number;
}) {
  return (
    <Card className="p-6 text-center">
      <h2 className="text-lg font-semibold">Results are held back for now</h2>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid="threshold-state">
        {thresholdText(totalVotes, threshold)}
      </p>
      <RoomThresholdBar
        totalVotes={totalVotes}
        threshold={threshold}
        className="mt-3 h-2 max-w-sm"
      />
      <p className="mt-3 text-slate-700 dark:text-slate-200">
        The room&apos;s results show once it has {threshold} votes, so early votes cannot identify
        anyone.
      </p>
    </Card>
  );
}
