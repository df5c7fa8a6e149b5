import { describe, expect, it } from "vitest";
import {
  calculatePolicyPressure,
  calculatePressureAdjustment,
  calculateTimeLagFactor,
  estimateInflation,
  estimateInflationFromBalance,
} from "./inflation";

const demandHeavy = {
  shortTermDemand: 0.8,
  shortTermSupply: 0.2,
  bottleneckRisk: 0.5,
  importLeakage: 0.5,
  timeLagMonths: 6,
};
const supplySide = {
  shortTermDemand: 0.2,
  shortTermSupply: 0.6,
  bottleneckRisk: 0,
  importLeakage: 0,
  timeLagMonths: 30,
};

describe("inflation", () => {
  it("a balanced budget adds no inflation; a deficit of 10% of spending adds 1 point", () => {
    expect(estimateInflationFromBalance(0, 1_500e9)).toBe(0);
    expect(estimateInflationFromBalance(-150e9, 1_500e9)).toBeCloseTo(1, 12);
  });

  it("the balance part is clamped to −2..9: no revenue at all hits the cap of 9", () => {
    expect(estimateInflationFromBalance(-1_500e9, 1_500e9)).toBe(9);
    expect(estimateInflationFromBalance(600e9, 1_500e9)).toBe(-2);
  });

  it("the time-lag factor is 1 − months / 24, never below 0.2", () => {
    expect(calculateTimeLagFactor(0)).toBe(1);
    expect(calculateTimeLagFactor(6)).toBe(0.75);
    expect(calculateTimeLagFactor(30)).toBe(0.2);
    expect(calculateTimeLagFactor(-3)).toBe(1);
  });

  it("a policy's pressure is (0.8 − 0.2 + 0.5 − 0.3 × 0.5) × 0.75 = 0.7125", () => {
    expect(calculatePolicyPressure(demandHeavy)).toBeCloseTo(0.7125, 12);
  });

  it("a supply-side policy relieves prices: (0.2 − 0.6) × 0.2 = −0.08", () => {
    expect(calculatePolicyPressure(supplySide)).toBeCloseTo(-0.08, 12);
  });

  it("pressure is cost-weighted: £10bn at 0.7125 and £30bn at −0.08 average 0.118125, × 0.3 = 0.0354", () => {
    const adjustment = calculatePressureAdjustment([
      { costBn: 10, pressure: demandHeavy },
      { costBn: 30, pressure: supplySide },
    ]);
    expect(adjustment).toBeCloseTo(0.0354375, 12);
  });

  it("policies without pressure data or cost carry no weight", () => {
    expect(
      calculatePressureAdjustment([{ costBn: 50 }, { costBn: 0, pressure: demandHeavy }]),
    ).toBe(0);
    expect(calculatePressureAdjustment([])).toBe(0);
  });

  it("scores outside 0..1 are clamped", () => {
    expect(calculatePolicyPressure({ ...demandHeavy, shortTermDemand: 7 })).toBe(
      calculatePolicyPressure({ ...demandHeavy, shortTermDemand: 1 }),
    );
  });

  it("the estimate adds both parts and rounds to one decimal", () => {
    const estimate = estimateInflation({
      balance: -150e9,
      totalSpend: 1_500e9,
      policies: [{ costBn: 10, pressure: demandHeavy }],
    });
    expect(estimate.fromBalancePercent).toBeCloseTo(1, 12);
    expect(estimate.pressureAdjustmentPercent).toBeCloseTo(0.21375, 12);
    expect(estimate.percent).toBe(1.2);
  });
});
