import {
  explainerExample,
  describeBalance,
  describeRange,
  formatMoney,
} from "@convex/domain/economy";
import { gbp } from "@/lib/format";

const example = explainerExample();
const signed = (value: number) => `${value < 0 ? "−" : "+"}${gbp.format(Math.abs(value))}`;

/**
 * Step 5: the spec's example (£9,600 at 1.3%) computed by the simulator's own model, what
 * 1.3% does pay for, and a person on £36,000 under that affordable dividend.
 */
export function ComparisonStep() {
  const { simulation, affordableDividend, personAffordable: person } = example;
  const range = person.range.betterOffBy;
  const amountOf = (key: string) =>
    person.transactionTax.lines.find((entry) => entry.key === key)?.amount ?? 0;
  return (
    <div className="space-y-4">
      <p>
        The example uses an annual citizen dividend of <strong>£9,600</strong> and a transaction tax
        of <strong>1.3 percent</strong>, with no extra policies.
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="explainer-budget">
        £9,600 for each of 54.5 million adults costs {formatMoney(simulation.spending.dividendCost)}{" "}
        a year. 1.3% raises {describeRange(simulation.revenue)} once people and markets respond, so
        the example does not add up: {describeBalance(simulation.balance)}. What 1.3% does pay for
        is a dividend of about {gbp.format(Math.floor(affordableDividend.central))} (range{" "}
        {gbp.format(affordableDividend.low)} to {gbp.format(affordableDividend.high)}). These are
        the figures the simulator shows at the same settings.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
          <h3 className="font-semibold">Current system</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            A person earning {gbp.format(36_000)} who spends {gbp.format(27_000)} (rent included)
            pays {gbp.format(person.today.total)} a year in income tax, National Insurance and VAT.
            Those taxes stay: they pay for today&apos;s public spending.
          </p>
        </div>
        <div className="rounded-lg bg-teal-50 p-4 dark:bg-teal-950/50">
          <h3 className="font-semibold">Transaction tax system</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            At 1.3% they also pay {gbp.format(amountOf("ownPurchases"))} directly on their own
            purchases, {gbp.format(amountOf("prices"))} through higher prices,{" "}
            {gbp.format(amountOf("pay"))} through lower pay and{" "}
            {gbp.format(
              person.transactionTax.total -
                amountOf("ownPurchases") -
                amountOf("prices") -
                amountOf("pay"),
            )}{" "}
            through their other payments, savings and investments (
            {gbp.format(person.transactionTax.total)} in all), and receive a citizen dividend of{" "}
            {gbp.format(person.dividend)}: {signed(person.betterOffBy)} a year (range{" "}
            {signed(range.low)} to {signed(range.high)}).
          </p>
        </div>
      </div>
    </div>
  );
}
