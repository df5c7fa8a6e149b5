/**
 * The calculator's tax year and the statute rules it applies (issue 34): 2026-27 unless the
 * input names 2025-26, the Class 4 annual maximum beside a salary, Plan 5 by year, and the
 * business tab's pay groups and Employment Allowance choice.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_STAFF,
  calculateBusinessImpact,
  calculateFinancialImpact,
  calculateIndividualImpact,
  type IndividualInput,
} from "./personalImpact";

function amountOf(side: { lines: { key: string; amount: number }[] }, key: string): number {
  const found = side.lines.find((entry) => entry.key === key);
  if (!found) throw new Error(`no line ${key}`);
  return found.amount;
}

const nothingElse = { rent: 0, otherSpending: 0, taxRatePercent: 1, dividend: 0 };

describe("the calculator's tax year", () => {
  it("is 2026-27 unless 2025-26 is chosen, on every tab", () => {
    const person: IndividualInput = { ...nothingElse, salary: 36_000 };
    expect(calculateIndividualImpact(person).taxYear).toBe("2026-27");
    expect(calculateIndividualImpact({ ...person, taxYear: "2025-26" }).taxYear).toBe("2025-26");
    const firm = {
      revenue: 500_000,
      staff: DEFAULT_STAFF,
      operatingExpenses: 150_000,
      taxRatePercent: 1,
    };
    expect(calculateBusinessImpact(firm).taxYear).toBe("2026-27");
    expect(calculateBusinessImpact({ ...firm, taxYear: "2025-26" }).taxYear).toBe("2025-26");
    const investor = {
      tradeValue: 100_000,
      otherTransfers: 0,
      expectedProfitPercent: 5,
      stampDuty: true,
      cgtBand: "higher" as const,
      taxRatePercent: 1,
    };
    expect(calculateFinancialImpact({ ...investor, taxYear: "2025-26" }).taxYear).toBe("2025-26");
  });

  it("refuses a tax year it does not model", () => {
    const person = { ...nothingElse, salary: 36_000, taxYear: "2019-20" as "2025-26" };
    expect(() => calculateIndividualImpact(person)).toThrow(RangeError);
  });

  it("Scotland with £30,000 + £10,000 of dividends: 2026-27 £3,451.07 + £1,021.25; 2025-26 £3,482.82 + £831.25", () => {
    const person: IndividualInput = {
      ...nothingElse,
      salary: 30_000,
      region: "scotland",
      dividendIncome: 10_000,
    };
    const now = calculateIndividualImpact(person);
    expect(amountOf(now.today, "incomeTax")).toBeCloseTo(3_451.07, 6);
    expect(amountOf(now.today, "dividendTax")).toBeCloseTo(1_021.25, 6);
    const before = calculateIndividualImpact({ ...person, taxYear: "2025-26" });
    expect(amountOf(before.today, "incomeTax")).toBeCloseTo(3_482.82, 6);
    expect(amountOf(before.today, "dividendTax")).toBeCloseTo(831.25, 6);
  });

  it("Plan 5 on £36,000 repays £990 in 2026-27 and nothing in 2025-26, which says why", () => {
    const graduate: IndividualInput = { ...nothingElse, salary: 36_000, studentLoanPlan: "plan5" };
    expect(amountOf(calculateIndividualImpact(graduate).repayments!, "studentLoan")).toBe(990);
    const before = calculateIndividualImpact({ ...graduate, taxYear: "2025-26" });
    expect(amountOf(before.repayments!, "studentLoan")).toBe(0);
    expect(before.notes.join(" ")).toContain("none are due in 2025-26");
  });
});

describe("Class 4 beside a salary (SSCR 2001 reg 100)", () => {
  it("salary £50,000 + profit £30,000: Class 4 is £348.60, not £1,045.80, and a note says so", () => {
    const impact = calculateIndividualImpact({
      ...nothingElse,
      salary: 50_000,
      selfEmployedProfit: 30_000,
    });
    expect(amountOf(impact.today, "class4Ni")).toBeCloseTo(348.6, 6);
    expect(amountOf(impact.today, "employeeNi")).toBeCloseTo(2_994.4, 6);
    expect(impact.notes.join(" ")).toContain("annual maximum");
  });
});

describe("the business tab: pay groups and the Employment Allowance", () => {
  const firm = { revenue: 500_000, operatingExpenses: 150_000, taxRatePercent: 1 };

  it("a sole director on £50,000, not eligible for the allowance, pays £6,750 employer NI", () => {
    const staff = [{ count: 1, salary: 50_000 }];
    const notEligible = calculateBusinessImpact({ ...firm, staff, employmentAllowance: false });
    expect(amountOf(notEligible.today, "employerNi")).toBeCloseTo(6_750, 6);
    const eligible = calculateBusinessImpact({ ...firm, staff });
    expect(amountOf(eligible.today, "employerNi")).toBe(0);
  });

  it("the transaction tax on payroll is on the groups' total: 1% of £200,000", () => {
    const impact = calculateBusinessImpact({ ...firm, staff: DEFAULT_STAFF });
    expect(amountOf(impact.transactionTax, "payroll")).toBeCloseTo(2_000, 6);
  });

  it("rejects pay groups outside their ranges and payrolls over £1,000,000", () => {
    const tooMany = Array.from({ length: 7 }, () => ({ count: 1, salary: 10_000 }));
    expect(() => calculateBusinessImpact({ ...firm, staff: tooMany })).toThrow(RangeError);
    expect(() =>
      calculateBusinessImpact({ ...firm, staff: [{ count: -1, salary: 10_000 }] }),
    ).toThrow(RangeError);
    expect(() =>
      calculateBusinessImpact({ ...firm, staff: [{ count: 200, salary: 10_000 }] }),
    ).toThrow(RangeError);
  });
});
