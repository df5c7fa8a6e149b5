import type { BudgetSimulation } from "@convex/domain/economy";
import {
  describeBalance,
  describeRecommendedRate,
  formatMoney,
  formatPricePressure,
  formatRate,
} from "@convex/domain/economy";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import { AssumptionsPanel } from "./AssumptionsPanel";

interface Props {
  simulation: BudgetSimulation | null;
  /** Sum of the chosen policies' costs, £bn. */
  policyCostBn: number | null;
}

function Stat({
  label,
  value,
  detail,
  tone,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: "good" | "bad";
  testId: string;
}) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">
        {label}
      </p>
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
      {detail && (
        <p
          data-testid={`${testId}-detail`}
          className="mt-1 text-xs text-slate-600 dark:text-slate-400"
        >
          {detail}
        </p>
      )}
    </Card>
  );
}

/**
 * Total policy cost, recommended rate, price pressure and balance (spec 2.3); the rate and
 * the balance always with their range in words, and the assumptions one click away.
 */
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
  const replacing = simulation.replacingTodaysTaxes;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Total policy cost"
          value={formatMoney(policyCostBn * 1e9)}
          detail="A year, from your chosen policies"
          testId="total-policy-cost"
        />
        <Stat
          label="Recommended rate"
          value={
            recommended.status === "balanced" ? formatRate(recommended.ratePercent) : "Above 5%"
          }
          detail={describeRecommendedRate(simulation.recommendedTaxRateRange)}
          testId="recommended-rate"
        />
        <Stat
          label="Price pressure"
          value={formatPricePressure(simulation.inflation.percent)}
          detail={`Range ${formatPricePressure(simulation.inflationRange.high)} to ${formatPricePressure(simulation.inflationRange.low)}. A rule of thumb, not an inflation forecast: 0 when balanced. Balance is ${simulation.balancePercentOfGdp.toFixed(1)}% of GDP.`}
          testId="inflation"
        />
        <Stat
          label="Budget balance"
          value={formatMoney(balance.central)}
          detail={describeBalance(balance)}
          tone={balance.central >= 0 ? "good" : "bad"}
          testId="budget-balance"
        />
      </div>
      <p data-testid="budget-scope" className="text-sm text-slate-700 dark:text-slate-200">
        The tax pays for the dividend and your policies; today&apos;s taxes keep paying for
        today&apos;s {formatMoney(simulation.assumptions.governmentBaseline)} of public spending.{" "}
        {replacing.status === "out-of-range"
          ? `Replacing today's taxes instead is out of reach: no rate up to 5% raises enough (at most ${formatMoney(replacing.maxRevenue)} a year in the central case).`
          : `Replacing today's taxes instead would need ${formatRate(replacing.ratePercent)}.`}
      </p>
      <AssumptionsPanel simulation={simulation} />
    </div>
  );
}
