import { cn } from "./cn";

interface Props {
  totalVotes: number;
  threshold: number;
  /** "3 of 5 votes needed" and the bar's name, in the page's language (the caller's catalogue). */
  text: string;
  label: string;
  /** Classes of the "3 of 5 votes needed" line and of the bar (sizes differ by screen). */
  textClassName?: string;
  barClassName?: string;
  testId?: string;
}

/** A room's votes towards its results threshold: "3 of 5 votes needed" and a progress bar. */
export function RoomThresholdProgress({
  totalVotes,
  threshold,
  text,
  label,
  textClassName,
  barClassName,
  testId,
}: Props) {
  const shown = Math.min(totalVotes, threshold);
  return (
    <>
      <p className={cn("font-bold tabular-nums", textClassName)} data-testid={testId}>
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={shown}
        className={cn(
          "mx-auto overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800",
          barClassName,
        )}
      >
        <div
          className="h-full rounded-full bg-teal-700 transition-[width] duration-700 motion-reduce:transition-none dark:bg-teal-400"
          style={{ width: `${threshold > 0 ? (shown / threshold) * 100 : 0}%` }}
        />
      </div>
    </>
  );
}
