import { EXPLAINER_EXAMPLE, formatMoney } from "../../../convex/domain/economy";
import { gbp } from "../../lib/format";

const example = EXPLAINER_EXAMPLE;

/** Step 5: today's taxes against the transaction-tax system, with the model's worked example. */
export function ComparisonStep() {
  const { person, simulation } = example;
  return (
    <div className="space-y-4">
      <p>
        The example uses an Annual Citizen Dividend of <strong>£9,600</strong> and a transaction tax of{" "}
        <strong>1.3 percent</strong>, with no extra policies.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
          <h3 className="font-semibold">Current system</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            A person earning {gbp.format(36_000)} pays {gbp.format(person.today.total)} a year in income tax, National Insurance and VAT.
          </p>
        </div>
        <div className="rounded-lg bg-teal-50 p-4 dark:bg-teal-950/50">
          <h3 className="font-semibold">Transaction tax system</h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            The same person pays {gbp.format(person.transactionTax.total)} in transaction tax and receives {gbp.format(person.dividend)},{" "}
            {person.betterOffBy >= 0 ? "ending" : "ending up"} {gbp.format(Math.abs(person.betterOffBy))} a year{" "}
            {person.betterOffBy >= 0 ? "better off" : "worse off"}.
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        For the country, 1.3% raises {formatMoney(simulation.revenue.central)} (range {formatMoney(simulation.revenue.low)} to{" "}
        {formatMoney(simulation.revenue.high)}) against spending of {formatMoney(simulation.spending.totalSpend)}, a balance of{" "}
        {formatMoney(simulation.balance.central)}.
      </p>
    </div>
  );
}
