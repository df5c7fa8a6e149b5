/**
 * The UK personal taxes of a tax year, as used by the personal impact calculator's "today"
 * side: income tax for the rest of the UK (England, Wales, Northern Ireland) and Scotland,
 * employee NI (Class 1), self-employed NI (Class 4, with its annual maximum for people who pay
 * Class 1 too), employer NI per employee with the Employment Allowance, dividend tax and capital
 * gains tax, the High Income Child Benefit Charge, student loan repayments and the marriage
 * allowance. Every function takes the year's rules (`ukTaxYears.ts`: 2025-26 or 2026-27).
 * Sources: the Income Tax Act 2007 (ITA), ITEPA 2003, the Social Security (Contributions)
 * Regulations 2001 (SSCR), the National Insurance Contributions Act 2014, gov.uk and HMRC.
 * Pounds a year throughout; annual figures (no pay-period rounding). docs/economy-model.md,
 * "Personal tax calculator".
 */
import type { StudentLoanPlan, UkTaxYearRules } from "./ukTaxYears";

export type { StudentLoanPlan, TaxYear, UkTaxYearRules } from "./ukTaxYears";

/** Weeks of child benefit counted in a year: 52 (a full year's entitlement). */
export const CHILD_BENEFIT_WEEKS = 52;

/**
 * Unearned income (savings, dividends, property) counts towards student loan repayments only
 * when it is over £2,000 in the year, and then all of it (gov.uk "Repaying your student loan",
 * self assessment), £.
 */
export const STUDENT_LOAN_UNEARNED_INCOME_LIMIT = 2_000;

/** Where the taxpayer lives for income tax: the rest of the UK (default) or Scotland. */
export type TaxRegion = "rUK" | "scotland";

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
export function calculatePersonalAllowance(
  rules: UkTaxYearRules,
  adjustedNetIncome: number,
): number {
  const excess = Math.max(0, adjustedNetIncome - rules.allowanceTaperThreshold);
  return Math.max(0, rules.personalAllowance - Math.floor(excess / 2));
}

/** rUK income tax on taxable non-savings income (after the allowance). */
function taxRestOfUk(rules: UkTaxYearRules, taxable: number): number {
  const basic = sliceBetween(taxable, 0, rules.basicRateBand) * rules.basicRate;
  const higher =
    sliceBetween(taxable, rules.basicRateBand, rules.additionalRateThreshold) * rules.higherRate;
  const additional = Math.max(0, taxable - rules.additionalRateThreshold) * rules.additionalRate;
  return basic + higher + additional;
}

/** Scottish income tax on taxable non-savings income (after the allowance). */
function taxScotland(rules: UkTaxYearRules, taxable: number): number {
  const bands = rules.scottishBands;
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
function basicRateLimit(rules: UkTaxYearRules, region: TaxRegion): number {
  const higher = rules.scottishBands.find((band) => band.name === "higher");
  return region === "scotland" && higher ? higher.from : rules.basicRateBand;
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
function taxOnUkBands(rules: UkTaxYearRules, start: number, end: number, rates: BandRates): number {
  return (
    overlap(start, end, 0, rules.basicRateBand) * rates.basic +
    overlap(start, end, rules.basicRateBand, rules.additionalRateThreshold) * rates.higher +
    overlap(start, end, rules.additionalRateThreshold, Infinity) * rates.additional
  );
}

function savingsRates(rules: UkTaxYearRules): BandRates {
  return {
    basic: rules.savingsBasicRate,
    higher: rules.savingsHigherRate,
    additional: rules.savingsAdditionalRate,
  };
}

function dividendRates(rules: UkTaxYearRules): BandRates {
  return {
    basic: rules.dividendBasicRate,
    higher: rules.dividendHigherRate,
    additional: rules.dividendAdditionalRate,
  };
}

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
  rules: UkTaxYearRules,
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
    totalTaxable > rules.additionalRateThreshold
      ? 0
      : totalTaxable > rules.basicRateBand
        ? rules.personalSavingsAllowanceHigher
        : rules.personalSavingsAllowanceBasic;
  const savingsEnd = nonSavings + savings;
  const atStartingRate = overlap(nonSavings, savingsEnd, 0, rules.savingsStartingRateBand);
  const atSavingsNilRate = Math.min(personalSavingsAllowance, savings - atStartingRate);
  const savingsChargedFrom = nonSavings + atStartingRate + atSavingsNilRate;

  // Dividends: the £500 dividend allowance (0%, using the bands), then 8.75% / 33.75% / 39.35%.
  const dividendsEnd = savingsEnd + dividends;
  const dividendsChargedFrom = savingsEnd + Math.min(dividends, rules.dividendAllowance);

  return {
    region,
    adjustedNetIncome: sources.nonSavings + sources.savings + sources.dividends,
    personalAllowance: allowance,
    taxable: { nonSavings, savings, dividends },
    nonSavingsTax:
      region === "scotland" ? taxScotland(rules, nonSavings) : taxRestOfUk(rules, nonSavings),
    savingsTax: taxOnUkBands(rules, savingsChargedFrom, savingsEnd, savingsRates(rules)),
    dividendTax: taxOnUkBands(rules, dividendsChargedFrom, dividendsEnd, dividendRates(rules)),
    personalSavingsAllowance,
    // Dividends count to their top even through the £500 at 0% (s.55B(2)(ba)).
    basicRateOnly:
      nonSavings <= basicRateLimit(rules, region) &&
      overlap(savingsChargedFrom, savingsEnd, rules.basicRateBand, Infinity) === 0 &&
      dividendsEnd <= rules.basicRateBand,
  };
}

/** ITA s.23 steps 3 to 5: the allowance set against the income in the order giving the least tax (s.25(2)). */
function taxBeforeReductions(
  rules: UkTaxYearRules,
  sources: Required<IncomeSources>,
  allowance: number,
  region: TaxRegion,
): TaxBeforeReductions {
  const due = (result: TaxBeforeReductions) =>
    result.nonSavingsTax + result.savingsTax + result.dividendTax;
  let best = taxInOrder(rules, sources, allowance, region, ALLOWANCE_ORDERS[0]);
  for (const order of ALLOWANCE_ORDERS.slice(1)) {
    const candidate = taxInOrder(rules, sources, allowance, region, order);
    if (due(candidate) < due(best) - 1e-9) best = candidate;
  }
  return best;
}

/**
 * Income tax on a year's non-savings income, savings and dividends (ITA s.23). The
 * allowance tapers on adjusted net income, dividends and savings included; the marriage
 * allowance applies when the statute's conditions are met (a reduction of at most the tax
 * due, given at step 6). Salary £95,000 + dividends £20,000 (rUK): allowance £5,070, then
 * £28,432 on the salary + £6,581.25 on the dividends = £35,013.25.
 */
export function calculateIncomeTaxBreakdown(
  rules: UkTaxYearRules,
  income: IncomeSources,
  { region = "rUK", marriageAllowance = "none" }: IncomeTaxOptions = {},
): IncomeTaxBreakdown {
  const sources = {
    nonSavings: Math.max(0, income.nonSavings),
    savings: Math.max(0, income.savings ?? 0),
    dividends: Math.max(0, income.dividends ?? 0),
  };
  const allowance = calculatePersonalAllowance(
    rules,
    sources.nonSavings + sources.savings + sources.dividends,
  );
  let result = taxBeforeReductions(rules, sources, allowance, region);
  let eligible = false;
  let taxReduction = 0;
  if (marriageAllowance === "transferring") {
    // s.55C(1)(b)-(ca): entitled to an allowance, and basic-rate only once £1,260 is given away.
    const reduced = taxBeforeReductions(
      rules,
      sources,
      Math.max(0, allowance - rules.marriageAllowanceTransfer),
      region,
    );
    eligible = allowance > 0 && reduced.basicRateOnly;
    if (eligible) result = reduced;
  } else if (marriageAllowance === "receiving") {
    eligible = result.basicRateOnly;
    const due = result.nonSavingsTax + result.savingsTax + result.dividendTax;
    if (eligible)
      taxReduction = Math.min(due, rules.marriageAllowanceTransfer * rules.marriageAllowanceRate);
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
 * Income tax, for the rest of the UK (default) or Scotland, on non-savings income plus
 * any savings and dividends, which also taper the allowance. rUK £36,000 → £4,686; Scotland
 * £30,000 → £3,482.82; rUK salary £95,000 + dividends £20,000 → £35,013.25.
 */
export function calculateIncomeTax(
  rules: UkTaxYearRules,
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
    rules,
    { nonSavings: employmentIncome, savings: savingsIncome, dividends: dividendIncome },
    { region, marriageAllowance },
  ).total;
}

/**
 * Dividend tax: the income tax on dividends, which sit on top of other income; the first £500
 * is taxed at 0% but uses up the bands; then 8.75% in the basic band, 33.75% in the higher and
 * 39.35% above £125,140 of taxable income in 2025-26 (10.75% / 35.75% / 39.35% in 2026-27). Dividend bands are UK-wide (Scottish
 * taxpayers too). Salary £30,000 + dividends £10,000 → £831.25.
 */
export function calculateDividendTax(
  rules: UkTaxYearRules,
  dividends: number,
  {
    employmentIncome = 0,
    savingsIncome = 0,
  }: { employmentIncome?: number; savingsIncome?: number } = {},
): number {
  return calculateIncomeTaxBreakdown(rules, {
    nonSavings: employmentIncome,
    savings: savingsIncome,
    dividends,
  }).dividendTax;
}

/**
 * Capital gains tax (2025-26 and 2026-27): the gain after the £3,000 annual exempt amount is taxed at 18%
 * in whatever is left of the basic-rate band after income (and dividends), and 24% above.
 * Salary £40,000 + gain £30,000 → £5,863.80.
 */
export function calculateCapitalGainsTax(
  rules: UkTaxYearRules,
  gain: number,
  {
    employmentIncome = 0,
    dividends = 0,
    savingsIncome = 0,
  }: { employmentIncome?: number; dividends?: number; savingsIncome?: number } = {},
): number {
  const taxableGain = Math.max(0, gain - rules.cgtAnnualExemptAmount);
  const { taxable } = calculateIncomeTaxBreakdown(rules, {
    nonSavings: employmentIncome,
    savings: savingsIncome,
    dividends,
  });
  const taxableIncome = taxable.nonSavings + taxable.savings + taxable.dividends;
  const basicBandLeft = Math.max(0, rules.basicRateBand - taxableIncome);
  const inBasic = Math.min(taxableGain, basicBandLeft);
  return inBasic * rules.cgtBasicRate + (taxableGain - inBasic) * rules.cgtHigherRate;
}

/**
 * Class 4 NI before any annual maximum: 6% of profit from £12,570 to £50,270, 2% above
 * (2025-26 and 2026-27). £30,000 → £1,045.80.
 */
function calculateClass4NiUncapped(rules: UkTaxYearRules, profit: number): number {
  const main = sliceBetween(profit, rules.class4LowerProfitsLimit, rules.class4UpperProfitsLimit);
  const upper = Math.max(0, profit - rules.class4UpperProfitsLimit);
  return main * rules.class4MainRate + upper * rules.class4UpperRate;
}

/**
 * The Class 4 annual maximum for someone who also pays Class 1 as an employee (Social Security
 * (Contributions) Regulations 2001 reg 100; HMRC NIM24170), £:
 * 1. the main Class 4 rate on the whole band, (£50,270 − £12,570) × 6% = £2,262;
 * 2. (Class 2: left out, see docs/economy-model.md: since 6 April 2024 none is payable by
 *    people with profits above the small profits threshold);
 * 3. less the Class 1 primary contributions at the main primary rate (8% of earnings from
 *    £12,570 to £50,270), not below zero;
 * 4. the profit that amount would take at the main Class 4 rate (step 3 / 6%);
 * 5. profit above £12,570 less step 4, not below zero;
 * 6. step 5 at the additional Class 4 rate (2%);
 * 7. the maximum is step 3 + step 6.
 * Salary £50,000 + profit £30,000: Class 1 at 8% is £2,994.40, more than £2,262, so step 3 is
 * £0 and the maximum is 2% × £17,430 = £348.60, not the £1,045.80 Class 4 due alone.
 */
export function calculateClass4AnnualMaximum(
  rules: UkTaxYearRules,
  profit: number,
  employmentEarnings: number,
): number {
  const wholeBandAtMainRate =
    (rules.class4UpperProfitsLimit - rules.class4LowerProfitsLimit) * rules.class4MainRate;
  const class1AtMainRate =
    sliceBetween(employmentEarnings, rules.niPrimaryThreshold, rules.niUpperEarningsLimit) *
    rules.niMainRate;
  const leftAtMainRate = Math.max(0, wholeBandAtMainRate - class1AtMainRate);
  const profitAtMainRate = leftAtMainRate / rules.class4MainRate;
  const profitAtUpperRate = Math.max(0, profit - rules.class4LowerProfitsLimit - profitAtMainRate);
  return leftAtMainRate + profitAtUpperRate * rules.class4UpperRate;
}

/**
 * Self-employed Class 4 NI: 6% from £12,570 to £50,270, 2% above (£30,000 → £1,045.80), and
 * for someone who is also employed, no more than the annual maximum of SSCR 2001 reg 100
 * (`calculateClass4AnnualMaximum`): with a £50,000 salary, £30,000 of profit pays £348.60.
 */
export function calculateClass4Ni(
  rules: UkTaxYearRules,
  profit: number,
  { employmentEarnings = 0 }: { employmentEarnings?: number } = {},
): number {
  return Math.min(
    calculateClass4NiUncapped(rules, profit),
    calculateClass4AnnualMaximum(rules, profit, employmentEarnings),
  );
}

/** Employee Class 1 NI: 8% from £12,570 to £50,270, 2% above. £36,000 → £1,874.40. */
export function calculateEmployeeNi(rules: UkTaxYearRules, earnings: number): number {
  const main = sliceBetween(earnings, rules.niPrimaryThreshold, rules.niUpperEarningsLimit);
  const upper = Math.max(0, earnings - rules.niUpperEarningsLimit);
  return main * rules.niMainRate + upper * rules.niUpperRate;
}

/** Employees paid the same salary: `count` people (whole, rounded) at `salary` each, £ a year. */
export interface PayGroup {
  count: number;
  salary: number;
}

/** The whole number of people in a pay group (halves round up; never below zero). */
export function countEmployees(group: PayGroup): number {
  return Math.max(0, Math.round(group.count));
}

/** A payroll's total, £ a year: each group's head count × salary. */
export function sumPayroll(staff: readonly PayGroup[]): number {
  let total = 0;
  for (const group of staff) total += countEmployees(group) * group.salary;
  return total;
}

/**
 * Employer Class 1 NI, employee by employee (SSCBA 1992 s.9): 15% of each salary above the
 * £5,000 secondary threshold, less the £10,500 Employment Allowance (NICs Act 2014 s.1) when
 * the employer can claim it, never below zero. A company whose only employee paid above the
 * secondary threshold is a director cannot (NICs Act 2014 s.2, the Employment Allowance
 * (Excluded Companies) Regulations 2016; HMRC "Employment Allowance"): a sole director on
 * £50,000 pays 15% × £45,000 = £6,750, not £0. Someone paid £4,000 adds nothing, where an
 * equal split of the payroll would have lent them part of another's pay.
 */
export function calculateEmployerNi(
  rules: UkTaxYearRules,
  staff: readonly PayGroup[],
  { employmentAllowance = true }: { employmentAllowance?: boolean } = {},
): number {
  let due = 0;
  for (const group of staff) {
    const abovePerHead = Math.max(0, group.salary - rules.employerNiThreshold);
    due += countEmployees(group) * abovePerHead * rules.employerNiRate;
  }
  const allowance = employmentAllowance ? rules.employmentAllowance : 0;
  return Math.max(0, due - allowance);
}

/** VAT inside VAT-inclusive spending: spending × 60% standard-rated × 20/120. */
export function calculateVatOnSpending(rules: UkTaxYearRules, spending: number): number {
  const standardRated = spending * STANDARD_RATED_SPENDING_SHARE;
  return (standardRated * rules.vatStandardRate) / (1 + rules.vatStandardRate);
}

/** Stamp duty reserve tax of 0.5% on a share purchase. */
export function calculateStampDutyOnShares(rules: UkTaxYearRules, purchase: number): number {
  return Math.max(0, purchase) * rules.stampDutyOnShares;
}

/**
 * Corporation tax (2025-26 and 2026-27) for one company with no associates: 19% up to £50,000 of
 * profit, 25% above £250,000, marginal relief of 3/200 × (£250,000 − profit) between.
 */
export function calculateCorporationTax(rules: UkTaxYearRules, profit: number): number {
  if (profit <= 0) return 0;
  if (profit <= rules.corporationTaxLowerLimit) return profit * rules.corporationTaxSmallRate;
  const mainRateTax = profit * rules.corporationTaxMainRate;
  if (profit >= rules.corporationTaxUpperLimit) return mainRateTax;
  const relief =
    rules.corporationTaxMarginalReliefFraction * (rules.corporationTaxUpperLimit - profit);
  return mainRateTax - relief;
}

/** A year's child benefit, £: the eldest child's rate plus the other rate for each further child, for 52 weeks. */
export function calculateChildBenefit(rules: UkTaxYearRules, children: number): number {
  const count = Math.max(0, Math.floor(children));
  if (count === 0) return 0;
  const weekly = rules.childBenefitEldestWeekly + (count - 1) * rules.childBenefitOtherWeekly;
  return weekly * CHILD_BENEFIT_WEEKS;
}

/**
 * High Income Child Benefit Charge (ITEPA 2003 s.681C): 1% of the year's child
 * benefit for every whole £200 of adjusted net income over £60,000, at most 100% (from
 * £80,000). The partner with the higher adjusted net income pays it. £70,000 with one child:
 * 50% of £1,354.60 = £677.30 (2025-26), 50% of £1,406.60 = £703.30 (2026-27).
 */
export function calculateHighIncomeChildBenefitCharge(
  rules: UkTaxYearRules,
  adjustedNetIncome: number,
  childBenefit: number,
): number {
  const excess = Math.max(0, adjustedNetIncome - rules.childBenefitChargeThreshold);
  const percent = Math.min(100, Math.floor(excess / rules.childBenefitChargeStep));
  return (Math.max(0, childBenefit) * percent) / 100;
}

/** The income student loan repayments are worked out on, £: earnings and profit, plus unearned income when it is over £2,000. */
export function calculateStudentLoanIncome(earnings: number, unearned: number): number {
  const other = unearned > STUDENT_LOAN_UNEARNED_INCOME_LIMIT ? unearned : 0;
  return Math.max(0, earnings) + other;
}

/**
 * Student loan repayments for a year, £, each rounded down to a whole pound: 9% of income over
 * the plan's threshold, and 6% over £21,000 with a postgraduate loan; nothing on a plan whose
 * repayments are not yet due (Plan 5 in 2025-26). Plan 2 on £36,000 → 9% × £7,530 = £677
 * (2025-26), 9% × £6,615 = £595 (2026-27).
 */
export function calculateStudentLoanRepayment(
  rules: UkTaxYearRules,
  income: number,
  plan: StudentLoanPlan,
  postgraduate = false,
): { plan: number; postgraduate: number } {
  const scheme = plan === "none" ? null : rules.studentLoanPlans[plan];
  const planRepayment =
    scheme && scheme.repaymentsDue ? Math.max(0, income - scheme.threshold) * scheme.rate : 0;
  const loan = rules.postgraduateLoan;
  const postgraduateRepayment = postgraduate ? Math.max(0, income - loan.threshold) * loan.rate : 0;
  // 1e-9: 9% of a whole number of pounds can land a hair below the whole pound it equals.
  return {
    plan: Math.floor(planRepayment + 1e-9),
    postgraduate: Math.floor(postgraduateRepayment + 1e-9),
  };
}
