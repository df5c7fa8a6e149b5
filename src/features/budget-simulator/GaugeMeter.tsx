import type { BudgetSimulation } from "@convex/domain/economy";
import { cn } from "@/lib/cn";

const TONES: Record<string, string> = {
  "Sweet Spot": "bg-green-600",
  "Near Optimal": "bg-teal-600",
  Moderate: "bg-amber-500",
  "Off Target": "bg-red-600",
};

/** The budget gauge: score 0–100 and the spec's label (Sweet Spot, Near Optimal, Moderate, Off Target). */
export function GaugeMeter({ simulation }: { simulation: BudgetSimulation | null }) {
  const score = simulation ? Math.round(simulation.gauge.score) : 0;
  const label = simulation?.gauge.label ?? "…";
  return (
    <div className="mt-6 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium">Budget health</span>
        <span data-testid="gauge-label" className="text-sm font-bold">
          {label}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Budget health"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} out of 100, ${label}`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none",
            TONES[label] ?? "bg-slate-400",
          )}
          style={{ width: `${score}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{score} / 100</p>
    </div>
  );
}
