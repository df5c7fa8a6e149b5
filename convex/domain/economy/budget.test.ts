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
import { calculateNetRevenue } from "./netRevenue";
import { DIVIDEND_SLIDER, TAX_RATE_SLIDER } from "./sliders";

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

  it("by default the tax pays for the dividend and policies (today's taxes keep paying for today's spending)", () => {
    const spending = calculateSpending({ dividend: 1_000, policies: [{ costBn: 20 }] });
    expect(spending).toEqual({
      governmentBaseline: 0,
      dividendCost: 1_000 * 54_500_000,
      dividendAdministration: 30 * 54_500_000,
      policyTotal: 20e9,
      totalSpend: 1_000 * 54_500_000 + 30 * 54_500_000 + 20e9,
    });
  });

  it("administering the dividend costs £30 a recipient, and nothing when there is no dividend", () => {
    expect(calculateSpending({ dividend: 0, policies: [] }).dividendAdministration).toBe(0);
    expect(calculateSpending({ dividend: 500, policies: [] }).dividendAdministration).toBe(
      30 * 54_500_000,
    );
  });

  it("with scope 'all-spending' it also pays for the £1,350bn baseline", () => {
    const spending = calculateSpending(
      { dividend: 2_201, policies: [] },
      { ...DEFAULT_ASSUMPTIONS, scope: "all-spending" },
    );
    expect(spending.totalSpend).toBe(1_350e9 + (2_201 + 30) * 54_500_000);
  });
});

describe("simulateBudget", () => {
  const defaults = simulateBudget({
    taxRatePercent: TAX_RATE_SLIDER.default,
    dividend: DIVIDEND_SLIDER.default,
    policies: [],
  });

  it("the defaults (1.94%, £1,000) balance in the central case: net revenue covers the £54.5bn dividend and £1.6bn to pay it", () => {
    expect(defaults.spending.totalSpend).toBe(54.5e9 + 1.635e9);
    expect(defaults.balance.central).toBeGreaterThanOrEqual(0);
    expect(defaults.balance.central).toBeLessThan(1e9);
    expect(defaults.recommendedTaxRate.status).toBe("balanced");
    // the default is the first slider step at or above the balancing rate
    expect(defaults.recommendedTaxRate.ratePercent).toBeLessThanOrEqual(1.94);
    expect(defaults.recommendedTaxRate.ratePercent).toBeGreaterThan(1.92);
  });

  it("the headline revenue is net, as the OBR would score it: gross less the seven costs (income tax, NICs and corporation tax lost included) plus VAT, below gross in every scenario", () => {
    for (const scenario of ["low", "central", "high"] as const) {
      const items = defaults.netRevenue.items[scenario];
      expect(defaults.grossRevenue[scenario]).toBeCloseTo(items.gross, 0);
      expect(defaults.revenue[scenario]).toBe(items.net);
      expect(items.net).toBeCloseTo(
        items.gross -
          items.lostStampDuty -
          items.uprating -
          items.indexLinkedInterest -
          items.procurement -
          items.giltYields -
          items.lostTaxOnPay -
          items.lostCorporationTax +
          items.vatOnHigherPrices,
        3,
      );
      expect(items.lostTaxOnPay).toBeGreaterThan(0);
      expect(items.lostCorporationTax).toBeGreaterThan(0);
      expect(items.net).toBeLessThan(items.gross);
    }
  });

  it("revenue is shown as a range with low ≤ central ≤ high, and the balance range spans zero", () => {
    expect(defaults.revenue.low).toBeLessThan(defaults.revenue.central);
    expect(defaults.revenue.central).toBeLessThan(defaults.revenue.high);
    expect(defaults.balance.low).toBeLessThan(0);
    expect(defaults.balance.high).toBeGreaterThan(0);
  });

  it("the recommended rate has a range: the strong-response case needs more (above 5%), the weak one less", () => {
    const { low, central, high } = defaults.recommendedTaxRateRange;
    expect(low.status).toBe("out-of-range");
    expect(central.ratePercent!).toBeGreaterThan(high.ratePercent!);
  });

  it("real-economy payments carry the revenue; wholesale settlement raises almost nothing", () => {
    const bySegment = defaults.revenueBySegment;
    expect(bySegment.realEconomy.central).toBeGreaterThan(0.7 * defaults.grossRevenue.central);
    expect(bySegment.wholesale.central).toBeLessThan(0.01 * defaults.grossRevenue.central);
  });

  it("replacing today's taxes instead is out of reach: no rate up to 5% raises the £1,350bn", () => {
    expect(defaults.replacingTodaysTaxes.status).toBe("out-of-range");
    if (defaults.replacingTodaysTaxes.status !== "out-of-range") return;
    expect(defaults.replacingTodaysTaxes.maxRevenue).toBeLessThan(300e9);
  });

  it("price pressure has a range from the low and high balances (a deficit pushes it up)", () => {
    expect(defaults.inflationRange.low).toBeGreaterThan(defaults.inflationRange.central);
    expect(defaults.inflationRange.high).toBeLessThanOrEqual(defaults.inflationRange.central);
    expect(defaults.inflationRange.central).toBe(defaults.inflation.percent);
  });

  it("a balanced budget adds no price pressure, and the balance is also given as a share of GDP", () => {
    expect(Math.abs(defaults.inflation.percent)).toBeLessThanOrEqual(0.1);
    expect(defaults.balancePercentOfGdp).toBeCloseTo((defaults.balance.central / 3.0e12) * 100, 12);
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
    const rec = recommendTaxRate({ dividend: 1_000, policies: [{ costBn: 10 }] });
    if (rec.status !== "balanced") throw new Error("expected a balancing rate");
    const revenue = calculateNetRevenue(rec.ratePercent, "central", DEFAULT_ASSUMPTIONS);
    expect(Math.abs(revenue - rec.targetSpend)).toBeLessThan(1_000);
  });

  it("a £9,600 dividend cannot be paid for by any rate up to 5% in the central case", () => {
    const rec = recommendTaxRate({ dividend: 9_600, policies: [] });
    expect(rec.status).toBe("out-of-range");
    if (rec.status !== "out-of-range") return;
    expect(rec.maxRevenueRatePercent).toBe(5);
    expect(rec.shortfall).toBeCloseTo(rec.targetSpend - rec.maxRevenue, 0);
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
