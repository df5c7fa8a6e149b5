import { lazy, useMemo } from "react";
import { calculateDistribution, formatMoney } from "@convex/domain/economy";
import { Card } from "@/components/ui/Card";
import { gbp } from "@/lib/format";
import { WhenVisible } from "@/components/WhenVisible";
import { useEconomyWords } from "@/i18n/economyWords";
import { calculatorMessages } from "@/i18n/messages/calculator";
import { useT } from "@/i18n/react";

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
  const t = useT(calculatorMessages);
  const words = useEconomyWords();
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
      <h2 className="text-lg font-semibold">{t("calculator.distributionTitle")}</h2>
      <p data-testid="distribution-summary" className="text-sm text-slate-600 dark:text-slate-300">
        {t("calculator.distributionSummary", {
          summary: words.distribution(distribution.deciles),
        })}
      </p>
      <div className="mt-4 h-64" aria-hidden="true">
        <WhenVisible className="h-full">
          <DistributionPlot
            rows={rows}
            signed={signed}
            axisLabel={t("calculator.incomeTenth")}
            tenthLabel={(tenth) => t("calculator.incomeTenthNumber", { tenth: String(tenth) })}
          />
        </WhenVisible>
      </div>
      <div className="sr-only">
        <table>
          <caption>{t("calculator.distributionCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("calculator.incomeTenth")}</th>
              <th scope="col">{t("calculator.central")}</th>
              <th scope="col">{t("calculator.range")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.decile}</th>
                <td>{signed(row.gain)}</td>
                <td>
                  {t("calculator.lowToHigh", { low: signed(row.low), high: signed(row.high) })}
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
        {t("calculator.distributionTotals", {
          burden: formatMoney(totals.householdBurden.central),
          foreign: formatMoney(totals.foreignShare.central),
          net: formatMoney(totals.netRevenue.central),
          dividends: formatMoney(totals.dividendsPaid),
        })}
      </p>
    </Card>
  );
}
