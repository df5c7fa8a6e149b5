import { describe, expect, it } from "vitest";
import { GAUGE_BANDS, labelGaugeScore, readBudgetGauge, scoreIndicator } from "./gauge";

describe("the budget gauge", () => {
  it("labels 100 'Sweet Spot', 80+ 'Near Optimal', 50+ 'Moderate', else 'Off Target'", () => {
    expect(labelGaugeScore(100)).toBe("Sweet Spot");
    expect(labelGaugeScore(99)).toBe("Near Optimal");
    expect(labelGaugeScore(80)).toBe("Near Optimal");
    expect(labelGaugeScore(79)).toBe("Moderate");
    expect(labelGaugeScore(50)).toBe("Moderate");
    expect(labelGaugeScore(49)).toBe("Off Target");
  });

  it("scores 100 in the sweet spot, 100 → 50 across the warning zone, 0 beyond", () => {
    const band = GAUGE_BANDS.inflationPercent;
    expect(scoreIndicator(1, band)).toBe(100);
    expect(scoreIndicator(3, band)).toBe(75);
    expect(scoreIndicator(4, band)).toBe(50);
    expect(scoreIndicator(4.01, band)).toBe(0);
    expect(scoreIndicator(-0.5, band)).toBe(75);
  });

  it("a 0.67% rate scores 55.7: 1.33 of the 1.5-point margin below the 2% sweet spot", () => {
    expect(scoreIndicator(0.67, GAUGE_BANDS.taxRatePercent)).toBeCloseTo(55.667, 3);
  });

  it("3%, a £20bn deficit and 1.5% inflation is a Sweet Spot of 100", () => {
    const reading = readBudgetGauge({ taxRatePercent: 3, balance: -20e9, inflationPercent: 1.5 });
    expect(reading).toMatchObject({ score: 100, label: "Sweet Spot" });
  });

  it("3%, a £75bn deficit and 1.5% inflation is Near Optimal (mean of 100, 75, 100 = 91)", () => {
    const reading = readBudgetGauge({ taxRatePercent: 3, balance: -75e9, inflationPercent: 1.5 });
    expect(reading).toMatchObject({ score: 91, label: "Near Optimal" });
  });

  it("a £500bn deficit at 0.5% with 9% inflation is Off Target", () => {
    const reading = readBudgetGauge({ taxRatePercent: 0.5, balance: -500e9, inflationPercent: 9 });
    expect(reading.label).toBe("Off Target");
  });
});
