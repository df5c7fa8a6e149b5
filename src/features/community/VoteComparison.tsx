import { lazy } from "react";
import { WhenVisible } from "@/components/WhenVisible";
import { estimatePriceRise } from "@convex/domain/economy/priceFigure";
import { formatPercent } from "@convex/domain/economy/format";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, pounds } from "./communityFormat";
import { useT, type MessageId, type Translate } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";
import type { CommunityMessageId } from "@/i18n/messages/community/en-GB";

/** The bars (recharts), loaded when the chart nears the window (components/WhenVisible). */
const VoteComparisonChart = lazy(() => import("./VoteComparisonChart"));

interface Props {
  vote: { taxRate: number; dividend: number };
  averages: CommunityResults["averageEconomics"] | undefined;
}

function difference(
  t: Translate<MessageId | CommunityMessageId>,
  yours: number,
  average: number,
  format: (v: number) => string,
): string {
  const delta = yours - average;
  if (Math.abs(delta) < 0.05) return t("community.compare.same");
  const amount = format(Math.abs(delta));
  return delta > 0
    ? t("community.compare.above", { amount })
    : t("community.compare.below", { amount });
}

/**
 * Your tax, dividend and the model's price figure against the community averages (table
 * plus chart); both price figures come from estimatePriceRise at the rate in question.
 */
export function VoteComparison({ vote, averages }: Props) {
  const t = useT(communityMessages);
  const points = (v: number) => t("community.compare.points", { value: oneDecimal(v) });
  const yourPriceRise = estimatePriceRise(vote.taxRate).central;
  const rows = averages
    ? [
        {
          key: "tax",
          label: t("community.yours.transactionTax"),
          yours: `${oneDecimal(vote.taxRate)}%`,
          community: `${oneDecimal(averages.taxRate)}%`,
          diff: difference(t, vote.taxRate, averages.taxRate, points),
        },
        {
          key: "dividend",
          label: t("community.yours.dividend"),
          yours: pounds(vote.dividend),
          community: pounds(averages.dividend),
          diff: difference(t, vote.dividend, averages.dividend, pounds),
        },
        {
          key: "price-rise",
          label: t("community.priceFigure"),
          yours: formatPercent(yourPriceRise),
          community: formatPercent(averages.priceRise.central),
          diff: difference(t, yourPriceRise, averages.priceRise.central, points),
        },
      ]
    : [];
  const chart = averages
    ? [
        { name: t("community.compare.taxChart"), You: vote.taxRate, Community: averages.taxRate },
        {
          name: t("community.compare.priceChart"),
          You: Math.round(yourPriceRise * 10) / 10,
          Community: averages.priceRise.central,
        },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("community.compare.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600 dark:text-slate-300">
                <th scope="col" className="py-2 font-medium">
                  {t("community.compare.setting")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t("community.compare.you")}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t("community.compare.community")}
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
            <VoteComparisonChart
              chart={chart}
              names={{
                you: t("community.compare.you"),
                community: t("community.compare.community"),
              }}
            />
          </WhenVisible>
        </div>
      </CardContent>
    </Card>
  );
}
