import { simulateBudget } from "@convex/domain/economy/budget";
import {
  formatPercent,
  formatSignedMoney,
  toBudgetPolicy,
  type PressureModifiers,
} from "@convex/domain/economy";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { sanitizeStoredDividend, sanitizeStoredTaxRate } from "@convex/domain/economy/sliders";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { formatMoney, formatRate } from "@/lib/format";
import { readStorage, STORAGE_KEYS } from "@/lib/storage";
import { balanceRangeTone, toneClass, type Tone } from "@/lib/tone";
import { useT } from "@/i18n/react";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

interface Props {
  policies:
    Array<{ costEstimate: string; pressureModifiers?: PressureModifiers | null }> | undefined;
}

function Row({ label, value, tone }: { label: string; value: string; tone?: Tone }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={`font-semibold ${toneClass(tone)}`}>{value}</dd>
    </div>
  );
}

/** Demand pressure's points to one decimal with a sign, as formatPricePressure words them. */
function signedPoints(points: number): string {
  const rounded = Math.round(points * 10) / 10 + 0;
  return `${rounded > 0 ? "+" : ""}${rounded.toFixed(1)}`;
}

/** The budget-impact bridge: what the chosen policies mean for the budget at the current settings. */
export function BudgetBridgeCard({ policies }: Props) {
  const t = useT(policyPickerMessages);
  const taxRate = sanitizeStoredTaxRate(readStorage(STORAGE_KEYS.taxRate));
  const dividend = sanitizeStoredDividend(readStorage(STORAGE_KEYS.dividend));
  let body;
  if (policies === undefined) {
    body = (
      <div className="space-y-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-6" />
        ))}
      </div>
    );
  } else {
    try {
      const sim = simulateBudget({
        taxRatePercent: taxRate,
        dividend,
        policies: policies.map(toBudgetPolicy),
      });
      body = (
        <>
          <dl className="divide-y divide-slate-200 dark:divide-slate-800">
            <Row
              label={t("policyPicker.bridge.policies")}
              value={formatMoney(sim.spending.policyTotal)}
            />
            <Row
              label={t("policyPicker.bridge.dividend")}
              value={formatMoney(sim.spending.dividendCost)}
            />
            <Row
              label={t("policyPicker.bridge.revenue", { rate: formatRate(taxRate) })}
              value={formatMoney(sim.revenue.central)}
            />
            <Row
              label={t("policyPicker.bridge.packageBalance")}
              value={t("policyPicker.bridge.balanceRange", {
                low: formatSignedMoney(sim.balance.low),
                high: formatSignedMoney(sim.balance.high),
              })}
              tone={balanceRangeTone(sim.balance)}
            />
            <Row
              label={t("policyPicker.bridge.priceFigure")}
              value={t("policyPicker.bridge.priceRise", {
                central: formatPercent(sim.priceRise.central),
                low: formatPercent(sim.priceRise.low),
                high: formatPercent(sim.priceRise.high),
              })}
            />
            <Row
              label={t("policyPicker.bridge.demandPressure")}
              value={
                Number.isFinite(sim.inflation.percent)
                  ? t("policyPicker.bridge.points", { value: signedPoints(sim.inflation.percent) })
                  : "–"
              }
            />
          </dl>
          <PriceFigureNote className="mt-2" />
        </>
      );
    } catch (error) {
      console.error(error);
      body = (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {t("policyPicker.bridge.error")}
        </p>
      );
    }
  }
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{t("policyPicker.bridge.title")}</h2>
      <p className="mb-3 mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t("policyPicker.bridge.description")}
      </p>
      {body}
    </Card>
  );
}
