import { formatPercent } from "@/lib/format";
import { QUADRANT_INFO, QUADRANTS } from "@/lib/quadrants";
import type { Series } from "./presenterTypes";
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

/** Bar colours from src/lib/quadrants.ts, without their hover states. */
function barClass(solid: string): string {
  return solid.split(" ").filter((part) => part.startsWith("bg-"))[0] ?? "bg-slate-500";
}

/**
 * Quadrant shares as labelled bars; with two series each quadrant has a solid bar for the
 * first (the room) and a thin grey one for the second (the nation). Widths animate.
 */
export function QuadrantBars({ series }: { series: Series[] }) {
  const t = useT(presenterMessages);
  return (
    <ul className="space-y-[0.25em] text-[1.05em]" aria-label={t("presenter.distribution")}>
      {QUADRANTS.map((quadrant) => (
        <li key={quadrant} className="flex items-center gap-[0.5em]">
          <span className="w-[4.2em] shrink-0 font-semibold">{t(`quadrant.${quadrant}.name`)}</span>
          <span className="min-w-0 flex-1" aria-hidden="true">
            {series.map(({ label, results }, index) => (
              <span
                key={label}
                className={`block overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 ${index === 0 ? "h-[0.7em]" : "mt-[0.15em] h-[0.35em]"}`}
              >
                <span
                  className={`block h-full rounded-full transition-[width] duration-700 motion-reduce:transition-none ${
                    index === 0
                      ? barClass(QUADRANT_INFO[quadrant].solid)
                      : "bg-slate-500 dark:bg-slate-400"
                  }`}
                  style={{ width: `${Math.min(100, results.quadrantDistribution[quadrant])}%` }}
                />
              </span>
            ))}
          </span>
          <span className="shrink-0 text-right font-semibold tabular-nums">
            {series.map(({ label, results }, index) => (
              <span
                key={label}
                className={
                  index > 0
                    ? "ml-[0.4em] text-[0.86em] font-medium text-slate-700 dark:text-slate-200"
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
        </li>
      ))}
    </ul>
  );
}
