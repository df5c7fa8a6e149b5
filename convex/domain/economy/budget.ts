/**
 * The budget simulator: revenue (with a behavioural range), spending, balance, inflation,
 * the recommended tax rate and the gauge, from one set of inputs.
 */
import {
  type EconomyAssumptions,
  type Range,
  type Scenario,
  POUNDS_PER_BILLION,
  countDividendRecipients,
  mapRange,
  resolveAssumptions,
} from "./constants";
import { readBudgetGauge, type GaugeReading } from "./gauge";
import { estimatePriceRise } from "./priceFigure";
import { estimateInflation, type InflationEstimate, type PressureModifiers } from "./inflation";
import { calculateNetRevenue, calculateNetRevenueRange, type NetRevenue } from "./netRevenue";
import {
  calculateRevenueBeforeResponse,
  calculateRevenueBySegment,
  calculateRevenueRange,
  calculateStaticRevenue,
  calculateTaxBaseRange,
  scanRevenue,
} from "./revenue";
import type { SegmentKey } from "./segments";
import { TAX_RATE_SLIDER } from "./sliders";
import { ensureNonNegativeFinite } from "./validate";

/** A chosen policy: yearly cost in billions and, when known, its price pressure. */
export interface BudgetPolicy {
  costBn: number;
  pressure?: PressureModifiers | null;
}

export interface BudgetInput {
  /** Transaction tax, percent of each payment (slider 0..5). */
  taxRatePercent: number;
  /** Citizen dividend, pounds per recipient a year (slider 0..50,000). */
  dividend: number;
  policies: readonly BudgetPolicy[];
  assumptions?: Partial<EconomyAssumptions>;
}

/**
 * What the tax must pay for, pounds a year (spec "spendBreakdown"; dividendCost is the
 * spec's ubiCost). governmentBaseline is 0 in the default scope, where today's taxes keep
 * paying for today's spending.
 */
export interface SpendingBreakdown {
  governmentBaseline: number;
  dividendCost: number;
  /** Paying the dividend: £30 a recipient a year when the dividend is above 0. */
  dividendAdministration: number;
  policyTotal: number;
  totalSpend: number;
}

/**
 * Administering the dividend, pounds per recipient a year: £30 (range £15 to £50).
 * Child Benefit, the nearest universal payment, cost £0.34 a family a week to administer in
 * 1998-99 (£125m; written answer, HC Deb 22 January 2002, col 804W), about £18 a year or
 * £30 at 2025 prices; £50 allows for checking the residence of 54.5m adults. Only the central
 * figure enters the budget; the range is in docs/economy-model.md.
 */
export const DIVIDEND_ADMINISTRATION_PER_RECIPIENT: Readonly<Range> = {
  low: 15,
  central: 30,
  high: 50,
};

export type RecommendedTaxRate =
  | {
      status: "balanced";
      scenario: Scenario;
      /** The balancing rate, percent, to 1e-9. */
      ratePercent: number;
      /** Spec 9: two decimals. */
      roundedRatePercent: number;
      /** Spending the rate pays for, pounds a year. */
      targetSpend: number;
    }
  | {
      status: "out-of-range";
      scenario: Scenario;
      ratePercent: null;
      roundedRatePercent: null;
      targetSpend: number;
      /** Highest revenue any rate in range raises, pounds a year. */
      maxRevenue: number;
      /** The rate that raises it, percent. */
      maxRevenueRatePercent: number;
      /** targetSpend − maxRevenue, pounds a year. */
      shortfall: number;
    };

export interface BudgetSimulation {
  taxRatePercent: number;
  dividend: number;
  /**
   * Net revenue, pounds a year after the behavioural response, per scenario: the headline.
   * Gross revenue less lost stamp duty, uprating, index-linked interest, dearer procurement
   * and gilt yields, plus VAT on higher prices (netRevenue.ts).
   */
  revenue: Range;
  /** Gross revenue after the response (the segments' sum), pounds a year, per scenario. */
  grossRevenue: Range;
  /** Gross, net and each item between them, per scenario. */
  netRevenue: NetRevenue;
  /** Gross revenue by segment of the base, pounds a year, per scenario (sums to `grossRevenue`). */
  revenueBySegment: Record<SegmentKey, Range>;
  /** The static reading (no behavioural response), central, pounds a year. */
  revenueBeforeResponse: number;
  /** The static reading per scenario, pounds a year. */
  staticRevenue: Range;
  /** Taxed transactions after the response, pounds a year. */
  taxBase: Range;
  spending: SpendingBreakdown;
  /** Net revenue − totalSpend, pounds a year, per scenario. */
  balance: Range;
  /** From the central balance plus policy pressure. */
  inflation: InflationEstimate;
  /** The same rule of thumb from each scenario's balance, rounded to one decimal. */
  inflationRange: Range;
  /** Central scenario, within the tax slider (0..5%). */
  recommendedTaxRate: RecommendedTaxRate;
  /** The recommended rate in each scenario (low revenue needs the highest rate). */
  recommendedTaxRateRange: Record<Scenario, RecommendedTaxRate>;
  /**
   * The same budget if the tax replaced today's taxes and paid for today's spending too
   * (scope "all-spending"), central scenario.
   */
  replacingTodaysTaxes: RecommendedTaxRate;
  /** Central balance as a percent of nominal GDP. */
  balancePercentOfGdp: number;
  /** In how many scenarios of the assumption grid the package balances. */
  gauge: GaugeReading;
  /** The price-level rise, percent (smallest to largest): the one price figure. */
  priceRise: Range;
  assumptions: EconomyAssumptions;
}

/** Bisection stops when the bracket is narrower than this, percent. */
const RATE_TOLERANCE_PERCENT = 1e-9;
/** Upper bound on bisection steps (2^-60 of a 5-point bracket is far below tolerance). */
const MAX_BISECTION_STEPS = 60;

/** Throw a RangeError unless every policy cost is a finite number. */
function ensurePolicyCosts(policies: readonly BudgetPolicy[]): void {
  for (const policy of policies) {
    if (!Number.isFinite(policy.costBn)) {
      throw new RangeError(`policy costBn must be finite, got ${policy.costBn}`);
    }
  }
}

/** Dividend × recipients, pounds a year. */
export function calculateDividendCost(
  dividend: number,
  assumptions: Pick<EconomyAssumptions, "dividendRecipients"> = resolveAssumptions(),
): number {
  return dividend * countDividendRecipients(assumptions.dividendRecipients);
}

/** Sum of policy costs, pounds a year. */
export function calculatePolicyTotal(policies: readonly BudgetPolicy[]): number {
  let totalBn = 0;
  for (const policy of policies) totalBn += policy.costBn;
  return totalBn * POUNDS_PER_BILLION;
}

/**
 * What the tax pays for, pounds a year: dividend × recipients + chosen policies, plus
 * today's spending when the scope is "all-spending".
 */
export function calculateSpending(
  input: { dividend: number; policies: readonly BudgetPolicy[] },
  assumptions: EconomyAssumptions = resolveAssumptions(),
): SpendingBreakdown {
  const governmentBaseline =
    assumptions.scope === "all-spending" ? assumptions.governmentBaseline : 0;
  const dividendCost = calculateDividendCost(input.dividend, assumptions);
  const dividendAdministration =
    input.dividend > 0
      ? calculateDividendCost(DIVIDEND_ADMINISTRATION_PER_RECIPIENT.central, assumptions)
      : 0;
  const policyTotal = calculatePolicyTotal(input.policies);
  return {
    governmentBaseline,
    dividendCost,
    dividendAdministration,
    policyTotal,
    totalSpend: governmentBaseline + dividendCost + dividendAdministration + policyTotal,
  };
}

/** The search stops once revenue is within this of the target (pounds a year). */
const REVENUE_TOLERANCE_POUNDS = 100;

/**
 * Find the rate in [low, high] where revenue reaches the target (revenue rising there), by
 * false position with the Illinois step (a handful of revenue evaluations instead of 60
 * halvings; net revenue is costlier to evaluate than gross). Returns a rate whose revenue is
 * at or just above the target.
 */
function bisectForRate(
  targetSpend: number,
  lowPercent: number,
  highPercent: number,
  revenueAt: (ratePercent: number) => number,
): number {
  let low = lowPercent;
  let high = highPercent;
  let gapLow = revenueAt(low) - targetSpend;
  let gapHigh = revenueAt(high) - targetSpend;
  let side = 0;
  for (let step = 0; step < MAX_BISECTION_STEPS && high - low > RATE_TOLERANCE_PERCENT; step++) {
    if (gapHigh < REVENUE_TOLERANCE_POUNDS) break;
    const span = gapHigh - gapLow;
    let next = span > 0 ? high - (gapHigh * (high - low)) / span : (low + high) / 2;
    if (!(next > low && next < high)) next = (low + high) / 2;
    const gap = revenueAt(next) - targetSpend;
    if (gap < 0) {
      low = next;
      gapLow = gap;
      if (side === -1) gapHigh /= 2;
      side = -1;
    } else {
      high = next;
      gapHigh = gap;
      if (side === 1) gapLow /= 2;
      side = 1;
    }
  }
  return high;
}

/** The scan key and function for net revenue under a set of assumptions. */
function netMeasure(scenario: Scenario, assumptions: EconomyAssumptions) {
  const pass = assumptions.pricePassThrough;
  return {
    tag: `net:${assumptions.householdConsumption}:${pass.low}:${pass.central}:${pass.high}`,
    revenueAt: (ratePercent: number) => calculateNetRevenue(ratePercent, scenario, assumptions),
  };
}

/**
 * The lowest tax rate (percent) whose net revenue, after the behavioural response, pays for
 * the baseline, the dividend and the policies; solved by bisection on the rising part of
 * the revenue curve within 0..maxRatePercent. When no rate in range raises enough the
 * result says so, with the best rate and the shortfall.
 */
export function recommendTaxRate(input: {
  dividend: number;
  policies: readonly BudgetPolicy[];
  scenario?: Scenario;
  maxRatePercent?: number;
  assumptions?: Partial<EconomyAssumptions>;
}): RecommendedTaxRate {
  const assumptions = resolveAssumptions(input.assumptions);
  const scenario = input.scenario ?? "central";
  const maxRatePercent = input.maxRatePercent ?? TAX_RATE_SLIDER.max;
  const targetSpend = calculateSpending(input, assumptions).totalSpend;
  const measure = netMeasure(scenario, assumptions);
  const revenueAt = measure.revenueAt;
  if (targetSpend <= 0) {
    return { status: "balanced", scenario, ratePercent: 0, roundedRatePercent: 0, targetSpend };
  }
  const { rates, revenues, peakRatePercent } = scanRevenue(
    scenario,
    assumptions,
    maxRatePercent,
    measure,
  );
  for (let index = 1; index < rates.length; index++) {
    if (revenues[index] >= targetSpend) {
      const ratePercent = bisectForRate(targetSpend, rates[index - 1], rates[index], revenueAt);
      return {
        status: "balanced",
        scenario,
        ratePercent,
        roundedRatePercent: Math.round(ratePercent * 100) / 100,
        targetSpend,
      };
    }
  }
  const best = peakRatePercent;
  const maxRevenue = revenueAt(best);
  return {
    status: "out-of-range",
    scenario,
    ratePercent: null,
    roundedRatePercent: null,
    targetSpend,
    maxRevenue,
    maxRevenueRatePercent: best,
    shortfall: targetSpend - maxRevenue,
  };
}

/** The revenue ranges of the segments that raise revenue, for the gauge's scenario grid. */
function revenueBySegmentOf(
  bySegment: Record<SegmentKey, Range>,
  assumptions: EconomyAssumptions,
): Range[] {
  return assumptions.segments
    .filter((segment) => segment.raisesRevenue)
    .map((segment) => bySegment[segment.key]);
}

/** Revenue minus spending for each scenario, pounds a year. */
function calculateBalanceRange(revenue: Range, totalSpend: number): Range {
  return mapRange((scenario) => revenue[scenario] - totalSpend);
}

/** Public spending: the government's baseline, the dividend and its administration, policies. */
function publicSpendingOf(spending: SpendingBreakdown, assumptions: EconomyAssumptions): number {
  return (
    assumptions.governmentBaseline +
    spending.dividendCost +
    spending.dividendAdministration +
    spending.policyTotal
  );
}

/**
 * The part of the model a vote stores: net revenue, spending, the balance and the central
 * inflation (`simulateBudget` runs it first, then the rest). Throws as `simulateBudget` does.
 */
function simulateCore(input: BudgetInput) {
  const taxRatePercent = ensureNonNegativeFinite(input.taxRatePercent, "taxRatePercent");
  const dividend = ensureNonNegativeFinite(input.dividend, "dividend");
  ensurePolicyCosts(input.policies);
  const assumptions = resolveAssumptions(input.assumptions);
  const netRevenue = calculateNetRevenueRange(taxRatePercent, assumptions);
  const spending = calculateSpending({ dividend, policies: input.policies }, assumptions);
  const balance = calculateBalanceRange(netRevenue.net, spending.totalSpend);
  const inflation = estimateInflation({
    balance: balance.central,
    totalSpend: publicSpendingOf(spending, assumptions),
    policies: input.policies,
  });
  return { taxRatePercent, dividend, assumptions, netRevenue, spending, balance, inflation };
}

/**
 * Run the whole budget model for one slider position and a set of chosen policies.
 * Throws a RangeError for a negative or non-finite rate or dividend, or a non-finite cost.
 */
export function simulateBudget(input: BudgetInput): BudgetSimulation {
  const { taxRatePercent, dividend, assumptions, netRevenue, spending, balance, inflation } =
    simulateCore(input);
  const revenue = netRevenue.net;
  const revenueBySegment = calculateRevenueBySegment(taxRatePercent, assumptions);
  const publicSpending = publicSpendingOf(spending, assumptions);
  const inflationRange = mapRange(
    (scenario) =>
      estimateInflation({
        balance: balance[scenario],
        totalSpend: publicSpending,
        policies: input.policies,
      }).percent,
  );
  const recommendedTaxRateRange = {
    low: recommendTaxRate({ dividend, policies: input.policies, scenario: "low", assumptions }),
    central: recommendTaxRate({ dividend, policies: input.policies, assumptions }),
    high: recommendTaxRate({ dividend, policies: input.policies, scenario: "high", assumptions }),
  };
  return {
    taxRatePercent,
    dividend,
    revenue,
    grossRevenue: calculateRevenueRange(taxRatePercent, assumptions),
    netRevenue,
    revenueBySegment,
    revenueBeforeResponse: calculateRevenueBeforeResponse(taxRatePercent, assumptions),
    staticRevenue: calculateStaticRevenue(taxRatePercent, assumptions),
    taxBase: calculateTaxBaseRange(taxRatePercent, assumptions),
    spending,
    balance,
    inflation,
    inflationRange,
    recommendedTaxRate: recommendedTaxRateRange.central,
    recommendedTaxRateRange,
    replacingTodaysTaxes: recommendTaxRate({
      dividend,
      policies: input.policies,
      assumptions: { ...assumptions, scope: "all-spending" },
    }),
    balancePercentOfGdp: (balance.central / assumptions.nominalGdp) * 100,
    gauge: readBudgetGauge({
      segmentRevenues: revenueBySegmentOf(revenueBySegment, assumptions),
      totalSpend: spending.totalSpend,
      netDeductions: netRevenue.gross.central - netRevenue.net.central,
    }),
    priceRise: estimatePriceRise(taxRatePercent, assumptions),
    assumptions,
  };
}

/** The vote fields the server stores (spec 3 "User vote"); money in pounds. */
export interface VoteEconomics {
  taxRate: number;
  dividend: number;
  inflation: number;
  /** Central balance, pounds a year. */
  budgetBalance: number;
  /** Pounds a year. */
  totalPolicyCost: number;
  /** The spend breakdown (spec "inflation_modifiers"). */
  inflationModifiers: SpendingBreakdown;
}

/**
 * The economic fields of a vote for one slider position and set of policies: what
 * `toVoteEconomics(simulateBudget(input))` gives, without the parts of the model a vote
 * does not store (the recommended rates' searches, the ranges, the gauge), so the server
 * runs a fraction of the model on every bind.
 */
export function simulateVoteEconomics(input: BudgetInput): VoteEconomics {
  const { taxRatePercent, dividend, spending, balance, inflation } = simulateCore(input);
  return {
    taxRate: taxRatePercent,
    dividend,
    inflation: inflation.percent,
    budgetBalance: balance.central,
    totalPolicyCost: spending.policyTotal,
    inflationModifiers: spending,
  };
}

/** The balance and the price figure of a package: what the bind page shows of the model. */
export type PackageBalance = Pick<BudgetSimulation, "balance" | "priceRise">;

/**
 * The package balance per scenario and the price rise for one slider position and set of
 * policies: what `simulateBudget` gives for them, without the recommended rates' searches,
 * the gauge or the ranges the bind page does not show (on a phone's slowed CPU those are
 * most of the model's time: issue 42). Throws as `simulateBudget` does.
 */
export function simulatePackageBalance(input: BudgetInput): PackageBalance {
  const { taxRatePercent, assumptions, balance } = simulateCore(input);
  return { balance, priceRise: estimatePriceRise(taxRatePercent, assumptions) };
}

/** Shape a simulation into the economic fields of a vote. */
export function toVoteEconomics(simulation: BudgetSimulation): VoteEconomics {
  return {
    taxRate: simulation.taxRatePercent,
    dividend: simulation.dividend,
    inflation: simulation.inflation.percent,
    budgetBalance: simulation.balance.central,
    totalPolicyCost: simulation.spending.policyTotal,
    inflationModifiers: simulation.spending,
  };
}
