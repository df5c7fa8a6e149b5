import { memo } from "react";
import type { BudgetSimulation } from "@convex/domain/economy/budget";
import {
  formatSignedMoney,
  formatMoney,
  formatPercent,
  formatRate,
} from "@convex/domain/economy/format";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import { balanceRangeTone, toneClass, type Tone } from "@/lib/tone";
import { figuresMessages } from "@/i18n/messages/figures";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useEconomyWords } from "@/i18n/economyWords";
import { T, useT } from "@/i18n/react";
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
  detail?: React.ReactNode;
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
 * and the assumptions one click away. Drawn again only when its figures change, not on each
 * of the page's renders (the sign-in state, the consent, a press: issue 42).
 */
export const Dashboard = memo(function Dashboard({ simulation, policyCostBn }: Props) {
  const t = useT(simulatorMessages, figuresMessages);
  const words = useEconomyWords();
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
          label={t("simulator.totalCost")}
          value={formatMoney(policyCostBn * 1e9)}
          detail={t("simulator.totalCostDetail")}
          testId="total-policy-cost"
        />
        <Stat
          label={t("simulator.recommendedRate")}
          value={
            recommended.status === "balanced"
              ? formatRate(recommended.ratePercent)
              : t("simulator.aboveMax")
          }
          detail={words.recommendedRate(simulation.recommendedTaxRateRange)}
          testId="recommended-rate"
        />
        <Stat
          label={t("simulator.priceFigure")}
          value={formatPercent(simulation.priceRise.central)}
          detail={`${t("simulator.priceRange", {
            low: formatPercent(simulation.priceRise.low),
            high: formatPercent(simulation.priceRise.high),
          })} ${t("figures.priceCaveat")}`}
          testId="price-rise"
        />
        <Stat
          label={t("simulator.packageBalance")}
          value={
            <T
              id="simulator.balanceRange"
              values={{
                low: formatSignedMoney(balance.low),
                high: formatSignedMoney(balance.high),
              }}
              components={{
                0: <span className="whitespace-nowrap" />,
                1: <span className="whitespace-nowrap" />,
              }}
            />
          }
          detail={
            <>
              {capitalise(words.centralBalance(balance))}{" "}
              {t("simulator.balanceCentral", {
                central: formatMoney(balance.central),
                percent: simulation.balancePercentOfGdp.toFixed(1),
              })}{" "}
              {t("simulator.balanceMeaning")}
            </>
          }
          tone={balanceRangeTone(balance)}
          testId="budget-balance"
        />
      </div>
      <p data-testid="budget-scope" className="text-sm text-slate-700 dark:text-slate-200">
        {t("simulator.scope", {
          spending: formatMoney(simulation.assumptions.governmentBaseline),
        })}{" "}
        <span data-testid="uk-borrowing">{words.ukBorrowing()}</span>{" "}
        {replacing.status === "out-of-range"
          ? t("simulator.replacingOut", { max: formatMoney(replacing.maxRevenue) })
          : t("simulator.replacing", { rate: formatRate(replacing.ratePercent) })}
      </p>
      <p data-testid="demand-pressure" className="text-xs text-slate-600 dark:text-slate-400">
        {t("simulator.demandPressure", {
          value: words.pressure(simulation.inflation.percent),
          high: words.pressure(simulation.inflationRange.high),
          low: words.pressure(simulation.inflationRange.low),
        })}{" "}
        {t("simulator.demandCaveat")}
      </p>
      <AssumptionsPanel simulation={simulation} />
    </div>
  );
});
