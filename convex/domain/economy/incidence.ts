/**
 * Who pays the transaction tax: what a household pays directly on its own payments and what
 * reaches it through prices, under the budget model's own assumptions (the same segment
 * sizes, the same behavioural response).
 *
 *   taxed share     t   = retained share of real-economy payments at rate r (budget model)
 *   direct              = r × spending × t
 *   stages per £    m   = (real-economy payments − household consumption) / household consumption
 *   through prices      = φ × ((1 + r)^(m × t) − 1) × spending
 *
 * m counts the business payments behind each pound a household spends (wages, supplies,
 * rent, services, every stage of the supply chain); the tax compounds along them, so the
 * price rise is (1 + r)^(m t) − 1 rather than m t r. φ is the share of a tax on business costs
 * that reaches prices. Low / central / high use the budget's low / central / high scenario
 * with φ low / central / high, so the range runs from the smallest burden to the largest.
 */
import {
  type EconomyAssumptions,
  type Range,
  type Scenario,
  mapRange,
  resolveAssumptions,
} from "./constants";
import { calculateRetainedShare } from "./revenue";
import type { TransactionSegment } from "./segments";

export interface PaymentIncidence {
  /** Share of real-economy payments still taxed, per scenario (0..1). */
  taxedShare: Range;
  /** Business payments behind each pound of household spending, per scenario. */
  stagesPerPound: Range;
  /** Share of business-paid tax reaching prices, per scenario. */
  passThrough: Range;
  /** Price rise from the tax on business payments, percent, per scenario. */
  priceRisePercent: Range;
  /** Pounds a year, per scenario. */
  direct: Range;
  /** Pounds a year, per scenario. */
  throughPrices: Range;
  /** direct + throughPrices, pounds a year, per scenario. */
  total: Range;
}

function findRealEconomy(assumptions: EconomyAssumptions): TransactionSegment {
  const segment = assumptions.segments.find((entry) => entry.key === "realEconomy");
  if (!segment) throw new RangeError("the assumptions have no real-economy segment");
  return segment;
}

/** The tax a household with this yearly spending (rent included) bears, pounds a year. */
export function calculatePaymentIncidence(
  spending: number,
  ratePercent: number,
  overrides: Partial<EconomyAssumptions> = {},
): PaymentIncidence {
  const assumptions = resolveAssumptions(overrides);
  const segment = findRealEconomy(assumptions);
  const rate = ratePercent / 100;
  const consumption = assumptions.householdConsumption;
  const taxedShare = mapRange((scenario: Scenario) =>
    calculateRetainedShare(
      ratePercent,
      segment.elasticity[scenario],
      segment.preTaxCostPercent[scenario],
    ),
  );
  const stagesPerPound = mapRange((scenario) =>
    Math.max(0, (segment.grossBase[scenario] - consumption) / consumption),
  );
  const passThrough = assumptions.pricePassThrough;
  const priceRisePercent = mapRange(
    (scenario) =>
      passThrough[scenario] *
      ((1 + rate) ** (stagesPerPound[scenario] * taxedShare[scenario]) - 1) *
      100,
  );
  const direct = mapRange((scenario) => rate * spending * taxedShare[scenario]);
  const throughPrices = mapRange((scenario) => (priceRisePercent[scenario] / 100) * spending);
  return {
    taxedShare,
    stagesPerPound,
    passThrough,
    priceRisePercent,
    direct,
    throughPrices,
    total: mapRange((scenario) => direct[scenario] + throughPrices[scenario]),
  };
}

/**
 * The tax on the employer's payment of a salary that falls on the employee's pay, pounds a
 * year, per scenario: rate × salary × taxed share × (1 − pass-through). The employer pays the
 * tax on every wage payment it still makes through a taxed channel; the model passes the
 * share φ of a tax on business costs to prices (counted in `throughPrices` for everyone who
 * buys) and this applies the rest, 1 − φ, to the pay of the worker it was paid on. It reads
 * the taxed share and φ from `calculatePaymentIncidence`, so a change to either in the model
 * changes it too; if the model gains a share of its own for wage payments, read it here.
 */
export function calculateWageIncidence(
  salary: number,
  ratePercent: number,
  overrides: Partial<EconomyAssumptions> = {},
): Range {
  const { taxedShare, passThrough } = calculatePaymentIncidence(salary, ratePercent, overrides);
  return mapRange(
    (scenario) => (ratePercent / 100) * salary * taxedShare[scenario] * (1 - passThrough[scenario]),
  );
}
