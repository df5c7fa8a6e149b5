import { lazy } from "react";
import { formatMoney, type BudgetSimulation } from "@convex/domain/economy";
import { Card } from "@/components/ui/Card";
import { WhenVisible } from "@/components/WhenVisible";
import type { BudgetRow } from "./BudgetPlot";

/** The bars themselves (recharts), loaded when the chart nears the window. */
const BudgetPlot = lazy(() => import("./BudgetPlot"));

const BN = 1e9;

/** Colours per bar: net revenue teal, today's spending grey, dividend orange, your policies purple. */
const COLOURS = {
  revenue: "#0f766e",
  government: "#64748b",
  dividend: "#c2410c",
  policies: "#7e22ce",
} as const;

function buildRows(simulation: BudgetSimulation): BudgetRow[] {
  const rows: BudgetRow[] = [
    {
      name: "Net revenue (central)",
      value: simulation.revenue.central / BN,
      colour: COLOURS.revenue,
    },
  ];
  if (simulation.spending.governmentBaseline > 0) {
    rows.push({
      name: "Today's spending",
      value: simulation.spending.governmentBaseline / BN,
      colour: COLOURS.government,
    });
  }
  rows.push({
    name: "Dividend",
    value: (simulation.spending.dividendCost + simulation.spending.dividendAdministration) / BN,
    colour: COLOURS.dividend,
  });
  rows.push({
    name: "Your policies",
    value: simulation.spending.policyTotal / BN,
    colour: COLOURS.policies,
  });
  return rows;
}

/**
 * Revenue against what it pays for, one bar each, so the visitor's own policies are a bar of
 * their own (issue 16, item 10) with their share of the spending written beside it.
 */
export function BudgetChart({ simulation }: { simulation: BudgetSimulation | null }) {
  const rows = simulation ? buildRows(simulation) : [];
  const spending = simulation?.spending;
  const policyShare =
    spending && spending.totalSpend > 0
      ? Math.round((spending.policyTotal / spending.totalSpend) * 100)
      : 0;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Revenue and spending</h2>
      <p data-testid="revenue-summary" className="text-sm text-slate-600 dark:text-slate-300">
        {simulation && spending
          ? `Net revenue ${formatMoney(simulation.revenue.low)} to ${formatMoney(simulation.revenue.high)} a year, ${formatMoney(simulation.revenue.central)} in the central case (gross ${formatMoney(simulation.grossRevenue.low)} to ${formatMoney(simulation.grossRevenue.high)}, central ${formatMoney(simulation.grossRevenue.central)}), against ${formatMoney(spending.totalSpend)} of spending, ${formatMoney(spending.dividendAdministration)} of it to pay the dividend out.`
          : "Calculating…"}
      </p>
      {simulation && spending && (
        <p
          data-testid="your-policies-note"
          className="mt-2 flex items-center gap-2 text-sm font-medium"
        >
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 rounded-sm"
            style={{ background: COLOURS.policies }}
          />
          Your policies: {formatMoney(spending.policyTotal)} a year, {policyShare}% of what the tax
          pays for
        </p>
      )}
      <div className="mt-4 h-64" aria-hidden="true">
        <WhenVisible className="h-full">
          <BudgetPlot rows={rows} />
        </WhenVisible>
      </div>
    </Card>
  );
}
