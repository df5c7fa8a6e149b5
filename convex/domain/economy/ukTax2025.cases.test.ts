import { describe, expect, it } from "vitest";
import {
  calculateChildBenefit,
  calculateDividendTax,
  calculateHighIncomeChildBenefitCharge,
  calculateIncomeTax,
  calculateIncomeTaxBreakdown,
  calculateStudentLoanIncome,
  calculateStudentLoanRepayment,
  type IncomeSources,
  type IncomeTaxOptions,
} from "./ukTax";
import { UK_TAX_2025_26 } from "./ukTaxYears";

/**
 * Reference income tax cases, 2025-26, worked by hand from the statute (ITA 2007 s.23: the
 * allowance tapered on adjusted net income, set against non-savings income, then savings,
 * then dividends; the starting rate for savings, the personal savings allowance, the £500
 * dividend allowance; the marriage allowance). Bands on taxable income: basic to £37,700,
 * higher to £125,140. "ns" is non-savings taxable income.
 */
const REFERENCE_CASES: [
  name: string,
  income: IncomeSources,
  options: IncomeTaxOptions,
  total: number,
  working: string,
][] = [
  [
    "salary £95,000 + dividends £20,000 (issue 24)",
    { nonSavings: 95_000, dividends: 20_000 },
    {},
    35_013.25,
    "ANI 115,000 → allowance 12,570 − 7,500 = 5,070; ns 89,930: 7,540 + 52,230 × 40% = 28,432; dividends 500 at 0% then 19,500 × 33.75% = 6,581.25",
  ],
  [
    "salary £100,000 exactly",
    { nonSavings: 100_000 },
    {},
    27_432,
    "full allowance; ns 87,430: 7,540 + 49,730 × 40%",
  ],
  [
    "salary £100,000 + savings £4,000",
    { nonSavings: 100_000, savings: 4_000 },
    {},
    29_632,
    "ANI 104,000 → allowance 10,570; ns 89,430: 7,540 + 51,730 × 40% = 28,232; savings allowance £500 (higher band), 3,500 × 40% = 1,400",
  ],
  [
    "salary £90,000 + savings £15,000",
    { nonSavings: 90_000, savings: 15_000 },
    {},
    30_232,
    "ANI 105,000 → allowance 10,070; ns 79,930: 7,540 + 42,230 × 40% = 24,432; 500 at 0%, 14,500 × 40% = 5,800",
  ],
  [
    "salary £14,000 + savings £6,000 (starting rate for savings)",
    { nonSavings: 14_000, savings: 6_000 },
    {},
    572,
    "ns 1,430 × 20% = 286; savings 1,430 → 5,000 at the 0% starting rate (3,570), then £1,000 savings allowance, 1,430 × 20% = 286",
  ],
  [
    "savings £18,570 only",
    { nonSavings: 0, savings: 18_570 },
    {},
    0,
    "12,570 allowance + 5,000 starting rate + 1,000 savings allowance",
  ],
  [
    "savings £19,570 only",
    { nonSavings: 0, savings: 19_570 },
    {},
    200,
    "as above, then 1,000 × 20%",
  ],
  [
    "savings £5,000 + dividends £10,000, no other income: the allowance goes against the dividends first (ITA s.25(2))",
    { nonSavings: 0, savings: 5_000, dividends: 10_000 },
    {},
    0,
    "allowance against the dividends leaves savings 2,430, all in the 0% starting rate; the default order (savings first) would leave dividends 2,430: 500 at 0%, 1,930 × 8.75% = £168.88",
  ],
  [
    "salary £150,000 + dividends £10,000",
    { nonSavings: 150_000, dividends: 10_000 },
    {},
    57_441.25,
    "no allowance; 53,703 on the salary; 500 at 0% then 9,500 × 39.35% = 3,738.25",
  ],
  [
    "Scotland: salary £95,000 + dividends £20,000",
    { nonSavings: 95_000, dividends: 20_000 },
    { region: "scotland" },
    38_470.05,
    "allowance 5,070; ns 89,930 at Scottish rates: 19,513.80 + 27,500 × 45% = 31,888.80; dividends on UK bands as rUK, 6,581.25",
  ],
  [
    "marriage allowance received, salary £30,000",
    { nonSavings: 30_000 },
    { marriageAllowance: "receiving" },
    3_234,
    "17,430 × 20% = 3,486, less 1,260 × 20% = 252",
  ],
  [
    "marriage allowance received, Scotland, salary £40,000 (intermediate rate still qualifies)",
    { nonSavings: 40_000 },
    { region: "scotland", marriageAllowance: "receiving" },
    5_330.82,
    "ns 27,430: 2,955.93 + 12,509 × 21% = 5,582.82, less 252",
  ],
  [
    "marriage allowance received, salary £45,000 + dividends £5,000 (all within the basic band)",
    { nonSavings: 45_000, dividends: 5_000 },
    { marriageAllowance: "receiving" },
    6_627.75,
    "ns 32,430 × 20% = 6,486; 500 at 0%, 4,500 × 8.75% = 393.75; less 252",
  ],
  [
    "marriage allowance not available: salary £50,000 + dividends £500 reach the higher band through the dividend allowance",
    { nonSavings: 50_000, dividends: 500 },
    { marriageAllowance: "receiving" },
    7_486,
    "ns 37,430 × 20%; dividends 37,430 → 37,930 at 0% but past £37,700 (ITA s.55B(2)(ba))",
  ],
  [
    "marriage allowance not available to a higher-rate taxpayer, salary £60,000",
    { nonSavings: 60_000 },
    { marriageAllowance: "receiving" },
    11_432,
    "unchanged: 7,540 + 9,730 × 40%",
  ],
  [
    "marriage allowance received, salary £13,000: the reduction stops at the tax due",
    { nonSavings: 13_000 },
    { marriageAllowance: "receiving" },
    0,
    "430 × 20% = 86, less 86",
  ],
  [
    "marriage allowance given away, salary £20,000",
    { nonSavings: 20_000 },
    { marriageAllowance: "transferring" },
    1_738,
    "allowance 11,310; 8,690 × 20%",
  ],
  [
    "marriage allowance cannot be given away by a higher-rate taxpayer, salary £60,000",
    { nonSavings: 60_000 },
    { marriageAllowance: "transferring" },
    11_432,
    "unchanged",
  ],
];

describe("reference income tax cases, 2025-26", () => {
  for (const [name, income, options, total, working] of REFERENCE_CASES) {
    it(`${name} → £${total.toLocaleString("en-GB", { minimumFractionDigits: 2 })} (${working})`, () => {
      expect(calculateIncomeTaxBreakdown(UK_TAX_2025_26, income, options).total).toBeCloseTo(
        total,
        6,
      );
    });
  }

  it("calculateIncomeTax counts dividends in the allowance taper: £95,000 + £20,000 → £35,013.25", () => {
    expect(
      calculateIncomeTax(UK_TAX_2025_26, 95_000, "rUK", { dividendIncome: 20_000 }),
    ).toBeCloseTo(35_013.25, 6);
    // Before issue 24 the taper looked at the salary alone and gave £3,000 less (£32,013.25).
    const breakdown = calculateIncomeTaxBreakdown(UK_TAX_2025_26, {
      nonSavings: 95_000,
      dividends: 20_000,
    });
    expect(breakdown.personalAllowance).toBe(5_070);
    expect(breakdown.nonSavingsTax).toBeCloseTo(28_432, 6);
    expect(breakdown.dividendTax).toBeCloseTo(6_581.25, 6);
    expect(calculateDividendTax(UK_TAX_2025_26, 20_000, { employmentIncome: 95_000 })).toBeCloseTo(
      6_581.25,
      6,
    );
  });

  it("savings also taper the allowance, and the savings allowance falls to £500 in the higher band and £0 in the additional", () => {
    expect(
      calculateIncomeTaxBreakdown(UK_TAX_2025_26, { nonSavings: 30_000, savings: 1_000 })
        .personalSavingsAllowance,
    ).toBe(1_000);
    expect(
      calculateIncomeTaxBreakdown(UK_TAX_2025_26, { nonSavings: 60_000, savings: 1_000 })
        .personalSavingsAllowance,
    ).toBe(500);
    expect(
      calculateIncomeTaxBreakdown(UK_TAX_2025_26, { nonSavings: 200_000, savings: 1_000 })
        .personalSavingsAllowance,
    ).toBe(0);
    // £1,000 of interest at £200,000: 45% on all of it.
    expect(
      calculateIncomeTaxBreakdown(UK_TAX_2025_26, { nonSavings: 200_000, savings: 1_000 })
        .savingsTax,
    ).toBeCloseTo(450, 6);
  });

  it("the marriage allowance reports whether its conditions are met", () => {
    expect(
      calculateIncomeTaxBreakdown(
        UK_TAX_2025_26,
        { nonSavings: 30_000 },
        { marriageAllowance: "receiving" },
      ).marriageAllowance,
    ).toEqual({
      claimed: "receiving",
      eligible: true,
      taxReduction: 252,
    });
    // Scotland: the higher rate (42%) starts at £43,663 of income, so £45,000 does not qualify.
    expect(
      calculateIncomeTaxBreakdown(
        UK_TAX_2025_26,
        { nonSavings: 45_000 },
        { region: "scotland", marriageAllowance: "receiving" },
      ).marriageAllowance.eligible,
    ).toBe(false);
  });
});

describe("High Income Child Benefit Charge, 2025-26", () => {
  const oneChild = calculateChildBenefit(UK_TAX_2025_26, 1);
  const twoChildren = calculateChildBenefit(UK_TAX_2025_26, 2);

  it("child benefit is £26.05 a week for the eldest and £17.25 for each other child: £1,354.60 and £2,251.60 a year", () => {
    expect(oneChild).toBeCloseTo(1_354.6, 6);
    expect(twoChildren).toBeCloseTo(2_251.6, 6);
    expect(calculateChildBenefit(UK_TAX_2025_26, 0)).toBe(0);
  });

  const cases: [adjustedNetIncome: number, benefit: number, charge: number, working: string][] = [
    [60_000, twoChildren, 0, "at the threshold"],
    [60_199, oneChild, 0, "£199 over: no whole £200 yet"],
    [60_200, oneChild, 13.546, "1% of 1,354.60"],
    [70_000, oneChild, 677.3, "50% of 1,354.60"],
    [79_999, twoChildren, 2_229.084, "99% of 2,251.60"],
    [80_000, twoChildren, 2_251.6, "100%"],
    [150_000, twoChildren, 2_251.6, "never more than the benefit"],
  ];
  for (const [income, benefit, charge, working] of cases) {
    it(`adjusted net income £${income.toLocaleString("en-GB")} → £${charge} (${working})`, () => {
      expect(calculateHighIncomeChildBenefitCharge(UK_TAX_2025_26, income, benefit)).toBeCloseTo(
        charge,
        6,
      );
    });
  }

  it("is charged on adjusted net income, dividends included: £55,000 + £10,000 → 25%", () => {
    const { adjustedNetIncome } = calculateIncomeTaxBreakdown(UK_TAX_2025_26, {
      nonSavings: 55_000,
      dividends: 10_000,
    });
    expect(
      calculateHighIncomeChildBenefitCharge(UK_TAX_2025_26, adjustedNetIncome, oneChild),
    ).toBeCloseTo(338.65, 6);
  });
});

describe("student loan repayments, 2025-26", () => {
  const cases: [plan: "plan1" | "plan2" | "plan4" | "plan5", repayment: number, working: string][] =
    [
      ["plan1", 894, "9% × (36,000 − 26,065) = 894.15"],
      ["plan2", 677, "9% × (36,000 − 28,470) = 677.70"],
      ["plan4", 292, "9% × (36,000 − 32,745) = 292.95"],
      ["plan5", 0, "none due: Plan 5's first repayments are from April 2026, tax year 2026-27"],
    ];
  for (const [plan, repayment, working] of cases) {
    it(`${plan} on £36,000 repays £${repayment} (${working}, whole pounds)`, () => {
      expect(calculateStudentLoanRepayment(UK_TAX_2025_26, 36_000, plan).plan).toBe(repayment);
    });
  }

  it("a postgraduate loan adds 6% over £21,000; nothing is repaid at or below a threshold", () => {
    expect(calculateStudentLoanRepayment(UK_TAX_2025_26, 36_000, "plan2", true)).toEqual({
      plan: 677,
      postgraduate: 900,
    });
    expect(calculateStudentLoanRepayment(UK_TAX_2025_26, 28_470, "plan2")).toEqual({
      plan: 0,
      postgraduate: 0,
    });
    expect(calculateStudentLoanRepayment(UK_TAX_2025_26, 100_000, "none")).toEqual({
      plan: 0,
      postgraduate: 0,
    });
  });

  it("unearned income counts only when it is over £2,000, and then all of it", () => {
    expect(calculateStudentLoanIncome(30_000, 2_000)).toBe(30_000);
    expect(calculateStudentLoanIncome(30_000, 2_500)).toBe(32_500);
  });
});
