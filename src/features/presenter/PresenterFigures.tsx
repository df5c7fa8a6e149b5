import { AnimatedNumber } from "@/components/AnimatedNumber";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { gbp, formatPercent } from "@/lib/format";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import type { ScopeResults, Series } from "./presenterTypes";
import { NarrativeText, useCatalogueText } from "@/i18n/data/useCatalogueText";
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

const whole = (value: number) => Math.round(value).toLocaleString("en-GB");
const oneDecimalPercent = (value: number) => formatPercent(value);
const pounds = (value: number) => gbp.format(Math.round(value));

/**
 * A titled block of the presenter grid. On a large screen a panel keeps its height, or with
 * `fill` takes what its column has left and clips its own list (never the page).
 */
export function Panel({
  title,
  children,
  className,
  fill = false,
  minHeight = "lg:min-h-0",
  titleHidden = false,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  fill?: boolean;
  /** With `fill`: the least height the panel keeps (room for its first item). */
  minHeight?: string;
  /** The title for screen readers only (the map in Large text, which names its axes). */
  titleHidden?: boolean;
}) {
  // A filling panel starts from its content's height and gives up height in proportion to
  // it when the column is short, down to `minHeight`.
  const sizing = fill ? `lg:flex-[1_1_auto] lg:overflow-hidden ${minHeight}` : "lg:shrink-0";
  return (
    <section
      className={`flex ${sizing} flex-col rounded-[0.8em] border border-slate-300 bg-white px-[0.9em] py-[0.6em] dark:border-slate-700 dark:bg-slate-900 ${className ?? ""}`}
    >
      <h2
        className={`${titleHidden ? "sr-only" : ""} mb-[0.25em] text-[0.9em] font-bold uppercase tracking-wider text-slate-700 dark:text-slate-200`}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The classes of a list inside a `fill` panel that shows whole items only: on a large screen
 * the items that do not fit the panel's height wrap into a column beyond its right edge,
 * which the panel clips, so an item is never cut through the middle (the panel's
 * `minHeight` keeps room for the first). On a phone the list is as long as its items.
 */
export const WHOLE_ITEMS_LIST =
  "lg:flex lg:min-h-0 lg:flex-1 lg:flex-col lg:flex-wrap lg:content-start lg:overflow-hidden [&>li]:w-full";

/**
 * Total votes per series, counting up as votes arrive, side by side; then what the nation's
 * count is: accounts' (or verified accounts') votes, self-selected.
 */
export function TotalVotes({ series }: { series: Series[] }) {
  const t = useT(presenterMessages);
  const national = series.find(({ results }) => results.scope === "national")?.results;
  return (
    <div aria-live="polite">
      <dl className="flex flex-wrap items-end gap-x-[1.2em]">
        {series.map(({ label, results }, index) => (
          <div key={label}>
            {series.length > 1 && <dt className="text-[1em] font-semibold">{label}</dt>}
            {series.length === 1 && <dt className="sr-only">{label}</dt>}
            <dd
              className={
                index === 0
                  ? "text-[3.6em] font-black leading-none"
                  : "text-[2.4em] font-bold leading-none text-slate-700 dark:text-slate-200"
              }
            >
              <AnimatedNumber
                value={results.totalVotes}
                format={whole}
                testId={index === 0 ? "present-total" : undefined}
              />
            </dd>
          </div>
        ))}
      </dl>
      {national && (
        <p
          className="mt-[0.2em] text-[0.9em] leading-snug text-slate-700 dark:text-slate-200"
          data-testid="present-counting"
        >
          {t("presenter.counting", {
            prefix: series.length > 1 ? "nation" : "none",
            counting: national.counting,
          })}
        </p>
      )}
    </div>
  );
}

type Averages = ScopeResults["averageEconomics"];

/**
 * Average tax rate and dividend, and the one price figure: the model's price-level rise at
 * the average rate with its range and caveat (one decimal for rates, spec 9).
 */
export function Averages({ series, large = false }: { series: Series[]; large?: boolean }) {
  const t = useT(presenterMessages);
  const rows: Array<{
    key: string;
    label: string;
    value: (averages: Averages) => number;
    format: (value: number) => string;
    range?: (averages: Averages) => string;
  }> = [
    {
      key: "taxRate",
      label: t("presenter.taxRate"),
      value: (a) => a.taxRate,
      format: oneDecimalPercent,
    },
    { key: "dividend", label: t("presenter.dividend"), value: (a) => a.dividend, format: pounds },
    {
      key: "priceRise",
      label: t("presenter.priceFigure"),
      value: (a) => a.priceRise.central,
      format: oneDecimalPercent,
      range: (a) =>
        t("presenter.range", {
          low: formatPercent(a.priceRise.low),
          high: formatPercent(a.priceRise.high),
        }),
    },
  ];
  return (
    <div>
      <dl className="space-y-[0.2em]">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-wrap items-baseline gap-x-[0.5em]">
            <dt className="mr-auto text-[0.95em] font-semibold text-slate-700 dark:text-slate-200">
              {row.label}
            </dt>
            {series.map(({ label, results }, index) => (
              <dd
                key={label}
                data-testid={index === 0 ? `present-${row.key}` : undefined}
                className={
                  index === 0
                    ? "text-[1.35em] font-bold tabular-nums leading-tight"
                    : "text-[0.9em] tabular-nums text-slate-700 dark:text-slate-200"
                }
              >
                {series.length > 1 && (
                  <span className={index === 0 ? "sr-only" : ""}>{label} </span>
                )}
                <AnimatedNumber value={row.value(results.averageEconomics)} format={row.format} />
                {row.range && index === 0 && (
                  <span className="ml-[0.4em] text-[0.67em] font-normal text-slate-700 dark:text-slate-200">
                    {row.range(results.averageEconomics)}
                  </span>
                )}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      {/* Four sentences cannot be read from the back of a room: one line opens them (not in
          Large text, where the lists below need the height). */}
      <details
        hidden={large}
        className="mt-[0.2em] text-[0.9em] text-slate-700 dark:text-slate-200"
      >
        <summary className="cursor-pointer">{t("presenter.aboutPrice")}</summary>
        <PriceFigureNote average textClassName="" />
      </details>
    </div>
  );
}

/**
 * The first series' top narratives (at most `limit`) with their shares, as many whole ones
 * as the panel's height holds.
 */
export function TopNarratives({ series, limit }: { series: Series[]; limit: number }) {
  const t = useT(presenterMessages);
  const text = useCatalogueText();
  const narratives = (series[0]?.results.topNarratives ?? []).slice(0, limit);
  if (narratives.length === 0)
    return <p className="text-slate-700 dark:text-slate-200">{t("presenter.noNarratives")}</p>;
  return (
    <ol
      className={`gap-y-[0.35em] text-[1.05em] ${WHOLE_ITEMS_LIST}`}
      data-testid="present-narratives"
    >
      {narratives.map((narrative, index) => (
        <li key={narrative.id} className="flex items-center gap-[0.5em]">
          <span className="grid h-[1.6em] w-[1.6em] shrink-0 place-items-center rounded-full bg-slate-900 text-[0.88em] font-bold text-white dark:bg-white dark:text-slate-900">
            {index + 1}
          </span>
          <span
            className="min-w-0 flex-1 truncate font-semibold"
            title={text.narrative(narrative).title}
          >
            <NarrativeText item={narrative} field="title" />
          </span>
          <QuadrantBadge quadrant={narrative.quadrant} className="shrink-0 text-[0.88em]" />
          <span className="font-bold tabular-nums">{formatPercent(narrative.percentage)}</span>
        </li>
      ))}
    </ol>
  );
}
