/**
 * The personal impact calculator (spec 2.3 and 9): what a person, a business or an
 * investor pays under a tax year's UK taxes (2026-27 unless the input names 2025-26; the
 * screen picks the year from the date, ukTaxYears.ts), against what they would pay (and, for a
 * person, receive) under the chosen transaction tax and dividend.
 *
 * Transaction-tax side: the tax is charged once on each payment, to the payer, at the
 * slider's rate. A person pays it directly on rent and other spending (on the share of
 * payments the budget model still expects to be taxed), through prices, because every
 * business payment behind what they buy is taxed too, and through pay, because their
 * employer pays it on their salary and the part that does not reach prices falls on wages
 * (incidence.ts). A business pays it on payroll and operating expenses; an investor on the
 * share purchase and other transfers.
 *
 * Scope, as in the budget model: by default the tax pays for the citizen dividend (named
 * so on every screen, so it is not mistaken for dividends from shares) and
 * policies on top of today's taxes, so "better off" is the payment less the transaction tax
 * and today's taxes are shown unchanged. With scope "all-spending" the tax replaces today's
 * taxes and "better off" is today's taxes less (transaction tax − payment). Student loan
 * repayments are shown beside today's taxes, never replaced.
 */
import {
  type BudgetScope,
  type Range,
  DEFAULT_BUDGET_SCOPE,
  MONTHS_PER_YEAR,
  mapRange,
} from "./constants";
import { groupWhole } from "./grouping";
import { calculatePaymentIncidence, type PaymentIncidence } from "./incidence";
import { calculatePersonalCharges, type PersonalCharges } from "./personalCharges";
import type { SliderSpec } from "./sliders";
import {
  calculateCapitalGainsTax,
  calculateChildBenefit,
  calculateClass4Ni,
  calculateCorporationTax,
  calculateEmployeeNi,
  calculateEmployerNi,
  calculateHighIncomeChildBenefitCharge,
  calculateIncomeTaxBreakdown,
  calculateStampDutyOnShares,
  calculateStudentLoanIncome,
  calculateStudentLoanRepayment,
  calculateVatOnSpending,
  sumPayroll,
  type MarriageAllowance,
  type PayGroup,
  type TaxRegion,
} from "./ukTax";
import {
  TAX_YEARS,
  UK_TAX_YEARS,
  type StudentLoanPlan,
  type TaxYear,
  type UkTaxYearRules,
} from "./ukTaxYears";
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
  /** Optional inputs (the model's ranges): dividends received, savings interest, capital gains, self-employed profit. */
  dividendIncome: describeRange(0, 500_000, 500, 0),
  savingsIncome: describeRange(0, 500_000, 100, 0),
  /** Children the household gets child benefit for (the model's range). */
  children: describeRange(0, 10, 1, 0),
  capitalGains: describeRange(0, 1_000_000, 1_000, 0),
  /** Savings and investments held (the model's range); blank means the stated default. */
  savingsAndInvestments: describeRange(0, 5_000_000, 1_000, 0),
  selfEmployedProfit: describeRange(0, 500_000, 1_000, 0),
} as const;

/**
 * Business tab. Spec 9: revenue 50,000..5,000,000, payroll 0..1,000,000, operating
 * expenses 0..2,000,000. Steps and defaults are the model's choice. The payroll is entered
 * as pay groups (a head count and a salary each) so employer NI is worked out per employee:
 * each group's count and salary have their own ranges, at most `maxGroups` groups, and the
 * groups' total stays within the spec's payroll range.
 */
export const BUSINESS_INPUT_RANGES = {
  revenue: describeRange(50_000, 5_000_000, 10_000, 500_000),
  payroll: describeRange(0, 1_000_000, 5_000, 200_000),
  operatingExpenses: describeRange(0, 2_000_000, 5_000, 150_000),
  groupCount: describeRange(0, 200, 1, 1),
  groupSalary: describeRange(0, 1_000_000, 1_000, 30_000),
  maxGroups: 6,
} as const;

/**
 * The business tab's default staff: a director on £50,000 and five employees on £30,000, a
 * £200,000 payroll (the spec's range; the split is the model's choice).
 */
export const DEFAULT_STAFF: readonly PayGroup[] = [
  { count: 1, salary: 50_000 },
  { count: 5, salary: 30_000 },
];

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

/**
 * The financial tab's band toggle as other income: "basic" leaves the whole basic-rate band
 * for the gain (income at the personal allowance), "higher" leaves none (income at £50,270).
 */
const CGT_BAND_INCOME: Record<CgtBand, number> = { basic: 12_570, higher: 50_270 };

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
  /** The tax year whose rules "today" uses. */
  taxYear: TaxYear;
  period: ImpactPeriod;
  taxRatePercent: number;
  /** Taxes paid today (the tax year's rules). */
  today: ImpactSide;
  /** Transaction tax paid under the chosen rate. */
  transactionTax: ImpactSide;
  /** Citizen dividend received: individual tab only, else 0. */
  dividend: number;
  /** transactionTax.total − dividend. */
  netUnderTransactionTax: number;
  /**
   * Positive means better off. Default scope: dividend − transactionTax.total (today's taxes
   * stay). Scope "all-spending": today.total − netUnderTransactionTax.
   */
  betterOffBy: number;
  scope: BudgetScope;
  /** The transaction tax and "better off" across the model's low / central / high cases. */
  range: { transactionTax: Range; betterOffBy: Range };
  /** Individual tab: how the tax reaches the person (direct and through prices). */
  incidence: PaymentIncidence | null;
  /** Individual tab: the tax on the employer's payment of the salary that falls on pay, per case. */
  wageIncidence: Range | null;
  /** Student loan repayments (individual tab): not a tax, unchanged in every scope; null when none. */
  repayments: ImpactSide | null;
  /** Individual tab: every channel of the incidence model the decile chart uses. */
  charges?: PersonalCharges | null;
  /** Plain sentences qualifying the figures (eligibility, assumptions), for the screen. */
  notes: string[];
}

export interface IndividualInput {
  /** The tax year whose rules apply (optional; default the newest modelled, 2026-27). */
  taxYear?: TaxYear;
  salary: number;
  rent: number;
  otherSpending: number;
  taxRatePercent: number;
  dividend: number;
  /** Where the person pays income tax; default the rest of the UK. */
  region?: TaxRegion;
  /** Dividends from shares received in the year, £ (optional). */
  dividendIncome?: number;
  /** Savings interest received in the year, £ (optional). */
  savingsIncome?: number;
  /** Marriage allowance claimed (optional; default none). */
  marriageAllowance?: MarriageAllowance;
  /** Children the household gets child benefit for (optional; default 0). */
  children?: number;
  /** Student loan plan (optional; default none). */
  studentLoanPlan?: StudentLoanPlan;
  /** Whether the person repays a postgraduate loan too (optional). */
  postgraduateLoan?: boolean;
  /** Capital gains realised in the year, £ (optional). */
  capitalGains?: number;
  /** Self-employed profit, £ (optional). */
  selfEmployedProfit?: number;
  /** Savings and investments held, £ (optional; default the average for the spending). */
  savingsAndInvestments?: number;
  scope?: BudgetScope;
}

export interface BusinessInput {
  /** The tax year whose rules apply (optional; default the newest modelled, 2026-27). */
  taxYear?: TaxYear;
  revenue: number;
  /** Employees by pay: each group's head count and salary, £ a year. */
  staff: readonly PayGroup[];
  /**
   * Whether the employer can claim the Employment Allowance (default yes). Not, for example, a
   * company whose only employee paid above the secondary threshold is a director.
   */
  employmentAllowance?: boolean;
  operatingExpenses: number;
  taxRatePercent: number;
  scope?: BudgetScope;
}

export interface FinancialInput {
  /** The tax year whose rules apply (optional; default the newest modelled, 2026-27). */
  taxYear?: TaxYear;
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
  scope?: BudgetScope;
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

function constantRange(value: number): Range {
  return { low: value, central: value, high: value };
}

/** Order a range's ends (low ≤ high) and keep the central case. */
function orderRange(range: Range): Range {
  return {
    low: Math.min(range.low, range.central, range.high),
    central: range.central,
    high: Math.max(range.low, range.central, range.high),
  };
}

/** The rules of the input's tax year (default the newest modelled); a year not modelled is refused. */
function rulesFor(taxYear: TaxYear | undefined): UkTaxYearRules {
  const year = taxYear ?? TAX_YEARS[0];
  if (!(TAX_YEARS as readonly string[]).includes(year))
    throw new RangeError(`taxYear must be one of ${TAX_YEARS.join(", ")}, got ${String(year)}`);
  return UK_TAX_YEARS[year];
}

function compareSides(
  tab: ImpactTab,
  taxRatePercent: number,
  today: ImpactSide,
  transactionTax: ImpactSide,
  dividend: number,
  options: {
    taxYear: TaxYear;
    scope?: BudgetScope;
    transactionTaxRange?: Range;
    incidence?: PaymentIncidence;
    wageIncidence?: Range;
    repayments?: ImpactSide | null;
    notes?: string[];
  },
): PersonalImpact {
  const scope = options.scope ?? DEFAULT_BUDGET_SCOPE;
  const taxRange = options.transactionTaxRange ?? constantRange(transactionTax.total);
  const gainFor = (tax: number) =>
    scope === "all-spending" ? today.total - (tax - dividend) : dividend - tax;
  const netUnderTransactionTax = transactionTax.total - dividend;
  return {
    tab,
    taxYear: options.taxYear,
    period: "annual",
    taxRatePercent,
    today,
    transactionTax,
    dividend,
    netUnderTransactionTax,
    betterOffBy: gainFor(transactionTax.total),
    scope,
    // The largest tax gives the smallest gain: low gain pairs with the high tax.
    range: {
      transactionTax: taxRange,
      betterOffBy: {
        low: gainFor(taxRange.high),
        central: gainFor(taxRange.central),
        high: gainFor(taxRange.low),
      },
    },
    incidence: options.incidence ?? null,
    wageIncidence: options.wageIncidence ?? null,
    repayments: options.repayments ?? null,
    notes: options.notes ?? [],
  };
}

function ensureAll(values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) ensureNonNegativeFinite(value, name);
}

/** Pay groups within their ranges: at most `maxGroups`, each count and salary in range, the total within the payroll range. */
function ensureStaff(staff: readonly PayGroup[]): void {
  const R = BUSINESS_INPUT_RANGES;
  if (staff.length > R.maxGroups) throw new RangeError(`staff: at most ${R.maxGroups} pay groups`);
  for (const group of staff) {
    ensureAll({ employees: group.count, salary: group.salary });
    if (group.count > R.groupCount.max || group.salary > R.groupSalary.max)
      throw new RangeError("staff: a pay group is outside its range");
  }
  if (sumPayroll(staff) > R.payroll.max)
    throw new RangeError(`staff: the payroll is over £${R.payroll.max.toLocaleString("en-GB")}`);
}

/** Plain sentences that qualify an individual's figures. */
function describeIndividualNotes(
  rules: UkTaxYearRules,
  input: IndividualInput,
  incomeTax: ReturnType<typeof calculateIncomeTaxBreakdown>,
  children: number,
): string[] {
  const notes: string[] = [];
  const { claimed, eligible } = incomeTax.marriageAllowance;
  if (claimed === "receiving" && !eligible)
    notes.push(
      "Marriage allowance: not available, because some of your income is taxed above the basic rate (above the intermediate rate in Scotland).",
    );
  if (claimed === "transferring")
    notes.push(
      eligible
        ? "Marriage allowance: your allowance is £1,260 lower and your spouse or civil partner pays up to £252 less tax, which is not counted here."
        : "Marriage allowance: you cannot give part of your allowance away, because with £1,260 less some of your income would be taxed above the basic rate (above the intermediate rate in Scotland).",
    );
  if (incomeTax.adjustedNetIncome > 100_000)
    notes.push(
      `Personal allowance: £${groupWhole(incomeTax.personalAllowance)}, reduced by £1 for every £2 of income over £100,000, savings and dividends included.`,
    );
  if (children > 0)
    notes.push(
      "The High Income Child Benefit Charge falls on the partner with the higher income; this assumes it is you.",
    );
  if (input.studentLoanPlan === "plan5" && !rules.studentLoanPlans.plan5.repaymentsDue)
    notes.push(
      `Plan 5 repayments start in April 2026, so none are due in ${rules.year}; choose 2026-27 to see them.`,
    );
  if ((input.selfEmployedProfit ?? 0) > 0 && input.salary > 0)
    notes.push(
      "Class 4 National Insurance is capped for people who also pay Class 1 on a salary (the annual maximum), which this applies.",
    );
  return notes;
}

/**
 * A person. Today: income tax (rUK or Scottish rates on pay and profit, UK rates on savings
 * and dividends, the allowance tapered on all of it, any marriage allowance), employee NI on
 * salary, Class 4 NI on profit, the High Income Child Benefit Charge, CGT (remaining basic-rate
 * band first) and the VAT inside their non-rent spending; student loan repayments beside them.
 * Transaction tax: paid directly on rent and other spending, through prices, and through pay
 * (incidence.ts); plus the citizen dividend received.
 */
export function calculateIndividualImpact(input: IndividualInput): PersonalImpact {
  const rules = rulesFor(input.taxYear);
  const dividendIncome = input.dividendIncome ?? 0;
  const savingsIncome = input.savingsIncome ?? 0;
  const capitalGains = input.capitalGains ?? 0;
  const profit = input.selfEmployedProfit ?? 0;
  const children = input.children ?? 0;
  ensureAll({
    salary: input.salary,
    rent: input.rent,
    otherSpending: input.otherSpending,
    taxRatePercent: input.taxRatePercent,
    dividend: input.dividend,
    dividendIncome,
    savingsIncome,
    capitalGains,
    profit,
    children,
    savingsAndInvestments: input.savingsAndInvestments ?? 0,
  });
  const earned = input.salary + profit;
  const incomeTax = calculateIncomeTaxBreakdown(
    rules,
    { nonSavings: earned, savings: savingsIncome, dividends: dividendIncome },
    { region: input.region ?? "rUK", marriageAllowance: input.marriageAllowance ?? "none" },
  );
  const todayLines = [line("incomeTax", "Income tax on pay and profit", incomeTax.nonSavingsTax)];
  if (savingsIncome > 0)
    todayLines.push(line("savingsTax", "Income tax on savings interest", incomeTax.savingsTax));
  if (dividendIncome > 0)
    todayLines.push(line("dividendTax", "Tax on dividends from shares", incomeTax.dividendTax));
  if (incomeTax.marriageAllowance.taxReduction > 0)
    todayLines.push(
      line("marriageAllowance", "Marriage allowance", -incomeTax.marriageAllowance.taxReduction),
    );
  todayLines.push(
    line("employeeNi", "Employee National Insurance", calculateEmployeeNi(rules, input.salary)),
  );
  if (profit > 0)
    todayLines.push(
      line(
        "class4Ni",
        "Class 4 National Insurance",
        calculateClass4Ni(rules, profit, { employmentEarnings: input.salary }),
      ),
    );
  if (children > 0)
    todayLines.push(
      line(
        "childBenefitCharge",
        "High Income Child Benefit Charge",
        calculateHighIncomeChildBenefitCharge(
          rules,
          incomeTax.adjustedNetIncome,
          calculateChildBenefit(rules, children),
        ),
      ),
    );
  if (capitalGains > 0)
    todayLines.push(
      line(
        "capitalGainsTax",
        "Capital gains tax",
        calculateCapitalGainsTax(rules, capitalGains, {
          employmentIncome: earned,
          dividends: dividendIncome,
          savingsIncome,
        }),
      ),
    );
  todayLines.push(
    line("vat", "VAT in your spending", calculateVatOnSpending(rules, input.otherSpending)),
  );
  const today = sumLines(todayLines);

  const plan = input.studentLoanPlan ?? "none";
  const postgraduate = input.postgraduateLoan ?? false;
  const loans = calculateStudentLoanRepayment(
    rules,
    calculateStudentLoanIncome(earned, savingsIncome + dividendIncome),
    plan,
    postgraduate,
  );
  const repaymentLines: ImpactLine[] = [];
  if (plan !== "none")
    repaymentLines.push(
      line("studentLoan", `Student loan (${rules.studentLoanPlans[plan].label})`, loans.plan),
    );
  if (postgraduate)
    repaymentLines.push(line("postgraduateLoan", "Postgraduate loan", loans.postgraduate));

  const { incidence, charges, transactionTax } = chargeIndividual(input);
  return {
    ...compareSides("individual", input.taxRatePercent, today, transactionTax, input.dividend, {
      taxYear: rules.year,
      scope: input.scope,
      transactionTaxRange: charges.range,
      incidence,
      wageIncidence: orderRange(charges.channels.pay),
      repayments: repaymentLines.length > 0 ? sumLines(repaymentLines) : null,
      notes: [
        ...describeIndividualNotes(rules, input, incomeTax, children),
        describeSavingsNote(charges),
      ],
    }),
    charges,
  };
}

/**
 * The transaction-tax side of the individual tab: every channel of the incidence model the
 * decile chart uses (personalCharges.ts), one line each, and the payment incidence the note
 * under it states (taxed share, pass-through, price rise).
 */
function chargeIndividual(input: IndividualInput): {
  incidence: PaymentIncidence;
  charges: PersonalCharges;
  transactionTax: ImpactSide;
} {
  const spending = input.rent + input.otherSpending;
  const incidence = calculatePaymentIncidence(spending, input.taxRatePercent);
  const charges = calculatePersonalCharges({
    spending,
    salary: input.salary,
    savingsAndInvestments: input.savingsAndInvestments,
    taxRatePercent: input.taxRatePercent,
  });
  const transactionTax = sumLines(
    charges.lines.map((entry) => line(entry.key, entry.label, entry.amount)),
  );
  return { incidence, charges, transactionTax };
}

/** What the savings-and-investments figure is, in a sentence. */
function describeSavingsNote(charges: PersonalCharges): string {
  const amount = `£${groupWhole(charges.savingsAndInvestments)}`;
  return charges.savingsIsDefault
    ? `Savings and investments: ${amount}, the average for households with your spending (enter yours to change it). The tax on profits, share trading and finance reaches you through them.`
    : `Savings and investments: ${amount}, as entered. The tax on profits, share trading and finance reaches you through them.`;
}

/**
 * A business. Today: employer NI and corporation tax on profit (revenue − payroll −
 * employer NI − operating expenses). Transaction tax: on payroll and operating expenses.
 * VAT is left out: the business collects it, its customers bear it.
 */
export function calculateBusinessImpact(input: BusinessInput): PersonalImpact {
  const rules = rulesFor(input.taxYear);
  ensureAll({
    revenue: input.revenue,
    operatingExpenses: input.operatingExpenses,
    taxRatePercent: input.taxRatePercent,
  });
  ensureStaff(input.staff);
  const payroll = sumPayroll(input.staff);
  const employerNi = calculateEmployerNi(rules, input.staff, {
    employmentAllowance: input.employmentAllowance ?? true,
  });
  const profit = input.revenue - payroll - employerNi - input.operatingExpenses;
  const today = sumLines([
    line("employerNi", "Employer National Insurance", employerNi),
    line("corporationTax", "Corporation tax", calculateCorporationTax(rules, profit)),
  ]);
  const transactionTax = sumLines([
    line(
      "payroll",
      "Transaction tax on payroll",
      chargeTransactionTax(payroll, input.taxRatePercent),
    ),
    line(
      "operatingExpenses",
      "Transaction tax on operating expenses",
      chargeTransactionTax(input.operatingExpenses, input.taxRatePercent),
    ),
  ]);
  return compareSides("business", input.taxRatePercent, today, transactionTax, 0, {
    taxYear: rules.year,
    scope: input.scope,
  });
}

/**
 * An investor who buys shares, sells them at the expected profit within the year, and
 * makes other transfers. Today: stamp duty on the purchase and CGT on the gain (net of
 * the stamp duty, an allowable cost). Transaction tax: on the purchase and the transfers
 * (the buyer pays it on the sale).
 */
export function calculateFinancialImpact(input: FinancialInput): PersonalImpact {
  const rules = rulesFor(input.taxYear);
  ensureAll({
    tradeValue: input.tradeValue,
    otherTransfers: input.otherTransfers,
    expectedProfitPercent: input.expectedProfitPercent,
    taxRatePercent: input.taxRatePercent,
  });
  const stampDuty = input.stampDuty ? calculateStampDutyOnShares(rules, input.tradeValue) : 0;
  const saleValue = input.tradeValue * (1 + input.expectedProfitPercent / 100);
  const gain = saleValue - input.tradeValue - stampDuty;
  const today = sumLines([
    line("stampDuty", "Stamp duty on the purchase", stampDuty),
    line(
      "capitalGainsTax",
      "Capital gains tax",
      calculateCapitalGainsTax(rules, gain, { employmentIncome: CGT_BAND_INCOME[input.cgtBand] }),
    ),
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
  return compareSides("financial", input.taxRatePercent, today, transactionTax, 0, {
    taxYear: rules.year,
    scope: input.scope,
  });
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
    range: {
      transactionTax: mapRange((scenario) => convert(impact.range.transactionTax[scenario])),
      betterOffBy: mapRange((scenario) => convert(impact.range.betterOffBy[scenario])),
    },
    incidence: impact.incidence && {
      ...impact.incidence,
      direct: mapRange((scenario) => convert(impact.incidence!.direct[scenario])),
      throughPrices: mapRange((scenario) => convert(impact.incidence!.throughPrices[scenario])),
      total: mapRange((scenario) => convert(impact.incidence!.total[scenario])),
    },
    wageIncidence:
      impact.wageIncidence && mapRange((scenario) => convert(impact.wageIncidence![scenario])),
    repayments: impact.repayments && convertSide(impact.repayments, convert),
    charges: impact.charges && convertCharges(impact.charges, convert),
  };
}

function convertCharges(charges: PersonalCharges, convert: Convert): PersonalCharges {
  const channels = { ...charges.channels };
  for (const key of Object.keys(channels) as (keyof typeof channels)[]) {
    channels[key] = mapRange((scenario) => convert(charges.channels[key][scenario]));
  }
  return {
    ...charges,
    channels,
    total: mapRange((scenario) => convert(charges.total[scenario])),
    range: mapRange((scenario) => convert(charges.range[scenario])),
    lines: charges.lines.map((entry) => ({ ...entry, amount: convert(entry.amount) })),
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
