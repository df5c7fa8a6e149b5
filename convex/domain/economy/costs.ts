/**
 * Policy cost estimates (spec 5): text such as "£12bn" or "£500m" parsed to billions,
 * and shown with a £ prefix or as "Cost unknown".
 */
import type { BudgetPolicy } from "./budget";
import type { PressureModifiers } from "./inflation";

/** Spec 5: shown when a cost cannot be read. */
export const UNKNOWN_COST_LABEL = "Cost unknown";

type ToBillions = (amount: number) => number;
const fromTrillions: ToBillions = (amount) => amount * 1000;
const fromBillions: ToBillions = (amount) => amount;
const fromMillions: ToBillions = (amount) => amount / 1000;
const fromThousands: ToBillions = (amount) => amount / 1_000_000;

/** Conversion per unit word. Spec 5 names m (÷ 1000) and bn; tn and k are read too. */
const TO_BILLIONS: Record<string, ToBillions> = {
  tn: fromTrillions,
  trillion: fromTrillions,
  bn: fromBillions,
  b: fromBillions,
  billion: fromBillions,
  m: fromMillions,
  million: fromMillions,
  k: fromThousands,
  thousand: fromThousands,
};

/** First number in the text and the unit word right after it, if any. */
const AMOUNT_PATTERN =
  /(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(tn|trillion|bn|billion|b|million|m|thousand|k)?\b/i;
/** A minus sign (hyphen or U+2212) before the first digit or £. */
const LEADING_MINUS_PATTERN = /^\s*[-\u2212]/;

interface ParsedCost {
  billions: number;
}

function readCost(estimate: unknown): ParsedCost | null {
  if (typeof estimate !== "string") return null;
  const match = AMOUNT_PATTERN.exec(estimate);
  if (!match) return null;
  const amount = Number(match[1].replace(/,/g, ""));
  if (!Number.isFinite(amount)) return null;
  const unit = (match[2] ?? "bn").toLowerCase();
  const sign = LEADING_MINUS_PATTERN.test(estimate) ? -1 : 1;
  return { billions: sign * TO_BILLIONS[unit](amount) };
}

/**
 * A cost estimate in billions of pounds a year. Spec 5: only text is parsed (anything
 * else is 0); "m" amounts divide by 1,000; "bn" and bare numbers stay in billions;
 * text with no number is 0. "£500m" → 0.5, "£12bn" → 12, "£1,200m" → 1.2.
 */
export function parseCostEstimate(estimate: unknown): number {
  return readCost(estimate)?.billions ?? 0;
}

/** Whether the estimate is text with an amount in it. */
export function isKnownCost(estimate: unknown): boolean {
  return readCost(estimate) !== null;
}

/** Shown before a saving's amount: "-£3bn" is shown as "saves £3bn". */
export const SAVING_PREFIX = "saves";

/**
 * The estimate as shown: "Cost unknown" when it cannot be read, otherwise the trimmed
 * text with a £ prefix added when missing ("12bn" → "£12bn"). A saving (a leading minus,
 * issue 24) reads "saves £2bn" ("-2bn", "-£2bn" and "−£2bn" alike).
 */
export function formatCost(estimate: unknown): string {
  if (typeof estimate !== "string" || !isKnownCost(estimate)) return UNKNOWN_COST_LABEL;
  const text = estimate.trim();
  if (LEADING_MINUS_PATTERN.test(text)) {
    const amount = text.replace(LEADING_MINUS_PATTERN, "").trimStart();
    return `${SAVING_PREFIX} ${amount.includes("£") ? amount : `£${amount}`}`;
  }
  if (text.includes("£")) return text;
  return `£${text}`;
}

/** Whether the estimate is a saving or revenue raised (a negative cost). */
export function isSaving(estimate: unknown): boolean {
  return parseCostEstimate(estimate) < 0;
}

/** A catalogue policy (spec 3 fields) as the budget model's input. */
export function toBudgetPolicy(policy: {
  costEstimate?: unknown;
  pressureModifiers?: PressureModifiers | null;
}): BudgetPolicy {
  return {
    costBn: parseCostEstimate(policy.costEstimate),
    pressure: policy.pressureModifiers ?? null,
  };
}
