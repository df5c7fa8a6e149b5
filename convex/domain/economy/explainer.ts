/**
 * The economy explainer's worked example (spec 2.3 step 5 and 9): an Annual Citizen
 * Dividend of £9,600 at a 1.3% transaction tax, computed by the simulator's functions.
 */
import {
  type EconomyAssumptions,
  type Range,
  countDividendRecipients,
  mapRange,
  resolveAssumptions,
} from "./constants";
import { withoutResponse } from "./segments";
import {
  type BudgetSimulation,
  type RecommendedTaxRate,
  recommendTaxRate,
  simulateBudget,
} from "./budget";
import {
  INDIVIDUAL_INPUT_RANGES,
  calculateIndividualImpact,
  type PersonalImpact,
} from "./personalImpact";

/** Spec 9 "Explainer example": Annual Citizen Dividend, pounds per adult a year. */
export const EXPLAINER_DIVIDEND = 9_600;
/** Spec 9 "Explainer example": transaction tax, percent. */
export const EXPLAINER_TAX_RATE_PERCENT = 1.3;

export interface ExplainerExample {
  taxRatePercent: number;
  dividend: number;
  /** The simulator's full result for the example (no policies chosen). */
  simulation: BudgetSimulation;
  /** Revenue minus spending before any behavioural response (the spec's arithmetic). */
  balanceBeforeResponse: number;
  /** Rate that would pay for the example with no behavioural response, percent. */
  rateNeededBeforeResponse: RecommendedTaxRate;
  /** Rate that pays for it in the weak-response (high revenue) scenario. */
  rateNeededWeakResponse: RecommendedTaxRate;
  /** Largest dividend 1.3% pays for (with no policies), pounds, per scenario (≥ 0). */
  affordableDividend: Range;
  /** A person on the calculator's default salary, rent and spending, with the £9,600. */
  person: PersonalImpact;
  /** The same person with the dividend 1.3% pays for in the central case. */
  personAffordable: PersonalImpact;
}

/** The largest dividend a revenue pays for (after the baseline in scope "all-spending"). */
function calculateAffordableDividend(revenue: number, assumptions: EconomyAssumptions): number {
  const baseline = assumptions.scope === "all-spending" ? assumptions.governmentBaseline : 0;
  const left = revenue - baseline;
  return Math.max(0, left / countDividendRecipients(assumptions.dividendRecipients));
}

/** Compute the explainer's example with the simulator's own functions. */
export function buildExplainerExample(
  overrides: Partial<EconomyAssumptions> = {},
): ExplainerExample {
  const assumptions = resolveAssumptions(overrides);
  const taxRatePercent = EXPLAINER_TAX_RATE_PERCENT;
  const dividend = EXPLAINER_DIVIDEND;
  const simulation = simulateBudget({ taxRatePercent, dividend, policies: [], assumptions });
  const staticAssumptions = { ...assumptions, segments: withoutResponse(assumptions.segments) };
  const affordableDividend = mapRange((scenario) =>
    calculateAffordableDividend(simulation.revenue[scenario], assumptions),
  );
  const personAt = (amount: number) =>
    calculateIndividualImpact({
      salary: INDIVIDUAL_INPUT_RANGES.salary.default,
      rent: INDIVIDUAL_INPUT_RANGES.rent.default,
      otherSpending: INDIVIDUAL_INPUT_RANGES.otherSpending.default,
      taxRatePercent,
      dividend: amount,
      scope: assumptions.scope,
    });
  return {
    taxRatePercent,
    dividend,
    simulation,
    balanceBeforeResponse: simulation.revenueBeforeResponse - simulation.spending.totalSpend,
    rateNeededBeforeResponse: recommendTaxRate({
      dividend,
      policies: [],
      assumptions: staticAssumptions,
    }),
    rateNeededWeakResponse: recommendTaxRate({
      dividend,
      policies: [],
      scenario: "high",
      assumptions,
    }),
    affordableDividend,
    person: personAt(dividend),
    personAffordable: personAt(Math.floor(affordableDividend.central)),
  };
}

let defaultExample: ExplainerExample | null = null;

/**
 * The example with the model's default assumptions, computed on first use and kept: not when
 * the economy module loads, since every page with a figure of the simulator imports it and
 * only /economy-explained shows the example (issue 42: two tax-rate searches, a budget and
 * two personal calculations were a phone's main-thread work on each of those pages).
 */
export function explainerExample(): ExplainerExample {
  defaultExample ??= buildExplainerExample();
  return defaultExample;
}
