import { describe, expect, it } from "vitest";
import {
  BUSINESS_INPUT_RANGES,
  DEFAULT_STAFF,
  FINANCIAL_INPUT_DEFAULTS,
  FINANCIAL_INPUT_RANGES,
  INDIVIDUAL_INPUT_RANGES,
  calculateBusinessImpact,
  calculateFinancialImpact,
  calculateIndividualImpact,
  personalImpact,
  toMonthly,
  toPeriod,
} from "./personalImpact";
import { estimateFinancialWealthForSpending } from "./decileInputs";
import { PRIVATE_WAGE_PAYMENTS, WAGE_PAYMENT_INCIDENCE_ON_PAY } from "./flows";
import { WAGES_AND_SALARIES } from "./householdCharges";
import { TAX_RATE_ON_PAY_ABSORBED } from "./netRevenue";

function amountOf(side: { lines: { key: string; amount: number }[] }, key: string): number {
  const found = side.lines.find((entry) => entry.key === key);
  if (!found) throw new Error(`no line ${key}`);
  return found.amount;
}

describe("the personal impact calculator", () => {
  it("uses the spec's input ranges and defaults", () => {
    expect(INDIVIDUAL_INPUT_RANGES.salary).toMatchObject({
      min: 15_000,
      max: 150_000,
      step: 1_000,
      default: 36_000,
    });
    expect(INDIVIDUAL_INPUT_RANGES.rent).toMatchObject({ min: 0, max: 50_000 });
    expect(INDIVIDUAL_INPUT_RANGES.otherSpending).toMatchObject({ min: 0, max: 50_000 });
    expect(BUSINESS_INPUT_RANGES.revenue).toMatchObject({ min: 50_000, max: 5_000_000 });
    expect(BUSINESS_INPUT_RANGES.payroll).toMatchObject({ min: 0, max: 1_000_000 });
    expect(BUSINESS_INPUT_RANGES.operatingExpenses).toMatchObject({ min: 0, max: 2_000_000 });
    expect(FINANCIAL_INPUT_RANGES.tradeValue).toMatchObject({ min: 10_000, max: 10_000_000 });
    expect(FINANCIAL_INPUT_RANGES.otherTransfers).toMatchObject({ min: 0, max: 5_000_000 });
    expect(FINANCIAL_INPUT_RANGES.expectedProfitPercent).toMatchObject({
      min: 0,
      max: 50,
      step: 0.5,
      default: 5,
    });
    expect(FINANCIAL_INPUT_DEFAULTS).toEqual({ stampDuty: true, cgtBand: "higher" });
  });

  describe("individual tab", () => {
    const impact = calculateIndividualImpact({
      salary: 36_000,
      rent: 12_000,
      otherSpending: 15_000,
      taxRatePercent: 0.67,
      dividend: 2_201,
    });

    it("a £36,000 earner pays £8,060.40 today: £4,686 income tax, £1,874.40 NI, £1,500 VAT", () => {
      expect(amountOf(impact.today, "incomeTax")).toBeCloseTo(4_686, 6);
      expect(amountOf(impact.today, "employeeNi")).toBeCloseTo(1_874.4, 6);
      expect(amountOf(impact.today, "vat")).toBeCloseTo(1_500, 6);
      expect(impact.today.total).toBeCloseTo(8_060.4, 6);
    });

    it("at 0.67% they pay directly on the 64% of £27,000 still taxed (the budget model's share)", () => {
      // (1 + 0.67 / 1) ^ −0.855: the real-economy segment's central response (75% kept at 0.4%)
      const taxed = impact.incidence!.taxedShare.central;
      expect(taxed).toBeCloseTo(1.67 ** (Math.log(0.75) / Math.log(1.4)), 9);
      expect(taxed).toBeCloseTo(0.645, 3);
      expect(amountOf(impact.transactionTax, "ownPurchases")).toBeCloseTo(
        0.0067 * 27_000 * taxed,
        6,
      );
    });

    it("and through prices: 80% of the tax on 0.93 business payments per pound (input-output), VAT on top", () => {
      const { stagesPerPound, taxedShare } = impact.incidence!;
      // (supplies £3tn + 24% of £0.95tn private wages) × households' 46% of final demand ÷ £1.6tn
      expect(stagesPerPound.central).toBeCloseTo(((3e12 + 0.24 * 0.95e12) * 0.46) / 1.6e12, 12);
      const expected = 0.8 * 0.0067 * taxedShare.central * stagesPerPound.central * 1.085 * 27_000;
      expect(amountOf(impact.transactionTax, "prices")).toBeCloseTo(expected, 6);
      // one business payment per pound, 80% passed on: smaller than the tax paid directly
      expect(amountOf(impact.transactionTax, "prices")).toBeLessThan(
        amountOf(impact.transactionTax, "ownPurchases"),
      );
    });

    it("today's taxes stay (default scope), so better off = dividend − transaction tax, with a range", () => {
      expect(impact.scope).toBe("dividend-and-policies");
      expect(impact.betterOffBy).toBeCloseTo(2_201 - impact.transactionTax.total, 6);
      expect(impact.range.betterOffBy.low).toBeLessThan(impact.betterOffBy);
      expect(impact.range.betterOffBy.high).toBeGreaterThan(impact.betterOffBy);
      expect(impact.taxYear).toBe("2026-27");
      expect(impact.period).toBe("annual");
    });

    it("with scope 'all-spending' today's taxes go: better off = today − (tax − dividend)", () => {
      const replacing = calculateIndividualImpact({
        salary: 36_000,
        rent: 12_000,
        otherSpending: 15_000,
        taxRatePercent: 0.67,
        dividend: 2_201,
        scope: "all-spending",
      });
      expect(replacing.betterOffBy).toBeCloseTo(
        8_060.4 - (replacing.transactionTax.total - 2_201),
        6,
      );
    });

    it("Scotland, dividends, gains and self-employed profit each add their 2025-26 tax", () => {
      const full = calculateIndividualImpact({
        taxYear: "2025-26",
        salary: 30_000,
        rent: 0,
        otherSpending: 0,
        taxRatePercent: 1,
        dividend: 0,
        region: "scotland",
        dividendIncome: 10_000,
        capitalGains: 0,
        selfEmployedProfit: 0,
      });
      expect(amountOf(full.today, "incomeTax")).toBeCloseTo(3_482.82, 2);
      expect(amountOf(full.today, "dividendTax")).toBeCloseTo(831.25, 2);
      const selfEmployed = calculateIndividualImpact({
        salary: 0,
        rent: 0,
        otherSpending: 0,
        taxRatePercent: 1,
        dividend: 0,
        selfEmployedProfit: 30_000,
        capitalGains: 30_000,
      });
      expect(amountOf(selfEmployed.today, "class4Ni")).toBeCloseTo(1_045.8, 2);
      expect(amountOf(selfEmployed.today, "capitalGainsTax")).toBeCloseTo(
        (37_700 - 17_430) * 0.18 + (27_000 - (37_700 - 17_430)) * 0.24,
        2,
      );
    });

    it("salary £95,000 + dividends £20,000 pays £35,013.25 income tax: the allowance tapers on dividends too", () => {
      const rich = calculateIndividualImpact({
        taxYear: "2025-26",
        salary: 95_000,
        rent: 0,
        otherSpending: 0,
        taxRatePercent: 1,
        dividend: 0,
        dividendIncome: 20_000,
      });
      expect(amountOf(rich.today, "incomeTax")).toBeCloseTo(28_432, 6);
      expect(amountOf(rich.today, "dividendTax")).toBeCloseTo(6_581.25, 6);
      expect(rich.notes.join(" ")).toContain("Personal allowance: £5,070");
    });

    it("savings, the marriage allowance and the child benefit charge each add a line of today's taxes", () => {
      const family = calculateIndividualImpact({
        taxYear: "2025-26",
        salary: 70_000,
        rent: 0,
        otherSpending: 0,
        taxRatePercent: 1,
        dividend: 0,
        savingsIncome: 1_000,
        children: 1,
      });
      // ANI £71,000: 55% of £1,354.60; £500 savings allowance, 500 × 40%.
      expect(amountOf(family.today, "childBenefitCharge")).toBeCloseTo(745.03, 6);
      expect(amountOf(family.today, "savingsTax")).toBeCloseTo(200, 6);
      const couple = calculateIndividualImpact({
        salary: 30_000,
        rent: 0,
        otherSpending: 0,
        taxRatePercent: 1,
        dividend: 0,
        marriageAllowance: "receiving",
      });
      expect(amountOf(couple.today, "marriageAllowance")).toBeCloseTo(-252, 6);
      expect(amountOf(couple.today, "incomeTax")).toBeCloseTo(3_486, 6);
    });

    it("student loan repayments sit beside today's taxes and are never replaced by the transaction tax", () => {
      const graduate = {
        taxYear: "2025-26" as const,
        salary: 36_000,
        rent: 12_000,
        otherSpending: 15_000,
        taxRatePercent: 0.67,
        dividend: 2_201,
        studentLoanPlan: "plan2" as const,
        postgraduateLoan: true,
      };
      const impact = calculateIndividualImpact(graduate);
      expect(impact.repayments?.lines.map((entry) => [entry.key, entry.amount])).toEqual([
        ["studentLoan", 677],
        ["postgraduateLoan", 900],
      ]);
      expect(impact.today.total).toBeCloseTo(8_060.4, 6);
      const replacing = calculateIndividualImpact({ ...graduate, scope: "all-spending" });
      expect(replacing.betterOffBy).toBeCloseTo(
        8_060.4 - (replacing.transactionTax.total - 2_201),
        6,
      );
      expect(toMonthly(impact).repayments?.total).toBeCloseTo(1_577 / 12, 9);
    });

    it("is also reachable as personalImpact.individual", () => {
      expect(personalImpact.individual).toBe(calculateIndividualImpact);
    });
  });

  describe("the wage channel", () => {
    const person = (salary: number) =>
      calculateIndividualImpact({
        salary,
        rent: 12_000,
        otherSpending: 15_000,
        taxRatePercent: 0.62,
        dividend: 1_000,
      });

    /**
     * The pay channel per pound of pay: the share ω of the tax on private wage payments
     * (£0.95tn) that falls on pay, less the 30% of it no longer due in income tax and NICs,
     * spread over all wages and salaries (£1.2tn), as the decile chart spreads it.
     */
    const perPound = (scenario: "low" | "central" | "high", taxed: number) =>
      (0.0062 *
        taxed *
        PRIVATE_WAGE_PAYMENTS[scenario] *
        WAGE_PAYMENT_INCIDENCE_ON_PAY[scenario] *
        (1 - TAX_RATE_ON_PAY_ABSORBED[scenario])) /
      WAGES_AND_SALARIES;

    it("the share ω of the employer's tax on your salary falls on your pay, less the income tax and NI no longer due", () => {
      const impact = person(36_000);
      const { taxedShare } = impact.incidence!;
      // 0.62% × 79% still taxed × £0.95tn × 76% on pay × (1 − 30%) ÷ £1.2tn = 0.30p per £
      expect(amountOf(impact.transactionTax, "pay")).toBeCloseTo(
        36_000 * perPound("central", taxedShare.central),
        6,
      );
      expect(amountOf(impact.transactionTax, "pay")).toBeCloseTo(62.2, 1);
      expect(impact.wageIncidence!.central).toBe(amountOf(impact.transactionTax, "pay"));
    });

    it("two salaries with the same spending differ: £150,000 is worse off than £36,000", () => {
      const modest = person(36_000);
      const high = person(150_000);
      expect(high.betterOffBy).toBeLessThan(modest.betterOffBy);
      // the gap is the pay channel on £114,000 more pay (the savings default follows spending)
      const { taxedShare } = modest.incidence!;
      expect(modest.betterOffBy - high.betterOffBy).toBeCloseTo(
        114_000 * perPound("central", taxedShare.central),
        6,
      );
      expect(high.range.betterOffBy.low).toBeLessThan(high.betterOffBy);
      expect(high.range.betterOffBy.high).toBeGreaterThan(high.betterOffBy);
    });

    it("orders the pay channel's range low to high", () => {
      const impact = person(60_000);
      const { taxedShare } = impact.incidence!;
      const onPay = (scenario: "low" | "central" | "high") =>
        60_000 * perPound(scenario, taxedShare[scenario]);
      expect(impact.wageIncidence!.low).toBeCloseTo(Math.min(onPay("low"), onPay("high")), 6);
      expect(impact.wageIncidence!.high).toBeCloseTo(Math.max(onPay("low"), onPay("high")), 6);
      expect(impact.wageIncidence!.low).toBeLessThan(impact.wageIncidence!.central);
      expect(impact.wageIncidence!.central).toBeLessThan(impact.wageIncidence!.high);
    });
  });

  describe("savings and investments", () => {
    const person = (savingsAndInvestments?: number) =>
      calculateIndividualImpact({
        salary: 36_000,
        rent: 12_000,
        otherSpending: 15_000,
        taxRatePercent: 1.94,
        dividend: 1_000,
        savingsAndInvestments,
      });

    it("default to the average for households with the same spending, and say so", () => {
      const impact = person();
      expect(impact.charges!.savingsAndInvestments).toBeCloseTo(
        estimateFinancialWealthForSpending(27_000),
        6,
      );
      expect(impact.notes.join(" ")).toMatch(/the average for households with your spending/);
    });

    it("more savings bear more of the tax on profits, share trading, saving and property", () => {
      const none = person(0);
      const more = person(200_000);
      expect(none.charges!.channels.profitsAndWealth.central).toBe(0);
      expect(amountOf(more.transactionTax, "profitsAndWealth")).toBeGreaterThan(0);
      expect(more.betterOffBy).toBeLessThan(none.betterOffBy);
    });
  });

  describe("business tab", () => {
    const impact = calculateBusinessImpact({
      revenue: 500_000,
      staff: DEFAULT_STAFF,
      operatingExpenses: 150_000,
      taxRatePercent: 0.67,
    });

    it("a firm with £500k revenue, £200k payroll (6 staff) and £150k costs pays £47,025 today", () => {
      expect(amountOf(impact.today, "employerNi")).toBeCloseTo(15_000, 6);
      // profit 500,000 − 200,000 − 15,000 − 150,000 = 135,000;
      // CT 25% × 135,000 − 3/200 × 115,000 = 33,750 − 1,725
      expect(amountOf(impact.today, "corporationTax")).toBeCloseTo(32_025, 6);
      expect(impact.today.total).toBeCloseTo(47_025, 6);
    });

    it("at 0.67% it pays £2,345 on £350,000 of payments and gets no dividend", () => {
      expect(impact.transactionTax.total).toBeCloseTo(2_345, 6);
      expect(impact.dividend).toBe(0);
      // Today's taxes stay, so the business is worse off by the tax (it passes it on in prices).
      expect(impact.betterOffBy).toBeCloseTo(-2_345, 6);
    });
  });

  describe("financial tab", () => {
    const base = {
      tradeValue: 100_000,
      otherTransfers: 0,
      expectedProfitPercent: 5,
      stampDuty: true,
      cgtBand: "higher" as const,
      taxRatePercent: 0.67,
    };

    it("buying £100,000 of shares and selling 5% up pays £860 today: £500 stamp duty and £360 CGT", () => {
      const impact = calculateFinancialImpact(base);
      expect(amountOf(impact.today, "stampDuty")).toBeCloseTo(500, 6);
      // gain 105,000 − 100,000 − 500 = 4,500; (4,500 − 3,000) × 24%
      expect(amountOf(impact.today, "capitalGainsTax")).toBeCloseTo(360, 6);
      expect(impact.today.total).toBeCloseTo(860, 6);
    });

    it("at 0.67% the purchase pays £670; replacing stamp duty and CGT it would be £190 better off", () => {
      const impact = calculateFinancialImpact(base);
      expect(impact.transactionTax.total).toBeCloseTo(670, 6);
      expect(impact.betterOffBy).toBeCloseTo(-670, 6);
      expect(calculateFinancialImpact({ ...base, scope: "all-spending" }).betterOffBy).toBeCloseTo(
        190,
        6,
      );
    });

    it("without stamp duty the gain is £5,000 and CGT at 18% is £360", () => {
      const impact = calculateFinancialImpact({ ...base, stampDuty: false, cgtBand: "basic" });
      expect(amountOf(impact.today, "stampDuty")).toBe(0);
      expect(amountOf(impact.today, "capitalGainsTax")).toBeCloseTo(360, 6);
    });

    it("other transfers are untaxed today and pay the rate under the transaction tax", () => {
      const impact = calculateFinancialImpact({ ...base, otherTransfers: 1_000_000 });
      expect(amountOf(impact.transactionTax, "otherTransfers")).toBeCloseTo(6_700, 6);
      expect(impact.today.total).toBeCloseTo(860, 6);
    });
  });

  describe("annual and monthly", () => {
    it("a monthly view divides every annual figure by 12", () => {
      const annual = personalImpact.individual({
        salary: 36_000,
        rent: 12_000,
        otherSpending: 15_000,
        taxRatePercent: 0.67,
        dividend: 2_201,
      });
      const monthly = toMonthly(annual);
      expect(monthly.period).toBe("monthly");
      expect(monthly.today.total).toBeCloseTo(671.7, 6);
      expect(monthly.dividend).toBeCloseTo(2_201 / 12, 9);
      expect(monthly.today.lines[0].amount).toBeCloseTo(390.5, 9);
    });

    it("a monthly impact stays as it is, and converts back to the annual figures", () => {
      const annual = personalImpact.business({
        revenue: 500_000,
        staff: DEFAULT_STAFF,
        operatingExpenses: 150_000,
        taxRatePercent: 1,
      });
      const monthly = toMonthly(annual);
      expect(toMonthly(monthly)).toBe(monthly);
      expect(toPeriod(monthly, "annual").betterOffBy).toBeCloseTo(annual.betterOffBy, 6);
    });
  });

  it("rejects negative or non-finite inputs", () => {
    expect(() =>
      calculateIndividualImpact({
        salary: -1,
        rent: 0,
        otherSpending: 0,
        taxRatePercent: 1,
        dividend: 0,
      }),
    ).toThrow(RangeError);
    expect(() =>
      calculateIndividualImpact({
        salary: 36_000,
        rent: 0,
        otherSpending: Number.NaN,
        taxRatePercent: 1,
        dividend: 0,
      }),
    ).toThrow(RangeError);
  });
});
