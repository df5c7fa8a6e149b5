/**
 * The transaction-tax side of the personal calculator's individual tab: the household
 * incidence model (householdCharges.ts) for one person, so the calculator and the decile
 * chart charge the same pound the same way. Every channel is a line; savings and investments
 * are optional, defaulting to the average of households with the same spending.
 */
import { type EconomyAssumptions, type Range, mapRange, resolveAssumptions } from "./constants";
import { HOUSEHOLD_CASH_BENEFITS, estimateFinancialWealthForSpending } from "./decileInputs";
import {
  CHARGE_CHANNELS,
  type ChargeChannel,
  type HouseholdCharges,
  calculateChannelRatesRange,
  chargeHouseholdRange,
} from "./householdCharges";

export interface PersonalChargesInput {
  /** Yearly spending, rent included, pounds. */
  spending: number;
  /** Yearly salary, pounds. */
  salary: number;
  /** Savings and investments, pounds; omitted: the default for the spending. */
  savingsAndInvestments?: number;
  /** Cash benefits and state pension a year, pounds; omitted: none. */
  cashBenefits?: number;
  taxRatePercent: number;
  assumptions?: Partial<EconomyAssumptions>;
}

export interface PersonalCharges extends HouseholdCharges {
  /** One line per channel with a charge, central case, pounds a year. */
  lines: { key: ChargeChannel; label: string; amount: number }[];
  /** Savings and investments used, pounds. */
  savingsAndInvestments: number;
  /** Whether that is the stated default (the average for the spending). */
  savingsIsDefault: boolean;
  /** The total ordered low ≤ central ≤ high. */
  range: Range;
}

/** What a person bears of the transaction tax, channel by channel. */
export function calculatePersonalCharges(input: PersonalChargesInput): PersonalCharges {
  const assumptions = resolveAssumptions(input.assumptions);
  const savingsIsDefault = input.savingsAndInvestments === undefined;
  const savingsAndInvestments = savingsIsDefault
    ? estimateFinancialWealthForSpending(input.spending, assumptions)
    : input.savingsAndInvestments!;
  const rates = calculateChannelRatesRange(
    input.taxRatePercent,
    { cashBenefits: HOUSEHOLD_CASH_BENEFITS },
    assumptions,
  );
  const charges = chargeHouseholdRange(
    {
      spending: input.spending,
      earnings: input.salary,
      financialWealth: savingsAndInvestments,
      cashBenefits: input.cashBenefits ?? 0,
    },
    rates,
  );
  const lines = CHARGE_CHANNELS.filter(
    ({ key }) => charges.channels[key].central !== 0 || key === "ownPurchases",
  ).map(({ key, label }) => ({ key, label, amount: charges.channels[key].central }));
  const values = [charges.total.low, charges.total.central, charges.total.high];
  return {
    ...charges,
    lines,
    savingsAndInvestments,
    savingsIsDefault,
    range: mapRange((scenario) =>
      scenario === "low"
        ? Math.min(...values)
        : scenario === "high"
          ? Math.max(...values)
          : charges.total.central,
    ),
  };
}
