/**
 * The personal impact calculator (spec 2.3 and 9): what a person, a business or an
 * investor pays under today's 2025-26 UK taxes, against what they would pay (and, for a
 * person, receive) under the chosen transaction tax and dividend.
 *
 * Transaction-tax side: the tax is charged once on each payment, to the payer, at the
 * slider's rate. A person pays it on rent and other spending; a business on payroll and
 * operating expenses; an investor on the share purchase and other transfers. Amounts
 * (salary, prices, spending) are held as they are today: no second-round effects.
 */
import { MONTHS_PER_YEAR } from "./constants";
import type { SliderSpec } from "./sliders";
import {
  TAX_YEAR,
  calculateCapitalGainsTax,
  calculateCorporationTax,
  calculateEmployeeNi,
  calculateEmployerNi,
  calculateIncomeTax,
  calculateStampDutyOnShares,
  calculateVatOnSpending,
} from "./ukTax2025";
import { ensureNonNegativeFinite } from "./validate";

export type ImpactTab = "individual" | "business" | "financial";
export type ImpactPeriod = "annual" | "monthly";
export type CgtBand = "basic" | "higher";

/** An input's range, step and default; `reset` repeats the default. */
export type InputRange = SliderSpec;

function describeRange(min: number, max: number, step: number, value: number): InputRange {
  return { min, max, step, default: value, reset: value };
}

/**
 * Individual tab. Spec 9: salary 15,000..150,000 step 1,000 default 36,000; rent and
 * other spending 0..50,000. Their steps (500) and defaults (rent £12,000, other
 * spending £15,000) are the model's choice; the spec gives none.
 */
export const INDIVIDUAL_INPUT_RANGES = {
  salary: describeRange(15_000, 150_000, 1_000, 36_000),
  rent: describeRange(0, 50_000, 500, 12_000),
  otherSpending: describeRange(0, 50_000, 500, 15_000),
} as const;

/**
 * Business tab. Spec 9: revenue 50,000..5,000,000, payroll 0..1,000,000, operating
 * expenses 0..2,000,000. Steps, defaults and the employee count (needed for employer NI
 * per employee) are the model's choice.
 */
export const BUSINESS_INPUT_RANGES = {
  revenue: describeRange(50_000, 5_000_000, 10_000, 500_000),
  payroll: describeRange(0, 1_000_000, 5_000, 200_000),
  operatingExpenses: describeRange(0, 2_000_000, 5_000, 150_000),
  employees: describeRange(1, 200, 1, 6),
} as const;

/**
 * Financial tab. Spec 9: buy/sell 10,000..10,000,000, other transfers 0..5,000,000,
 * expected profit 0..50% step 0.5 default 5; stamp duty toggle on buys. The CGT toggle
 * is 18% / 24% by band (2025-26) instead of the spec's outdated 10 / 20, default higher.
 */
export const FINANCIAL_INPUT_RANGES = {
  tradeValue: describeRange(10_000, 10_000_000, 10_000, 100_000),
  otherTransfers: describeRange(0, 5_000_000, 10_000, 0),
  expectedProfitPercent: describeRange(0, 50, 0.5, 5),
} as const;

export const FINANCIAL_INPUT_DEFAULTS = {
  stampDuty: true,
  cgtBand: "higher" as CgtBand,
} as const;

export interface ImpactLine {
  key: string;
  label: string;
  /** Pounds for the period. */
  amount: number;
}

export interface ImpactSide {
  lines: ImpactLine[];
  total: number;
}

export interface PersonalImpact {
  tab: ImpactTab;
  taxYear: typeof TAX_YEAR;
  period: ImpactPeriod;
  taxRatePercent: number;
  /** Taxes paid today (2025-26 schedule). */
  today: ImpactSide;
  /** Transaction tax paid under the chosen rate. */
  transactionTax: ImpactSide;
  /** Citizen dividend received (individual tab only, else 0). */
  dividend: number;
  /** transactionTax.total − dividend. */
  netUnderTransactionTax: number;
  /** today.total − netUnderTransactionTax: positive means better off. */
  betterOffBy: number;
}

export interface IndividualInput {
  salary: number;
  rent: number;
  otherSpending: number;
  taxRatePercent: number;
  dividend: number;
}

export interface BusinessInput {
  revenue: number;
  payroll: number;
  operatingExpenses: number;
  employees: number;
  taxRatePercent: number;
}

export interface FinancialInput {
  /** Value of the shares bought (and later sold), £. */
  tradeValue: number;
  /** Other payments made in the year, £ (untaxed today). */
  otherTransfers: number;
  /** Expected rise in value before selling, percent. */
  expectedProfitPercent: number;
  /** Whether the purchase pays 0.5% stamp duty (UK shares). */
  stampDuty: boolean;
  cgtBand: CgtBand;
  taxRatePercent: number;
}

function line(key: string, label: string, amount: number): ImpactLine {
  return { key, label, amount };
}

function sumLines(lines: ImpactLine[]): ImpactSide {
  let total = 0;
  for (const entry of lines) total += entry.amount;
  return { lines, total };
}

/** Transaction tax on a payment made, £. */
function chargeTransactionTax(payment: number, taxRatePercent: number): number {
  return (payment * taxRatePercent) / 100;
}

function compareSides(
  tab: ImpactTab,
  taxRatePercent: number,
  today: ImpactSide,
  transactionTax: ImpactSide,
  dividend: number,
): PersonalImpact {
  const netUnderTransactionTax = transactionTax.total - dividend;
  return {
    tab,
    taxYear: TAX_YEAR,
    period: "annual",
    taxRatePercent,
    today,
    transactionTax,
    dividend,
    netUnderTransactionTax,
    betterOffBy: today.total - netUnderTransactionTax,
  };
}

function ensureAll(values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) ensureNonNegativeFinite(value, name);
}

/**
 * A person on a salary. Today: income tax, employee NI and the VAT inside their non-rent
 * spending. Transaction tax: on rent and other spending; minus the dividend.
 */
export function calculateIndividualImpact(input: IndividualInput): PersonalImpact {
  ensureAll({ ...input });
  const today = sumLines([
    line("incomeTax", "Income tax", calculateIncomeTax(input.salary)),
    line("employeeNi", "Employee National Insurance", calculateEmployeeNi(input.salary)),
    line("vat", "VAT in your spending", calculateVatOnSpending(input.otherSpending)),
  ]);
  const transactionTax = sumLines([
    line("rent", "Transaction tax on rent", chargeTransactionTax(input.rent, input.taxRatePercent)),
    line(
      "otherSpending",
      "Transaction tax on other spending",
      chargeTransactionTax(input.otherSpending, input.taxRatePercent),
    ),
  ]);
  return compareSides("individual", input.taxRatePercent, today, transactionTax, input.dividend);
}

/**
 * A business. Today: employer NI and corporation tax on profit (revenue − payroll −
 * employer NI − operating expenses). Transaction tax: on payroll and operating expenses.
 * VAT is left out: the business collects it, its customers bear it.
 */
export function calculateBusinessImpact(input: BusinessInput): PersonalImpact {
  ensureAll({ ...input });
  const employerNi = calculateEmployerNi(input.payroll, input.employees);
  const profit = input.revenue - input.payroll - employerNi - input.operatingExpenses;
  const today = sumLines([
    line("employerNi", "Employer National Insurance", employerNi),
    line("corporationTax", "Corporation tax", calculateCorporationTax(profit)),
  ]);
  const transactionTax = sumLines([
    line(
      "payroll",
      "Transaction tax on payroll",
      chargeTransactionTax(input.payroll, input.taxRatePercent),
    ),
    line(
      "operatingExpenses",
      "Transaction tax on operating expenses",
      chargeTransactionTax(input.operatingExpenses, input.taxRatePercent),
    ),
  ]);
  return compareSides("business", input.taxRatePercent, today, transactionTax, 0);
}

/**
 * An investor who buys shares, sells them at the expected profit within the year, and
 * makes other transfers. Today: stamp duty on the purchase and CGT on the gain (net of
 * the stamp duty, an allowable cost). Transaction tax: on the purchase and the transfers
 * (the buyer pays it on the sale).
 */
export function calculateFinancialImpact(input: FinancialInput): PersonalImpact {
  ensureAll({
    tradeValue: input.tradeValue,
    otherTransfers: input.otherTransfers,
    expectedProfitPercent: input.expectedProfitPercent,
    taxRatePercent: input.taxRatePercent,
  });
  const stampDuty = input.stampDuty ? calculateStampDutyOnShares(input.tradeValue) : 0;
  const saleValue = input.tradeValue * (1 + input.expectedProfitPercent / 100);
  const gain = saleValue - input.tradeValue - stampDuty;
  const today = sumLines([
    line("stampDuty", "Stamp duty on the purchase", stampDuty),
    line("capitalGainsTax", "Capital gains tax", calculateCapitalGainsTax(gain, input.cgtBand)),
  ]);
  const transactionTax = sumLines([
    line(
      "purchase",
      "Transaction tax on the purchase",
      chargeTransactionTax(input.tradeValue, input.taxRatePercent),
    ),
    line(
      "otherTransfers",
      "Transaction tax on other transfers",
      chargeTransactionTax(input.otherTransfers, input.taxRatePercent),
    ),
  ]);
  return compareSides("financial", input.taxRatePercent, today, transactionTax, 0);
}

/** The three tabs by name, for `personalImpact.individual(...)` and friends. */
export const personalImpact = {
  individual: calculateIndividualImpact,
  business: calculateBusinessImpact,
  financial: calculateFinancialImpact,
} as const;

type Convert = (amount: number) => number;

function convertSide(side: ImpactSide, convert: Convert): ImpactSide {
  return {
    lines: side.lines.map((entry) => ({ ...entry, amount: convert(entry.amount) })),
    total: convert(side.total),
  };
}

function convertImpact(
  impact: PersonalImpact,
  convert: Convert,
  period: ImpactPeriod,
): PersonalImpact {
  return {
    ...impact,
    period,
    today: convertSide(impact.today, convert),
    transactionTax: convertSide(impact.transactionTax, convert),
    dividend: convert(impact.dividend),
    netUnderTransactionTax: convert(impact.netUnderTransactionTax),
    betterOffBy: convert(impact.betterOffBy),
  };
}

/** The same impact for a period: monthly = annual / 12 (spec 2.3). */
export function toPeriod(impact: PersonalImpact, period: ImpactPeriod): PersonalImpact {
  if (impact.period === period) return impact;
  const convert: Convert =
    period === "monthly"
      ? (amount) => amount / MONTHS_PER_YEAR
      : (amount) => amount * MONTHS_PER_YEAR;
  return convertImpact(impact, convert, period);
}

/** Monthly view of an annual impact (annual / 12); a monthly impact is returned as is. */
export function toMonthly(impact: PersonalImpact): PersonalImpact {
  return toPeriod(impact, "monthly");
}
