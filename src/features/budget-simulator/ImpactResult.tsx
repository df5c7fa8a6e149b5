import type { ImpactSide, PersonalImpact } from "../../../convex/domain/economy";
import { gbp } from "../../lib/format";
import { cn } from "../../lib/cn";

function Side({ title, side }: { title: string; side: ImpactSide }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        {side.lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-300">{line.label}</dt>
            <dd className="tabular-nums">{gbp.format(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">
          <dt>Total</dt>
          <dd className="tabular-nums">{gbp.format(side.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Today's taxes against the transaction tax (less the dividend) for one period. */
export function ImpactResult({ impact }: { impact: PersonalImpact }) {
  const per = impact.period === "monthly" ? "a month" : "a year";
  const better = impact.betterOffBy >= 0;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2">
        <Side title={`Today (${impact.taxYear})`} side={impact.today} />
        <Side title={`Transaction tax at ${impact.taxRatePercent.toFixed(1)}%`} side={impact.transactionTax} />
      </div>
      {impact.dividend > 0 && (
        <p className="text-sm">Tax-free dividend received: <strong className="tabular-nums">{gbp.format(impact.dividend)}</strong> {per}</p>
      )}
      <p
        data-testid="impact-result"
        className={cn(
          "rounded-lg px-4 py-3 font-semibold",
          better ? "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100" : "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
        )}
      >
        {better ? "Better off by " : "Worse off by "}
        <span className="tabular-nums">{gbp.format(Math.abs(impact.betterOffBy))}</span> {per}
      </p>
    </div>
  );
}
