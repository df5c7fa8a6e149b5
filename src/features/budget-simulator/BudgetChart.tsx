import { lazy, memo } from "react";
import { formatMoney } from "@convex/domain/economy/format";
import type { BudgetSimulation } from "@convex/domain/economy/budget";
import { Card } from "@/components/ui/Card";
import { WhenVisible } from "@/components/WhenVisible";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useT, type Translate } from "@/i18n/react";
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

type BarId = `simulator.bar.${keyof typeof COLOURS}`;

function buildRows(simulation: BudgetSimulation, t: Translate<BarId>): BudgetRow[] {
  const rows: BudgetRow[] = [
    {
      name: t("simulator.bar.revenue"),
      value: simulation.revenue.central / BN,
      colour: COLOURS.revenue,
    },
  ];
  if (simulation.spending.governmentBaseline > 0) {
    rows.push({
      name: t("simulator.bar.government"),
      value: simulation.spending.governmentBaseline / BN,
      colour: COLOURS.government,
    });
  }
  rows.push({
    name: t("simulator.bar.dividend"),
    value: (simulation.spending.dividendCost + simulation.spending.dividendAdministration) / BN,
    colour: COLOURS.dividend,
  });
  rows.push({
    name: t("simulator.bar.policies"),
    value: simulation.spending.policyTotal / BN,
    colour: COLOURS.policies,
  });
  return rows;
}

/**
 * Revenue against what it pays for, one bar each, so the visitor's own policies are a bar of
 * their own (issue 16, item 10) with their share of the spending written beside it. Drawn
 * again only when the figures change (issue 42).
 */
export const BudgetChart = memo(function BudgetChart({
  simulation,
}: {
  simulation: BudgetSimulation | null;
}) {
  const t = useT(simulatorMessages);
  const rows = simulation ? buildRows(simulation, t) : [];
  const spending = simulation?.spending;
  const policyShare =
    spending && spending.totalSpend > 0
      ? Math.round((spending.policyTotal / spending.totalSpend) * 100)
      : 0;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{t("simulator.budgetTitle")}</h2>
      <p data-testid="revenue-summary" className="text-sm text-slate-600 dark:text-slate-300">
        {simulation && spending
          ? t("simulator.revenueSummary", {
              low: formatMoney(simulation.revenue.low),
              high: formatMoney(simulation.revenue.high),
              central: formatMoney(simulation.revenue.central),
              grossLow: formatMoney(simulation.grossRevenue.low),
              grossHigh: formatMoney(simulation.grossRevenue.high),
              grossCentral: formatMoney(simulation.grossRevenue.central),
              spending: formatMoney(spending.totalSpend),
              administration: formatMoney(spending.dividendAdministration),
            })
          : t("simulator.calculating")}
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
          {t("simulator.yourPoliciesNote", {
            amount: formatMoney(spending.policyTotal),
            share: String(policyShare),
          })}
        </p>
      )}
      <div className="mt-4 h-64" aria-hidden="true">
        <WhenVisible className="h-full">
          <BudgetPlot rows={rows} />
        </WhenVisible>
      </div>
    </Card>
  );
});
