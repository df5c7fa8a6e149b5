import {
  Bar,
  BarChart,
  Cell,
  ErrorBar,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export interface DecileRow {
  name: string;
  gain: number;
  /** Below and above the central gain, for the error bars. */
  range: number[];
}

/**
 * DistributionChart's bars: in a chunk of its own with recharts, drawn once the chart is
 * near view; `signed` is the chart's own money format, the labels its words.
 */
export default function DistributionPlot({
  rows,
  signed,
  axisLabel,
  tenthLabel,
}: {
  rows: DecileRow[];
  signed: (value: number) => string;
  /** "Income tenth". */
  axisLabel: string;
  /** "Income tenth 3", the tooltip's heading. */
  tenthLabel: (tenth: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={rows}
        margin={{ top: 8, right: 8, bottom: 16, left: 0 }}
      >
        <XAxis
          dataKey="name"
          tick={{ fontSize: 11, fill: "currentColor" }}
          tickLine={false}
          axisLine={false}
          label={{
            value: axisLabel,
            position: "insideBottom",
            offset: -8,
            fontSize: 11,
            fill: "currentColor",
          }}
        />
        <YAxis
          tickFormatter={(v: number) => signed(v)}
          tick={{ fontSize: 11, fill: "currentColor" }}
          tickLine={false}
          axisLine={false}
          width={70}
        />
        <Tooltip
          formatter={(value) => signed(Number(value))}
          labelFormatter={(label) => tenthLabel(Number(label))}
        />
        <ReferenceLine y={0} stroke="currentColor" strokeOpacity={0.4} />
        <Bar dataKey="gain" isAnimationActive={false}>
          {rows.map((row) => (
            <Cell key={row.name} fill={row.gain >= 0 ? "#15803d" : "#b91c1c"} />
          ))}
          <ErrorBar dataKey="range" stroke="currentColor" strokeOpacity={0.6} width={4} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
