/**
 * Figures at their exact boundaries (issue 23): the allowance taper's pound-by-pound
 * rounding, the band edges, a pay group's head count rounded to whole employees, one-decimal rounding
 * at its halves, and the price pressure that policies add to the inflation estimate. Every
 * expected value is worked by hand from the 2025-26 schedule and spec 9, through the
 * module's public functions only.
 */
import { describe, expect, test } from "vitest";
import {
  calculateCorporationTax,
  calculateEmployeeNi,
  calculateEmployerNi,
  calculateIncomeTax,
  calculatePersonalAllowance,
  calculatePressureAdjustment,
  calculatePolicyPressure,
  calculateTimeLagFactor,
  estimateInflation,
  formatInflation,
  formatPricePressure,
  UK_TAX_2025_26,
} from "./index";

/** A policy that only adds demand, felt at once: pressure 1. */
const DEMAND = {
  shortTermDemand: 1,
  shortTermSupply: 0,
  bottleneckRisk: 0,
  importLeakage: 0,
  timeLagMonths: 0,
};
/** A policy that only adds supply, felt at once: pressure -1. */
const SUPPLY = { ...DEMAND, shortTermDemand: 0, shortTermSupply: 1 };

describe("the personal allowance taper, pound by pound", () => {
  test.each([
    [100_000, 12_570],
    // £1 over: half a pound lost rounds down to none.
    [100_001, 12_570],
    [100_002, 12_569],
    [100_003, 12_569],
    // £1 of allowance is left just below the additional-rate threshold, none at it.
    [125_139, 1],
    [125_140, 0],
    [200_000, 0],
  ])("income £%i keeps an allowance of £%i", (income, allowance) => {
    expect(calculatePersonalAllowance(UK_TAX_2025_26, income)).toBe(allowance);
  });

  test("income tax follows the taper: each £2 over £100,000 adds £1 taxed at 40%", () => {
    // £100,000: 37,700 × 20% + (87,430 − 37,700) × 40% = 7,540 + 19,892.
    expect(calculateIncomeTax(UK_TAX_2025_26, 100_000)).toBeCloseTo(27_432, 6);
    // £100,001: £1 more at 40%, the allowance unchanged.
    expect(calculateIncomeTax(UK_TAX_2025_26, 100_001)).toBeCloseTo(27_432.4, 6);
    // £100,002: £2 more and £1 of allowance gone: 3 × 40%.
    expect(calculateIncomeTax(UK_TAX_2025_26, 100_002)).toBeCloseTo(27_433.2, 6);
    // £125,140: no allowance left; 7,540 + 87,440 × 40%.
    expect(calculateIncomeTax(UK_TAX_2025_26, 125_140)).toBeCloseTo(42_516, 6);
    // £1 above the threshold is taxed at 45%.
    expect(calculateIncomeTax(UK_TAX_2025_26, 125_141)).toBeCloseTo(42_516.45, 6);
  });
});

describe("band edges", () => {
  test("income tax starts on the pound after the allowance, 40% on the pound after the basic band", () => {
    expect(calculateIncomeTax(UK_TAX_2025_26, 12_570)).toBe(0);
    expect(calculateIncomeTax(UK_TAX_2025_26, 12_571)).toBeCloseTo(0.2, 9);
    expect(calculateIncomeTax(UK_TAX_2025_26, 50_270)).toBeCloseTo(7_540, 6);
    expect(calculateIncomeTax(UK_TAX_2025_26, 50_271)).toBeCloseTo(7_540.4, 6);
  });

  test("employee NI: nothing at the primary threshold, 2% past the upper limit", () => {
    expect(calculateEmployeeNi(UK_TAX_2025_26, 12_570)).toBe(0);
    expect(calculateEmployeeNi(UK_TAX_2025_26, 50_270)).toBeCloseTo(3_016, 6);
    expect(calculateEmployeeNi(UK_TAX_2025_26, 50_271)).toBeCloseTo(3_016.02, 6);
  });

  test("corporation tax: 19% at the lower limit, 25% at the upper, continuous between", () => {
    expect(calculateCorporationTax(UK_TAX_2025_26, 50_000)).toBeCloseTo(9_500, 6);
    // Marginal relief at £50,001: 12,500.25 − 3/200 × 199,999.
    expect(calculateCorporationTax(UK_TAX_2025_26, 50_001)).toBeCloseTo(9_500.265, 6);
    expect(calculateCorporationTax(UK_TAX_2025_26, 250_000)).toBeCloseTo(62_500, 6);
    // At £249,999: 62,499.75 − 3/200 × 1.
    expect(calculateCorporationTax(UK_TAX_2025_26, 249_999)).toBeCloseTo(62_499.735, 6);
  });

  test("employer NI counts whole employees in a pay group, rounding halves up", () => {
    const rules = UK_TAX_2025_26;
    // 2.5 employees at £40,000 are 3: 3 × 35,000 = 105,000 × 15% − 10,500.
    expect(calculateEmployerNi(rules, [{ count: 2.5, salary: 40_000 }])).toBeCloseTo(5_250, 6);
    // 2.4 are 2: 2 × 35,000 = 70,000 × 15% − 10,500 = 0.
    expect(calculateEmployerNi(rules, [{ count: 2.4, salary: 40_000 }])).toBe(0);
    // 0.4 are none, and pay nothing even without the allowance.
    expect(
      calculateEmployerNi(rules, [{ count: 0.4, salary: 40_000 }], { employmentAllowance: false }),
    ).toBe(0);
  });
});

describe("one decimal, at the halves", () => {
  test("the inflation figure rounds a half up, and a small negative to 0.0, never -0.0", () => {
    expect(formatInflation(0.25)).toBe("0.3%");
    expect(formatInflation(0.24)).toBe("0.2%");
    expect(formatInflation(-0.04)).toBe("0.0%");
    expect(formatInflation(-0.06)).toBe("-0.1%");
  });

  test("price pressure is signed only when it rounds away from zero", () => {
    expect(formatPricePressure(0.05)).toBe("+0.1 pts");
    expect(formatPricePressure(0.04)).toBe("0.0 pts");
    expect(formatPricePressure(-0.04)).toBe("0.0 pts");
    expect(formatPricePressure(-0.3)).toBe("-0.3 pts");
  });
});

describe("price pressure with policies", () => {
  test("a demand-only policy felt at once presses 1; one that adds supply, -1", () => {
    expect(calculatePolicyPressure(DEMAND)).toBe(1);
    expect(calculatePolicyPressure(SUPPLY)).toBe(-1);
    // Import leakage relieves domestic prices at 0.3 of its score.
    expect(calculatePolicyPressure({ ...DEMAND, importLeakage: 1 })).toBeCloseTo(0.7, 12);
    // Scores are clamped to 0..1.
    expect(calculatePolicyPressure({ ...DEMAND, shortTermDemand: 3, bottleneckRisk: -2 })).toBe(1);
  });

  test("the lag fades the pressure in: half at 12 months, never below 0.2", () => {
    expect(calculateTimeLagFactor(0)).toBe(1);
    expect(calculateTimeLagFactor(12)).toBe(0.5);
    expect(calculateTimeLagFactor(19.2)).toBeCloseTo(0.2, 12);
    expect(calculateTimeLagFactor(36)).toBe(0.2);
    expect(calculateTimeLagFactor(-6)).toBe(1);
    expect(calculatePolicyPressure({ ...DEMAND, timeLagMonths: 12 })).toBe(0.5);
  });

  test("policies are weighted by cost, then scaled by 0.3", () => {
    // (30 × 1 + 10 × −1) / 40 = 0.5, × 0.3 = 0.15.
    expect(
      calculatePressureAdjustment([
        { costBn: 30, pressure: DEMAND },
        { costBn: 10, pressure: SUPPLY },
      ]),
    ).toBeCloseTo(0.15, 12);
  });

  test("policies without pressure data or without a positive cost carry no weight", () => {
    const weighted = [{ costBn: 10, pressure: DEMAND }];
    expect(
      calculatePressureAdjustment([
        ...weighted,
        { costBn: 50, pressure: null },
        { costBn: 50 },
        { costBn: 0, pressure: SUPPLY },
        { costBn: -20, pressure: SUPPLY },
      ]),
    ).toBeCloseTo(0.3, 12);
    expect(calculatePressureAdjustment([])).toBe(0);
    expect(calculatePressureAdjustment([{ costBn: 0, pressure: DEMAND }])).toBe(0);
  });

  test("the estimate adds the policies' pressure to the budget gap's part", () => {
    // A deficit of 10% of spending is 1 point; one demand-only policy adds 0.3.
    const estimate = estimateInflation({
      balance: -100,
      totalSpend: 1_000,
      policies: [{ costBn: 10, pressure: DEMAND }],
    });
    expect(estimate.fromBalancePercent).toBeCloseTo(1, 12);
    expect(estimate.pressureAdjustmentPercent).toBeCloseTo(0.3, 12);
    expect(estimate.percent).toBe(1.3);
  });

  test("the gap's part is clamped to -2..9 before the policies' pressure is added", () => {
    const policies = [{ costBn: 10, pressure: DEMAND }];
    expect(estimateInflation({ balance: -2_000, totalSpend: 1_000, policies }).percent).toBe(9.3);
    expect(estimateInflation({ balance: 1_000, totalSpend: 1_000, policies }).percent).toBe(-1.7);
  });
});
