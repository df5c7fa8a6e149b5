import { simulateBudget } from "@convex/domain/economy/budget";
import {
  DEMAND_PRESSURE_LABEL,
  PACKAGE_BALANCE_LABEL,
  PRICE_FIGURE_LABEL,
  describePriceRise,
  formatBalanceRange,
  formatPricePressure,
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

/** The budget-impact bridge: what the chosen policies mean for the budget at the current settings. */
export function BudgetBridgeCard({ policies }: Props) {
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
            <Row label="Your policies" value={formatMoney(sim.spending.policyTotal)} />
            <Row label="Citizen dividend" value={formatMoney(sim.spending.dividendCost)} />
            <Row
              label={`Revenue at ${formatRate(taxRate)}`}
              value={formatMoney(sim.revenue.central)}
            />
            <Row
              label={PACKAGE_BALANCE_LABEL}
              value={formatBalanceRange(sim.balance)}
              tone={balanceRangeTone(sim.balance)}
            />
            <Row label={PRICE_FIGURE_LABEL} value={describePriceRise(sim.priceRise)} />
            <Row label={DEMAND_PRESSURE_LABEL} value={formatPricePressure(sim.inflation.percent)} />
          </dl>
          <PriceFigureNote className="mt-2" />
        </>
      );
    } catch (error) {
      console.error(error);
      body = (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          Error Loading Budget Data
        </p>
      );
    }
  }
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Budget impact</h2>
      <p className="mb-3 mt-1 text-sm text-slate-600 dark:text-slate-300">
        At your current tax rate and dividend. Fine-tune both in the simulator.
      </p>
      {body}
    </Card>
  );
}
