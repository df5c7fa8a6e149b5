import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, type BudgetSimulation } from "../../../convex/domain/economy";
import { Card } from "../../components/ui";

const BN = 1e9;

/** Revenue (low, central, high) against spending by part, in £bn (spec: charts where a picture helps). */
export function BudgetChart({ simulation }: { simulation: BudgetSimulation | null }) {
  const data = simulation
    ? [
        {
          name: "Revenue",
          Low: simulation.revenue.low / BN,
          Central: simulation.revenue.central / BN,
          High: simulation.revenue.high / BN,
        },
        {
          name: "Spending",
          Government: simulation.spending.governmentBaseline / BN,
          Dividend: simulation.spending.dividendCost / BN,
          Policies: simulation.spending.policyTotal / BN,
        },
      ]
    : [];
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Revenue and spending</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {simulation
          ? `Revenue ${formatMoney(simulation.revenue.central)} (range ${formatMoney(simulation.revenue.low)} to ${formatMoney(simulation.revenue.high)}) against spending of ${formatMoney(simulation.spending.totalSpend)} a year.`
          : "Calculating…"}
      </p>
      <div className="mt-4 h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <XAxis dataKey="name" tick={{ fontSize: 12, fill: "currentColor" }} tickLine={false} axisLine={false} />
            <YAxis tickFormatter={(v: number) => `£${Math.round(v)}bn`} tick={{ fontSize: 11, fill: "currentColor" }} tickLine={false} axisLine={false} width={70} />
            <Tooltip formatter={(value) => formatMoney(Number(value) * BN)} />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value) => <span className="text-slate-700 dark:text-slate-200">{value}</span>} />
            <Bar dataKey="Low" fill="#99f6e4" isAnimationActive={false} />
            <Bar dataKey="Central" fill="#0f766e" isAnimationActive={false} />
            <Bar dataKey="High" fill="#134e4a" isAnimationActive={false} />
            <Bar dataKey="Government" stackId="spend" fill="#64748b" isAnimationActive={false} />
            <Bar dataKey="Dividend" stackId="spend" fill="#c2410c" isAnimationActive={false} />
            <Bar dataKey="Policies" stackId="spend" fill="#7e22ce" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
