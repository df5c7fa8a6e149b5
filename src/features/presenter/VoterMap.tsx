import { formatPercent } from "@/lib/format";
import type { Quadrant } from "@/lib/quadrants";
import { useT, type MessageId, type Translate } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";
import type { presenterEnGB } from "@/i18n/messages/presenter/en-GB";
import type { Series } from "./presenterTypes";

/** SVG fills per quadrant (spec 9 colours, as in src/lib/quadrants.ts). */
const FILL: Record<Quadrant, { dot: string; label: string; tint: string; text: string }> = {
  rewild: {
    dot: "fill-teal-700",
    label: "fill-white",
    tint: "fill-teal-500/10",
    text: "fill-teal-800 dark:fill-teal-200",
  },
  leap: {
    dot: "fill-orange-700",
    label: "fill-white",
    tint: "fill-orange-500/10",
    text: "fill-orange-800 dark:fill-orange-200",
  },
  steady: {
    dot: "fill-purple-700",
    label: "fill-white",
    tint: "fill-purple-500/10",
    text: "fill-purple-800 dark:fill-purple-200",
  },
  scale: {
    dot: "fill-amber-400",
    label: "fill-amber-950",
    tint: "fill-amber-500/10",
    text: "fill-amber-800 dark:fill-amber-200",
  },
};

/** Quadrant areas in SVG coordinates (y grows downwards, so visionary is on top). */
const AREAS: Array<{ quadrant: Quadrant; x: number; y: number; anchor: "start" | "end" }> = [
  { quadrant: "rewild", x: -1, y: -1, anchor: "start" },
  { quadrant: "leap", x: 0, y: -1, anchor: "end" },
  { quadrant: "steady", x: -1, y: 0, anchor: "start" },
  { quadrant: "scale", x: 0, y: 0, anchor: "end" },
];

/** Axis-name type, in map units (the map is 2 wide): about 25 px on a 1080p projector. */
const AXIS_TYPE = 0.085;
/** The grid (−1 to 1) with a line of axis names above it and two below. */
const VIEW_BOX = "-1.02 -1.13 2.04 2.37";

/** The axes' names (spec 9): visionary above, grounded below, shared left, personal right. */
type PresenterText = Translate<MessageId | keyof typeof presenterEnGB>;

function AxisNames({ t }: { t: PresenterText }) {
  const common = {
    fontSize: AXIS_TYPE,
    fontWeight: 700,
    letterSpacing: "0.04em",
    className: "fill-slate-900 dark:fill-slate-100",
  };
  return (
    <g aria-hidden="true">
      <text x={0} y={-1.035} textAnchor="middle" {...common}>
        {t("presenter.axis.visionary")}
      </text>
      <text x={0} y={1.1} textAnchor="middle" {...common}>
        {t("presenter.axis.grounded")}
      </text>
      <text x={-1} y={1.21} textAnchor="start" {...common}>
        {t("presenter.axis.shared")}
      </text>
      <text x={1} y={1.21} textAnchor="end" {...common}>
        {t("presenter.axis.personal")}
      </text>
    </g>
  );
}

/** Half a grid cell on axes running −1 to 1 (10 × 10 grid). */
const MAX_RADIUS = 0.1;
const MIN_RADIUS = 0.025;

/** The quadrant a point on the quiz axes falls in (x: shared → personal, y: grounded → visionary). */
export function quadrantAt(x: number, y: number): Quadrant {
  if (y >= 0) return x < 0 ? "rewild" : "leap";
  return x < 0 ? "steady" : "scale";
}

function radius(count: number, max: number): number {
  return MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(count / Math.max(1, max));
}

function describe(series: Series[], t: PresenterText): string {
  return series
    .map(({ label, results }) => {
      const cells = [...results.map].sort((a, b) => b.count - a.count);
      const counts = t("presenter.map.series", {
        series: label,
        votes: results.totalVotes,
        places: cells.length,
      });
      return cells[0]
        ? t("presenter.map.busiest", {
            series: counts,
            quadrant: t(`quadrant.${quadrantAt(cells[0].x, cells[0].y)}.name`),
          })
        : counts;
    })
    .join(". ");
}

/** The largest cell count of a series: each series is sized against its own busiest cell. */
function largest(series: Series | undefined): number {
  return Math.max(1, ...(series?.results.map.map((cell) => cell.count) ?? []));
}

/**
 * Where voters landed on the quiz axes: one circle per non-empty 10 × 10 grid cell, sized
 * by its count (no individual positions exist). With two series the first (the room) is
 * drawn solid over hollow rings for the second (the nation); each is sized against its own
 * busiest cell, since a room of 20 beside a nation of 20,000 would otherwise vanish.
 * Circles grow smoothly.
 */
export function VoterMap({
  series,
  showShares = false,
}: {
  series: Series[];
  /** Each quadrant's share of the first series beside its name (Large text, no bars). */
  showShares?: boolean;
}) {
  const t = useT(presenterMessages);
  const [primary, background] = series;
  const primaryMax = largest(primary);
  const backgroundMax = largest(background);
  return (
    <figure className="flex h-full min-h-0 flex-col items-center">
      <div className="flex min-h-0 w-full flex-1 justify-center">
        {/* The axis names are drawn in the map itself, so they grow with it (Large text). */}
        <svg
          viewBox={VIEW_BOX}
          role="img"
          aria-label={t("presenter.map.label", { description: describe(series, t) })}
          className="h-full max-h-full w-auto max-w-full"
        >
          <AxisNames t={t} />
          {AREAS.map((area) => (
            <g key={area.quadrant}>
              <rect
                x={area.x}
                y={area.y}
                width={1}
                height={1}
                className={FILL[area.quadrant].tint}
              />
              <text
                x={area.anchor === "start" ? area.x + 0.04 : area.x + 0.96}
                y={area.y === -1 ? -0.9 : 0.95}
                textAnchor={area.anchor}
                fontSize={0.1}
                fontWeight={700}
                className={FILL[area.quadrant].text}
              >
                {t(`quadrant.${area.quadrant}.name`)}
                {showShares &&
                  primary &&
                  ` ${formatPercent(primary.results.quadrantDistribution[area.quadrant])}`}
              </text>
            </g>
          ))}
          <rect
            x={-1}
            y={-1}
            width={2}
            height={2}
            fill="none"
            className="stroke-slate-400 dark:stroke-slate-500"
            strokeWidth={0.008}
          />
          <line
            x1={0}
            y1={-1}
            x2={0}
            y2={1}
            className="stroke-slate-400 dark:stroke-slate-500"
            strokeWidth={0.008}
          />
          <line
            x1={-1}
            y1={0}
            x2={1}
            y2={0}
            className="stroke-slate-400 dark:stroke-slate-500"
            strokeWidth={0.008}
          />
          {background?.results.map.map((cell) => (
            <circle
              key={`b${cell.x},${cell.y}`}
              cx={cell.x}
              cy={-cell.y}
              r={radius(cell.count, backgroundMax)}
              fill="none"
              strokeWidth={0.012}
              strokeDasharray="0.03 0.02"
              className="stroke-slate-600 transition-[r] duration-700 motion-reduce:transition-none dark:stroke-slate-300"
            />
          ))}
          {primary?.results.map.map((cell) => {
            const r = radius(cell.count, primaryMax);
            const fill = FILL[quadrantAt(cell.x, cell.y)];
            return (
              <g key={`p${cell.x},${cell.y}`}>
                <circle
                  cx={cell.x}
                  cy={-cell.y}
                  r={r}
                  fillOpacity={0.9}
                  className={`${fill.dot} transition-[r] duration-700 motion-reduce:transition-none`}
                />
                {r >= 0.06 && (
                  <text
                    x={cell.x}
                    y={-cell.y}
                    dy="0.35em"
                    textAnchor="middle"
                    fontSize={0.1}
                    fontWeight={700}
                    className={fill.label}
                  >
                    {cell.count}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {background && (
        <figcaption className="mt-[0.3em] text-center text-[0.9em] text-slate-700 dark:text-slate-200">
          {t("presenter.map.caption", { first: primary.label, second: background.label })}
        </figcaption>
      )}
    </figure>
  );
}
