import {
  WAGE_PAYMENT_INCIDENCE_ON_PAY,
  type ImpactSide,
  type PersonalImpact,
} from "@convex/domain/economy";
import { gbp } from "@/lib/format";
import { cn } from "@/lib/cn";

/** Pounds with a true minus for reductions (the marriage allowance). */
const pounds = (amount: number) =>
  amount < 0 ? `−${gbp.format(Math.abs(amount))}` : gbp.format(amount);

function Side({ title, side, note }: { title: string; side: ImpactSide; note?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <h3 className="text-sm font-semibold">{title}</h3>
      {note && <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      <dl className="mt-2 space-y-1 text-sm">
        {side.lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-300">{line.label}</dt>
            <dd className="tabular-nums">{pounds(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">
          <dt>Total</dt>
          <dd className="tabular-nums">{pounds(side.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** How the tax reaches the person: the stated taxed share, pass-through and price rise. */
function IncidenceNote({ impact }: { impact: PersonalImpact }) {
  const incidence = impact.incidence;
  if (!incidence) return null;
  const wages = impact.wageIncidence;
  const per = impact.period === "monthly" ? "a month" : "a year";
  return (
    <p data-testid="impact-incidence" className="text-xs text-slate-600 dark:text-slate-400">
      Same assumptions as the budget: {percent(incidence.taxedShare.central)} of your payments are
      still taxed at this rate (the rest moves to cash, netting or does not happen). Businesses pay
      the tax on about {incidence.stagesPerPound.central.toFixed(1)} pounds of their own payments
      behind each pound you spend and pass {percent(incidence.passThrough.central)} of it on (range{" "}
      {percent(incidence.passThrough.low)} to {percent(incidence.passThrough.high)}), so prices rise
      about {incidence.priceRisePercent.central.toFixed(1)}% (range{" "}
      {incidence.priceRisePercent.low.toFixed(1)}% to {incidence.priceRisePercent.high.toFixed(1)}
      %).{" "}
      {wages && wages.central > 0 && (
        <>
          Your employer pays the tax on your salary too, and{" "}
          {percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.central)} of it falls on your pay (range{" "}
          {percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.low)} to{" "}
          {percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.high)}, the OBR&apos;s assumption for employer NI),
          less the income tax and NI no longer due on it: about {gbp.format(wages.central)} {per}{" "}
          (range {gbp.format(wages.low)} to {gbp.format(wages.high)}).
        </>
      )}
    </p>
  );
}

/** Today's taxes against the transaction tax (every channel) and the citizen dividend. */
export function ImpactResult({ impact }: { impact: PersonalImpact }) {
  const per = impact.period === "monthly" ? "a month" : "a year";
  const better = impact.betterOffBy >= 0;
  const stays = impact.scope === "dividend-and-policies";
  const range = impact.range.betterOffBy;
  const signed = (value: number) => `${value < 0 ? "−" : "+"}${gbp.format(Math.abs(value))}`;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2">
        <Side
          title={`Today (${impact.taxYear})`}
          side={impact.today}
          note={
            stays ? "Unchanged: today's taxes and borrowing pay for today's spending" : undefined
          }
        />
        <Side
          title={`Transaction tax at ${impact.taxRatePercent.toFixed(1)}%`}
          side={impact.transactionTax}
          note={stays ? "Added on top of today's taxes" : undefined}
        />
      </div>
      {impact.repayments && (
        <Side
          title="Student loan repayments"
          side={impact.repayments}
          note="Not a tax: the same under the transaction tax, so left out of the comparison"
        />
      )}
      <IncidenceNote impact={impact} />
      {impact.notes.length > 0 && (
        <ul
          data-testid="impact-notes"
          className="list-disc space-y-1 pl-5 text-xs text-slate-600 dark:text-slate-400"
        >
          {impact.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {impact.dividend > 0 && (
        <p className="text-sm">
          Citizen dividend received (tax-free):{" "}
          <strong className="tabular-nums">{gbp.format(impact.dividend)}</strong> {per}
        </p>
      )}
      <div
        className={cn(
          "rounded-lg px-4 py-3",
          better
            ? "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
            : "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
        )}
      >
        <p data-testid="impact-result" className="font-semibold">
          {better ? "Better off by " : "Worse off by "}
          <span className="tabular-nums">{gbp.format(Math.abs(impact.betterOffBy))}</span> {per}
        </p>
        <p data-testid="impact-range" className="text-sm">
          Range {signed(range.low)} to {signed(range.high)} {per}
          {stays
            ? ": the citizen dividend less the transaction tax you bear through every channel above."
            : "."}
        </p>
      </div>
    </div>
  );
}
