import { lazy } from "react";
import { WhenVisible } from "@/components/WhenVisible";
import { QUADRANTS, type Quadrant } from "@/lib/quadrants";
import { AnimatedNumber } from "@/components/AnimatedNumber";
import { percent, QUADRANT_CHART_COLOURS } from "./communityFormat";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/** The bars (recharts), loaded when the chart nears the window (components/WhenVisible). */
const QuadrantChart = lazy(() => import("./QuadrantChart"));

interface Props {
  distribution: Record<Quadrant, number>;
}

/** Quadrant shares as numbers and a bar chart (the chart is decorative; the list carries the data). */
export function QuadrantDistribution({ distribution }: Props) {
  const t = useT(communityMessages);
  const data = QUADRANTS.map((quadrant) => ({
    quadrant,
    name: t(`quadrant.${quadrant}.name`),
    value: distribution[quadrant],
  }));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ul className="space-y-3" aria-label={t("community.distribution")}>
        {data.map((row) => (
          <li key={row.quadrant}>
            <div className="flex items-center justify-between text-sm">
              <span className="flex items-center gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className="h-3 w-3 rounded-sm"
                  style={{ background: QUADRANT_CHART_COLOURS[row.quadrant] }}
                />
                {row.name}
              </span>
              <AnimatedNumber
                value={row.value}
                format={percent}
                testId={`quadrant-${row.quadrant}`}
                className="font-semibold"
              />
            </div>
            <div
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
              aria-hidden="true"
            >
              <div
                className="h-full rounded-full transition-[width] duration-700 motion-reduce:transition-none"
                style={{
                  width: `${Math.min(100, row.value)}%`,
                  background: QUADRANT_CHART_COLOURS[row.quadrant],
                }}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="h-48" aria-hidden="true">
        <WhenVisible className="h-full">
          <QuadrantChart data={data} />
        </WhenVisible>
      </div>
    </div>
  );
}
