import {
  GAUGE_CAVEAT,
  describeGauge,
  type BudgetSimulation,
  type GaugeLabel,
} from "@convex/domain/economy";
import { cn } from "@/lib/cn";

const TONES: Record<GaugeLabel, string> = {
  "Balances in every scenario": "bg-green-600",
  "Balances in most scenarios": "bg-teal-600",
  "Balances in some scenarios": "bg-amber-500",
  "Balances in no scenario": "bg-red-600",
};

/**
 * The gauge: in how many scenarios of the model's assumption grid (each part of the tax
 * base at its low, central or high calibration) the package pays for itself.
 */
export function GaugeMeter({ simulation }: { simulation: BudgetSimulation | null }) {
  const gauge = simulation?.gauge ?? null;
  const score = gauge ? gauge.score : 0;
  const label = gauge?.label ?? "…";
  return (
    <div className="mt-6 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <span className="text-sm font-medium">Does the package pay for itself?</span>
        <span data-testid="gauge-label" className="text-sm font-bold">
          {label}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Scenarios in which the package balances"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={gauge ? `${describeGauge(gauge)}, ${label}` : "…"}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none",
            gauge ? TONES[gauge.label] : "bg-slate-400",
          )}
          style={{ width: `${score}%` }}
        />
      </div>
      <p data-testid="gauge-detail" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {gauge
          ? `${describeGauge(gauge)}: each part of the tax base that changes the outcome at the model's low, central or high assumptions. ${GAUGE_CAVEAT}`
          : "…"}
      </p>
    </div>
  );
}
