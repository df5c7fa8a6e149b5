/**
 * Who pays the transaction tax: what a household pays directly on its own payments and what
 * reaches it through prices, under the budget model's own assumptions (the same segment
 * sizes, the same behavioural response, the same revenue flows as flows.ts).
 *
 *   taxed share     t   = retained share of real-economy payments at rate r (budget model)
 *   direct              = r × spending × t
 *   stages per £    m   = (B + (1 − ω) W) × households' share of final demand ÷ household consumption
 *   price rise      p   = φ × r × t × m × (1 + VAT per £)
 *   through prices      = p × spending
 *
 * m counts the business payments behind each pound a household spends (supplies and goods
 * for resale from the ONS input-output tables, and the share of tax on wage payments that is
 * not borne by pay); those totals already include every stage of the supply chain, so the
 * tax cascades through each once. φ is the share of business-paid tax reaching prices.
 * Summed over all households' spending (national consumption), direct + through prices is
 * exactly flows.ts's householdDirect + householdPrices + VAT on them.
 */
import {
  type EconomyAssumptions,
  type Range,
  type Scenario,
  mapRange,
  resolveAssumptions,
} from "./constants";
import { WAGE_PAYMENT_INCIDENCE_ON_PAY, calculateRevenueFlows } from "./flows";

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

/** The tax a household with this yearly spending (rent included) bears, pounds a year. */
export function calculatePaymentIncidence(
  spending: number,
  ratePercent: number,
  overrides: Partial<EconomyAssumptions> = {},
): PaymentIncidence {
  const assumptions = resolveAssumptions(overrides);
  if (!assumptions.segments.some((entry) => entry.key === "realEconomy")) {
    throw new RangeError("the assumptions have no real-economy segment");
  }
  const rate = ratePercent / 100;
  const flows = {
    low: calculateRevenueFlows(ratePercent, "low", assumptions),
    central: calculateRevenueFlows(ratePercent, "central", assumptions),
    high: calculateRevenueFlows(ratePercent, "high", assumptions),
  };
  const taxedShare = mapRange((scenario: Scenario) => flows[scenario].realEconomyTaxedShare);
  const priceRisePercent = mapRange((scenario) => flows[scenario].priceRisePercent);
  const direct = mapRange((scenario) => rate * spending * taxedShare[scenario]);
  const throughPrices = mapRange((scenario) => (priceRisePercent[scenario] / 100) * spending);
  return {
    taxedShare,
    stagesPerPound: mapRange((scenario) => flows[scenario].stagesPerPound),
    passThrough: assumptions.pricePassThrough,
    priceRisePercent,
    direct,
    throughPrices,
    total: mapRange((scenario) => direct[scenario] + throughPrices[scenario]),
  };
}

/**
 * The tax on the employer's payment of a salary that falls on the employee's pay, pounds a
 * year, per scenario: rate × salary × taxed share × ω. The employer pays the tax on every
 * wage payment it still makes through a taxed channel; ω, the share of a tax on wage
 * payments that falls on pay (`WAGE_PAYMENT_INCIDENCE_ON_PAY`, the OBR's assumption for
 * employer NICs), is the same share the deciles put on earnings (`flows.ts`), so the
 * calculator and the deciles agree. The taxed share comes from `calculatePaymentIncidence`.
 * Ordered low to high: the scenarios' taxed shares and ω need not rise together.
 */
export function calculateWageIncidence(
  salary: number,
  ratePercent: number,
  overrides: Partial<EconomyAssumptions> = {},
): Range {
  const { taxedShare } = calculatePaymentIncidence(salary, ratePercent, overrides);
  const values = mapRange(
    (scenario) =>
      (ratePercent / 100) * salary * taxedShare[scenario] * WAGE_PAYMENT_INCIDENCE_ON_PAY[scenario],
  );
  const [low, , high] = [values.low, values.central, values.high].sort((a, b) => a - b);
  return { low, central: values.central, high };
}
