/**
 * Sourced constants of the transaction-tax economy model. Every figure carries its unit
 * and source; `docs/economy-model.md` explains each choice against the spec's readings.
 * Money is in pounds unless a name says `Bn` or `Percent`.
 */

/** Revenue scenarios: low = strong behavioural response, high = weak response. */
export type Scenario = "low" | "central" | "high";

/** One figure per revenue scenario. */
export interface Range {
  low: number;
  central: number;
  high: number;
}

export const SCENARIOS: readonly Scenario[] = ["low", "central", "high"];

/**
 * Gross yearly value of sterling payments the tax applies to, before any behavioural
 * response, in pounds (£200tn). Spec 9 codes it as 2e14. Sourced flows: Bank of England
 * RTGS settlement about £181tn (FY2023) + Pay.UK retail payments about £7.4tn (2019) +
 * UK Finance card spending about £1.05tn (2024) = about £189tn.
 */
export const GROSS_TRANSACTION_BASE = 200e12;

/** UK population, mid-2024, people. ONS, published Sep 2025. */
export const UK_POPULATION = 69_300_000;

/** UK adults aged 18+, people. Derived from ONS mid-2024 and Census 2021 (21.3% under 18). */
export const UK_ADULTS = 54_500_000;

/** Who receives the citizen dividend. The model's choice is adults (see the doc). */
export type DividendRecipients = "adults" | "everyone";

/** Default recipients of the dividend: adults 18+ (a documented choice). */
export const DEFAULT_DIVIDEND_RECIPIENTS: DividendRecipients = "adults";

/**
 * Government spending before the dividend and chosen policies, pounds a year:
 * total managed expenditure projected for 2025-26, HM Treasury Spring Statement 2025
 * (2023-24 outturn £1,230bn, PESA 2025).
 */
export const GOVERNMENT_BASELINE_SPENDING = 1_350e9;

/**
 * Pre-tax all-in cost of a transaction, percent of its value. Assumption: about 1%, the
 * all-in cost of buying UK shares (0.5% stamp duty reserve tax, HMRC, plus dealing
 * spread and commission). It sets how large the tax is relative to what trading already
 * costs; the volume elasticities below are measured against this total cost.
 */
export const PRE_TAX_TRANSACTION_COST_PERCENT = 1;

/**
 * Elasticity of transaction volume with respect to total transaction cost, positive
 * numbers (volume falls by ε% for each 1% rise in total cost). Survey: Matheson (2011),
 * "Taxing Financial Transactions: Issues and Evidence", IMF WP/11/54, table of estimates.
 * - high revenue (weak response): 0.5, UK share market, short run (Jackson & O'Donnell 1985)
 * - central: 1.0, the modal estimate across the studies Matheson surveys
 * - low revenue (strong response): 1.65, UK share market, long run (Jackson & O'Donnell 1985)
 */
export const VOLUME_ELASTICITY: Readonly<Range> = { low: 1.65, central: 1.0, high: 0.5 };

/** Pounds in one billion. */
export const POUNDS_PER_BILLION = 1e9;

/** Months in a year, for the monthly view of the calculator. */
export const MONTHS_PER_YEAR = 12;

/** Everything the budget model assumes; override any part for sensitivity checks. */
export interface EconomyAssumptions {
  /** Pounds a year, before behaviour. */
  grossTransactionBase: number;
  /** Percent of transaction value. */
  preTaxTransactionCostPercent: number;
  /** Volume elasticity per scenario (0 = the spec's static reading). */
  volumeElasticity: Range;
  /** Pounds a year. */
  governmentBaseline: number;
  dividendRecipients: DividendRecipients;
}

export const DEFAULT_ASSUMPTIONS: Readonly<EconomyAssumptions> = {
  grossTransactionBase: GROSS_TRANSACTION_BASE,
  preTaxTransactionCostPercent: PRE_TAX_TRANSACTION_COST_PERCENT,
  volumeElasticity: VOLUME_ELASTICITY,
  governmentBaseline: GOVERNMENT_BASELINE_SPENDING,
  dividendRecipients: DEFAULT_DIVIDEND_RECIPIENTS,
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
