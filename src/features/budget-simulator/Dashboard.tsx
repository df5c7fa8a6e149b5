import type { BudgetSimulation } from "@convex/domain/economy";
import {
  DEMAND_PRESSURE_CAVEAT,
  DEMAND_PRESSURE_LABEL,
  PACKAGE_BALANCE_LABEL,
  PACKAGE_BALANCE_MEANING,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_LABEL,
  describeCentralBalance,
  describeRecommendedRate,
  describeUkBorrowing,
  formatSignedMoney,
  formatMoney,
  formatPercent,
  formatPricePressure,
  formatRate,
} from "@convex/domain/economy";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import { balanceRangeTone, toneClass, type Tone } from "@/lib/tone";
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
  value: React.ReactNode;
  detail?: string;
  tone?: Tone;
  testId: string;
}) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">
        {label}
      </p>
      <p
        data-testid={testId}
        className={cn("mt-1 text-2xl font-bold tabular-nums", toneClass(tone))}
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Total policy cost, recommended rate, the price figure and the package balance (spec 2.3,
 * reframed by issue 24): the rate, prices and the balance always with their range, today's
 * borrowing beside the balance, the demand-pressure rule of thumb secondary and labelled,
 * and the assumptions one click away.
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
          label={PRICE_FIGURE_LABEL}
          value={formatPercent(simulation.priceRise.central)}
          detail={`Range ${formatPercent(simulation.priceRise.low)} to ${formatPercent(simulation.priceRise.high)}. ${PRICE_FIGURE_CAVEAT}`}
          testId="price-rise"
        />
        <Stat
          label={PACKAGE_BALANCE_LABEL}
          value={
            <>
              <span className="whitespace-nowrap">{formatSignedMoney(balance.low)}</span> to{" "}
              <span className="whitespace-nowrap">{formatSignedMoney(balance.high)}</span>
            </>
          }
          detail={`${capitalise(describeCentralBalance(balance))} (${formatMoney(balance.central)}, ${simulation.balancePercentOfGdp.toFixed(1)}% of GDP). ${PACKAGE_BALANCE_MEANING}`}
          tone={balanceRangeTone(balance)}
          testId="budget-balance"
        />
      </div>
      <p data-testid="budget-scope" className="text-sm text-slate-700 dark:text-slate-200">
        The tax pays for the dividend and your policies; today&apos;s taxes and borrowing pay for
        today&apos;s {formatMoney(simulation.assumptions.governmentBaseline)} of public spending.{" "}
        <span data-testid="uk-borrowing">{describeUkBorrowing()}</span>{" "}
        {replacing.status === "out-of-range"
          ? `Replacing today's taxes instead is out of reach: no rate up to 5% raises enough (at most ${formatMoney(replacing.maxRevenue)} a year in the central case).`
          : `Replacing today's taxes instead would need ${formatRate(replacing.ratePercent)}.`}
      </p>
      <p data-testid="demand-pressure" className="text-xs text-slate-600 dark:text-slate-400">
        {DEMAND_PRESSURE_LABEL}: {formatPricePressure(simulation.inflation.percent)} (range{" "}
        {formatPricePressure(simulation.inflationRange.high)} to{" "}
        {formatPricePressure(simulation.inflationRange.low)}). {DEMAND_PRESSURE_CAVEAT}
      </p>
      <AssumptionsPanel simulation={simulation} />
    </div>
  );
}
