import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Quadrant } from "@/lib/quadrants";
import { percent, QUADRANT_CHART_COLOURS } from "./communityFormat";

/** The quadrant shares as bars: decorative, the list beside it carries the figures. */
export default function QuadrantChart({
  data,
}: {
  data: Array<{ quadrant: Quadrant; name: string; value: number }>;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <XAxis
          dataKey="name"
          tick={{ fontSize: 12, fill: "currentColor" }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          unit="%"
          tick={{ fontSize: 12, fill: "currentColor" }}
          tickLine={false}
          axisLine={false}
          domain={[0, "auto"]}
        />
        <Tooltip
          formatter={(value) => percent(Number(value))}
          cursor={{ fill: "rgba(148,163,184,0.15)" }}
        />
        <Bar dataKey="value" radius={[6, 6, 0, 0]} isAnimationActive={false}>
          {data.map((row) => (
            <Cell key={row.quadrant} fill={QUADRANT_CHART_COLOURS[row.quadrant]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
