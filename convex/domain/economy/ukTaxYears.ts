/**
 * The UK personal tax rules of each tax year the calculator models, 2025-26 and 2026-27, and
 * which of them is "today" on a given date. A tax year runs from 6 April to the next 5 April;
 * the rules here are the ones `ukTax.ts` applies. Pounds a year, shares as fractions. Each
 * value names its source; the 2026-27 values were cross-checked on 27 November 2026 against
 * PolicyEngine UK's parameter files (github.com/PolicyEngine/policyengine-uk, commit c93e1a0
 * of 17 August 2026). docs/economy-model.md, "Personal tax calculator".
 */

/** The tax years the calculator models, newest first. */
export const TAX_YEARS = ["2026-27", "2025-26"] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

/** Student loan plans (gov.uk "Repaying your student loan: what you pay"). */
export type StudentLoanPlan = "none" | "plan1" | "plan2" | "plan4" | "plan5";

export interface StudentLoanScheme {
  label: string;
  /** £ a year of income above which repayments are due. */
  threshold: number;
  /** Share of income above the threshold repaid. */
  rate: number;
  /** Whether any repayment falls due in this tax year (Plan 5: from April 2026 only). */
  repaymentsDue: boolean;
}

/** A band of Scottish income tax: it starts at `from` pounds of taxable income. */
export interface ScottishBand {
  name: "starter" | "basic" | "intermediate" | "higher" | "advanced" | "top";
  from: number;
  rate: number;
}

export interface UkTaxYearRules {
  year: TaxYear;
  /** Personal allowance, £. ITA 2007 s.35(1). */
  personalAllowance: number;
  /**
   * Allowance taper starts at this adjusted net income, £: the allowance falls by half the
   * excess, rounded up to a whole pound (ITA s.35(2)-(3)); adjusted net income is total income,
   * savings and dividends included, less gross pension contributions and Gift Aid (ITA s.58).
   */
  allowanceTaperThreshold: number;
  /** Basic-rate band width of taxable income, £. */
  basicRateBand: number;
  /** Additional rate applies to taxable income above this, £. */
  additionalRateThreshold: number;
  basicRate: number;
  higherRate: number;
  additionalRate: number;
  /** Scottish income tax on non-savings, non-dividend income, by taxable income. */
  scottishBands: readonly ScottishBand[];
  /** Employee Class 1 NI primary threshold and upper earnings limit, £ a year. */
  niPrimaryThreshold: number;
  niUpperEarningsLimit: number;
  /** Employee Class 1 NI main rate and the rate above the upper earnings limit. */
  niMainRate: number;
  niUpperRate: number;
  /** Employer Class 1 NI secondary threshold per employee, £ a year, and its rate. */
  employerNiThreshold: number;
  employerNiRate: number;
  /** Employment Allowance per employer, £ a year (NICs Act 2014 s.1-2). */
  employmentAllowance: number;
  /** Self-employed Class 4 NI: main rate from the lower to the upper profits limit, upper rate above. */
  class4LowerProfitsLimit: number;
  class4UpperProfitsLimit: number;
  class4MainRate: number;
  class4UpperRate: number;
  vatStandardRate: number;
  /** CGT rates on gains within / above the basic-rate band, and the annual exempt amount, £. */
  cgtBasicRate: number;
  cgtHigherRate: number;
  cgtAnnualExemptAmount: number;
  /** Stamp duty reserve tax on share purchases, share of the price. */
  stampDutyOnShares: number;
  /** Corporation tax: small profits rate, main rate, lower and upper limits (£), marginal relief fraction. */
  corporationTaxSmallRate: number;
  corporationTaxMainRate: number;
  corporationTaxLowerLimit: number;
  corporationTaxUpperLimit: number;
  corporationTaxMarginalReliefFraction: number;
  /** Dividend allowance, £ (taxed at 0% but still uses up the bands). */
  dividendAllowance: number;
  /** Dividend rates in the basic, higher and additional bands. */
  dividendBasicRate: number;
  dividendHigherRate: number;
  dividendAdditionalRate: number;
  /** Starting rate for savings band, £ of taxable income at 0%, used up £1 for £1 by non-savings income (ITA s.7, s.12). */
  savingsStartingRateBand: number;
  /** Personal savings allowance, £ (ITA s.12A-12B): basic-rate and higher-rate taxpayers; £0 in the additional band. */
  personalSavingsAllowanceBasic: number;
  personalSavingsAllowanceHigher: number;
  /** Savings rates in the basic, higher and additional bands (ITA s.7-8). */
  savingsBasicRate: number;
  savingsHigherRate: number;
  savingsAdditionalRate: number;
  /**
   * Marriage allowance: the transferable amount, £ (10% of the allowance rounded up to a
   * multiple of £10, ITA s.55B(4)-(5)), and the recipient's reduction rate (s.55B(3)).
   */
  marriageAllowanceTransfer: number;
  marriageAllowanceRate: number;
  /**
   * High Income Child Benefit Charge (ITEPA 2003 s.681C as amended by Finance Act 2024): 1% of
   * the year's child benefit for every whole `childBenefitChargeStep` of adjusted net income
   * over the threshold.
   */
  childBenefitChargeThreshold: number;
  childBenefitChargeStep: number;
  /** Child benefit, £ a week: eldest or only child; each other child. */
  childBenefitEldestWeekly: number;
  childBenefitOtherWeekly: number;
  /** Student loan plans' thresholds and rates. */
  studentLoanPlans: Record<Exclude<StudentLoanPlan, "none">, StudentLoanScheme>;
  /** Postgraduate loan threshold (£ a year) and rate, repaid alongside any plan. */
  postgraduateLoan: { threshold: number; rate: number };
}

/**
 * Tax year 2025-26 (6 April 2025 to 5 April 2026). Sources: gov.uk "Income Tax rates and
 * Personal Allowances", HMRC "Rates and thresholds for employers 2025 to 2026", gov.uk "Tax on
 * dividends", "Tax on savings interest", "Marriage Allowance", "Child Benefit rates", "Repaying
 * your student loan: what you pay"; the Scottish Rate Resolution 2025 (25 February 2025).
 */
export const UK_TAX_2025_26: UkTaxYearRules = {
  year: "2025-26",
  personalAllowance: 12_570,
  allowanceTaperThreshold: 100_000,
  basicRateBand: 37_700,
  additionalRateThreshold: 125_140,
  basicRate: 0.2,
  higherRate: 0.4,
  additionalRate: 0.45,
  /**
   * HMRC "Scottish Income Tax rates and bands 2025 to 2026": starter 19% over £0 to £2,827 of
   * taxable income, basic 20% to £14,921, intermediate 21% to £31,092, higher 42% to £62,430,
   * advanced 45% to £125,140, top 48% above (with the full allowance: £12,571 to £15,397 of
   * income, £27,491, £43,662, £75,000). The allowance is gone by £125,140, so the top rate
   * starts at £125,140 of income too. PolicyEngine UK starts the top band at £112,570 of
   * taxable income, £12,570 early; HMRC's table, not PolicyEngine, is followed here.
   */
  scottishBands: [
    { name: "starter", from: 0, rate: 0.19 },
    { name: "basic", from: 2_827, rate: 0.2 },
    { name: "intermediate", from: 14_921, rate: 0.21 },
    { name: "higher", from: 31_092, rate: 0.42 },
    { name: "advanced", from: 62_430, rate: 0.45 },
    { name: "top", from: 125_140, rate: 0.48 },
  ],
  niPrimaryThreshold: 12_570,
  niUpperEarningsLimit: 50_270,
  niMainRate: 0.08,
  niUpperRate: 0.02,
  /** From 6 April 2025 (National Insurance Contributions (Secondary Class 1 Contributions) Act 2025). */
  employerNiThreshold: 5_000,
  employerNiRate: 0.15,
  employmentAllowance: 10_500,
  class4LowerProfitsLimit: 12_570,
  class4UpperProfitsLimit: 50_270,
  class4MainRate: 0.06,
  class4UpperRate: 0.02,
  vatStandardRate: 0.2,
  /** CGT rates since 30 October 2024. */
  cgtBasicRate: 0.18,
  cgtHigherRate: 0.24,
  cgtAnnualExemptAmount: 3_000,
  stampDutyOnShares: 0.005,
  corporationTaxSmallRate: 0.19,
  corporationTaxMainRate: 0.25,
  corporationTaxLowerLimit: 50_000,
  corporationTaxUpperLimit: 250_000,
  corporationTaxMarginalReliefFraction: 3 / 200,
  dividendAllowance: 500,
  dividendBasicRate: 0.0875,
  dividendHigherRate: 0.3375,
  dividendAdditionalRate: 0.3935,
  savingsStartingRateBand: 5_000,
  personalSavingsAllowanceBasic: 1_000,
  personalSavingsAllowanceHigher: 500,
  savingsBasicRate: 0.2,
  savingsHigherRate: 0.4,
  savingsAdditionalRate: 0.45,
  marriageAllowanceTransfer: 1_260,
  marriageAllowanceRate: 0.2,
  childBenefitChargeThreshold: 60_000,
  childBenefitChargeStep: 200,
  /** From 7 April 2025. */
  childBenefitEldestWeekly: 26.05,
  childBenefitOtherWeekly: 17.25,
  /**
   * HMRC "Rates and thresholds for employers 2025 to 2026" (Education (Student Loans)
   * (Repayment) Regulations 2009 as amended). Plan 5 has its £25,000 threshold but no
   * repayments: the first fall due from April 2026.
   */
  studentLoanPlans: {
    plan1: { label: "Plan 1", threshold: 26_065, rate: 0.09, repaymentsDue: true },
    plan2: { label: "Plan 2", threshold: 28_470, rate: 0.09, repaymentsDue: true },
    plan4: { label: "Plan 4 (Scotland)", threshold: 32_745, rate: 0.09, repaymentsDue: true },
    plan5: { label: "Plan 5", threshold: 25_000, rate: 0.09, repaymentsDue: false },
  },
  postgraduateLoan: { threshold: 21_000, rate: 0.06 },
};

/**
 * Tax year 2026-27 (6 April 2026 to 5 April 2027). What changed from 2025-26, each confirmed in
 * PolicyEngine UK's parameters (commit c93e1a0) and, where marked, in docs/economy-model.md's
 * sources:
 * - dividend rates 10.75% / 35.75% (additional 39.35% unchanged): Autumn Budget 2025, OBR EFO
 *   November 2025; HMRC rates for 2026-27 (PolicyEngine `income_tax/rates/dividends.yaml`);
 * - Scottish bands: starter to £3,967 of taxable income (£16,537 of income), basic to £16,956
 *   (£29,526), intermediate to £31,092 (£43,662), higher to £62,430 (£75,000), advanced to
 *   £125,140, top above: Scottish Budget 2026-27 (13 January 2026), gov.scot "Scottish income
 *   tax 2026 to 2027" (PolicyEngine `income_tax/rates/scotland/rates.yaml`; its top band is
 *   £12,570 early again, and HMRC's £125,140 is kept as for 2025-26);
 * - child benefit £27.05 / £17.90 a week from 6 April 2026: gov.uk "Child Benefit, Guardian's
 *   Allowance and tax credits: rates and allowances" (PolicyEngine `child_benefit/amount/*`);
 * - student loans: Plan 1 £26,900, Plan 2 £29,385, Plan 4 £33,795, Plan 5 £25,000 with the
 *   first repayments due, postgraduate £21,000: Student Loans Company / gov.uk "Student loan and
 *   postgraduate loan thresholds" (PolicyEngine `student_loans/thresholds/*`).
 * Unchanged (thresholds frozen to April 2031 at Autumn Budget 2025; PolicyEngine holds them):
 * the personal allowance, bands, NI thresholds and rates (the primary threshold £241.73 and the
 * upper earnings limit £966.73 a week, £12,570 and £50,270 a year; Class 4 limits), savings
 * rates (their 2 point rise is from April 2027), the savings allowances, the dividend allowance,
 * CGT, the child benefit charge (£60,000 to £80,000) and the marriage allowance (10% of the
 * allowance). The employer's £5,000 secondary threshold, 15% rate and £10,500 Employment
 * Allowance stand as set from April 2025 (HMRC; PolicyEngine does not model the allowance, and
 * gives the threshold as £96 a week, £4,992 a year: the statute's £5,000 a year is used).
 * Corporation tax, VAT and stamp duty on shares are unchanged.
 */
export const UK_TAX_2026_27: UkTaxYearRules = {
  ...UK_TAX_2025_26,
  year: "2026-27",
  /** Scottish Budget 2026-27 (13 January 2026); PolicyEngine scotland/rates.yaml 2026-04-06, except the top band (HMRC's £125,140). */
  scottishBands: [
    { name: "starter", from: 0, rate: 0.19 },
    { name: "basic", from: 3_967, rate: 0.2 },
    { name: "intermediate", from: 16_956, rate: 0.21 },
    { name: "higher", from: 31_092, rate: 0.42 },
    { name: "advanced", from: 62_430, rate: 0.45 },
    { name: "top", from: 125_140, rate: 0.48 },
  ],
  /** From 6 April 2026: Autumn Budget 2025; HMRC rates 2026-27; PolicyEngine dividends.yaml 2026-04-06. */
  dividendBasicRate: 0.1075,
  dividendHigherRate: 0.3575,
  dividendAdditionalRate: 0.3935,
  /** From 6 April 2026: gov.uk Child Benefit rates; PolicyEngine child_benefit/amount 2026-04-01. */
  childBenefitEldestWeekly: 27.05,
  childBenefitOtherWeekly: 17.9,
  /** From 6 April 2026: Student Loans Company / gov.uk thresholds; PolicyEngine student_loans/thresholds 2026-04-06. */
  studentLoanPlans: {
    plan1: { label: "Plan 1", threshold: 26_900, rate: 0.09, repaymentsDue: true },
    plan2: { label: "Plan 2", threshold: 29_385, rate: 0.09, repaymentsDue: true },
    plan4: { label: "Plan 4 (Scotland)", threshold: 33_795, rate: 0.09, repaymentsDue: true },
    plan5: { label: "Plan 5", threshold: 25_000, rate: 0.09, repaymentsDue: true },
  },
  postgraduateLoan: { threshold: 21_000, rate: 0.06 },
};

export const UK_TAX_YEARS: Record<TaxYear, UkTaxYearRules> = {
  "2025-26": UK_TAX_2025_26,
  "2026-27": UK_TAX_2026_27,
};

/**
 * The instant a UK tax year starting in `year` begins: midnight at the start of 6 April, UK
 * time. British Summer Time is always in force then (it begins at 01:00 GMT on the last
 * Sunday of March: the Summer Time Order 2002, under the Summer Time Act 1972), so that
 * midnight is 23:00 UTC on 5 April. Worked out rather than read from the time-zone database:
 * `Intl.DateTimeFormat` with `timeZone: "Europe/London"` loads it on first use, which cost a
 * phone about 160 ms of its CPU (Lighthouse's mobile preset, 4× slowed) in the task drawing
 * the simulator's calculator (issue 42).
 */
function taxYearStartsAt(year: number): number {
  return Date.UTC(year, 3, 5, 23);
}

/**
 * The tax year containing a date, as "YYYY-YY": the one that started on the last 6 April
 * (UK time). 27 November 2026 → "2026-27"; 5 April 2026 → "2025-26"; 6 April 2026 → "2026-27".
 */
export function describeTaxYearOn(date: Date): string {
  // The UK calendar year is the UTC one on 6 April (neither is near its New Year).
  const year = date.getUTCFullYear();
  const startYear = date.getTime() >= taxYearStartsAt(year) ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/**
 * The modelled tax year for "today" on a date: the tax year containing it when modelled, else
 * the nearest modelled one (the newest after the last, the oldest before the first).
 */
export function selectTaxYearOn(date: Date): TaxYear {
  const containing = describeTaxYearOn(date);
  const modelled = TAX_YEARS.find((year) => year === containing);
  if (modelled) return modelled;
  return containing > TAX_YEARS[0] ? TAX_YEARS[0] : TAX_YEARS[TAX_YEARS.length - 1];
}
