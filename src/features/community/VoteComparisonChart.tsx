import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { oneDecimal } from "./communityFormat";

/** Your figures beside the community's as bars: decorative, the table carries the figures. */
export default function VoteComparisonChart({
  chart,
  names,
}: {
  chart: Array<{ name: string; You: number; Community: number }>;
  /** The two series' names in the page's language (the legend). */
  names: { you: string; community: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={chart}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <XAxis
          dataKey="name"
          tick={{ fontSize: 12, fill: "currentColor" }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis tick={{ fontSize: 12, fill: "currentColor" }} tickLine={false} axisLine={false} />
        <Tooltip formatter={(value) => oneDecimal(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="You"
          name={names.you}
          fill="#0f766e"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="Community"
          name={names.community}
          fill="#64748b"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
