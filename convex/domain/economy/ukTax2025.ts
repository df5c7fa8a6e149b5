/**
 * The real UK tax schedule for tax year 2025-26 (6 April 2025 to 5 April 2026), England,
 * Wales and Northern Ireland, as used by the personal impact calculator's "today" side.
 * Sources: gov.uk rates and allowances pages, HMRC; see ../shared/reference/uk-figures.md.
 * Pounds a year throughout; annual figures (no pay-period rounding).
 */

/** The tax year the calculator models. */
export const TAX_YEAR = "2025-26";

export const UK_TAX_2025_26 = {
  /** Personal allowance, £. gov.uk "Income Tax rates and Personal Allowances". */
  personalAllowance: 12_570,
  /** Allowance taper starts at this adjusted net income, £ (−£1 per £2 above). */
  allowanceTaperThreshold: 100_000,
  /** Basic-rate band width of taxable income, £ (20% up to £50,270 of income). */
  basicRateBand: 37_700,
  /** Additional rate applies to taxable income above this, £. */
  additionalRateThreshold: 125_140,
  basicRate: 0.2,
  higherRate: 0.4,
  additionalRate: 0.45,
  /** Employee Class 1 NI primary threshold, £ a year. HMRC rates 2025-26. */
  niPrimaryThreshold: 12_570,
  /** Employee Class 1 NI upper earnings limit, £ a year. */
  niUpperEarningsLimit: 50_270,
  /** Employee NI main rate (8%) and rate above the upper earnings limit (2%). */
  niMainRate: 0.08,
  niUpperRate: 0.02,
  /** Employer Class 1 NI secondary threshold per employee, £ a year (from April 2025). */
  employerNiThreshold: 5_000,
  /** Employer NI rate above the secondary threshold (from April 2025). */
  employerNiRate: 0.15,
  /** Employment Allowance per employer, £ a year (from April 2025). */
  employmentAllowance: 10_500,
  /** VAT standard rate. */
  vatStandardRate: 0.2,
  /** CGT rates on gains within / above the basic-rate band (since 30 Oct 2024). */
  cgtBasicRate: 0.18,
  cgtHigherRate: 0.24,
  /** CGT annual exempt amount, £. */
  cgtAnnualExemptAmount: 3_000,
  /** Stamp duty reserve tax on share purchases, share of the price. */
  stampDutyOnShares: 0.005,
  /** Corporation tax small profits rate (profits up to the lower limit). gov.uk CT rates. */
  corporationTaxSmallRate: 0.19,
  /** Corporation tax main rate (profits above the upper limit). */
  corporationTaxMainRate: 0.25,
  /** Corporation tax lower and upper limits, £ (single company, 12-month period). */
  corporationTaxLowerLimit: 50_000,
  corporationTaxUpperLimit: 250_000,
  /** Marginal relief fraction between the limits (3/200). */
  corporationTaxMarginalReliefFraction: 3 / 200,
} as const;

const T = UK_TAX_2025_26;

/**
 * Share of non-rent household spending charged VAT at the standard rate: 60%. ONS
 * ("The effect of VAT on household disposable income", 2011) found about 55% of total
 * household spending, housing included, on VAT-able items; rent (exempt) is taken out
 * here, which raises the share. The rest is zero-rated (most food, children's clothes,
 * books), exempt or at the 5% rate (domestic fuel, treated here as zero).
 */
export const STANDARD_RATED_SPENDING_SHARE = 0.6;

/** The part of an amount that falls between two points of a band. */
function sliceBetween(amount: number, from: number, to: number): number {
  return Math.max(0, Math.min(amount, to) - from);
}

/** Personal allowance after the taper: −£1 for every £2 of income over £100,000. */
export function calculatePersonalAllowance(income: number): number {
  const excess = Math.max(0, income - T.allowanceTaperThreshold);
  return Math.max(0, T.personalAllowance - Math.floor(excess / 2));
}

/** Income tax on employment income alone, 2025-26. £36,000 → £4,686. */
export function calculateIncomeTax(income: number): number {
  const taxable = Math.max(0, income - calculatePersonalAllowance(income));
  const basic = sliceBetween(taxable, 0, T.basicRateBand) * T.basicRate;
  const higher = sliceBetween(taxable, T.basicRateBand, T.additionalRateThreshold) * T.higherRate;
  const additional = Math.max(0, taxable - T.additionalRateThreshold) * T.additionalRate;
  return basic + higher + additional;
}

/** Employee Class 1 NI: 8% from £12,570 to £50,270, 2% above. £36,000 → £1,874.40. */
export function calculateEmployeeNi(earnings: number): number {
  const main = sliceBetween(earnings, T.niPrimaryThreshold, T.niUpperEarningsLimit);
  const upper = Math.max(0, earnings - T.niUpperEarningsLimit);
  return main * T.niMainRate + upper * T.niUpperRate;
}

/**
 * Employer Class 1 NI for a payroll shared equally by `employees`: 15% above £5,000 per
 * employee, less the £10,500 Employment Allowance (never below zero).
 */
export function calculateEmployerNi(payroll: number, employees: number): number {
  const headcount = Math.max(1, Math.round(employees));
  const aboveThreshold = Math.max(0, payroll - headcount * T.employerNiThreshold);
  return Math.max(0, aboveThreshold * T.employerNiRate - T.employmentAllowance);
}

/** VAT inside VAT-inclusive spending: spending × 60% standard-rated × 20/120. */
export function calculateVatOnSpending(spending: number): number {
  const standardRated = spending * STANDARD_RATED_SPENDING_SHARE;
  return (standardRated * T.vatStandardRate) / (1 + T.vatStandardRate);
}

/** CGT on a gain after the £3,000 exempt amount, at 18% (basic band) or 24% (higher). */
export function calculateCapitalGainsTax(gain: number, band: "basic" | "higher"): number {
  const taxable = Math.max(0, gain - T.cgtAnnualExemptAmount);
  return taxable * (band === "basic" ? T.cgtBasicRate : T.cgtHigherRate);
}

/** Stamp duty reserve tax of 0.5% on a share purchase. */
export function calculateStampDutyOnShares(purchase: number): number {
  return Math.max(0, purchase) * T.stampDutyOnShares;
}

/**
 * Corporation tax 2025-26 for one company with no associates: 19% up to £50,000 of
 * profit, 25% above £250,000, marginal relief of 3/200 × (£250,000 − profit) between.
 */
export function calculateCorporationTax(profit: number): number {
  if (profit <= 0) return 0;
  if (profit <= T.corporationTaxLowerLimit) return profit * T.corporationTaxSmallRate;
  const mainRateTax = profit * T.corporationTaxMainRate;
  if (profit >= T.corporationTaxUpperLimit) return mainRateTax;
  const relief = T.corporationTaxMarginalReliefFraction * (T.corporationTaxUpperLimit - profit);
  return mainRateTax - relief;
}
