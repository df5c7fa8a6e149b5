import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS, SCENARIOS } from "./constants";
import {
  calculateRetainedShare,
  calculateRevenue,
  calculateRevenueBySegment,
  calculateRevenueRange,
  calculateStaticRevenue,
  findRevenueMaximisingRate,
} from "./revenue";
import {
  BANK_DEBIT_TAX_RATE_PERCENT,
  REAL_ECONOMY_RETAINED_AT_BANK_DEBIT_RATE,
  SWEDISH_FIXED_INCOME_RATE_PERCENT,
  TRANSACTION_SEGMENTS,
  WHOLESALE_RETAINED_AT_SWEDISH_RATE,
  calibrateElasticity,
  sumGrossBase,
} from "./segments";

const A = DEFAULT_ASSUMPTIONS;
const segment = (key: string) => TRANSACTION_SEGMENTS.find((entry) => entry.key === key)!;
const rate = fc.double({ min: 0, max: 5, noNaN: true });

describe("the segmented transaction-tax base", () => {
  it("has the four segments, about £188tn gross in the central case (RTGS £181tn + retail £8.5tn less the shares counted twice)", () => {
    expect(TRANSACTION_SEGMENTS.map((entry) => entry.key)).toEqual([
      "realEconomy",
      "marketTrading",
      "wholesale",
      "publicSector",
    ]);
    expect(sumGrossBase(TRANSACTION_SEGMENTS).central).toBe(187.5e12);
  });

  it("wholesale flows keep 15% (5% to 30%) of volume at Sweden's 0.0025%: the calibration holds", () => {
    const wholesale = segment("wholesale");
    for (const scenario of SCENARIOS) {
      const kept = calculateRetainedShare(
        SWEDISH_FIXED_INCOME_RATE_PERCENT,
        wholesale.elasticity[scenario],
        wholesale.preTaxCostPercent[scenario],
      );
      expect(kept).toBeCloseTo(WHOLESALE_RETAINED_AT_SWEDISH_RATE[scenario], 9);
    }
  });

  it("real-economy payments keep 75% (60% to 90%) at a 0.4% bank debit tax in the settled state", () => {
    const real = segment("realEconomy");
    for (const scenario of SCENARIOS) {
      const kept = calculateRetainedShare(
        BANK_DEBIT_TAX_RATE_PERCENT,
        real.elasticity[scenario],
        real.preTaxCostPercent[scenario],
      );
      expect(kept).toBeCloseTo(REAL_ECONOMY_RETAINED_AT_BANK_DEBIT_RATE[scenario], 9);
    }
  });

  it("market trading is UK shares only, with the UK stamp-duty elasticities 1.65 / 1.0 / 0.5", () => {
    expect(segment("marketTrading").elasticity).toEqual({ low: 1.65, central: 1, high: 0.5 });
    // HMRC stamp taxes on shares imply £0.7tn of chargeable purchases; turnover is 1.5-3× that
    expect(segment("marketTrading").grossBase.central).toBe(1.5e12);
    expect(segment("marketTrading").grossBase.low).toBeGreaterThanOrEqual(3.5e9 / 0.005);
  });

  it("calibrateElasticity inverts the retained share", () => {
    const elasticity = calibrateElasticity(0.5, 0.4, 0.2);
    expect(calculateRetainedShare(0.5, elasticity, 0.2)).toBeCloseTo(0.4, 12);
  });

  it("at 1% the wholesale segment raises almost nothing: Sweden's evidence, not the static £1.6tn", () => {
    const bySegment = calculateRevenueBySegment(1, A);
    expect(bySegment.wholesale.central).toBeLessThan(0.1e9);
    expect(bySegment.publicSector).toEqual({ low: 0, central: 0, high: 0 });
  });

  it("segments sum to the total in every scenario", () => {
    fc.assert(
      fc.property(rate, (r) => {
        const bySegment = calculateRevenueBySegment(r, A);
        return SCENARIOS.every((scenario) => {
          const sum = Object.values(bySegment).reduce((total, range) => total + range[scenario], 0);
          return Math.abs(sum - calculateRevenue(r, scenario, A)) <= 1e-6 * Math.max(1, sum);
        });
      }),
    );
  });

  it("revenue is never above the static figure, and low ≤ central ≤ high", () => {
    fc.assert(
      fc.property(rate, (r) => {
        const revenue = calculateRevenueRange(r, A);
        const staticRevenue = calculateStaticRevenue(r, A);
        return (
          SCENARIOS.every((scenario) => revenue[scenario] <= staticRevenue[scenario] + 1e-6) &&
          revenue.low <= revenue.central &&
          revenue.central <= revenue.high
        );
      }),
    );
  });

  it("revenue still rises at 5% in every scenario, so the peak within the slider is 5%", () => {
    for (const scenario of SCENARIOS) {
      expect(findRevenueMaximisingRate(scenario, A)).toBe(5);
    }
  });
});
