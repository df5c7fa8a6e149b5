import { cn } from "./cn";

/** Votes towards a room's results threshold as a progress bar (docs/rooms.md). */
export function RoomThresholdBar({
  totalVotes,
  threshold,
  className,
}: {
  totalVotes: number;
  threshold: number;
  className?: string;
}) {
  const shown = Math.min(totalVotes, threshold);
  return (
    <div
      role="progressbar"
      aria-label="Votes towards the threshold"
      aria-valuemin={0}
      aria-valuemax={threshold}
      aria-valuenow={shown}
      className={cn(
        "mx-auto overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800",
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-teal-700 transition-[width] duration-700 motion-reduce:transition-none dark:bg-teal-400"
        style={{ width: `${threshold > 0 ? (shown / threshold) * 100 : 0}%` }}
      />
    </div>
  );
}
