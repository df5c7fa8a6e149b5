import { lazy } from "react";
import { WhenVisible } from "@/components/WhenVisible";
import { PRICE_FIGURE_LABEL, estimatePriceRise, formatPercent } from "@convex/domain/economy";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, pounds } from "./communityFormat";

/** The bars (recharts), loaded when the chart nears the window (components/WhenVisible). */
const VoteComparisonChart = lazy(() => import("./VoteComparisonChart"));

interface Props {
  vote: { taxRate: number; dividend: number };
  averages: CommunityResults["averageEconomics"] | undefined;
}

function difference(yours: number, average: number, format: (v: number) => string): string {
  const delta = yours - average;
  if (Math.abs(delta) < 0.05) return "Same as average";
  return `${format(Math.abs(delta))} ${delta > 0 ? "above" : "below"} average`;
}

/**
 * Your tax, dividend and the model's price figure against the community averages (table
 * plus chart); both price figures come from estimatePriceRise at the rate in question.
 */
export function VoteComparison({ vote, averages }: Props) {
  const yourPriceRise = estimatePriceRise(vote.taxRate).central;
  const rows = averages
    ? [
        {
          key: "tax",
          label: "Transaction tax",
          yours: `${oneDecimal(vote.taxRate)}%`,
          community: `${oneDecimal(averages.taxRate)}%`,
          diff: difference(vote.taxRate, averages.taxRate, (v) => `${oneDecimal(v)} pts`),
        },
        {
          key: "dividend",
          label: "Citizen dividend",
          yours: pounds(vote.dividend),
          community: pounds(averages.dividend),
          diff: difference(vote.dividend, averages.dividend, pounds),
        },
        {
          key: "price-rise",
          label: PRICE_FIGURE_LABEL,
          yours: formatPercent(yourPriceRise),
          community: formatPercent(averages.priceRise.central),
          diff: difference(
            yourPriceRise,
            averages.priceRise.central,
            (v) => `${oneDecimal(v)} pts`,
          ),
        },
      ]
    : [];
  const chart = averages
    ? [
        { name: "Tax rate (%)", You: vote.taxRate, Community: averages.taxRate },
        {
          name: `${PRICE_FIGURE_LABEL} (%)`,
          You: Math.round(yourPriceRise * 10) / 10,
          Community: averages.priceRise.central,
        },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compared with the community</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600 dark:text-slate-300">
                <th scope="col" className="py-2 font-medium">
                  Setting
                </th>
                <th scope="col" className="py-2 font-medium">
                  You
                </th>
                <th scope="col" className="py-2 font-medium">
                  Community
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-2 pr-2 font-medium">
                    {row.label}
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                      {row.diff}
                    </span>
                  </th>
                  <td className="py-2 pr-2 font-semibold tabular-nums">{row.yours}</td>
                  <td className="py-2 tabular-nums">{row.community}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <PriceFigureNote className="mt-2" />
        </div>
        <div className="h-48" aria-hidden="true">
          <WhenVisible className="h-full">
            <VoteComparisonChart chart={chart} />
          </WhenVisible>
        </div>
      </CardContent>
    </Card>
  );
}
