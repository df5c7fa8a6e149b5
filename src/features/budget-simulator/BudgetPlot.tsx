import {
  Bar,
  BarChart,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatMoney } from "@convex/domain/economy";

const BN = 1e9;

export interface BudgetRow {
  name: string;
  /** £bn a year. */
  value: number;
  colour: string;
}

/** BudgetChart's bars: in a chunk of its own with recharts, drawn once the chart is near view. */
export default function BudgetPlot({ rows }: { rows: BudgetRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={rows}
        margin={{ top: 20, right: 8, bottom: 0, left: 0 }}
      >
        <XAxis
          dataKey="name"
          interval={0}
          tick={{ fontSize: 11, fill: "currentColor" }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          tickFormatter={(v: number) => `£${Math.round(v)}bn`}
          tick={{ fontSize: 11, fill: "currentColor" }}
          tickLine={false}
          axisLine={false}
          width={62}
        />
        <Tooltip formatter={(value) => formatMoney(Number(value) * BN)} />
        <Bar dataKey="value" isAnimationActive={false} minPointSize={3}>
          {rows.map((row) => (
            <Cell key={row.name} fill={row.colour} />
          ))}
          <LabelList
            dataKey="value"
            position="top"
            formatter={(value: unknown) => formatMoney(Number(value) * BN)}
            style={{ fontSize: 11, fill: "currentColor" }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
