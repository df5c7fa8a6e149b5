/**
 * The one cost-of-living figure every view shows (issue 34): the tax households pay directly
 * on their own purchases plus the rise in prices as the tax on business payments reaches them
 * (VAT included), as a share of household spending: the same flows the personal calculator
 * and the budget's uprating use, with its range, one label and one caveat. The spec's budget-gap rule of
 * thumb is kept only as a secondary, labelled "demand pressure".
 */
import type { EconomyAssumptions, Range } from "./constants";
import { formatPercent } from "./format";
import { calculateCostOfLivingRange } from "./flows";

/** The label of the price figure on every view and in the CSV. */
export const PRICE_FIGURE_LABEL = "Cost of living rises";

/** The caveat shown with the price figure on every view and in the CSV. */
export const PRICE_FIGURE_CAVEAT =
  "The model's estimate of a one-off rise in the cost of living: the tax households pay on their own purchases plus the tax on business payments that reaches prices; range from the smallest to the largest effect. Benefits and index-linked gilts are uprated by it, and that cost is in net revenue. Not a yearly inflation forecast: it leaves out effects on pay, interest rates and the pound.";

/** Added where the figure is worked out from a community's average tax rate. */
export const PRICE_FIGURE_AVERAGE_NOTE = "Worked out by the model at the average tax rate.";

/** The spec's rule of thumb, shown only as a secondary figure under this label. */
export const DEMAND_PRESSURE_LABEL = "Demand pressure (rule of thumb)";

/** What the demand-pressure figure is, wherever it is shown. */
export const DEMAND_PRESSURE_CAVEAT =
  "The product spec's rule of thumb (−10 × package balance ÷ public spending, plus the policies' pressure scores), in points: no economic source, and not a price forecast.";

/**
 * The cost-of-living rise at a tax rate, percent of household spending, low / central / high
 * (smallest to largest): direct charge, prices and VAT. It depends on the rate only: a
 * household's spending scales what it pays, not the rise.
 */
export function estimatePriceRise(
  taxRatePercent: number,
  assumptions: Partial<EconomyAssumptions> = {},
): Range {
  if (!Number.isFinite(taxRatePercent) || taxRatePercent <= 0) {
    return { low: 0, central: 0, high: 0 };
  }
  return calculateCostOfLivingRange(taxRatePercent, assumptions);
}

/** The figure as shown: "1.8% (range 0.9% to 3.2%)". */
export function describePriceRise(priceRise: Range): string {
  return `${formatPercent(priceRise.central)} (range ${formatPercent(priceRise.low)} to ${formatPercent(priceRise.high)})`;
}

/** Each end rounded to one decimal, as stored in community aggregates. */
export function roundPriceRise(priceRise: Range): Range {
  const round = (value: number) => Math.round(value * 10) / 10 + 0;
  return {
    low: round(priceRise.low),
    central: round(priceRise.central),
    high: round(priceRise.high),
  };
}
