/**
 * Headline figures in the words a visitor reads, always with their range: "-£23.40bn to
 * +£59.22bn; balances in the central case". Shared by the dashboard and the explainer.
 */
import type { RecommendedTaxRate } from "./budget";
import type { Range, Scenario } from "./constants";
import { formatMoney, formatRate, formatSignedMoney } from "./format";

/** A central balance within this many pounds of zero reads as "balances". */
export const BALANCED_WITHIN_POUNDS = 0.5e9;

/**
 * The balance led by its range, in £bn, then the central case: "-£23.40bn to +£59.22bn;
 * balances in the central case" / "…; £60.00bn deficit in the central case".
 */
export function describeBalance(balance: Range): string {
  return `${formatBalanceRange(balance)}; ${describeCentralBalance(balance)}`;
}

/** The balance's range, low to high, signed: "-£23.40bn to +£59.22bn". */
export function formatBalanceRange(balance: Range): string {
  return `${formatSignedMoney(balance.low)} to ${formatSignedMoney(balance.high)}`;
}

/**
 * The central case of a balance as a code and the amount its words name, for a screen that
 * words it in its own language (src/i18n/economyWords.ts); `describeCentralBalance` words it
 * in English.
 */
export type CentralBalanceCase =
  { case: "balances" } | { case: "surplus" | "deficit"; /** Pounds, ≥ 0. */ amount: number };

export function classifyCentralBalance(balance: Range): CentralBalanceCase {
  if (Math.abs(balance.central) < BALANCED_WITHIN_POUNDS) return { case: "balances" };
  return {
    case: balance.central > 0 ? "surplus" : "deficit",
    amount: Math.abs(balance.central),
  };
}

/** "balances in the central case" or "£60.00bn deficit in the central case". */
export function describeCentralBalance(balance: Range): string {
  const central = classifyCentralBalance(balance);
  if (central.case === "balances") return "balances in the central case";
  return `${formatMoney(central.amount)} ${central.case} in the central case`;
}

/**
 * How to colour a balance: green only when its whole range is a surplus, red only when its
 * whole range is a deficit, neutral when the range spans zero (issue 37: a range that could
 * go either way is not shown as a loss).
 */
export function balanceTone(balance: Range): "surplus" | "deficit" | "either" {
  if (balance.low >= 0) return "surplus";
  if (balance.high < 0) return "deficit";
  return "either";
}

function rateOrAbove(rate: RecommendedTaxRate): string {
  return rate.status === "balanced" ? formatRate(rate.ratePercent) : "above 5%";
}

/** "Balances in the central case; range 0.3% (weak response) to 1.6% (strong response)". */
export function describeRecommendedRate(range: Record<Scenario, RecommendedTaxRate>): string {
  const lead =
    range.central.status === "balanced"
      ? "Balances in the central case"
      : "No rate up to 5% balances in the central case";
  return `${lead}; range ${rateOrAbove(range.high)} (weak response) to ${rateOrAbove(range.low)} (strong response)`;
}

/** "£54.60bn (range £31.10bn to £113.70bn)". */
export function describeRange(
  values: Range,
  format: (value: number) => string = formatMoney,
): string {
  return `${format(values.central)} (range ${format(values.low)} to ${format(values.high)})`;
}
