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

describe("the one price figure", () => {
  it("is the calculator's own price rise: 0.5% (range 0.2% to 1.1%) at the default 1.3%", () => {
    const rise = estimatePriceRise(1.3);
    expect(rise).toEqual(calculatePaymentIncidence(36_000, 1.3).priceRisePercent);
    expect(describePriceRise(rise)).toBe("0.5% (range 0.2% to 1.1%)");
  });

  it("does not depend on the household's spending", () => {
    expect(calculatePaymentIncidence(10_000, 1).priceRisePercent).toEqual(estimatePriceRise(1));
  });

  it("is the simulation's priceRise, not the demand-pressure rule of thumb", () => {
    // At 1.3% and £9,600 the rule of thumb reads 2.5 points; the model's price rise 0.5%.
    const simulation = simulateBudget({ taxRatePercent: 1.3, dividend: 9_600, policies: [] });
    expect(simulation.priceRise).toEqual(estimatePriceRise(1.3));
    expect(simulation.inflation.percent).toBeCloseTo(2.5, 6);
    expect(simulation.priceRise.central).toBeLessThan(1);
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
    expect(PRICE_FIGURE_LABEL).toBe("Prices rise");
    expect(PRICE_FIGURE_CAVEAT).toMatch(/one-off rise in the price level/);
    expect(PRICE_FIGURE_CAVEAT).toMatch(/Not a yearly inflation forecast/);
    expect(DEMAND_PRESSURE_LABEL).toMatch(/rule of thumb/);
  });
});
