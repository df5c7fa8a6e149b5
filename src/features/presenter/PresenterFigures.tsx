import { PRICE_FIGURE_LABEL } from "@convex/domain/economy";
import { AnimatedNumber } from "@/components/AnimatedNumber";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { gbp, formatPercent } from "@/lib/format";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import type { ScopeResults, Series } from "./presenterTypes";

const whole = (value: number) => Math.round(value).toLocaleString("en-GB");
const oneDecimalPercent = (value: number) => formatPercent(value);
const pounds = (value: number) => gbp.format(Math.round(value));

/** A titled block of the presenter grid. */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`flex min-h-0 flex-col rounded-[0.8em] border border-slate-300 bg-white p-[0.9em] dark:border-slate-700 dark:bg-slate-900 ${className ?? ""}`}
    >
      <h2 className="mb-[0.4em] text-[0.9em] font-bold uppercase tracking-wider text-slate-700 dark:text-slate-200">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Total votes per series, counting up as votes arrive. */
export function TotalVotes({ series }: { series: Series[] }) {
  return (
    <dl className="flex flex-1 flex-wrap items-center gap-x-[1.2em]" aria-live="polite">
      {series.map(({ label, results }, index) => (
        <div key={label}>
          {series.length > 1 && <dt className="text-[1em] font-semibold">{label}</dt>}
          {series.length === 1 && <dt className="sr-only">{label}</dt>}
          <dd
            className={
              index === 0
                ? "text-[4.5em] font-black leading-none"
                : "text-[2.4em] font-bold leading-none text-slate-700 dark:text-slate-200"
            }
          >
            <AnimatedNumber
              value={results.totalVotes}
              format={whole}
              testId={index === 0 ? "present-total" : undefined}
            />
          </dd>
          {results.scope === "national" && (
            <dd className="mt-[0.2em] text-[0.9em] text-slate-700 dark:text-slate-200">
              votes from {results.counting === "verified" ? "verified accounts" : "accounts"};
              self-selected, not a weighted poll
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

type Averages = ScopeResults["averageEconomics"];

/**
 * Average tax rate and dividend, and the one price figure: the model's price-level rise at
 * the average rate with its range and caveat (one decimal for rates, spec 9).
 */
export function Averages({ series }: { series: Series[] }) {
  const rows: Array<{
    key: string;
    label: string;
    value: (averages: Averages) => number;
    format: (value: number) => string;
    range?: (averages: Averages) => string;
  }> = [
    { key: "taxRate", label: "Tax rate", value: (a) => a.taxRate, format: oneDecimalPercent },
    { key: "dividend", label: "Dividend", value: (a) => a.dividend, format: pounds },
    {
      key: "priceRise",
      label: PRICE_FIGURE_LABEL,
      value: (a) => a.priceRise.central,
      format: oneDecimalPercent,
      range: (a) => `range ${formatPercent(a.priceRise.low)} to ${formatPercent(a.priceRise.high)}`,
    },
  ];
  return (
    <div>
      <dl className="grid grid-cols-3 gap-[0.5em] text-center">
        {rows.map((row) => (
          <div
            key={row.key}
            className="rounded-[0.5em] bg-slate-100 px-[0.3em] py-[0.5em] dark:bg-slate-800"
          >
            <dt className="text-[0.9em] font-semibold text-slate-700 dark:text-slate-200">
              {row.label}
            </dt>
            {series.map(({ label, results }, index) => (
              <dd
                key={label}
                data-testid={index === 0 ? `present-${row.key}` : undefined}
                className={
                  index === 0
                    ? "text-[1.5em] font-bold tabular-nums"
                    : "text-[0.9em] tabular-nums text-slate-700 dark:text-slate-200"
                }
              >
                {series.length > 1 && (
                  <span className={index === 0 ? "sr-only" : ""}>{label} </span>
                )}
                <AnimatedNumber value={row.value(results.averageEconomics)} format={row.format} />
                {row.range && index === 0 && (
                  <span className="block text-[0.6em] font-normal text-slate-700 dark:text-slate-200">
                    {row.range(results.averageEconomics)}
                  </span>
                )}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <PriceFigureNote
        average
        className="mt-[0.5em]"
        textClassName="text-[0.9em] text-slate-700 dark:text-slate-200"
      />
    </div>
  );
}

/** The first series' top narratives with their shares. */
export function TopNarratives({ series }: { series: Series[] }) {
  const narratives = series[0]?.results.topNarratives ?? [];
  if (narratives.length === 0)
    return <p className="text-slate-700 dark:text-slate-200">No narratives chosen yet.</p>;
  return (
    <ol className="space-y-[0.5em] text-[1.15em]">
      {narratives.map((narrative, index) => (
        <li key={narrative.id} className="flex items-center gap-[0.5em]">
          <span className="grid h-[1.6em] w-[1.6em] shrink-0 place-items-center rounded-full bg-slate-900 text-[0.8em] font-bold text-white dark:bg-white dark:text-slate-900">
            {index + 1}
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold">{narrative.title}</span>
          <QuadrantBadge quadrant={narrative.quadrant} className="shrink-0 text-[0.8em]" />
          <span className="font-bold tabular-nums">{formatPercent(narrative.percentage)}</span>
        </li>
      ))}
    </ol>
  );
}
