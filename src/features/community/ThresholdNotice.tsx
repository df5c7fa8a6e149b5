import { Card } from "@/components/ui/Card";
import { RoomThresholdProgress } from "@/lib/roomThresholdBar";

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
      <RoomThresholdProgress
        totalVotes={totalVotes}
        threshold={threshold}
        textClassName="mt-2 text-3xl"
        barClassName="mt-3 h-2 max-w-sm"
        testId="threshold-state"
      />
      <p className="mt-3 text-slate-700 dark:text-slate-200">
        The room&apos;s results show once it has {threshold} votes, so early votes cannot identify
        anyone.
      </p>
    </Card>
  );
}
