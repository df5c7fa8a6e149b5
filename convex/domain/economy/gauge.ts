/**
 * The simulator's gauge: in how many scenarios the package pays for itself. The scenarios
 * are the grid of the model's own assumption ranges: each revenue-raising segment of the
 * base whose range makes a difference at its low, central or high calibration, taken
 * independently (3 × 3 = 9 at the defaults: wholesale settlement's range is smaller than the
 * £0.5bn margin). The score is the share that balance, 0..100: a count of distinct,
 * equally weighted scenarios, not a probability.
 *
 * This departs on purpose from the product spec's gauge (a tax-rate "sweet spot" of 2–6%,
 * a balance band and an inflation band): the 2–6% band has no source and, with a credible
 * base, the rates that balance are 0.2–1.8%, so it scored the model's own balancing
 * default "Near Optimal" for the wrong reason. See docs/economy-model.md.
 */
import type { Range, Scenario } from "./constants";
import { BALANCED_WITHIN_POUNDS } from "./describe";

export type GaugeLabel =
  | "Balances in every scenario"
  | "Balances in most scenarios"
  | "Balances in some scenarios"
  | "Balances in no scenario";

/** A score of at least this (two thirds of the scenarios) reads "most". */
export const GAUGE_MOST_SCORE = 200 / 3;

export interface GaugeReading {
  /** 0..100, whole number: 100 × balancing ÷ scenarios, rounded. */
  score: number;
  label: GaugeLabel;
  /** Scenarios in which revenue pays for the package (within £0.5bn). */
  balancing: number;
  /** Scenarios on the grid. */
  scenarios: number;
}

const SCENARIO_CHOICES: readonly Scenario[] = ["low", "central", "high"];

/** The label for a count of balancing scenarios out of a total. */
export function labelGauge(balancing: number, scenarios: number): GaugeLabel {
  if (scenarios > 0 && balancing === scenarios) return "Balances in every scenario";
  if (balancing === 0) return "Balances in no scenario";
  if ((100 * balancing) / scenarios >= GAUGE_MOST_SCORE) return "Balances in most scenarios";
  return "Balances in some scenarios";
}

/**
 * Every combination of low / central / high across the segments: the revenue of each,
 * pounds a year. One segment gives three, two give nine, three give 27.
 */
export function listScenarioRevenues(segmentRevenues: readonly Range[]): number[] {
  let totals = [0];
  for (const segment of segmentRevenues) {
    const next: number[] = [];
    for (const total of totals) {
      for (const scenario of SCENARIO_CHOICES) next.push(total + segment[scenario]);
    }
    totals = next;
  }
  return totals;
}

/**
 * A segment whose revenue range spans less than this (pounds a year) adds no distinct
 * scenario: the £0.5bn margin within which the package "balances" (the wholesale segment,
 * £0.2bn from end to end at the defaults, would otherwise triple the count).
 */
export const DISTINCT_SCENARIO_SPREAD = BALANCED_WITHIN_POUNDS;

/** The segments that make a difference: those whose range spans at least £0.5bn. */
export function selectDistinctSegments(segmentRevenues: readonly Range[]): Range[] {
  return segmentRevenues.filter(
    (segment) =>
      Math.max(segment.low, segment.central, segment.high) -
        Math.min(segment.low, segment.central, segment.high) >=
      DISTINCT_SCENARIO_SPREAD,
  );
}

/**
 * The gauge for a package: revenue of each revenue-raising segment as a range, and what
 * the tax must pay for (pounds a year). Only segments whose range makes a difference form
 * the grid (`selectDistinctSegments`), so each scenario counted is a distinct outcome; the
 * others enter at their central revenue. A scenario balances when its revenue is no more
 * than £0.5bn short of the spending, the same margin as "balances" in the headline. The
 * scenarios are unweighted: the count is not a probability.
 */
export function readBudgetGauge(input: {
  segmentRevenues: readonly Range[];
  totalSpend: number;
  /**
   * What the tax costs the public finances elsewhere, less the VAT it brings (gross − net
   * revenue in the central case, netRevenue.ts), taken off every scenario, so the gauge
   * counts on the same net revenue as the balance. Pounds a year; 0 when omitted.
   */
  netDeductions?: number;
}): GaugeReading {
  const distinct = selectDistinctSegments(input.segmentRevenues);
  let fixed = input.netDeductions ?? 0;
  for (const segment of input.segmentRevenues) {
    if (!distinct.includes(segment)) fixed -= segment.central;
  }
  const revenues = listScenarioRevenues(distinct).map((revenue) => revenue - fixed);
  const balancing = revenues.filter(
    (revenue) => revenue - input.totalSpend > -BALANCED_WITHIN_POUNDS,
  ).length;
  const scenarios = revenues.length;
  return {
    score: Math.round((100 * balancing) / scenarios),
    label: labelGauge(balancing, scenarios),
    balancing,
    scenarios,
  };
}

/** What the count is not, wherever it is shown. */
export const GAUGE_CAVEAT =
  "A count of distinct scenarios, each weighted the same: not a probability.";

/** "Balances in 5 of 9 distinct scenarios". */
export function describeGauge(reading: GaugeReading): string {
  return `Balances in ${reading.balancing} of ${reading.scenarios} distinct scenarios`;
}
