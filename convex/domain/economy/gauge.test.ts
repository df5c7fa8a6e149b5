import { describe, expect, it } from "vitest";
import { simulateBudget } from "./budget";
import {
  GAUGE_CAVEAT,
  describeGauge,
  labelGauge,
  listScenarioRevenues,
  readBudgetGauge,
  selectDistinctSegments,
} from "./gauge";
import { DIVIDEND_SLIDER, TAX_RATE_SLIDER } from "./sliders";

const bn = (low: number, central: number, high: number) => ({
  low: low * 1e9,
  central: central * 1e9,
  high: high * 1e9,
});

describe("the gauge: in how many scenarios the package balances", () => {
  it("crosses every segment's low, central and high: 3 segments give 27 scenarios", () => {
    const revenues = listScenarioRevenues([bn(1, 2, 3), bn(10, 20, 30), bn(100, 200, 300)]);
    expect(revenues).toHaveLength(27);
    expect(Math.min(...revenues)).toBe(111e9);
    expect(Math.max(...revenues)).toBe(333e9);
  });

  it("counts the scenarios whose revenue pays for the spending", () => {
    // Totals 3..6 (+0, +1, +2) across two segments: 9 scenarios, 6 reach 4.
    const reading = readBudgetGauge({
      segmentRevenues: [bn(1, 2, 3), bn(2, 3, 4)],
      totalSpend: 5e9,
    });
    expect(reading).toMatchObject({ balancing: 6, scenarios: 9, score: 67 });
    expect(reading.label).toBe("Balances in most scenarios");
    expect(describeGauge(reading)).toBe("Balances in 6 of 9 distinct scenarios");
  });

  it("a scenario within £0.5bn of the spending counts as balancing, £0.5bn short does not", () => {
    expect(
      readBudgetGauge({ segmentRevenues: [bn(9.6, 10, 11)], totalSpend: 10e9 }).balancing,
    ).toBe(3);
    expect(
      readBudgetGauge({ segmentRevenues: [bn(9.5, 10, 11)], totalSpend: 10e9 }).balancing,
    ).toBe(2);
  });

  it("labels every, most (two thirds or more), some and none", () => {
    expect(labelGauge(27, 27)).toBe("Balances in every scenario");
    expect(labelGauge(18, 27)).toBe("Balances in most scenarios");
    expect(labelGauge(17, 27)).toBe("Balances in some scenarios");
    expect(labelGauge(1, 27)).toBe("Balances in some scenarios");
    expect(labelGauge(0, 27)).toBe("Balances in no scenario");
  });

  it("a segment whose range is under the £0.5bn margin adds no scenario: it enters at its central revenue", () => {
    // The third segment (£0.04bn to £0.16bn, like wholesale settlement) would triple the count.
    const reading = readBudgetGauge({
      segmentRevenues: [bn(1, 2, 3), bn(2, 3, 4), bn(0.04, 0.1, 0.16)],
      totalSpend: 5.1e9,
    });
    expect(reading).toMatchObject({ balancing: 6, scenarios: 9 });
    expect(selectDistinctSegments([bn(1, 2, 3), bn(0.04, 0.1, 0.16)])).toHaveLength(1);
  });

  it("the balancing default (1.94%, £1,000) balances in 5 of 9 distinct scenarios on net revenue (wholesale settlement changes no outcome), and says it is not a probability", () => {
    const simulation = simulateBudget({
      taxRatePercent: TAX_RATE_SLIDER.default,
      dividend: DIVIDEND_SLIDER.default,
      policies: [],
    });
    expect(simulation.gauge).toEqual({
      score: 56,
      label: "Balances in some scenarios",
      balancing: 5,
      scenarios: 9,
    });
    expect(GAUGE_CAVEAT).toContain("not a probability");
  });

  it("counts on net revenue, as the balance does: what the tax costs elsewhere is taken off", () => {
    const bn = 1e9;
    const segmentRevenues = [{ low: 10 * bn, central: 20 * bn, high: 30 * bn }];
    expect(readBudgetGauge({ segmentRevenues, totalSpend: 20 * bn }).balancing).toBe(2);
    expect(
      readBudgetGauge({ segmentRevenues, totalSpend: 20 * bn, netDeductions: 10 * bn }).balancing,
    ).toBe(1);
  });

  it("the explainer's £9,600 at 1.3% balances in none; 5% with no dividend in all", () => {
    expect(simulateBudget({ taxRatePercent: 1.3, dividend: 9600, policies: [] }).gauge.score).toBe(
      0,
    );
    expect(simulateBudget({ taxRatePercent: 5, dividend: 0, policies: [] }).gauge.score).toBe(100);
  });

  it("more spending never raises the gauge", () => {
    let previous = 101;
    for (const dividend of [0, 500, 1000, 1500, 2000, 3000]) {
      const { score } = simulateBudget({ taxRatePercent: 1, dividend, policies: [] }).gauge;
      expect(score).toBeLessThanOrEqual(previous);
      previous = score;
    }
  });
});
