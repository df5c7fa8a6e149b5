import { lazy, useMemo } from "react";
import { calculateDecileImpacts } from "@convex/domain/economy";
import { Card } from "@/components/ui/Card";
import { gbp } from "@/lib/format";
import { WhenVisible } from "@/components/WhenVisible";

/** The bars themselves (recharts), loaded when the chart nears the window. */
const DistributionPlot = lazy(() => import("./DistributionPlot"));

const signed = (value: number) =>
  Math.round(value) === 0 ? "£0" : `${value < 0 ? "−" : "+"}${gbp.format(Math.abs(value))}`;

/**
 * Gain or loss by household income decile (tenth), central with the low–high range as error
 * bars: the dividend each household's adults receive less the tax it bears directly and
 * through prices, under the budget's assumptions.
 */
export function DistributionChart({ taxRate, dividend }: { taxRate: number; dividend: number }) {
  const rows = useMemo(
    () =>
      calculateDecileImpacts({ taxRatePercent: taxRate, dividend }).map((entry) => ({
        name: String(entry.decile),
        decile: entry.decile,
        gain: entry.gain.central,
        low: entry.gain.low,
        high: entry.gain.high,
        range: [entry.gain.central - entry.gain.low, entry.gain.high - entry.gain.central],
      })),
    [taxRate, dividend],
  );
  const winners = rows.filter((row) => row.gain >= 0).length;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Who gains and who pays, by household income</h2>
      <p data-testid="distribution-summary" className="text-sm text-slate-600 dark:text-slate-300">
        Households from the lowest-income tenth (1) to the highest (10): the dividend their adults
        receive less the transaction tax they bear, directly and through prices, in the central
        case. {winners} of 10 tenths gain. Lines show the range.
      </p>
      <div className="mt-4 h-64" aria-hidden="true">
        <WhenVisible className="h-full">
          <DistributionPlot rows={rows} signed={signed} />
        </WhenVisible>
      </div>
      <div className="sr-only">
        <table>
          <caption>
            Gain or loss per household a year by income tenth, central case and range
          </caption>
          <thead>
            <tr>
              <th scope="col">Income tenth</th>
              <th scope="col">Central</th>
              <th scope="col">Range</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.decile}</th>
                <td>{signed(row.gain)}</td>
                <td>
                  {signed(row.low)} to {signed(row.high)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Household spending and adults per household by income tenth: ONS Living Costs and Food
        Survey figures used in &ldquo;Effects of taxes and benefits on household income&rdquo;
        (financial year ending 2023), rounded and scaled to national consumption. Today&apos;s taxes
        are unchanged, so they do not enter the comparison. The share of business-paid tax not
        passed into prices, and the tax on market trading, fall on pay, profits and savings, which
        this view does not follow: it flatters the average household.
      </p>
    </Card>
  );
}
