import type { PressureModifiers } from "./types";

/**
 * Pressure modifiers in a fixed order: short-term demand, short-term supply, bottleneck
 * risk, import leakage (each 0 to 1) and the lag in months before the pressure bites.
 */
export function pm(
  shortTermDemand: number,
  shortTermSupply: number,
  bottleneckRisk: number,
  importLeakage: number,
  timeLagMonths: number,
): PressureModifiers {
  return { shortTermDemand, shortTermSupply, bottleneckRisk, importLeakage, timeLagMonths };
}
