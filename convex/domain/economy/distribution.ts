/**
 * Gain or loss by household income decile: the dividend each household's adults receive
 * less the transaction tax it bears (directly and through prices, incidence.ts), under the
 * budget model's assumptions. In the default scope today's taxes are unchanged, so they do
 * not enter the comparison.
 *
 * Household spending by decile is ONS survey spending (Living Costs and Food Survey, as used
 * by "Effects of taxes and benefits on household income", FYE 2023), rounded, and grossed up
 * so that all households together spend the national-accounts total the budget model uses
 * (the survey records about three-fifths of it). Figures are approximate; the table and
 * its caveats are in docs/economy-model.md.
 */
import { type EconomyAssumptions, type Range, mapRange, resolveAssumptions } from "./constants";
import { calculatePaymentIncidence } from "./incidence";

export interface IncomeDecile {
  /** 1 (lowest income) to 10. */
  decile: number;
  /** Average household spending in the survey, pounds a week (rounded). */
  weeklySpending: number;
  /** Average adults per household. */
  adults: number;
}

/** UK households, ONS "Families and households in the UK: 2023", about 28.4 million. */
export const UK_HOUSEHOLDS = 28_400_000;

/** ONS household spending and adults by income decile, FYE 2023 (approximate, rounded). */
export const INCOME_DECILES: readonly IncomeDecile[] = [
  { decile: 1, weeklySpending: 270, adults: 1.2 },
  { decile: 2, weeklySpending: 330, adults: 1.4 },
  { decile: 3, weeklySpending: 400, adults: 1.5 },
  { decile: 4, weeklySpending: 470, adults: 1.7 },
  { decile: 5, weeklySpending: 545, adults: 1.8 },
  { decile: 6, weeklySpending: 625, adults: 1.9 },
  { decile: 7, weeklySpending: 710, adults: 2 },
  { decile: 8, weeklySpending: 800, adults: 2.1 },
  { decile: 9, weeklySpending: 935, adults: 2.2 },
  { decile: 10, weeklySpending: 1_350, adults: 2.2 },
];

const WEEKS_PER_YEAR = 52;

export interface DecileImpact {
  decile: number;
  /** Household spending used, grossed up to national accounts, pounds a year. */
  spending: number;
  /** Dividend received by the household's adults, pounds a year. */
  dividendReceived: number;
  /** Transaction tax borne (direct + prices), pounds a year, per case. */
  transactionTax: Range;
  /** dividendReceived − transactionTax: positive means better off, per case. */
  gain: Range;
}

/** Factor that scales survey spending up to the national-accounts total. */
function calculateGrossUp(assumptions: EconomyAssumptions): number {
  const householdsPerDecile = UK_HOUSEHOLDS / INCOME_DECILES.length;
  let surveyTotal = 0;
  for (const entry of INCOME_DECILES) {
    surveyTotal += entry.weeklySpending * WEEKS_PER_YEAR * householdsPerDecile;
  }
  return assumptions.householdConsumption / surveyTotal;
}

/** Gain or loss for each income decile at a rate and dividend, pounds per household a year. */
export function calculateDecileImpacts(input: {
  taxRatePercent: number;
  dividend: number;
  assumptions?: Partial<EconomyAssumptions>;
}): DecileImpact[] {
  const assumptions = resolveAssumptions(input.assumptions);
  const grossUp = calculateGrossUp(assumptions);
  return INCOME_DECILES.map((entry) => {
    const spending = entry.weeklySpending * WEEKS_PER_YEAR * grossUp;
    const transactionTax = calculatePaymentIncidence(
      spending,
      input.taxRatePercent,
      assumptions,
    ).total;
    const dividendReceived = input.dividend * entry.adults;
    const gainFor = (tax: number) => dividendReceived - tax;
    return {
      decile: entry.decile,
      spending,
      dividendReceived,
      transactionTax,
      gain: mapRange((scenario) =>
        gainFor(
          transactionTax[scenario === "low" ? "high" : scenario === "high" ? "low" : "central"],
        ),
      ),
    };
  });
}
