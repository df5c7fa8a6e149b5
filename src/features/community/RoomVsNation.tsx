import { formatPercent } from "@convex/domain/economy/format";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { QUADRANTS } from "@/lib/quadrants";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { useT, type MessageId, type Translate } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";
import type { CommunityMessageId } from "@/i18n/messages/community/en-GB";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, percent, pounds, wholeNumber } from "./communityFormat";
import { ThresholdNotice } from "./ThresholdNotice";

interface Row {
  label: string;
  room: string;
  nation: string;
}

type Text = ReturnType<typeof useCatalogueText>;

function rows(
  room: CommunityResults,
  nation: CommunityResults,
  t: Translate<MessageId | CommunityMessageId>,
  text: Text,
): Row[] {
  const { averageEconomics: r } = room;
  const { averageEconomics: n } = nation;
  const priceRise = (range: CommunityResults["averageEconomics"]["priceRise"]) =>
    t("community.valueWithRange", {
      central: formatPercent(range.central),
      low: formatPercent(range.low),
      high: formatPercent(range.high),
    });
  const top = (results: CommunityResults) => {
    const first = results.topNarratives[0];
    return first ? text.narrative(first).title : t("community.vs.noneYet");
  };
  return [
    {
      label: t("community.totalVotes"),
      room: wholeNumber(room.totalVotes),
      nation: wholeNumber(nation.totalVotes),
    },
    ...QUADRANTS.map((quadrant) => ({
      label: t(`quadrant.${quadrant}.name`),
      room: percent(room.quadrantDistribution[quadrant]),
      nation: percent(nation.quadrantDistribution[quadrant]),
    })),
    {
      label: t("community.vs.averageTax"),
      room: `${oneDecimal(r.taxRate)}%`,
      nation: `${oneDecimal(n.taxRate)}%`,
    },
    {
      label: t("community.vs.averageDividend"),
      room: pounds(r.dividend),
      nation: pounds(n.dividend),
    },
    {
      label: t("community.priceFigure"),
      room: priceRise(r.priceRise),
      nation: priceRise(n.priceRise),
    },
    { label: t("community.vs.topNarrative"), room: top(room), nation: top(nation) },
  ];
}

/** The room's figures beside the nation's, once the room has reached its threshold. */
export function RoomVsNation({
  room,
  roomName,
  nation,
}: {
  room: CommunityResults;
  roomName: string;
  nation: CommunityResults;
}) {
  const t = useT(communityMessages);
  const text = useCatalogueText();
  if (room.withheld)
    return <ThresholdNotice totalVotes={room.thresholdVotes} threshold={room.threshold} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("community.vs.title")}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr className="text-sm text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-2 font-medium">
                {t("community.vs.figure")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {roomName}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("community.vs.nation")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows(room, nation, t, text).map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.label}
                </th>
                <td className="py-2 pr-3 font-semibold tabular-nums">{row.room}</td>
                <td className="py-2 tabular-nums">{row.nation}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <PriceFigureNote average className="mt-3" />
      </CardContent>
    </Card>
  );
}
