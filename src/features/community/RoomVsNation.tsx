import { PRICE_FIGURE_LABEL, describePriceRise } from "@convex/domain/economy";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { QUADRANT_INFO, QUADRANTS } from "@/lib/quadrants";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, percent, pounds, wholeNumber } from "./communityFormat";
import { ThresholdNotice } from "./ThresholdNotice";

interface Row {
  label: string;
  room: string;
  nation: string;
}

function rows(room: CommunityResults, nation: CommunityResults): Row[] {
  const { averageEconomics: r } = room;
  const { averageEconomics: n } = nation;
  return [
    {
      label: "Total votes",
      room: wholeNumber(room.totalVotes),
      nation: wholeNumber(nation.totalVotes),
    },
    ...QUADRANTS.map((quadrant) => ({
      label: QUADRANT_INFO[quadrant].name,
      room: percent(room.quadrantDistribution[quadrant]),
      nation: percent(nation.quadrantDistribution[quadrant]),
    })),
    {
      label: "Average tax rate",
      room: `${oneDecimal(r.taxRate)}%`,
      nation: `${oneDecimal(n.taxRate)}%`,
    },
    {
      label: "Average dividend",
      room: pounds(r.dividend),
      nation: pounds(n.dividend),
    },
    {
      label: PRICE_FIGURE_LABEL,
      room: describePriceRise(r.priceRise),
      nation: describePriceRise(n.priceRise),
    },
    {
      label: "Top narrative",
      room: room.topNarratives[0]?.title ?? "None yet",
      nation: nation.topNarratives[0]?.title ?? "None yet",
    },
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
  if (room.withheld)
    return <ThresholdNotice totalVotes={room.thresholdVotes} threshold={room.threshold} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Room vs Nation</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr className="text-sm text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-2 font-medium">
                Figure
              </th>
              <th scope="col" className="py-2 font-medium">
                {roomName}
              </th>
              <th scope="col" className="py-2 font-medium">
                Nation
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows(room, nation).map((row) => (
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
