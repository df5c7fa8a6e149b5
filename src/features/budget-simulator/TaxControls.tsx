import { memo } from "react";
import { DIVIDEND_SLIDER, TAX_RATE_SLIDER } from "@convex/domain/economy/sliders";
import type { BudgetSimulation } from "@convex/domain/economy/budget";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Slider } from "@/components/ui/Slider";
import { gbp } from "@/lib/format";
import { setDividend, setLocked, setTaxRate, type TaxSettings } from "@/lib/taxSettings";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useT } from "@/i18n/react";
import { GaugeMeter } from "./GaugeMeter";

interface Props {
  settings: TaxSettings;
  simulation: BudgetSimulation | null;
}

/**
 * Transaction tax and dividend sliders (ids tax-rate, dividend), the lock and the gauge;
 * drawn again only when the settings or the figures change (issue 42).
 */
export const TaxControls = memo(function TaxControls({ settings, simulation }: Props) {
  const { taxRate, dividend, locked } = settings;
  const t = useT(simulatorMessages);
  // The payment's one name (docs/economy-model.md, "One name"), CITIZEN_DIVIDEND_NAME's words.
  const dividendLabel = t("simulator.dividend");
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("simulator.setTax")}</h2>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={locked}
          onClick={() => setLocked(!locked)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <rect x="4" y="9" width="12" height="8" rx="1.5" />
            <path
              d={locked ? "M7 9V6a3 3 0 0 1 6 0v3" : "M7 9V6a3 3 0 0 1 5.8-1"}
              strokeLinecap="round"
            />
          </svg>
          {t(locked ? "simulator.unlock" : "simulator.lock")}
        </Button>
      </div>
      {locked && (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{t("simulator.locked")}</p>
      )}
      <div className="mt-5 space-y-6">
        <div>
          <div className="mb-2 flex items-baseline justify-between">
            <label htmlFor="tax-rate" className="font-medium">
              {t("simulator.taxRate")}
            </label>
            <output data-testid="tax-rate-value" className="text-xl font-bold tabular-nums">
              {taxRate.toFixed(1)}%
            </output>
          </div>
          <Slider
            id="tax-rate"
            label={t("simulator.taxRate")}
            valueText={t("simulator.taxRateValue", { rate: taxRate.toFixed(2) })}
            value={taxRate}
            min={TAX_RATE_SLIDER.min}
            max={TAX_RATE_SLIDER.max}
            step={TAX_RATE_SLIDER.step}
            disabled={locked}
            onValueChange={setTaxRate}
          />
          <p className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
            <span>0%</span>
            <span>5%</span>
          </p>
        </div>
        <div>
          <div className="mb-2 flex items-baseline justify-between">
            <label htmlFor="dividend" className="font-medium">
              {dividendLabel}
            </label>
            <output data-testid="dividend-value" className="text-xl font-bold tabular-nums">
              {gbp.format(dividend)}
            </output>
          </div>
          <Slider
            id="dividend"
            label={dividendLabel}
            valueText={t("simulator.dividendValue", { amount: gbp.format(dividend) })}
            value={dividend}
            min={DIVIDEND_SLIDER.min}
            max={DIVIDEND_SLIDER.max}
            step={DIVIDEND_SLIDER.step}
            disabled={locked}
            onValueChange={setDividend}
          />
          <p className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
            <span>£0</span>
            <span>{t("simulator.dividendMax", { amount: gbp.format(DIVIDEND_SLIDER.max) })}</span>
          </p>
        </div>
      </div>
      <GaugeMeter simulation={simulation} />
    </Card>
  );
});
