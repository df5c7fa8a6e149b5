import type { BudgetSimulation } from "@convex/domain/economy/budget";
import type { GaugeLabel } from "@convex/domain/economy/gauge";
import { cn } from "@/lib/cn";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useT } from "@/i18n/react";

const TONES: Record<GaugeLabel, string> = {
  "Balances in every scenario": "bg-green-600",
  "Balances in most scenarios": "bg-teal-600",
  "Balances in some scenarios": "bg-amber-500",
  "Balances in no scenario": "bg-red-600",
};

/** Each of the economy's gauge labels, worded by the catalogue (word for word in English). */
const LABELS = {
  "Balances in every scenario": "simulator.gaugeEvery",
  "Balances in most scenarios": "simulator.gaugeMost",
  "Balances in some scenarios": "simulator.gaugeSome",
  "Balances in no scenario": "simulator.gaugeNone",
} as const satisfies Record<GaugeLabel, string>;

/**
 * The gauge: in how many scenarios of the model's assumption grid (each part of the tax
 * base at its low, central or high calibration) the package pays for itself.
 */
export function GaugeMeter({ simulation }: { simulation: BudgetSimulation | null }) {
  const gauge = simulation?.gauge ?? null;
  const score = gauge ? gauge.score : 0;
  const t = useT(simulatorMessages);
  const label = gauge ? t(LABELS[gauge.label]) : "…";
  const count = gauge
    ? t("simulator.gaugeCount", { balancing: gauge.balancing, scenarios: gauge.scenarios })
    : "…";
  return (
    <div className="mt-6 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <span className="text-sm font-medium">{t("simulator.gaugeQuestion")}</span>
        <span data-testid="gauge-label" className="text-sm font-bold">
          {label}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t("simulator.gaugeMeter")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={gauge ? `${count}, ${label}` : "…"}
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
        {gauge ? `${t("simulator.gaugeDetail", { count })} ${t("simulator.gaugeCaveat")}` : "…"}
      </p>
    </div>
  );
}
