/**
 * The real UK tax schedule for tax year 2025-26 (6 April 2025 to 5 April 2026), as used by
 * the personal impact calculator's "today" side: income tax for the rest of the UK (England,
 * Wales, Northern Ireland) and Scotland, employee and self-employed NI, dividend tax and
 * capital gains tax. Sources: gov.uk rates and allowances pages, HMRC, gov.scot; checked
 * against PolicyEngine UK (docs/economy-model.md). Pounds a year throughout; annual figures
 * (no pay-period rounding).
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
  /** Self-employed Class 4 NI: 6% from the lower to the upper profits limit, 2% above. HMRC. */
  class4LowerProfitsLimit: 12_570,
  class4UpperProfitsLimit: 50_270,
  class4MainRate: 0.06,
  class4UpperRate: 0.02,
  /** Dividend allowance, £ (taxed at 0% but still uses up the bands). gov.uk "Tax on dividends". */
  dividendAllowance: 500,
  /** Dividend rates in the basic, higher and additional bands. */
  dividendBasicRate: 0.0875,
  dividendHigherRate: 0.3375,
  dividendAdditionalRate: 0.3935,
} as const;

/**
 * Scottish income tax 2025-26 on non-savings, non-dividend income: HMRC "Scottish Income Tax
 * rates and bands 2025 to 2026" (rates and thresholds for employers, 2025-26) and the Scottish
 * Rate Resolution 2025 (Scottish Parliament, 25 February 2025). Each band starts at `from`
 * pounds of taxable income (income after the personal allowance), as in HMRC's table: starter
 * 19% over £0 to £2,827, basic 20% to £14,921, intermediate 21% to £31,092, higher 42% to
 * £62,430, advanced 45% to £125,140, top 48% above £125,140. With the full allowance these are
 * £12,571 to £15,397 of income (starter), £27,491 (basic), £43,662 (intermediate), £75,000
 * (higher); the allowance is gone by £125,140, so the top rate starts at £125,140 of income
 * too. (PolicyEngine UK 2.91.0 starts the top band at £112,570 of taxable income, £12,570
 * early; HMRC's table, not PolicyEngine, is the test here.)
 */
export const SCOTTISH_INCOME_TAX_BANDS_2025_26 = [
  { name: "starter", from: 0, rate: 0.19 },
  { name: "basic", from: 2_827, rate: 0.2 },
  { name: "intermediate", from: 14_921, rate: 0.21 },
  { name: "higher", from: 31_092, rate: 0.42 },
  { name: "advanced", from: 62_430, rate: 0.45 },
  { name: "top", from: 125_140, rate: 0.48 },
] as const;

/** Where the taxpayer lives for income tax: the rest of the UK (default) or Scotland. */
export type TaxRegion = "rUK" | "scotland";

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

/** Length of [start, end] that lies inside [from, to]. */
function overlap(start: number, end: number, from: number, to: number): number {
  return Math.max(0, Math.min(end, to) - Math.max(start, from));
}

/** Personal allowance after the taper: −£1 for every £2 of income over £100,000. */
export function calculatePersonalAllowance(income: number): number {
  const excess = Math.max(0, income - T.allowanceTaperThreshold);
  return Math.max(0, T.personalAllowance - Math.floor(excess / 2));
}

/** rUK income tax on taxable income (after the allowance). */
function taxRestOfUk(taxable: number): number {
  const basic = sliceBetween(taxable, 0, T.basicRateBand) * T.basicRate;
  const higher = sliceBetween(taxable, T.basicRateBand, T.additionalRateThreshold) * T.higherRate;
  const additional = Math.max(0, taxable - T.additionalRateThreshold) * T.additionalRate;
  return basic + higher + additional;
}

/** Scottish income tax on taxable income (after the allowance). */
function taxScotland(taxable: number): number {
  const bands = SCOTTISH_INCOME_TAX_BANDS_2025_26;
  let tax = 0;
  for (let index = 0; index < bands.length; index++) {
    const to = index + 1 < bands.length ? bands[index + 1].from : Infinity;
    tax += sliceBetween(taxable, bands[index].from, to) * bands[index].rate;
  }
  return tax;
}

/**
 * Income tax on employment (or other non-savings) income, 2025-26, for the rest of the UK
 * (default) or Scotland. rUK £36,000 → £4,686; Scotland £30,000 → £3,482.82.
 */
export function calculateIncomeTax(employmentIncome: number, region: TaxRegion = "rUK"): number {
  const taxable = Math.max(0, employmentIncome - calculatePersonalAllowance(employmentIncome));
  return region === "scotland" ? taxScotland(taxable) : taxRestOfUk(taxable);
}

/**
 * How the rUK bands (which also place dividends and gains for Scottish taxpayers) are used
 * by non-savings income: the taxable part of it and the allowance left over for other income.
 */
function placeNonSavingsIncome(nonSavingsIncome: number, totalIncome: number) {
  const allowance = calculatePersonalAllowance(totalIncome);
  const income = Math.max(0, nonSavingsIncome);
  return {
    taxable: Math.max(0, income - allowance),
    allowanceLeft: Math.max(0, allowance - income),
  };
}

/**
 * Dividend tax 2025-26: dividends sit on top of other income; the first £500 is taxed at 0%
 * but uses up the bands; then 8.75% in the basic band, 33.75% in the higher and 39.35% above
 * £125,140 of taxable income. Dividend bands are UK-wide (Scottish taxpayers too).
 * Salary £30,000 + dividends £10,000 → £831.25.
 */
export function calculateDividendTax(
  dividends: number,
  { employmentIncome = 0 }: { employmentIncome?: number } = {},
): number {
  const amount = Math.max(0, dividends);
  const { taxable, allowanceLeft } = placeNonSavingsIncome(
    employmentIncome,
    employmentIncome + amount,
  );
  const taxableDividends = Math.max(0, amount - allowanceLeft);
  const start = taxable + Math.min(taxableDividends, T.dividendAllowance);
  const end = taxable + taxableDividends;
  return (
    overlap(start, end, 0, T.basicRateBand) * T.dividendBasicRate +
    overlap(start, end, T.basicRateBand, T.additionalRateThreshold) * T.dividendHigherRate +
    overlap(start, end, T.additionalRateThreshold, Infinity) * T.dividendAdditionalRate
  );
}

/**
 * Capital gains tax 2025-26: the gain after the £3,000 annual exempt amount is taxed at 18%
 * in whatever is left of the basic-rate band after income (and dividends), and 24% above.
 * Salary £40,000 + gain £30,000 → £5,863.80.
 */
export function calculateCapitalGainsTax(
  gain: number,
  { employmentIncome = 0, dividends = 0 }: { employmentIncome?: number; dividends?: number } = {},
): number {
  const taxableGain = Math.max(0, gain - T.cgtAnnualExemptAmount);
  const totalIncome = Math.max(0, employmentIncome) + Math.max(0, dividends);
  const { taxable, allowanceLeft } = placeNonSavingsIncome(employmentIncome, totalIncome);
  const taxableIncome = taxable + Math.max(0, Math.max(0, dividends) - allowanceLeft);
  const basicBandLeft = Math.max(0, T.basicRateBand - taxableIncome);
  const inBasic = Math.min(taxableGain, basicBandLeft);
  return inBasic * T.cgtBasicRate + (taxableGain - inBasic) * T.cgtHigherRate;
}

/** Self-employed Class 4 NI 2025-26: 6% from £12,570 to £50,270, 2% above. £30,000 → £1,045.80. */
export function calculateClass4Ni(profit: number): number {
  const main = sliceBetween(profit, T.class4LowerProfitsLimit, T.class4UpperProfitsLimit);
  const upper = Math.max(0, profit - T.class4UpperProfitsLimit);
  return main * T.class4MainRate + upper * T.class4UpperRate;
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
