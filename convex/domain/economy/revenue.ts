/**
 * Transaction-tax revenue with a behavioural response, segment by segment: each segment's
 * taxed base shrinks as the rate rises, with a constant elasticity of volume to the total
 * cost of a transaction (the method of Matheson 2011, IMF WP/11/54).
 *
 *   retained_s(r) = (1 + r / c_s) ^ (−ε_s)          share of segment s still taxed
 *   base_s(r)     = B_s × retained_s(r)             pounds a year (or, for a segment split by
 *                                                   purpose, Σ_p B_p × retained_p(r))
 *   revenue(r)    = Σ_s base_s(r) × r / 100          over segments that raise revenue
 *
 * r is the rate in percent, c_s the segment's pre-tax cost in percent, ε_s its elasticity.
 * Every figure is per scenario (low / central / high).
 */
import { type EconomyAssumptions, type Range, type Scenario, mapRange } from "./constants";
import type { SegmentKey, TransactionSegment } from "./segments";
import { TAX_RATE_SLIDER } from "./sliders";

/** Share of a base that still trades at a rate, 0..1. */
export function calculateRetainedShare(
  ratePercent: number,
  elasticity: number,
  preTaxCostPercent: number,
): number {
  if (elasticity === 0) return 1;
  return (1 + ratePercent / preTaxCostPercent) ** -elasticity;
}

/** A segment's taxed base after the response, pounds a year. */
export function calculateSegmentBase(
  segment: TransactionSegment,
  ratePercent: number,
  scenario: Scenario,
): number {
  const cost = segment.preTaxCostPercent[scenario];
  if (segment.purposes) {
    let base = 0;
    for (const purpose of segment.purposes) {
      base +=
        purpose.grossBase[scenario] *
        calculateRetainedShare(ratePercent, purpose.elasticity[scenario], cost);
    }
    return base;
  }
  const retained = calculateRetainedShare(ratePercent, segment.elasticity[scenario], cost);
  return segment.grossBase[scenario] * retained;
}

/** Revenue from one segment in one scenario, pounds a year (0 for the state's own flows). */
export function calculateSegmentRevenue(
  segment: TransactionSegment,
  ratePercent: number,
  scenario: Scenario,
): number {
  if (!segment.raisesRevenue) return 0;
  return (calculateSegmentBase(segment, ratePercent, scenario) * ratePercent) / 100;
}

/** Revenue by segment, each as a range, pounds a year. */
export function calculateRevenueBySegment(
  ratePercent: number,
  assumptions: EconomyAssumptions,
): Record<SegmentKey, Range> {
  const result = {} as Record<SegmentKey, Range>;
  for (const segment of assumptions.segments) {
    result[segment.key] = mapRange((scenario) =>
      calculateSegmentRevenue(segment, ratePercent, scenario),
    );
  }
  return result;
}

/** Taxed transaction base (all segments) after the response, pounds a year. */
export function calculateTaxBase(
  ratePercent: number,
  scenario: Scenario,
  assumptions: EconomyAssumptions,
): number {
  let total = 0;
  for (const segment of assumptions.segments) {
    total += calculateSegmentBase(segment, ratePercent, scenario);
  }
  return total;
}

/** Transaction-tax revenue in one scenario, pounds a year. */
export function calculateRevenue(
  ratePercent: number,
  scenario: Scenario,
  assumptions: EconomyAssumptions,
): number {
  let total = 0;
  for (const segment of assumptions.segments) {
    total += calculateSegmentRevenue(segment, ratePercent, scenario);
  }
  return total;
}

/**
 * Revenue before any behavioural response (the static reading): the gross base of the
 * segments that raise revenue × rate, per scenario, pounds a year.
 */
export function calculateStaticRevenue(
  ratePercent: number,
  assumptions: EconomyAssumptions,
): Range {
  return mapRange((scenario) => {
    let base = 0;
    for (const segment of assumptions.segments) {
      if (segment.raisesRevenue) base += segment.grossBase[scenario];
    }
    return (base * ratePercent) / 100;
  });
}

/** Central static revenue, pounds a year. */
export function calculateRevenueBeforeResponse(
  ratePercent: number,
  assumptions: EconomyAssumptions,
): number {
  return calculateStaticRevenue(ratePercent, assumptions).central;
}

/** Revenue in all three scenarios, pounds a year. */
export function calculateRevenueRange(ratePercent: number, assumptions: EconomyAssumptions): Range {
  return mapRange((scenario) => calculateRevenue(ratePercent, scenario, assumptions));
}

/** Taxed base in all three scenarios, pounds a year. */
export function calculateTaxBaseRange(ratePercent: number, assumptions: EconomyAssumptions): Range {
  return mapRange((scenario) => calculateTaxBase(ratePercent, scenario, assumptions));
}

/**
 * Rates to scan, percent, from 0 to `max`: denser near zero (quadratic spacing), where the
 * wholesale segment peaks at a few thousandths of a percent.
 */
export function listScanRates(maxRatePercent: number, points = 120): number[] {
  return Array.from({ length: points + 1 }, (_, index) => maxRatePercent * (index / points) ** 2);
}

/** Narrow a peak between two rates by ternary search (revenue is unimodal there). */
function refinePeak(low: number, high: number, revenueAt: (rate: number) => number): number {
  let a = low;
  let b = high;
  for (let step = 0; step < 60 && b - a > 1e-9; step++) {
    const m1 = a + (b - a) / 3;
    const m2 = b - (b - a) / 3;
    if (revenueAt(m1) < revenueAt(m2)) a = m1;
    else b = m2;
  }
  return (a + b) / 2;
}

/** Revenue at each scan rate and the peak, for one scenario and one segment table. */
export interface RevenueScan {
  rates: number[];
  revenues: number[];
  peakRatePercent: number;
}

/**
 * Revenue depends only on the segment table, so scans are kept per table (by identity),
 * scenario and upper rate: the recommended rate is solved three or four times a slider move.
 */
const scanCache = new WeakMap<readonly TransactionSegment[], Map<string, RevenueScan>>();

/**
 * The scan of revenue over 0..max, with the peak refined between grid points. By default
 * gross revenue; pass `measure` (with a tag naming it, for the cache) to scan another, such as
 * net revenue. A measure must depend only on the segment table and the other default
 * assumptions, which are constants.
 */
export function scanRevenue(
  scenario: Scenario,
  assumptions: EconomyAssumptions,
  maxRatePercent: number = TAX_RATE_SLIDER.max,
  measure?: { tag: string; revenueAt: (ratePercent: number) => number },
): RevenueScan {
  let byKey = scanCache.get(assumptions.segments);
  if (!byKey) {
    byKey = new Map();
    scanCache.set(assumptions.segments, byKey);
  }
  const key = `${measure?.tag ?? "gross"}:${scenario}:${maxRatePercent}`;
  const cached = byKey.get(key);
  if (cached) return cached;
  const revenueAt =
    measure?.revenueAt ?? ((rate: number) => calculateRevenue(rate, scenario, assumptions));
  const rates = listScanRates(maxRatePercent);
  const revenues = rates.map(revenueAt);
  let best = 0;
  for (let index = 1; index < rates.length; index++) {
    if (revenues[index] > revenues[best]) best = index;
  }
  let peakRatePercent: number;
  if (best === rates.length - 1) peakRatePercent = maxRatePercent;
  else if (best === 0) peakRatePercent = 0;
  else peakRatePercent = refinePeak(rates[best - 1], rates[best + 1], revenueAt);
  const scan = { rates, revenues, peakRatePercent };
  byKey.set(key, scan);
  return scan;
}

/**
 * The rate (percent) within 0..max at which revenue peaks in a scenario. Equal to max when
 * revenue is still rising there.
 */
export function findRevenueMaximisingRate(
  scenario: Scenario,
  assumptions: EconomyAssumptions,
  maxRatePercent: number = TAX_RATE_SLIDER.max,
): number {
  return scanRevenue(scenario, assumptions, maxRatePercent).peakRatePercent;
}
