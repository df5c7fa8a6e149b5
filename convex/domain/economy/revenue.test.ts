import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ASSUMPTIONS, SCENARIOS } from "./constants";
import {
  calculateRetainedShare,
  calculateSegmentRevenue,
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
  it("has the four segments, about £186tn gross in the central case (RTGS £181tn + retail £8.5tn less the shares counted twice and £1tn of transfers between a payer's own accounts)", () => {
    expect(TRANSACTION_SEGMENTS.map((entry) => entry.key)).toEqual([
      "realEconomy",
      "marketTrading",
      "wholesale",
      "publicSector",
    ]);
    expect(sumGrossBase(TRANSACTION_SEGMENTS).central).toBeCloseTo(186.5e12, -6);
  });

  it("real-economy payments are split by purpose: purchases and pay, then each other purpose with its own response; own-account transfers are out", () => {
    const real = segment("realEconomy");
    const keys = real.purposes!.map((entry) => entry.key);
    expect(keys).toEqual([
      "purchasesAndPay",
      "loanRepayments",
      "saving",
      "propertyPurchases",
      "unidentified",
    ]);
    expect(keys).not.toContain("ownAccounts");
    // the purposes sum to the segment's base: £9tn of payments less £1tn between own accounts
    expect(real.grossBase.central).toBeCloseTo(8e12, -6);
    const retainedAt = (key: string, scenario: "low" | "central" | "high") => {
      const purpose = real.purposes!.find((entry) => entry.key === key)!;
      return calculateRetainedShare(
        0.4,
        purpose.elasticity[scenario],
        real.preTaxCostPercent[scenario],
      );
    };
    expect(retainedAt("loanRepayments", "central")).toBeCloseTo(0.9, 9);
    expect(retainedAt("saving", "central")).toBeCloseTo(0.6, 9);
    expect(retainedAt("propertyPurchases", "central")).toBeCloseTo(0.8, 9);
    expect(retainedAt("unidentified", "central")).toBeCloseTo(0.75, 9);
    // the segment's revenue is the sum of its purposes' revenue
    for (const scenario of SCENARIOS) {
      const byPurpose = real.purposes!.reduce(
        (sum, purpose) =>
          sum +
          purpose.grossBase[scenario] *
            calculateRetainedShare(
              1.94,
              purpose.elasticity[scenario],
              real.preTaxCostPercent[scenario],
            ) *
            0.0194,
        0,
      );
      expect(calculateSegmentRevenue(real, 1.94, scenario)).toBeCloseTo(byPurpose, 0);
    }
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
