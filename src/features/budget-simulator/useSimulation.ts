import { useMemo } from "react";
import { useDebounced } from "@/lib/useDebounced";
import type { Doc } from "@convex/_generated/dataModel";
import { simulateBudget, type BudgetSimulation } from "@convex/domain/economy/budget";
import { toBudgetPolicy } from "@convex/domain/economy/costs";

/** Spec 9: recalculation debounce in the simulator. */
export const RECALC_DEBOUNCE_MS = 300;

/**
 * The budget simulation for the chosen policies, recomputed 300 ms after the tax rate or
 * dividend stops changing (spec 4, 9).
 */
export function useSimulation(
  taxRate: number,
  dividend: number,
  policies: Doc<"policies">[] | undefined,
) {
  const rate = useDebounced(taxRate, RECALC_DEBOUNCE_MS);
  const amount = useDebounced(dividend, RECALC_DEBOUNCE_MS);
  return useMemo<BudgetSimulation | null>(() => {
    if (policies === undefined) return null;
    return simulateBudget({
      taxRatePercent: rate,
      dividend: amount,
      policies: policies.map(toBudgetPolicy),
    });
  }, [rate, amount, policies]);
}
