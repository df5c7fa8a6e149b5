import { explainerExample, formatMoney } from "@convex/domain/economy";
import { gbp } from "@/lib/format";
import { useEconomyWords } from "@/i18n/economyWords";
import { economyMessages } from "@/i18n/messages/economy";
import { T, useT } from "@/i18n/react";

const signed = (value: number) => `${value < 0 ? "−" : "+"}${gbp.format(Math.abs(value))}`;

/**
 * Step 5: the spec's example (£9,600 at 1.3%) computed by the simulator's own model, what
 * 1.3% does pay for, and a person on £36,000 under that affordable dividend.
 */
export function ComparisonStep() {
  const t = useT(economyMessages);
  const words = useEconomyWords();
  const example = explainerExample();
  const { simulation, affordableDividend, personAffordable: person } = example;
  const rate = String(example.taxRatePercent);
  const dividend = gbp.format(example.dividend);
  const range = person.range.betterOffBy;
  const amountOf = (key: string) =>
    person.transactionTax.lines.find((entry) => entry.key === key)?.amount ?? 0;
  const other =
    person.transactionTax.total - amountOf("ownPurchases") - amountOf("prices") - amountOf("pay");
  return (
    <div className="space-y-4">
      <p>
        <T
          id="economy.example"
          values={{ dividend, rate }}
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="explainer-budget">
        {t("economy.exampleBudget", {
          dividend,
          rate,
          cost: formatMoney(simulation.spending.dividendCost),
          revenue: words.range(simulation.revenue),
          balance: words.balance(simulation.balance),
          affordable: gbp.format(Math.floor(affordableDividend.central)),
          low: gbp.format(affordableDividend.low),
          high: gbp.format(affordableDividend.high),
        })}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
          <h3 className="font-semibold">{t("economy.currentSystem")}</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            {t("economy.currentPerson", {
              salary: gbp.format(36_000),
              spending: gbp.format(27_000),
              today: gbp.format(person.today.total),
            })}
          </p>
        </div>
        <div className="rounded-lg bg-teal-50 p-4 dark:bg-teal-950/50">
          <h3 className="font-semibold">{t("economy.taxSystem")}</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            {t("economy.taxPerson", {
              rate,
              own: gbp.format(amountOf("ownPurchases")),
              prices: gbp.format(amountOf("prices")),
              pay: gbp.format(amountOf("pay")),
              other: gbp.format(other),
              total: gbp.format(person.transactionTax.total),
              dividend: gbp.format(person.dividend),
              net: signed(person.betterOffBy),
              low: signed(range.low),
              high: signed(range.high),
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
