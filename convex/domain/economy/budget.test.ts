import { describe, expect, it } from "vitest";
import {
  calculateDividendCost,
  calculatePolicyTotal,
  calculateSpending,
  recommendTaxRate,
  simulateBudget,
  toVoteEconomics,
} from "./budget";
import { DEFAULT_ASSUMPTIONS, UK_ADULTS, UK_POPULATION } from "./constants";
import { calculateRevenue } from "./revenue";

describe("spending", () => {
  it("a £1 dividend to every adult costs £54.5m; to everyone, £69.3m", () => {
    expect(calculateDividendCost(1)).toBe(UK_ADULTS);
    expect(UK_ADULTS).toBe(54_500_000);
    expect(calculateDividendCost(1, { dividendRecipients: "everyone" })).toBe(UK_POPULATION);
  });

  it("a £9,600 dividend to 54.5m adults costs £523.2bn", () => {
    expect(calculateDividendCost(9_600)).toBeCloseTo(523.2e9, 0);
  });

  it("policies costing £12bn and £0.5bn add £12.5bn", () => {
    expect(calculatePolicyTotal([{ costBn: 12 }, { costBn: 0.5 }])).toBeCloseTo(12.5e9, 0);
  });

  it("spending is the £1,350bn baseline + dividend × adults + policies", () => {
    const spending = calculateSpending({ dividend: 2_201, policies: [{ costBn: 20 }] });
    expect(spending).toEqual({
      governmentBaseline: 1_350e9,
      dividendCost: 2_201 * 54_500_000,
      policyTotal: 20e9,
      totalSpend: 1_350e9 + 2_201 * 54_500_000 + 20e9,
    });
  });
});

describe("simulateBudget", () => {
  const defaults = simulateBudget({ taxRatePercent: 0.67, dividend: 2_201, policies: [] });

  it("at the defaults (0.67%, £2,201) central revenue is £802.4bn: £1.34tn × 1 / (1 + 0.67)", () => {
    expect(defaults.revenue.central / 1e9).toBeCloseTo(1340 / 1.67, 6);
    expect(defaults.revenueBeforeResponse).toBeCloseTo(1.34e12, 0);
  });

  it("revenue is shown as a range with low ≤ central ≤ high", () => {
    expect(defaults.revenue.low).toBeLessThan(defaults.revenue.central);
    expect(defaults.revenue.central).toBeLessThan(defaults.revenue.high);
  });

  it("at the defaults spending is £1,469.95bn and the central balance is a £667.6bn deficit", () => {
    expect(defaults.spending.totalSpend).toBeCloseTo(1_469_954_500_000, 0);
    expect(defaults.balance.central / 1e9).toBeCloseTo(-667.559, 3);
  });

  it("the deficit of 45.4% of spending becomes 4.5% inflation (−10 × gap share)", () => {
    expect(defaults.inflation.fromBalancePercent).toBeCloseTo(4.5414, 4);
    expect(defaults.inflation.percent).toBe(4.5);
  });

  it("the central recommended rate for the defaults is 2.77%: r = S / (£2tn − S) at elasticity 1", () => {
    const rec = defaults.recommendedTaxRate;
    expect(rec.status).toBe("balanced");
    const spend = 1_469_954_500_000;
    expect(rec.ratePercent).toBeCloseTo(spend / (2e12 - spend), 6);
    expect(rec.roundedRatePercent).toBe(2.77);
  });

  it("the defaults read 'Off Target' on the gauge", () => {
    expect(defaults.gauge).toMatchObject({ score: 18, label: "Off Target" });
  });

  it("the slider step just below the recommended 2.77% (2.76%) leaves a £1.87bn deficit: 2 × 2.76 / 3.76 − 1.46995 (£tn): 'Sweet Spot'", () => {
    const atRecommended = simulateBudget({ taxRatePercent: 2.76, dividend: 2_201, policies: [] });
    expect(atRecommended.balance.central / 1e9).toBeCloseTo(-1.869, 3);
    expect(atRecommended.gauge).toMatchObject({ score: 100, label: "Sweet Spot" });
  });

  it("the step above (2.78%) runs a £0.94bn surplus, just outside the −£50bn..0 sweet spot", () => {
    const above = simulateBudget({ taxRatePercent: 2.78, dividend: 2_201, policies: [] });
    expect(above.balance.central / 1e9).toBeCloseTo(0.945, 3);
    expect(above.gauge.label).toBe("Near Optimal");
  });

  it("policy pressure moves inflation: a demand-heavy £40bn policy adds 0.3 × 1.0 = 0.3 points", () => {
    const pressure = {
      shortTermDemand: 1,
      shortTermSupply: 0,
      bottleneckRisk: 0,
      importLeakage: 0,
      timeLagMonths: 0,
    };
    const withPolicy = simulateBudget({
      taxRatePercent: 3,
      dividend: 0,
      policies: [{ costBn: 40, pressure }],
    });
    expect(withPolicy.inflation.pressureAdjustmentPercent).toBeCloseTo(0.3, 12);
  });

  it("counts everyone, not only adults, when asked", () => {
    const everyone = simulateBudget({
      taxRatePercent: 1,
      dividend: 1_000,
      policies: [],
      assumptions: { dividendRecipients: "everyone" },
    });
    expect(everyone.spending.dividendCost).toBe(1_000 * 69_300_000);
  });

  it("rejects a negative rate, a NaN dividend and an infinite policy cost", () => {
    expect(() => simulateBudget({ taxRatePercent: -1, dividend: 0, policies: [] })).toThrow(
      RangeError,
    );
    expect(() => simulateBudget({ taxRatePercent: 1, dividend: Number.NaN, policies: [] })).toThrow(
      RangeError,
    );
    expect(() =>
      simulateBudget({ taxRatePercent: 1, dividend: 0, policies: [{ costBn: Infinity }] }),
    ).toThrow(RangeError);
  });
});

describe("recommendTaxRate", () => {
  it("the balancing rate raises exactly the spending it recommends for", () => {
    const rec = recommendTaxRate({ dividend: 3_000, policies: [{ costBn: 25 }] });
    if (rec.status !== "balanced") throw new Error("expected a balancing rate");
    const revenue = calculateRevenue(rec.ratePercent, "central", DEFAULT_ASSUMPTIONS);
    expect(Math.abs(revenue - rec.targetSpend)).toBeLessThan(1_000);
  });

  it("a £9,600 dividend cannot be paid for by any rate up to 5% in the central case (short £206.5bn)", () => {
    const rec = recommendTaxRate({ dividend: 9_600, policies: [] });
    expect(rec.status).toBe("out-of-range");
    if (rec.status !== "out-of-range") return;
    expect(rec.maxRevenueRatePercent).toBe(5);
    expect(rec.maxRevenue / 1e9).toBeCloseTo(1666.667, 2);
    expect(rec.shortfall / 1e9).toBeCloseTo(206.533, 2);
  });

  it("in the strong-response case no rate funds even the baseline: revenue peaks at about £662bn at 1.54%", () => {
    const rec = recommendTaxRate({ dividend: 0, policies: [], scenario: "low" });
    expect(rec.status).toBe("out-of-range");
    if (rec.status !== "out-of-range") return;
    expect(rec.maxRevenueRatePercent).toBeCloseTo(1.5385, 4);
    expect(rec.maxRevenue / 1e9).toBeCloseTo(661.6, 0);
  });

  it("with no spending to pay for, the rate is 0", () => {
    const rec = recommendTaxRate({
      dividend: 0,
      policies: [],
      assumptions: { governmentBaseline: 0 },
    });
    expect(rec).toMatchObject({ status: "balanced", ratePercent: 0 });
  });
});

describe("toVoteEconomics", () => {
  it("shapes a simulation into the vote's economic fields, money in pounds", () => {
    const simulation = simulateBudget({
      taxRatePercent: 1,
      dividend: 1_000,
      policies: [{ costBn: 10 }],
    });
    expect(toVoteEconomics(simulation)).toEqual({
      taxRate: 1,
      dividend: 1_000,
      inflation: simulation.inflation.percent,
      budgetBalance: simulation.balance.central,
      totalPolicyCost: 10e9,
      inflationModifiers: simulation.spending,
    });
  });
});
