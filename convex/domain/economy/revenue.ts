/**
 * Transaction-tax revenue with a behavioural response: the taxed base shrinks as the rate
 * rises, with a constant elasticity of volume to the total cost of a transaction
 * (the method of Matheson 2011, IMF WP/11/54).
 *
 *   retained(r) = (1 + r / c0) ^ (-ε)          share of the gross base still taxed
 *   base(r)     = B0 × retained(r)             pounds a year
 *   revenue(r)  = base(r) × r / 100            pounds a year
 *
 * r is the rate in percent, c0 the pre-tax transaction cost in percent, ε the elasticity.
 * With ε ≤ 1 revenue rises with the rate for every rate; with ε > 1 it peaks at
 * r* = c0 / (ε − 1) and falls beyond (a Laffer curve).
 */
import { type EconomyAssumptions, type Range, type Scenario, mapRange } from "./constants";

/** Share of the gross base that still trades at a rate, 0..1. */
export function calculateRetainedShare(
  ratePercent: number,
  elasticity: number,
  preTaxCostPercent: number,
): number {
  return (1 + ratePercent / preTaxCostPercent) ** -elasticity;
}

/** Taxed transaction base after the behavioural response, pounds a year. */
export function calculateTaxBase(
  ratePercent: number,
  scenario: Scenario,
  assumptions: EconomyAssumptions,
): number {
  const retained = calculateRetainedShare(
    ratePercent,
    assumptions.volumeElasticity[scenario],
    assumptions.preTaxTransactionCostPercent,
  );
  return assumptions.grossTransactionBase * retained;
}

/** Transaction-tax revenue in one scenario, pounds a year. */
export function calculateRevenue(
  ratePercent: number,
  scenario: Scenario,
  assumptions: EconomyAssumptions,
): number {
  return (calculateTaxBase(ratePercent, scenario, assumptions) * ratePercent) / 100;
}

/** Revenue before any behavioural response (the spec's static reading), pounds a year. */
export function calculateRevenueBeforeResponse(
  ratePercent: number,
  assumptions: EconomyAssumptions,
): number {
  return (assumptions.grossTransactionBase * ratePercent) / 100;
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
 * The rate (percent) at which revenue peaks in a scenario: c0 / (ε − 1) when ε > 1,
 * otherwise Infinity (revenue keeps rising with the rate).
 */
export function findRevenueMaximisingRate(
  scenario: Scenario,
  assumptions: EconomyAssumptions,
): number {
  const elasticity = assumptions.volumeElasticity[scenario];
  if (elasticity <= 1) return Infinity;
  return assumptions.preTaxTransactionCostPercent / (elasticity - 1);
}
