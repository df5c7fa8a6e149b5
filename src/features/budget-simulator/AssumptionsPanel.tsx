import { PRICE_PASS_THROUGH } from "@convex/domain/economy/constants";
import { formatMoney, formatPercent } from "@convex/domain/economy/format";
import type { BudgetSimulation } from "@convex/domain/economy/budget";
import type { NetRevenueItems } from "@convex/domain/economy/netRevenue";
import { Suspense } from "react";
import { calculatorMessages } from "@/i18n/messages/calculator";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useDataLang, useT } from "@/i18n/react";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The items the table shows, each worded by `calculator.net.<key>`. */
type NetRowKey = keyof NetRevenueItems &
  (
    | "gross"
    | "lostStampDuty"
    | "uprating"
    | "indexLinkedInterest"
    | "procurement"
    | "giltYields"
    | "vatOnHigherPrices"
    | "net"
  );

/** The rows from gross to net revenue: the item and the sign it carries. */
const NET_ROWS: readonly { key: NetRowKey; sign: 1 | -1 }[] = [
  { key: "gross", sign: 1 },
  { key: "lostStampDuty", sign: -1 },
  { key: "uprating", sign: -1 },
  { key: "indexLinkedInterest", sign: -1 },
  { key: "procurement", sign: -1 },
  { key: "giltYields", sign: -1 },
  { key: "vatOnHigherPrices", sign: 1 },
  { key: "net", sign: 1 },
];

/**
 * "How these figures are worked out": the segment table at the current rate, with sources.
 * Its body's words are the `calculator` area's, fetched with the route: until they are there
 * the closed box holds nothing (its summary is the page's own).
 */
export function AssumptionsPanel({ simulation }: { simulation: BudgetSimulation }) {
  const t = useT(simulatorMessages);
  return (
    <details
      data-testid="assumptions"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <summary className="cursor-pointer font-medium text-teal-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300">
        {t("simulator.assumptions")}
      </summary>
      <Suspense fallback={null}>
        <AssumptionsBody simulation={simulation} />
      </Suspense>
    </details>
  );
}

function AssumptionsBody({ simulation }: { simulation: BudgetSimulation }) {
  const t = useT(calculatorMessages);
  // The sources are citations of English publications: marked as English on a Welsh page.
  const dataLang = useDataLang();
  const segments = simulation.assumptions.segments;
  const rate = formatPercent(simulation.taxRatePercent);
  const items = simulation.netRevenue.items;
  /** "£a (£b to £c)", central first, low–high after, with the sign the row carries. */
  const rangeText = (key: NetRowKey, sign: 1 | -1) => {
    const show = (value: number) => formatMoney(sign * value);
    return t("calculator.centralRange", {
      central: show(items.central[key]),
      low: show(items.low[key]),
      high: show(items.high[key]),
    });
  };
  return (
    <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-200">
      <p>{t("calculator.assumptionsIntro")}</p>
      <div>
        <table className="w-full table-fixed text-left text-xs [overflow-wrap:anywhere]">
          <caption className="sr-only">{t("calculator.segmentsCaption", { rate })}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-2">
                {t("calculator.segmentPart")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("calculator.segmentSize")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("calculator.segmentRevenue", { rate })}
              </th>
              <th scope="col" className="py-1">
                {t("calculator.segmentSource")}
              </th>
            </tr>
          </thead>
          <tbody>
            {segments.map((segment) => {
              const revenue = simulation.revenueBySegment[segment.key];
              return (
                <tr
                  key={segment.key}
                  className="border-b border-slate-100 align-top dark:border-slate-800"
                >
                  <th scope="row" className="py-1 pr-2 font-medium">
                    {t(`calculator.segment.${segment.key}`)}
                  </th>
                  <td className="py-1 pr-2 tabular-nums">
                    {formatMoney(segment.grossBase.central)}
                  </td>
                  <td className="py-1 pr-2 tabular-nums">
                    {segment.raisesRevenue
                      ? t("calculator.centralRange", {
                          central: formatMoney(revenue.central),
                          low: formatMoney(revenue.low),
                          high: formatMoney(revenue.high),
                        })
                      : t("calculator.segmentNothing")}
                  </td>
                  <td className="py-1 text-slate-600 dark:text-slate-400" lang={dataLang}>
                    {segment.source}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <table
          data-testid="net-revenue"
          className="w-full table-fixed text-left text-xs [overflow-wrap:anywhere]"
        >
          <caption className="text-left font-medium">
            {t("calculator.netCaption", { rate })}
          </caption>
          <tbody>
            {NET_ROWS.map((row) => (
              <tr
                key={row.key}
                className="border-b border-slate-100 align-top dark:border-slate-800"
              >
                <th scope="row" className="py-1 pr-2 font-normal">
                  {t(`calculator.net.${row.key}`)}
                </th>
                <td className="py-1 tabular-nums">{rangeText(row.key, row.sign)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t("calculator.indexLinked", {
            amount: formatMoney(items.central.indexLinkedAccretionOneOff),
          })}
        </p>
      </div>
      <p>
        {t("calculator.method", {
          passThrough: percent(PRICE_PASS_THROUGH.central),
          low: percent(PRICE_PASS_THROUGH.low),
          high: percent(PRICE_PASS_THROUGH.high),
        })}
      </p>
    </div>
  );
}
