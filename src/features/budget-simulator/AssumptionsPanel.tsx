import {
  PRICE_PASS_THROUGH,
  formatMoney,
  formatPercent,
  type BudgetSimulation,
  type NetRevenueItems,
} from "@convex/domain/economy";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The rows from gross to net revenue: label, sign, the item and its source. */
const NET_ROWS: readonly { key: keyof NetRevenueItems; label: string; sign: 1 | -1 }[] = [
  { key: "gross", label: "Gross revenue (all parts of the base)", sign: 1 },
  {
    key: "lostStampDuty",
    label: "Less stamp duty on shares lost as trading shrinks (HMRC)",
    sign: -1,
  },
  {
    key: "uprating",
    label: "Less uprating of benefits and pensions after the price rise (OBR)",
    sign: -1,
  },
  {
    key: "indexLinkedInterest",
    label: "Less interest on the index-linked gilt uplift (DMO)",
    sign: -1,
  },
  { key: "procurement", label: "Less the tax in what government buys (ONS)", sign: -1 },
  { key: "giltYields", label: "Less higher gilt yields as gilt trading shrinks", sign: -1 },
  { key: "vatOnHigherPrices", label: "Plus VAT on the higher prices (OBR)", sign: 1 },
  { key: "net", label: "Net revenue", sign: 1 },
];

/** "£a (£b to £c)", central first, low–high after, with the sign the row carries. */
function rangeText(simulation: BudgetSimulation, key: keyof NetRevenueItems, sign: 1 | -1) {
  const items = simulation.netRevenue.items;
  const show = (value: number) => formatMoney(sign * value);
  return `${show(items.central[key])} (${show(items.low[key])} to ${show(items.high[key])})`;
}

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
        <div>
          <table
            data-testid="net-revenue"
            className="w-full table-fixed text-left text-xs [overflow-wrap:anywhere]"
          >
            <caption className="text-left font-medium">
              From gross to net revenue at {formatPercent(simulation.taxRatePercent)}, central
              (strong to weak response)
            </caption>
            <tbody>
              {NET_ROWS.map((row) => (
                <tr
                  key={row.key}
                  className="border-b border-slate-100 align-top dark:border-slate-800"
                >
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {row.label}
                  </th>
                  <td className="py-1 tabular-nums">{rangeText(simulation, row.key, row.sign)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            The index-linked gilt uplift is a one-off{" "}
            {formatMoney(simulation.netRevenue.items.central.indexLinkedAccretionOneOff)} added to
            debt; only its interest is counted each year. Gilts and bonds are taxed in wholesale
            settlement, which Sweden&apos;s bond tax calibrates.
          </p>
        </div>
        <p>
          Businesses pass {percent(PRICE_PASS_THROUGH.central)} of the tax on their costs into
          prices (range {percent(PRICE_PASS_THROUGH.low)} to {percent(PRICE_PASS_THROUGH.high)}), so
          households pay it on their own payments and again, once for each business payment behind
          what they buy (about one per pound, from the ONS input-output tables): together they are
          the &ldquo;cost of living rises&rdquo; figure, a one-off rise. Three-quarters of the tax
          on wage payments falls on pay, as the OBR assumes for employer National Insurance. The
          &ldquo;demand pressure&rdquo; figure is the product specification&apos;s rule of thumb
          (−10 × the gap as a share of public spending, plus the policies&apos; own pressure), not a
          forecast of inflation. The gauge counts the distinct scenarios, each part of the tax base
          that changes the outcome at its low, central or high assumptions, in which the package
          balances on net revenue: a count, not a probability. Net revenue counts the income tax,
          NICs and corporation tax lost as pay and profits absorb the tax. The model leaves out
          foreign exchange and derivatives settled abroad, dividend tax and capital gains tax lost,
          and any change in the economy&apos;s size.
        </p>
      </div>
    </details>
  );
}
