import { formatPercent } from "@/lib/format";
import { QUADRANT_INFO, QUADRANTS } from "@/lib/quadrants";
import type { Series } from "./presenterTypes";

/** Bar colours from src/lib/quadrants.ts, without their hover states. */
function barClass(solid: string): string {
  return solid.split(" ").filter((part) => part.startsWith("bg-"))[0] ?? "bg-slate-500";
}

/**
 * Quadrant shares as labelled bars; with two series each quadrant has a solid bar for the
 * first (the room) and a thin grey one for the second (the nation). Widths animate.
 */
export function QuadrantBars({ series }: { series: Series[] }) {
  return (
    <ul className="space-y-[0.6em] text-[1.2em]" aria-label="Quadrant distribution">
      {QUADRANTS.map((quadrant) => (
        <li key={quadrant}>
          <p className="flex items-baseline justify-between gap-[0.5em] font-semibold">
            <span>{QUADRANT_INFO[quadrant].name}</span>
            <span className="tabular-nums">
              {series.map(({ label, results }, index) => (
                <span
                  key={label}
                  className={
                    index > 0
                      ? "ml-[0.6em] text-[0.8em] font-medium text-slate-700 dark:text-slate-200"
                      : ""
                  }
                >
                  {series.length > 1 && <span className="sr-only">{label} </span>}
                  <span data-testid={index === 0 ? `present-quadrant-${quadrant}` : undefined}>
                    {formatPercent(results.quadrantDistribution[quadrant])}
                  </span>
                </span>
              ))}
            </span>
          </p>
          {series.map(({ label, results }, index) => (
            <div
              key={label}
              aria-hidden="true"
              className={`mt-[0.2em] overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 ${index === 0 ? "h-[0.7em]" : "h-[0.35em]"}`}
            >
              <div
                className={`h-full rounded-full transition-[width] duration-700 motion-reduce:transition-none ${
                  index === 0
                    ? barClass(QUADRANT_INFO[quadrant].solid)
                    : "bg-slate-500 dark:bg-slate-400"
                }`}
                style={{ width: `${Math.min(100, results.quadrantDistribution[quadrant])}%` }}
              />
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
