import {
  PRICE_PASS_THROUGH,
  formatMoney,
  formatPercent,
  type BudgetSimulation,
} from "@convex/domain/economy";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "How these figures are worked out": the segment table at the current rate, with sources. */
export function AssumptionsPanel({ simulation }: { simulation: BudgetSimulation }) {
  const segments = simulation.assumptions.segments;
  return (
    <details
      data-testid="assumptions"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <summary className="cursor-pointer font-medium text-teal-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300">
        How these figures are worked out
      </summary>
      <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-200">
        <p>
          The tax base is split into four parts. Each shrinks as the rate rises, by how much the
          published evidence says: wholesale flows fell about 85% under Sweden&apos;s tiny 1989 bond
          tax, so they raise almost nothing here. Low and high are the strong- and weak-response
          ends of the evidence.
        </p>
        <div>
          <table className="w-full table-fixed text-left text-xs [overflow-wrap:anywhere]">
            <caption className="sr-only">
              Revenue by part of the tax base at {formatPercent(simulation.taxRatePercent)}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-2">
                  Part of the base
                </th>
                <th scope="col" className="py-1 pr-2">
                  Size before the tax
                </th>
                <th scope="col" className="py-1 pr-2">
                  Revenue at {formatPercent(simulation.taxRatePercent)}
                </th>
                <th scope="col" className="py-1">
                  Source
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
                      {segment.label}
                    </th>
                    <td className="py-1 pr-2 tabular-nums">
                      {formatMoney(segment.grossBase.central)}
                    </td>
                    <td className="py-1 pr-2 tabular-nums">
                      {segment.raisesRevenue
                        ? `${formatMoney(revenue.central)} (${formatMoney(revenue.low)} to ${formatMoney(revenue.high)})`
                        : "Counts as nothing: the state pays itself"}
                    </td>
                    <td className="py-1 text-slate-600 dark:text-slate-400">{segment.source}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p>
          Businesses pass {percent(PRICE_PASS_THROUGH.central)} of the tax on their costs into
          prices (range {percent(PRICE_PASS_THROUGH.low)} to {percent(PRICE_PASS_THROUGH.high)}), so
          households pay it on their own payments and again, compounded, in what they buy: that is
          the &ldquo;prices rise&rdquo; figure, a one-off rise in the price level. The &ldquo;demand
          pressure&rdquo; figure is the product specification&apos;s rule of thumb (−10 × the gap as
          a share of public spending, plus the policies&apos; own pressure), not a forecast of
          inflation. The gauge counts the scenarios, each part of the tax base at its low, central
          or high assumptions, in which the package balances. The model leaves out foreign exchange
          and derivatives settled abroad, effects on pay and profits beyond prices, and any change
          in the economy&apos;s size.
        </p>
      </div>
    </details>
  );
}
