import { lazy, useMemo } from "react";
import { calculateDistribution, describeDistribution, formatMoney } from "@convex/domain/economy";
import { Card } from "@/components/ui/Card";
import { gbp } from "@/lib/format";
import { WhenVisible } from "@/components/WhenVisible";

/** The bars themselves (recharts), loaded when the chart nears the window. */
const DistributionPlot = lazy(() => import("./DistributionPlot"));

const signed = (value: number) =>
  Math.round(value) === 0 ? "£0" : `${value < 0 ? "−" : "+"}${gbp.format(Math.abs(value))}`;

/**
 * Gain or loss by household income decile (tenth), central with the low–high range as error
 * bars: the citizen dividend each household's adults receive less the tax it bears through
 * every channel of the personal calculator (householdCharges.ts), under the budget's assumptions.
 */
export function DistributionChart({ taxRate, dividend }: { taxRate: number; dividend: number }) {
  const distribution = useMemo(
    () => calculateDistribution({ taxRatePercent: taxRate, dividend }),
    [taxRate, dividend],
  );
  const rows = distribution.deciles.map((entry) => ({
    name: String(entry.decile),
    decile: entry.decile,
    gain: entry.gain.central,
    low: entry.gain.low,
    high: entry.gain.high,
    range: [entry.gain.central - entry.gain.low, entry.gain.high - entry.gain.central],
  }));
  const { totals } = distribution;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Who gains and who pays, by household income</h2>
      <p data-testid="distribution-summary" className="text-sm text-slate-600 dark:text-slate-300">
        Households from the lowest-income tenth (1) to the highest (10): the citizen dividend their
        adults receive less the transaction tax they bear through their spending, their pay and
        their savings and investments (the personal calculator&apos;s channels, summed over
        households), net of the uprating of benefits, in the central case.{" "}
        {describeDistribution(distribution.deciles)} Lines show the range.
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
      <p
        data-testid="distribution-totals"
        className="mt-2 text-xs text-slate-600 dark:text-slate-400"
      >
        Every pound is counted: households bear {formatMoney(totals.householdBurden.central)} and
        owners abroad {formatMoney(totals.foreignShare.central)}, together the{" "}
        {formatMoney(totals.netRevenue.central)} of net revenue; the tenths receive{" "}
        {formatMoney(totals.dividendsPaid)} of dividends, its whole cost. The dividend goes to
        UK-resident adults, untaxed and disregarded for Universal Credit, Pension Credit and Housing
        Benefit. Tax on spending follows the ONS &ldquo;Effects of taxes and benefits&rdquo;
        convention for taxes on what businesses buy; tax on profits, share trading, settlement,
        saving and property purchases follows financial wealth (ONS Wealth and Assets Survey).
        Spending by tenth reproduces ONS Family spending (April 2022 to March 2023: mean £567.70 a
        week, poorest fifth £356.90, richest £857.30); pay follows ONS Effects of taxes and benefits
        (financial year ending 2024); 28.4 million households (ONS 2023).
      </p>
    </Card>
  );
}
