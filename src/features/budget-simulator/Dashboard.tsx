import type { BudgetSimulation } from "../../../convex/domain/economy";
import { formatInflation, formatMoney, formatRate } from "../../../convex/domain/economy";
import { Card, Skeleton } from "../../components/ui";
import { cn } from "../../lib/cn";

interface Props {
  simulation: BudgetSimulation | null;
  /** Sum of the chosen policies' costs, £bn. */
  policyCostBn: number | null;
}

function Stat({ label, value, detail, tone, testId }: { label: string; value: string; detail?: string; tone?: "good" | "bad"; testId: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</p>
      <p
        data-testid={testId}
        className={cn(
          "mt-1 text-2xl font-bold tabular-nums",
          tone === "good" && "text-green-700 dark:text-green-400",
          tone === "bad" && "text-red-700 dark:text-red-400",
        )}
      >
        {value}
      </p>
      {detail && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{detail}</p>}
    </Card>
  );
}

/** Total policy cost, recommended rate, inflation and balance with its low–high range (spec 2.3). */
export function Dashboard({ simulation, policyCostBn }: Props) {
  if (simulation === null || policyCostBn === null) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  const recommended = simulation.recommendedTaxRate;
  const balance = simulation.balance;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Total policy cost" value={formatMoney(policyCostBn * 1e9)} detail="A year, from your chosen policies" testId="total-policy-cost" />
      <Stat
        label="Recommended rate"
        value={recommended.status === "balanced" ? formatRate(recommended.ratePercent) : "Above 5%"}
        detail={recommended.status === "balanced" ? "Balances the budget (central case)" : "No rate up to 5% balances"}
        testId="recommended-rate"
      />
      <Stat
        label="Inflation"
        value={formatInflation(simulation.inflation.percent)}
        detail="Estimated, a year"
        tone={simulation.inflation.percent <= 2 && simulation.inflation.percent >= 0 ? "good" : simulation.inflation.percent > 4 ? "bad" : undefined}
        testId="inflation"
      />
      <Stat
        label="Budget balance"
        value={formatMoney(balance.central)}
        detail={`Range ${formatMoney(balance.low)} to ${formatMoney(balance.high)}`}
        tone={balance.central >= 0 ? "good" : "bad"}
        testId="budget-balance"
      />
    </div>
  );
}
