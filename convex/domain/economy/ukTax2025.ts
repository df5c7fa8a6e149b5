/**
 * The real UK tax schedule for tax year 2025-26 (6 April 2025 to 5 April 2026), as used by
 * the personal impact calculator's "today" side: income tax for the rest of the UK (England,
 * Wales, Northern Ireland) and Scotland, employee and self-employed NI, dividend tax and
 * capital gains tax, and for the personal calculator the High Income Child Benefit Charge,
 * student loan repayments and the marriage allowance. Sources: the Income Tax Act 2007 (ITA),
 * ITEPA 2003, gov.uk rates and allowances pages, HMRC, gov.scot; each constant names its own.
 * Pounds a year throughout; annual figures (no pay-period rounding). docs/economy-model.md,
 * "Personal tax calculator".
 */

/** The tax year the calculator models. */
export const TAX_YEAR = "2025-26";

export const UK_TAX_2025_26 = {
  /** Personal allowance, £. ITA s.35(1); gov.uk "Income Tax rates and Personal Allowances", 2025-26. */
  personalAllowance: 12_570,
  /**
   * Allowance taper starts at this adjusted net income, £: the allowance falls by half the
   * excess, rounded up to a whole pound (ITA s.35(2)-(3)); adjusted net income is total income,
   * savings and dividends included, less gross pension contributions and Gift Aid (ITA s.58).
   */
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
  /**
   * Starting rate for savings band, £ of taxable income, at 0%: taxable non-savings income
   * uses it up £1 for £1 (ITA s.7, s.12). gov.uk "Tax on savings interest", 2025-26.
   */
  savingsStartingRateBand: 5_000,
  /**
   * Personal savings allowance, £ (the savings nil rate, ITA s.12A-12B): £1,000 if no income
   * reaches the higher band, £500 in the higher band, £0 in the additional band. gov.uk "Tax on
   * savings interest", 2025-26. Judged on the UK bands for Scottish taxpayers too.
   */
  personalSavingsAllowanceBasic: 1_000,
  personalSavingsAllowanceHigher: 500,
  /** Savings rates in the basic, higher and additional bands (ITA s.7-8), 2025-26. */
  savingsBasicRate: 0.2,
  savingsHigherRate: 0.4,
  savingsAdditionalRate: 0.45,
  /**
   * Marriage allowance: the transferable amount, £ (10% of the £12,570 allowance rounded up to
   * a multiple of £10, ITA s.55B(4)-(5)), and the recipient's tax reduction rate, the basic
   * rate (s.55B(3)): £252 at most. gov.uk "Marriage Allowance", 2025-26.
   */
  marriageAllowanceTransfer: 1_260,
  marriageAllowanceRate: 0.2,
  /**
   * High Income Child Benefit Charge (ITEPA 2003 s.681C, as amended by Finance Act 2024 from
   * 6 April 2024): 1% of the year's child benefit for every whole £200 of adjusted net income
   * over £60,000, so all of it from £80,000. gov.uk "High Income Child Benefit Charge", 2025-26.
   */
  childBenefitChargeThreshold: 60_000,
  childBenefitChargeStep: 200,
  /** Child benefit, £ a week from 6 April 2025: eldest or only child; each other child. gov.uk "Child Benefit rates". */
  childBenefitEldestWeekly: 26.05,
  childBenefitOtherWeekly: 17.25,
} as const;

/** Weeks of child benefit counted in a year: 52 (a full year's entitlement). */
export const CHILD_BENEFIT_WEEKS = 52;

/** Student loan plans (gov.uk "Repaying your student loan: what you pay"). */
export type StudentLoanPlan = "none" | "plan1" | "plan2" | "plan4" | "plan5";

/**
 * Student loan repayment thresholds (£ a year) and rates, 2025-26: HMRC "Rates and thresholds
 * for employers 2025 to 2026" and gov.uk "Repaying your student loan: what you pay", under the
 * Education (Student Loans) (Repayment) Regulations 2009 as amended. Plan 1 £26,065; Plan 2
 * £28,470; Plan 4 (Scotland) £32,745; all 9% above. Plan 5's threshold is £25,000 at 9%, but
 * its first repayments fall due in April 2026 (tax year 2026-27): the calculator shows a full
 * year at that threshold and says so.
 */
export const STUDENT_LOAN_PLANS_2025_26: Record<
  Exclude<StudentLoanPlan, "none">,
  { label: string; threshold: number; rate: number }
> = {
  plan1: { label: "Plan 1", threshold: 26_065, rate: 0.09 },
  plan2: { label: "Plan 2", threshold: 28_470, rate: 0.09 },
  plan4: { label: "Plan 4 (Scotland)", threshold: 32_745, rate: 0.09 },
  plan5: { label: "Plan 5", threshold: 25_000, rate: 0.09 },
};

/** Postgraduate loan, 2025-26: 6% above £21,000 a year (HMRC, as above), alongside any plan. */
export const POSTGRADUATE_LOAN_2025_26 = { threshold: 21_000, rate: 0.06 } as const;

/**
 * Unearned income (savings, dividends, property) counts towards student loan repayments only
 * when it is over £2,000 in the year, and then all of it (gov.uk "Repaying your student loan",
 * self assessment), £.
 */
export const STUDENT_LOAN_UNEARNED_INCOME_LIMIT = 2_000;

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

/**
 * Personal allowance after the taper (ITA s.35(2)-(3)): less half of adjusted net income over
 * £100,000, rounded up to a whole pound; gone at £125,140.
 */
export function calculatePersonalAllowance(adjustedNetIncome: number): number {
  const excess = Math.max(0, adjustedNetIncome - T.allowanceTaperThreshold);
  return Math.max(0, T.personalAllowance - Math.floor(excess / 2));
}

/** rUK income tax on taxable non-savings income (after the allowance). */
function taxRestOfUk(taxable: number): number {
  const basic = sliceBetween(taxable, 0, T.basicRateBand) * T.basicRate;
  const higher = sliceBetween(taxable, T.basicRateBand, T.additionalRateThreshold) * T.higherRate;
  const additional = Math.max(0, taxable - T.additionalRateThreshold) * T.additionalRate;
  return basic + higher + additional;
}

/** Scottish income tax on taxable non-savings income (after the allowance). */
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
 * Taxable non-savings income up to which a taxpayer pays no more than the basic rate (rUK) or
 * the Scottish intermediate rate, £: the marriage allowance's test.
 */
function basicRateLimit(region: TaxRegion): number {
  return region === "scotland" ? SCOTTISH_INCOME_TAX_BANDS_2025_26[3].from : T.basicRateBand;
}

/** A year's income by the three kinds the Income Tax Act taxes in turn, £. */
export interface IncomeSources {
  /** Earnings, pensions, self-employed profit, rent: everything but savings and dividends. */
  nonSavings: number;
  /** Savings interest. */
  savings?: number;
  /** Dividends from shares. */
  dividends?: number;
}

/**
 * Marriage allowance: "transferring" gives £1,260 of your allowance to your spouse or civil
 * partner; "receiving" takes £1,260 of theirs as a tax reduction of up to £252.
 */
export type MarriageAllowance = "none" | "transferring" | "receiving";

export interface IncomeTaxOptions {
  region?: TaxRegion;
  marriageAllowance?: MarriageAllowance;
}

export interface IncomeTaxBreakdown {
  region: TaxRegion;
  /** Total income, savings and dividends included (no pension contributions or Gift Aid here), £. */
  adjustedNetIncome: number;
  /** Allowance after the taper and any £1,260 given to a partner, £. */
  personalAllowance: number;
  /** Taxable amount of each kind after the allowance, £. */
  taxable: { nonSavings: number; savings: number; dividends: number };
  /** Tax on non-savings income at the rUK or Scottish rates, £. */
  nonSavingsTax: number;
  /** Tax on savings at the UK savings rates, after the starting rate and personal savings allowance, £. */
  savingsTax: number;
  /** Tax on dividends at the UK dividend rates, after the £500 dividend allowance, £. */
  dividendTax: number;
  /** Personal savings allowance available: £1,000, £500 or £0. */
  personalSavingsAllowance: number;
  marriageAllowance: {
    claimed: MarriageAllowance;
    /** The statute's conditions are met: ITA s.55B(2)(b)-(ba) to receive, s.55C(1)(b)-(ca) to transfer. */
    eligible: boolean;
    /** Tax reduction the recipient gets, £ (never more than the tax due). */
    taxReduction: number;
  };
  /** nonSavingsTax + savingsTax + dividendTax − marriageAllowance.taxReduction, £. */
  total: number;
}

interface BandRates {
  basic: number;
  higher: number;
  additional: number;
}

/** Tax on a slice [start, end) of taxable income on the UK bands, at the given rates. */
function taxOnUkBands(start: number, end: number, rates: BandRates): number {
  return (
    overlap(start, end, 0, T.basicRateBand) * rates.basic +
    overlap(start, end, T.basicRateBand, T.additionalRateThreshold) * rates.higher +
    overlap(start, end, T.additionalRateThreshold, Infinity) * rates.additional
  );
}

const SAVINGS_RATES: BandRates = {
  basic: T.savingsBasicRate,
  higher: T.savingsHigherRate,
  additional: T.savingsAdditionalRate,
};

const DIVIDEND_RATES: BandRates = {
  basic: T.dividendBasicRate,
  higher: T.dividendHigherRate,
  additional: T.dividendAdditionalRate,
};

type TaxBeforeReductions = Omit<IncomeTaxBreakdown, "marriageAllowance" | "total"> & {
  /** No income taxed above the basic rate (or Scottish intermediate rate): ITA s.55B(2)(b)-(ba). */
  basicRateOnly: boolean;
};

type IncomeKind = keyof IncomeSources;

/**
 * The orders in which the allowance can be set against the three kinds of income. HMRC's
 * default (non-savings, savings, dividends) comes first and wins ties; ITA s.25(2) requires
 * the order that gives the least tax, which matters when savings and dividends together
 * exceed what the allowance leaves (for example savings in the 0% starting rate).
 */
const ALLOWANCE_ORDERS: readonly (readonly IncomeKind[])[] = [
  ["nonSavings", "savings", "dividends"],
  ["nonSavings", "dividends", "savings"],
  ["savings", "nonSavings", "dividends"],
  ["savings", "dividends", "nonSavings"],
  ["dividends", "nonSavings", "savings"],
  ["dividends", "savings", "nonSavings"],
];

/** Set the allowance against each kind of income in turn: what is left taxable of each, £. */
function setAllowanceAgainst(
  sources: Required<IncomeSources>,
  allowance: number,
  order: readonly IncomeKind[],
): Required<IncomeSources> {
  const taxable = { ...sources };
  let left = allowance;
  for (const kind of order) {
    const used = Math.min(left, taxable[kind]);
    taxable[kind] -= used;
    left -= used;
  }
  return taxable;
}

/**
 * ITA s.23 steps 3 to 5 with a given allowance, set against the income in a given order.
 * Savings sit on top of non-savings income and dividends on top of both, on the UK bands for
 * everyone: Scottish rates apply to non-savings income only (ITA s.6A, s.11A, s.13).
 */
function taxInOrder(
  sources: Required<IncomeSources>,
  allowance: number,
  region: TaxRegion,
  order: readonly IncomeKind[],
): TaxBeforeReductions {
  const { nonSavings, savings, dividends } = setAllowanceAgainst(sources, allowance, order);
  const totalTaxable = nonSavings + savings + dividends;

  // Savings: the starting-rate band (0%) first, then the personal savings allowance (0% but
  // still using the bands), then 20% / 40% / 45% by position.
  const personalSavingsAllowance =
    totalTaxable > T.additionalRateThreshold
      ? 0
      : totalTaxable > T.basicRateBand
        ? T.personalSavingsAllowanceHigher
        : T.personalSavingsAllowanceBasic;
  const savingsEnd = nonSavings + savings;
  const atStartingRate = overlap(nonSavings, savingsEnd, 0, T.savingsStartingRateBand);
  const atSavingsNilRate = Math.min(personalSavingsAllowance, savings - atStartingRate);
  const savingsChargedFrom = nonSavings + atStartingRate + atSavingsNilRate;

  // Dividends: the £500 dividend allowance (0%, using the bands), then 8.75% / 33.75% / 39.35%.
  const dividendsEnd = savingsEnd + dividends;
  const dividendsChargedFrom = savingsEnd + Math.min(dividends, T.dividendAllowance);

  return {
    region,
    adjustedNetIncome: sources.nonSavings + sources.savings + sources.dividends,
    personalAllowance: allowance,
    taxable: { nonSavings, savings, dividends },
    nonSavingsTax: region === "scotland" ? taxScotland(nonSavings) : taxRestOfUk(nonSavings),
    savingsTax: taxOnUkBands(savingsChargedFrom, savingsEnd, SAVINGS_RATES),
    dividendTax: taxOnUkBands(dividendsChargedFrom, dividendsEnd, DIVIDEND_RATES),
    personalSavingsAllowance,
    // Dividends count to their top even through the £500 at 0% (s.55B(2)(ba)).
    basicRateOnly:
      nonSavings <= basicRateLimit(region) &&
      overlap(savingsChargedFrom, savingsEnd, T.basicRateBand, Infinity) === 0 &&
      dividendsEnd <= T.basicRateBand,
  };
}

/** ITA s.23 steps 3 to 5: the allowance set against the income in the order giving the least tax (s.25(2)). */
function taxBeforeReductions(
  sources: Required<IncomeSources>,
  allowance: number,
  region: TaxRegion,
): TaxBeforeReductions {
  const due = (result: TaxBeforeReductions) =>
    result.nonSavingsTax + result.savingsTax + result.dividendTax;
  let best = taxInOrder(sources, allowance, region, ALLOWANCE_ORDERS[0]);
  for (const order of ALLOWANCE_ORDERS.slice(1)) {
    const candidate = taxInOrder(sources, allowance, region, order);
    if (due(candidate) < due(best) - 1e-9) best = candidate;
  }
  return best;
}

/**
 * Income tax 2025-26 on a year's non-savings income, savings and dividends (ITA s.23). The
 * allowance tapers on adjusted net income, dividends and savings included; the marriage
 * allowance applies when the statute's conditions are met (a reduction of at most the tax
 * due, given at step 6). Salary £95,000 + dividends £20,000 (rUK): allowance £5,070, then
 * £28,432 on the salary + £6,581.25 on the dividends = £35,013.25.
 */
export function calculateIncomeTaxBreakdown(
  income: IncomeSources,
  { region = "rUK", marriageAllowance = "none" }: IncomeTaxOptions = {},
): IncomeTaxBreakdown {
  const sources = {
    nonSavings: Math.max(0, income.nonSavings),
    savings: Math.max(0, income.savings ?? 0),
    dividends: Math.max(0, income.dividends ?? 0),
  };
  const allowance = calculatePersonalAllowance(
    sources.nonSavings + sources.savings + sources.dividends,
  );
  let result = taxBeforeReductions(sources, allowance, region);
  let eligible = false;
  let taxReduction = 0;
  if (marriageAllowance === "transferring") {
    // s.55C(1)(b)-(ca): entitled to an allowance, and basic-rate only once £1,260 is given away.
    const reduced = taxBeforeReductions(
      sources,
      Math.max(0, allowance - T.marriageAllowanceTransfer),
      region,
    );
    eligible = allowance > 0 && reduced.basicRateOnly;
    if (eligible) result = reduced;
  } else if (marriageAllowance === "receiving") {
    eligible = result.basicRateOnly;
    const due = result.nonSavingsTax + result.savingsTax + result.dividendTax;
    if (eligible)
      taxReduction = Math.min(due, T.marriageAllowanceTransfer * T.marriageAllowanceRate);
  }
  return {
    region,
    adjustedNetIncome: result.adjustedNetIncome,
    personalAllowance: result.personalAllowance,
    taxable: result.taxable,
    nonSavingsTax: result.nonSavingsTax,
    savingsTax: result.savingsTax,
    dividendTax: result.dividendTax,
    personalSavingsAllowance: result.personalSavingsAllowance,
    marriageAllowance: { claimed: marriageAllowance, eligible, taxReduction },
    total: result.nonSavingsTax + result.savingsTax + result.dividendTax - taxReduction,
  };
}

/**
 * Income tax 2025-26, for the rest of the UK (default) or Scotland, on non-savings income plus
 * any savings and dividends, which also taper the allowance. rUK £36,000 → £4,686; Scotland
 * £30,000 → £3,482.82; rUK salary £95,000 + dividends £20,000 → £35,013.25.
 */
export function calculateIncomeTax(
  employmentIncome: number,
  region: TaxRegion = "rUK",
  {
    savingsIncome = 0,
    dividendIncome = 0,
    marriageAllowance = "none",
  }: {
    savingsIncome?: number;
    dividendIncome?: number;
    marriageAllowance?: MarriageAllowance;
  } = {},
): number {
  return calculateIncomeTaxBreakdown(
    { nonSavings: employmentIncome, savings: savingsIncome, dividends: dividendIncome },
    { region, marriageAllowance },
  ).total;
}

/**
 * Dividend tax 2025-26: the income tax on dividends, which sit on top of other income; the
 * first £500 is taxed at 0% but uses up the bands; then 8.75% in the basic band, 33.75% in the
 * higher and 39.35% above £125,140 of taxable income. Dividend bands are UK-wide (Scottish
 * taxpayers too). Salary £30,000 + dividends £10,000 → £831.25.
 */
export function calculateDividendTax(
  dividends: number,
  {
    employmentIncome = 0,
    savingsIncome = 0,
  }: { employmentIncome?: number; savingsIncome?: number } = {},
): number {
  return calculateIncomeTaxBreakdown({
    nonSavings: employmentIncome,
    savings: savingsIncome,
    dividends,
  }).dividendTax;
}

/**
 * Capital gains tax 2025-26: the gain after the £3,000 annual exempt amount is taxed at 18%
 * in whatever is left of the basic-rate band after income (and dividends), and 24% above.
 * Salary £40,000 + gain £30,000 → £5,863.80.
 */
export function calculateCapitalGainsTax(
  gain: number,
  {
    employmentIncome = 0,
    dividends = 0,
    savingsIncome = 0,
  }: { employmentIncome?: number; dividends?: number; savingsIncome?: number } = {},
): number {
  const taxableGain = Math.max(0, gain - T.cgtAnnualExemptAmount);
  const { taxable } = calculateIncomeTaxBreakdown({
    nonSavings: employmentIncome,
    savings: savingsIncome,
    dividends,
  });
  const taxableIncome = taxable.nonSavings + taxable.savings + taxable.dividends;
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

/** A year's child benefit, £: the eldest child's rate plus the other rate for each further child, for 52 weeks. */
export function calculateChildBenefit(children: number): number {
  const count = Math.max(0, Math.floor(children));
  if (count === 0) return 0;
  const weekly = T.childBenefitEldestWeekly + (count - 1) * T.childBenefitOtherWeekly;
  return weekly * CHILD_BENEFIT_WEEKS;
}

/**
 * High Income Child Benefit Charge 2025-26 (ITEPA 2003 s.681C): 1% of the year's child
 * benefit for every whole £200 of adjusted net income over £60,000, at most 100% (from
 * £80,000). The partner with the higher adjusted net income pays it. £70,000 with one child:
 * 50% of £1,354.60 = £677.30.
 */
export function calculateHighIncomeChildBenefitCharge(
  adjustedNetIncome: number,
  childBenefit: number,
): number {
  const excess = Math.max(0, adjustedNetIncome - T.childBenefitChargeThreshold);
  const percent = Math.min(100, Math.floor(excess / T.childBenefitChargeStep));
  return (Math.max(0, childBenefit) * percent) / 100;
}

/** The income student loan repayments are worked out on, £: earnings and profit, plus unearned income when it is over £2,000. */
export function calculateStudentLoanIncome(earnings: number, unearned: number): number {
  const other = unearned > STUDENT_LOAN_UNEARNED_INCOME_LIMIT ? unearned : 0;
  return Math.max(0, earnings) + other;
}

/**
 * Student loan repayments for a year, £, each rounded down to a whole pound: 9% of income over
 * the plan's threshold, and 6% over £21,000 with a postgraduate loan. Plan 2 on £36,000 →
 * 9% × £7,530 = £677.
 */
export function calculateStudentLoanRepayment(
  income: number,
  plan: StudentLoanPlan,
  postgraduate = false,
): { plan: number; postgraduate: number } {
  const scheme = plan === "none" ? null : STUDENT_LOAN_PLANS_2025_26[plan];
  const planRepayment = scheme ? Math.max(0, income - scheme.threshold) * scheme.rate : 0;
  const postgraduateRepayment = postgraduate
    ? Math.max(0, income - POSTGRADUATE_LOAN_2025_26.threshold) * POSTGRADUATE_LOAN_2025_26.rate
    : 0;
  // 1e-9: 9% of a whole number of pounds can land a hair below the whole pound it equals.
  return {
    plan: Math.floor(planRepayment + 1e-9),
    postgraduate: Math.floor(postgraduateRepayment + 1e-9),
  };
}
