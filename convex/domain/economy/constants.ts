/**
 * Sourced constants of the transaction-tax economy model. Every figure carries its unit
 * and source; `docs/economy-model.md` explains each choice against the spec's readings.
 * Money is in pounds unless a name says `Bn` or `Percent`.
 */
import { TRANSACTION_SEGMENTS, type TransactionSegment } from "./segments";

/** Revenue scenarios: low = strong behavioural response, high = weak response. */
export type Scenario = "low" | "central" | "high";

/** One figure per revenue scenario. */
export interface Range {
  low: number;
  central: number;
  high: number;
}

export const SCENARIOS: readonly Scenario[] = ["low", "central", "high"];

/** UK population, mid-2024, people. ONS, published Sep 2025. */
export const UK_POPULATION = 69_300_000;

/** UK adults aged 18+, people. Derived from ONS mid-2024 and Census 2021 (21.3% under 18). */
export const UK_ADULTS = 54_500_000;

/**
 * The one name of the £1,000 payment on every screen and in the docs (issue 34): "citizen
 * dividend", tax-free, never "citizen's payment" or "tax-free dividend" alone, and never
 * confused with dividends from shares.
 */
export const CITIZEN_DIVIDEND_NAME = "Citizen dividend";

/** Who receives the citizen dividend. The model's choice is adults (see the doc). */
export type DividendRecipients = "adults" | "everyone";

/** Default recipients of the dividend: adults 18+ (a documented choice). */
export const DEFAULT_DIVIDEND_RECIPIENTS: DividendRecipients = "adults";

/**
 * Today's public spending, before the dividend and chosen policies, pounds a year:
 * total managed expenditure projected for 2025-26, HM Treasury Spring Statement 2025
 * (2023-24 outturn £1,230bn, PESA 2025).
 */
export const GOVERNMENT_BASELINE_SPENDING = 1_350e9;

/** Pounds in one billion. */
export const POUNDS_PER_BILLION = 1e9;

/** Months in a year, for the monthly view of the calculator. */
export const MONTHS_PER_YEAR = 12;

/**
 * UK households' final consumption expenditure, pounds a year: about £1.6tn (ONS national
 * accounts, 2024, rounded). The denominator that spreads business-paid tax over what
 * households buy.
 */
export const HOUSEHOLD_CONSUMPTION = 1.6e12;

/**
 * UK nominal GDP, pounds a year: about £3.0tn for 2025-26 (OBR Economic and fiscal outlook,
 * March 2025, nominal GDP forecast for the financial year, rounded to £0.1tn; ONS outturn
 * for calendar 2024 about £2.85tn).
 */
export const NOMINAL_GDP = 3.0e12;

/**
 * Share of a tax on business costs that reaches consumer prices: 60 / 80 / 100% (low /
 * central / high burden on households through prices). Changes in the standard rate of VAT
 * pass through fully on average, reduced-rate changes much less (Benedek, De Mooij, Keen and
 * Wingender 2020, "Varieties of VAT pass through", International Tax and Public Finance).
 * The rest falls on pay and profits, which the calculator does not follow.
 */
export const PRICE_PASS_THROUGH: Readonly<Range> = { low: 0.6, central: 0.8, high: 1 };

/**
 * What the transaction tax pays for. "dividend-and-policies" (default, and the spec's
 * recommended-rate formula): the dividend and the chosen policies, on top of today's taxes,
 * which keep paying for today's spending. "all-spending": it replaces today's taxes and must
 * also pay for the £1,350bn baseline; no rate up to 5% does that under this model.
 */
export type BudgetScope = "dividend-and-policies" | "all-spending";

export const DEFAULT_BUDGET_SCOPE: BudgetScope = "dividend-and-policies";

/** Everything the budget model assumes; override any part for sensitivity checks. */
export interface EconomyAssumptions {
  /** The base, segment by segment (sizes in pounds a year). */
  segments: readonly TransactionSegment[];
  /** Today's public spending, pounds a year (funded by the tax only in "all-spending"). */
  governmentBaseline: number;
  scope: BudgetScope;
  dividendRecipients: DividendRecipients;
  /** Pounds a year. */
  householdConsumption: number;
  /** Pounds a year. */
  nominalGdp: number;
  /** Share of business-paid tax reaching prices. */
  pricePassThrough: Range;
}

export const DEFAULT_ASSUMPTIONS: Readonly<EconomyAssumptions> = {
  segments: TRANSACTION_SEGMENTS,
  governmentBaseline: GOVERNMENT_BASELINE_SPENDING,
  scope: DEFAULT_BUDGET_SCOPE,
  dividendRecipients: DEFAULT_DIVIDEND_RECIPIENTS,
  householdConsumption: HOUSEHOLD_CONSUMPTION,
  nominalGdp: NOMINAL_GDP,
  pricePassThrough: PRICE_PASS_THROUGH,
};

/** Fill in the defaults for any assumption left out. */
export function resolveAssumptions(
  overrides: Partial<EconomyAssumptions> = {},
): EconomyAssumptions {
  return { ...DEFAULT_ASSUMPTIONS, ...overrides };
}

/** Number of people paid the dividend under a recipients choice. */
export function countDividendRecipients(recipients: DividendRecipients): number {
  return recipients === "adults" ? UK_ADULTS : UK_POPULATION;
}

/** Apply a function to each scenario. */
export function mapRange(compute: (scenario: Scenario) => number): Range {
  return { low: compute("low"), central: compute("central"), high: compute("high") };
}
