import { formatPercent } from "@convex/domain/economy/format";
import type { PackageBalance } from "@convex/domain/economy/budget";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { Card, CardContent, CardHeader } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import { gbp } from "@/lib/format";
import { balanceRangeTone, toneClass } from "@/lib/tone";
import { useT } from "@/i18n/react";
import { bindMessages } from "@/i18n/messages/bind";
import { balanceRangeWords, centralBalanceWords, priceRangeWords } from "./economyWords";

interface Props {
  taxRate: number;
  dividend: number;
  simulation: PackageBalance | null;
}

/**
 * Spec 2.3: tax 1 decimal, dividend GBP no decimals, the package balance led by its range
 * (green when all of it is a surplus, red when all of it is a deficit, neutral when it spans zero) and the one price figure with its range and caveat.
 */
export function EconomicSettings({ taxRate, dividend, simulation }: Props) {
  const t = useT(bindMessages);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t("bind.economy.title")}</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          <Item label={t("bind.economy.taxRate")} testId="bind-tax-rate">
            {taxRate.toFixed(1)}%
          </Item>
          <Item label={t("bind.economy.dividend")} testId="bind-dividend">
            {gbp.format(dividend)}
          </Item>
          <Item
            label={t("bind.economy.balance")}
            testId="bind-balance"
            className={simulation ? toneClass(balanceRangeTone(simulation.balance)) : ""}
            detail={simulation ? centralBalanceWords(t, simulation.balance) : undefined}
          >
            {simulation ? (
              balanceRangeWords(t, simulation.balance)
            ) : (
              <Skeleton className="h-7 w-24" />
            )}
          </Item>
          <Item
            label={t("bind.economy.priceRise")}
            testId="bind-price-rise"
            detail={simulation ? priceRangeWords(t, simulation.priceRise) : undefined}
          >
            {simulation ? (
              formatPercent(simulation.priceRise.central)
            ) : (
              <Skeleton className="h-7 w-16" />
            )}
          </Item>
        </dl>
        <PriceFigureNote className="mt-3" />
      </CardContent>
    </Card>
  );
}

function Item(props: {
  label: string;
  testId: string;
  className?: string;
  detail?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{props.label}</dt>
      <dd
        data-testid={props.testId}
        className={cn("mt-1 text-xl font-bold tabular-nums", props.className)}
      >
        {props.children}
      </dd>
      {props.detail && (
        <dd
          data-testid={`${props.testId}-detail`}
          className="mt-0.5 text-xs text-slate-600 dark:text-slate-400"
        >
          {props.detail}
        </dd>
      )}
    </div>
  );
}
