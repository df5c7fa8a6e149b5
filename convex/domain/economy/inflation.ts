/**
 * Inflation estimate (spec 9): a part driven by the budget gap plus a cost-weighted
 * policy pressure adjustment. Percent a year; the figure is the inflation the budget
 * adds, not headline CPI.
 */

/**
 * How a policy's spending presses on prices (spec 3). The first four are scores from 0
 * (none) to 1 (strong), clamped to that range; the lag is months until it bites.
 * Structurally the same as the catalogue's `PressureModifiers`.
 */
export interface PressureModifiers {
  shortTermDemand: number;
  shortTermSupply: number;
  bottleneckRisk: number;
  importLeakage: number;
  timeLagMonths: number;
}

/** A policy as the inflation estimate sees it: yearly cost and optional pressure. */
export interface PressuredPolicy {
  costBn: number;
  pressure?: PressureModifiers | null;
}

/** Spec 9: the budget gap (share of spending) is scaled by -10 into percentage points. */
export const BALANCE_INFLATION_SCALE = -10;
/** Spec 9: lower clamp of the balance-driven part, percent. */
export const BALANCE_INFLATION_FLOOR_PERCENT = -2;
/** Spec 9: upper clamp of the balance-driven part, percent. */
export const BALANCE_INFLATION_CAP_PERCENT = 9;
/** Spec 9: weight of import leakage in a policy's pressure (it relieves domestic prices). */
export const IMPORT_LEAKAGE_WEIGHT = 0.3;
/** Spec 9: months over which a policy's pressure fades in (1 − months / 24). */
export const TIME_LAG_HORIZON_MONTHS = 24;
/** Spec 9: the time-lag factor never falls below this. */
export const MIN_TIME_LAG_FACTOR = 0.2;
/** Spec 9: the cost-weighted average pressure is multiplied by this, percentage points. */
export const PRESSURE_ADJUSTMENT_SCALE = 0.3;

export interface InflationEstimate {
  /** Balance part plus pressure adjustment, rounded to one decimal, percent. */
  percent: number;
  /** Gap-driven part, clamped to -2..9, percent (unrounded). */
  fromBalancePercent: number;
  /** Policy pressure adjustment, percentage points (unrounded). */
  pressureAdjustmentPercent: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function clampScore(score: number): number {
  return Number.isFinite(score) ? clamp(score, 0, 1) : 0;
}

/** Round to one decimal place. */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10 + 0; // + 0 turns -0 into 0
}

/** Spec 9: max(0.2, 1 − months / 24); negative lags count as none. */
export function calculateTimeLagFactor(timeLagMonths: number): number {
  const months = Number.isFinite(timeLagMonths) ? Math.max(0, timeLagMonths) : 0;
  return Math.max(MIN_TIME_LAG_FACTOR, 1 - months / TIME_LAG_HORIZON_MONTHS);
}

/** One policy's pressure: (demand − supply + bottleneck − 0.3 × leakage) × lag factor. */
export function calculatePolicyPressure(modifiers: PressureModifiers): number {
  const raw =
    clampScore(modifiers.shortTermDemand) -
    clampScore(modifiers.shortTermSupply) +
    clampScore(modifiers.bottleneckRisk) -
    IMPORT_LEAKAGE_WEIGHT * clampScore(modifiers.importLeakage);
  return raw * calculateTimeLagFactor(modifiers.timeLagMonths);
}

/**
 * Spec 9: pressure of each policy weighted by its cost, averaged, times 0.3. Policies
 * without pressure data, or with no positive cost, carry no weight; none gives 0.
 */
export function calculatePressureAdjustment(policies: readonly PressuredPolicy[]): number {
  let weightedPressure = 0;
  let totalWeight = 0;
  for (const policy of policies) {
    if (!policy.pressure || !(policy.costBn > 0)) continue;
    weightedPressure += policy.costBn * calculatePolicyPressure(policy.pressure);
    totalWeight += policy.costBn;
  }
  if (totalWeight === 0) return 0;
  return PRESSURE_ADJUSTMENT_SCALE * (weightedPressure / totalWeight);
}

/**
 * Spec 9: −10 × (revenue − spend) / spend, clamped to −2..9. A deficit of 10% of spending
 * adds one point; a budget with no revenue hits the cap of 9.
 */
export function estimateInflationFromBalance(balance: number, totalSpend: number): number {
  const gapShare = balance / Math.max(Math.abs(totalSpend), 1);
  const scaled = BALANCE_INFLATION_SCALE * gapShare + 0; // + 0 turns -0 into 0
  return clamp(scaled, BALANCE_INFLATION_FLOOR_PERCENT, BALANCE_INFLATION_CAP_PERCENT);
}

/** The full inflation estimate for a budget balance, its spending and its policies. */
export function estimateInflation(input: {
  balance: number;
  totalSpend: number;
  policies: readonly PressuredPolicy[];
}): InflationEstimate {
  const fromBalancePercent = estimateInflationFromBalance(input.balance, input.totalSpend);
  const pressureAdjustmentPercent = calculatePressureAdjustment(input.policies);
  return {
    percent: roundToOneDecimal(fromBalancePercent + pressureAdjustmentPercent),
    fromBalancePercent,
    pressureAdjustmentPercent,
  };
}
