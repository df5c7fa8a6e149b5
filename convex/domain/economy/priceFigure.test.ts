import { describe, expect, it } from "vitest";
import { simulateBudget } from "./budget";
import { calculatePaymentIncidence } from "./incidence";
import {
  DEMAND_PRESSURE_LABEL,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_LABEL,
  describePriceRise,
  estimatePriceRise,
  roundPriceRise,
} from "./priceFigure";

describe("the one cost-of-living figure", () => {
  it("is the calculator's direct charge plus its price rise: 1.4% (range 0.7% to 2.8%) at the default 1.94%, about twice the price rise alone", () => {
    const rise = estimatePriceRise(1.94);
    const incidence = calculatePaymentIncidence(10_000, 1.94);
    for (const scenario of ["low", "central", "high"] as const)
      expect(rise[scenario]).toBeCloseTo((incidence.total[scenario] / 10_000) * 100, 9);
    expect(describePriceRise(rise)).toBe("1.4% (range 0.7% to 2.8%)");
    expect(rise.central).toBeGreaterThan(2 * incidence.priceRisePercent.central);
  });

  it("is what the budget uprates benefits and index-linked gilts by", () => {
    const { items } = simulateBudget({
      taxRatePercent: 1.94,
      dividend: 1_000,
      policies: [],
    }).netRevenue;
    expect(items.central.costOfLivingPercent).toBeCloseTo(estimatePriceRise(1.94).central, 9);
    expect(items.central.uprating).toBeCloseTo(
      (290e9 * items.central.costOfLivingPercent) / 100,
      0,
    );
  });

  it("does not depend on the household's spending", () => {
    const small = calculatePaymentIncidence(10_000, 1);
    const large = calculatePaymentIncidence(90_000, 1);
    expect(small.total.central / 10_000).toBeCloseTo(large.total.central / 90_000, 12);
  });

  it("is the simulation's priceRise, not the demand-pressure rule of thumb", () => {
    // At 1.3% and £9,600 the rule of thumb reads 2.6 points; the model's cost of living 1.2%.
    const simulation = simulateBudget({ taxRatePercent: 1.3, dividend: 9_600, policies: [] });
    expect(simulation.priceRise).toEqual(estimatePriceRise(1.3));
    expect(simulation.inflation.percent).toBeCloseTo(2.6, 6);
    expect(simulation.priceRise.central).toBeLessThan(1.5);
  });

  it("is zero with no tax and for a non-finite rate", () => {
    expect(estimatePriceRise(0)).toEqual({ low: 0, central: 0, high: 0 });
    expect(estimatePriceRise(Number.NaN)).toEqual({ low: 0, central: 0, high: 0 });
  });

  it("rises with the rate, and low ≤ central ≤ high", () => {
    let previous = 0;
    for (const rate of [0.1, 0.25, 0.5, 1, 2, 3, 5]) {
      const rise = estimatePriceRise(rate);
      expect(rise.low).toBeLessThanOrEqual(rise.central);
      expect(rise.central).toBeLessThanOrEqual(rise.high);
      expect(rise.central).toBeGreaterThan(previous);
      previous = rise.central;
    }
  });

  it("rounds each end to one decimal for the community aggregates", () => {
    expect(roundPriceRise({ low: 0.94, central: 1.849, high: 3.25 })).toEqual({
      low: 0.9,
      central: 1.8,
      high: 3.3,
    });
  });

  it("has one label, a caveat that says it is not an inflation forecast, and a labelled rule of thumb", () => {
    expect(PRICE_FIGURE_LABEL).toBe("Cost of living rises");
    expect(PRICE_FIGURE_CAVEAT).toMatch(/one-off rise in the cost of living/);
    expect(PRICE_FIGURE_CAVEAT).toMatch(/tax households pay on their own purchases/);
    expect(PRICE_FIGURE_CAVEAT).toMatch(/Not a yearly inflation forecast/);
    expect(DEMAND_PRESSURE_LABEL).toMatch(/rule of thumb/);
  });
});
