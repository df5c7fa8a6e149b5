import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS, GROSS_TRANSACTION_BASE, VOLUME_ELASTICITY } from "./constants";
import {
  calculateRetainedShare,
  calculateRevenue,
  calculateRevenueBeforeResponse,
  calculateRevenueRange,
  calculateTaxBase,
  findRevenueMaximisingRate,
} from "./revenue";

const A = DEFAULT_ASSUMPTIONS;

describe("transaction-tax revenue", () => {
  it("the gross base is £200tn a year (the spec's 2e14) and elasticities are 1.65 / 1.0 / 0.5", () => {
    expect(GROSS_TRANSACTION_BASE).toBe(2e14);
    expect(VOLUME_ELASTICITY).toEqual({ low: 1.65, central: 1.0, high: 0.5 });
  });

  it("before any behavioural response 0.67% of £200tn raises £1.34tn (the spec's static reading)", () => {
    expect(calculateRevenueBeforeResponse(0.67, A)).toBeCloseTo(1.34e12, 0);
  });

  it("a 1% tax doubles the all-in cost of a 1% transaction, so at elasticity 1 half the base remains", () => {
    expect(calculateRetainedShare(1, 1, 1)).toBe(0.5);
    expect(calculateTaxBase(1, "central", A)).toBeCloseTo(100e12, 0);
    expect(calculateRevenue(1, "central", A)).toBeCloseTo(1e12, 0);
  });

  it("in the weak-response case a 3% tax quadruples cost and keeps 4^-0.5 = half the base: £3tn", () => {
    expect(calculateRevenue(3, "high", A)).toBeCloseTo(3e12, 0);
  });

  it("in the strong-response case 1% keeps 2^-1.65 = 31.9% of the base: about £637bn", () => {
    expect(calculateRevenue(1, "low", A) / 1e9).toBeCloseTo(637.28, 2);
  });

  it("a zero rate raises nothing in every scenario", () => {
    expect(calculateRevenueRange(0, A)).toEqual({ low: 0, central: 0, high: 0 });
  });

  it("the strong-response revenue peaks at c0 / (ε − 1) = 1 / 0.65 ≈ 1.54%; the others never peak", () => {
    expect(findRevenueMaximisingRate("low", A)).toBeCloseTo(1 / 0.65, 12);
    expect(findRevenueMaximisingRate("central", A)).toBe(Infinity);
    expect(findRevenueMaximisingRate("high", A)).toBe(Infinity);
  });

  it("with no response (elasticity 0) revenue equals the static reading", () => {
    const staticAssumptions = { ...A, volumeElasticity: { low: 0, central: 0, high: 0 } };
    expect(calculateRevenue(2.5, "central", staticAssumptions)).toBe(
      calculateRevenueBeforeResponse(2.5, A),
    );
  });
});
