/**
 * The ONS-shaped households of the decile chart (issue 34): per household by income decile,
 * what the incidence model (householdCharges.ts) needs. Each input names its table, edition
 * and date; docs/economy-model.md ("Decile inputs") shows the table and its checks.
 *
 * - Weekly spending: ONS "Family spending in the UK: April 2022 to March 2023" (Living Costs
 *   and Food Survey, published August 2024): mean £567.70 a week, poorest fifth by income
 *   £356.90, richest fifth £857.30 (ratio 2.40). The deciles reproduce those three figures
 *   exactly; the split of each fifth into two tenths and the middle three fifths (mean
 *   £541.43, what the three published figures leave) are interpolated smoothly.
 * - Pay: the shape of household income before taxes and benefits, ONS "Effects of taxes and
 *   benefits on household income, financial year ending 2024": poorest fifth £9,600, richest
 *   fifth £116,600, median £38,900. The deciles reproduce those figures; the rest is
 *   interpolated. This is original income (pay, private pensions, investment income), used as
 *   the key for pay: it overstates the pay of the poorest tenths, where pensions weigh more.
 * - Adults, cash benefits and financial-wealth shares: rounded readings of the ETB decile
 *   tables (FYE 2023) and the Wealth and Assets Survey (April 2018 to March 2020) entered
 *   before issue 34; the repository's sources do not hold those tables, so they are not
 *   re-read here (docs say so).
 *
 * Only the shape across deciles matters for each key: spending is scaled to national
 * consumption, pay to wages and salaries, wealth to households' net financial wealth and
 * adults to the dividend's recipients, so the chart's totals always agree with the budget.
 */
import { type EconomyAssumptions, resolveAssumptions } from "./constants";
import { HOUSEHOLD_NET_FINANCIAL_WEALTH, WAGES_AND_SALARIES } from "./householdCharges";
import type { HouseholdCircumstances } from "./householdCharges";

export interface IncomeDecile {
  /** 1 (lowest income) to 10. */
  decile: number;
  /** Average household spending in the survey, pounds a week. */
  weeklySpending: number;
  /** Average adults per household in the survey. */
  adults: number;
  /** Household income before taxes and benefits, pounds a year: the key for pay. */
  earnings: number;
  /** Cash benefits and state pension per household, pounds a year (rounded). */
  cashBenefits: number;
  /** Share of households' net financial wealth held by this decile (0..1). */
  financialWealthShare: number;
}

/** UK households, ONS "Families and households in the UK: 2023": 28.4 million. */
export const UK_HOUSEHOLDS = 28_400_000;

/** Households in each tenth. */
export const HOUSEHOLDS_PER_DECILE = UK_HOUSEHOLDS / 10;

/** Weeks in a year, for weekly survey spending. */
const WEEKS_PER_YEAR = 52;

export const INCOME_DECILES: readonly IncomeDecile[] = [
  {
    decile: 1,
    weeklySpending: 330,
    adults: 1.3,
    earnings: 6_000,
    cashBenefits: 7_500,
    financialWealthShare: 0.03,
  },
  {
    decile: 2,
    weeklySpending: 383.8,
    adults: 1.4,
    earnings: 13_200,
    cashBenefits: 10_500,
    financialWealthShare: 0.03,
  },
  {
    decile: 3,
    weeklySpending: 420,
    adults: 1.6,
    earnings: 20_000,
    cashBenefits: 11_000,
    financialWealthShare: 0.04,
  },
  {
    decile: 4,
    weeklySpending: 460,
    adults: 1.8,
    earnings: 27_000,
    cashBenefits: 10_500,
    financialWealthShare: 0.05,
  },
  {
    decile: 5,
    weeklySpending: 515,
    adults: 1.9,
    earnings: 35_000,
    cashBenefits: 9_000,
    financialWealthShare: 0.06,
  },
  {
    decile: 6,
    weeklySpending: 565,
    adults: 2,
    earnings: 42_800,
    cashBenefits: 8_000,
    financialWealthShare: 0.07,
  },
  {
    decile: 7,
    weeklySpending: 615,
    adults: 2.1,
    earnings: 51_000,
    cashBenefits: 6_500,
    financialWealthShare: 0.09,
  },
  {
    decile: 8,
    weeklySpending: 673.6,
    adults: 2.2,
    earnings: 62_000,
    cashBenefits: 5_500,
    financialWealthShare: 0.11,
  },
  {
    decile: 9,
    weeklySpending: 760,
    adults: 2.3,
    earnings: 80_000,
    cashBenefits: 4_500,
    financialWealthShare: 0.15,
  },
  {
    decile: 10,
    weeklySpending: 954.6,
    adults: 2.4,
    earnings: 153_200,
    cashBenefits: 3_500,
    financialWealthShare: 0.37,
  },
];

/** The published figures the spending and pay columns reproduce (tests check them). */
export const DECILE_ANCHORS = {
  /** ONS Family spending FYE 2023 (August 2024), pounds a week. */
  meanWeeklySpending: 567.7,
  poorestFifthWeeklySpending: 356.9,
  richestFifthWeeklySpending: 857.3,
  /** ONS Effects of taxes and benefits FYE 2024, income before taxes and benefits, pounds a year. */
  poorestFifthIncome: 9_600,
  richestFifthIncome: 116_600,
  medianIncome: 38_900,
} as const;

function sumOf(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Households' yearly cash benefits and state pension, pounds (the table × households). */
export const HOUSEHOLD_CASH_BENEFITS =
  sumOf(INCOME_DECILES.map((entry) => entry.cashBenefits)) * HOUSEHOLDS_PER_DECILE;

/**
 * Each decile's household as the incidence model takes it: spending scaled to national
 * consumption, pay to wages and salaries, wealth to households' net financial wealth; cash
 * benefits as surveyed. Σ over households of each = its national total.
 */
export function listDecileHouseholds(
  overrides: Partial<EconomyAssumptions> = {},
): HouseholdCircumstances[] {
  const assumptions = resolveAssumptions(overrides);
  const spending = sumOf(INCOME_DECILES.map((entry) => entry.weeklySpending));
  const earnings = sumOf(INCOME_DECILES.map((entry) => entry.earnings));
  const wealth = sumOf(INCOME_DECILES.map((entry) => entry.financialWealthShare));
  return INCOME_DECILES.map((entry) => ({
    spending:
      (assumptions.householdConsumption * entry.weeklySpending) / spending / HOUSEHOLDS_PER_DECILE,
    earnings: (WAGES_AND_SALARIES * entry.earnings) / earnings / HOUSEHOLDS_PER_DECILE,
    financialWealth:
      (HOUSEHOLD_NET_FINANCIAL_WEALTH * entry.financialWealthShare) /
      wealth /
      HOUSEHOLDS_PER_DECILE,
    cashBenefits: entry.cashBenefits,
  }));
}

/**
 * The calculator's default savings and investments: the average of households with the same
 * yearly spending, interpolated between the deciles' households (from nothing at no spending,
 * flat beyond the top tenth), pounds.
 */
export function estimateFinancialWealthForSpending(
  spending: number,
  overrides: Partial<EconomyAssumptions> = {},
): number {
  const points = [
    { spending: 0, wealth: 0 },
    ...listDecileHouseholds(overrides).map((entry) => ({
      spending: entry.spending,
      wealth: entry.financialWealth,
    })),
  ];
  if (spending >= points[points.length - 1].spending) return points[points.length - 1].wealth;
  for (let index = 1; index < points.length; index++) {
    const upper = points[index];
    if (spending <= upper.spending) {
      const lower = points[index - 1];
      const along = (spending - lower.spending) / (upper.spending - lower.spending);
      return lower.wealth + along * (upper.wealth - lower.wealth);
    }
  }
  return 0;
}

/** Weekly survey spending as a yearly figure, pounds (for the docs' table). */
export function toYearlySpending(weekly: number): number {
  return weekly * WEEKS_PER_YEAR;
}
