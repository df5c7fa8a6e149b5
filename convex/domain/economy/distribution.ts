/**
 * Gain or loss by household income decile: the dividend each household's adults receive
 * less the net burden of the transaction tax, with every pound allocated (flows.ts):
 *
 *   by spending (the ONS "Effects of taxes and benefits" convention for taxes on
 *   intermediate goods and services): the tax households pay on their own purchases, the
 *   business-paid tax in their prices and the VAT on it, and the tax on other payments;
 *   by earnings: the share of the tax on wage payments that falls on pay;
 *   by financial wealth (ONS Wealth and Assets Survey): profits, share trading and wholesale
 *   settlement, less their foreign share;
 *   returned: benefit and pension uprating by cash benefits received; lower stamp duty,
 *   index-linked gilt interest and gilt yields by financial wealth, less their foreign share.
 *
 * Σ over deciles of the net burden = net revenue − the foreign share, and Σ of the dividends
 * = the dividend's cost: the tests check both. The tax in the prices of what government buys
 * is the state paying itself and is netted in net revenue, not allocated. The dividend is
 * disregarded for Universal Credit, Pension Credit and Housing Benefit (and untaxed), so
 * every decile keeps all of it. In the default scope today's taxes are unchanged.
 */
import {
  type EconomyAssumptions,
  type Range,
  type Scenario,
  SCENARIOS,
  countDividendRecipients,
  mapRange,
  resolveAssumptions,
} from "./constants";
import { FOREIGN_SHARE, calculateRevenueFlows } from "./flows";
import { FOREIGN_HOLDINGS, calculateNetRevenueItems } from "./netRevenue";

export interface IncomeDecile {
  /** 1 (lowest income) to 10. */
  decile: number;
  /** Average household spending in the survey, pounds a week (rounded). */
  weeklySpending: number;
  /** Average adults per household in the survey. */
  adults: number;
  /** Gross wages and salaries per household, pounds a year (rounded). */
  earnings: number;
  /** Cash benefits and state pension per household, pounds a year (rounded). */
  cashBenefits: number;
  /** Share of households' net financial wealth held by this decile (0..1). */
  financialWealthShare: number;
}

/** UK households, ONS "Families and households in the UK: 2023", about 28.4 million. */
export const UK_HOUSEHOLDS = 28_400_000;

/**
 * Per household by income decile: weekly spending, adults, earnings and cash benefits as in
 * ONS "Effects of taxes and benefits on household income", FYE 2023 (decile tables, all
 * households; spending from the Living Costs and Food Survey), rounded; share of net
 * financial wealth by household income decile from the ONS Wealth and Assets Survey
 * (April 2018 to March 2020), rounded. Only the shape across deciles matters: spending is
 * scaled to national consumption and adults to the dividend's recipients, so the totals
 * always agree with the budget.
 */
export const INCOME_DECILES: readonly IncomeDecile[] = [
  {
    decile: 1,
    weeklySpending: 290,
    adults: 1.3,
    earnings: 2_800,
    cashBenefits: 7_500,
    financialWealthShare: 0.03,
  },
  {
    decile: 2,
    weeklySpending: 350,
    adults: 1.4,
    earnings: 5_500,
    cashBenefits: 10_500,
    financialWealthShare: 0.03,
  },
  {
    decile: 3,
    weeklySpending: 420,
    adults: 1.6,
    earnings: 10_500,
    cashBenefits: 11_000,
    financialWealthShare: 0.04,
  },
  {
    decile: 4,
    weeklySpending: 490,
    adults: 1.8,
    earnings: 17_500,
    cashBenefits: 10_500,
    financialWealthShare: 0.05,
  },
  {
    decile: 5,
    weeklySpending: 560,
    adults: 1.9,
    earnings: 25_500,
    cashBenefits: 9_000,
    financialWealthShare: 0.06,
  },
  {
    decile: 6,
    weeklySpending: 640,
    adults: 2,
    earnings: 33_500,
    cashBenefits: 8_000,
    financialWealthShare: 0.07,
  },
  {
    decile: 7,
    weeklySpending: 720,
    adults: 2.1,
    earnings: 42_500,
    cashBenefits: 6_500,
    financialWealthShare: 0.09,
  },
  {
    decile: 8,
    weeklySpending: 810,
    adults: 2.2,
    earnings: 53_500,
    cashBenefits: 5_500,
    financialWealthShare: 0.11,
  },
  {
    decile: 9,
    weeklySpending: 950,
    adults: 2.3,
    earnings: 70_000,
    cashBenefits: 4_500,
    financialWealthShare: 0.15,
  },
  {
    decile: 10,
    weeklySpending: 1_380,
    adults: 2.4,
    earnings: 125_000,
    cashBenefits: 3_500,
    financialWealthShare: 0.37,
  },
];

/**
 * How the dividend is treated by income-related benefits: disregarded for Universal Credit,
 * Pension Credit and Housing Benefit, as the 2022-24 Cost of Living Payments were, and not
 * taxed. Counted as unearned income it would be withdrawn pound for pound under UC.
 */
export const DIVIDEND_BENEFIT_TREATMENT = "disregarded" as const;

/** Who receives the dividend: adults aged 18 and over resident in the UK. */
export const DIVIDEND_ELIGIBILITY = "UK-resident adults aged 18 and over" as const;

export interface DecileImpact {
  decile: number;
  /** Household spending used, scaled to national accounts, pounds a year. */
  spending: number;
  /** Adults per household used, scaled so all households hold the dividend's recipients. */
  adults: number;
  /** Dividend received by the household's adults, pounds a year (disregarded by benefits). */
  dividendReceived: number;
  /** Tax borne through spending, pay and financial wealth, pounds a year, per scenario. */
  transactionTax: Range;
  /** Returned through uprating, lower stamp duty and gilt income, pounds a year, per scenario. */
  returned: Range;
  /** transactionTax − returned, pounds a year, per scenario. */
  burden: Range;
  /**
   * dividendReceived − burden: positive means better off. `low` pairs with the largest
   * burden (the high scenario), `high` with the smallest.
   */
  gain: Range;
}

export interface DistributionTotals {
  /** Σ households' burden, pounds a year, per scenario. */
  householdBurden: Range;
  /** Net burden borne abroad, pounds a year, per scenario. */
  foreignShare: Range;
  /** Net revenue, pounds a year, per scenario (= householdBurden + foreignShare). */
  netRevenue: Range;
  /** Σ dividends received, pounds a year (= the dividend's cost). */
  dividendsPaid: number;
  /** Deciles whose central gain is zero or more. */
  decilesGaining: number;
}

export interface Distribution {
  deciles: DecileImpact[];
  totals: DistributionTotals;
}

function sumOf(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A decile's share of a key (spending, earnings, benefits, wealth). */
function share(key: readonly number[], total: number, index: number): number {
  return total > 0 ? key[index] / total : 0;
}

/** Gain or loss for each income decile, with the totals that show nothing is left out. */
export function calculateDistribution(input: {
  taxRatePercent: number;
  dividend: number;
  assumptions?: Partial<EconomyAssumptions>;
}): Distribution {
  const assumptions = resolveAssumptions(input.assumptions);
  const households = UK_HOUSEHOLDS / INCOME_DECILES.length;
  const spendingKey = INCOME_DECILES.map((entry) => entry.weeklySpending);
  const earningsKey = INCOME_DECILES.map((entry) => entry.earnings);
  const benefitsKey = INCOME_DECILES.map((entry) => entry.cashBenefits);
  const wealthKey = INCOME_DECILES.map((entry) => entry.financialWealthShare);
  const totals = {
    spending: sumOf(spendingKey),
    earnings: sumOf(earningsKey),
    benefits: sumOf(benefitsKey),
    wealth: sumOf(wealthKey),
  };
  const adultScale =
    countDividendRecipients(assumptions.dividendRecipients) /
    (sumOf(INCOME_DECILES.map((entry) => entry.adults)) * households);

  const perScenario = {} as Record<
    Scenario,
    { tax: number[]; returned: number[]; foreign: number; net: number }
  >;
  for (const scenario of SCENARIOS) {
    const flows = calculateRevenueFlows(input.taxRatePercent, scenario, assumptions);
    const items = calculateNetRevenueItems(input.taxRatePercent, scenario, assumptions, flows);
    const bySpending =
      flows.householdDirect + flows.householdPrices + flows.vatOnHigherPrices + flows.otherPayments;
    const byWealth =
      flows.profits * (1 - FOREIGN_SHARE.profits) +
      flows.shareTrading * (1 - FOREIGN_SHARE.shares) +
      flows.wholesale * (1 - FOREIGN_SHARE.wholesale);
    const returnedByWealth =
      items.lostStampDuty * (1 - FOREIGN_SHARE.shares) +
      items.indexLinkedInterest * (1 - FOREIGN_HOLDINGS.indexLinkedGilts) +
      items.giltYields * (1 - FOREIGN_HOLDINGS.gilts);
    const foreign =
      flows.profits * FOREIGN_SHARE.profits +
      flows.shareTrading * FOREIGN_SHARE.shares +
      flows.wholesale * FOREIGN_SHARE.wholesale -
      items.lostStampDuty * FOREIGN_SHARE.shares -
      items.indexLinkedInterest * FOREIGN_HOLDINGS.indexLinkedGilts -
      items.giltYields * FOREIGN_HOLDINGS.gilts;
    perScenario[scenario] = {
      tax: INCOME_DECILES.map(
        (_, index) =>
          (bySpending * share(spendingKey, totals.spending, index) +
            flows.wages * share(earningsKey, totals.earnings, index) +
            byWealth * share(wealthKey, totals.wealth, index)) /
          households,
      ),
      returned: INCOME_DECILES.map(
        (_, index) =>
          (items.uprating * share(benefitsKey, totals.benefits, index) +
            returnedByWealth * share(wealthKey, totals.wealth, index)) /
          households,
      ),
      foreign,
      net: items.net,
    };
  }

  const deciles = INCOME_DECILES.map((entry, index): DecileImpact => {
    const adults = entry.adults * adultScale;
    const dividendReceived = input.dividend * adults;
    const transactionTax = mapRange((scenario) => perScenario[scenario].tax[index]);
    const returned = mapRange((scenario) => perScenario[scenario].returned[index]);
    const burden = mapRange((scenario) => transactionTax[scenario] - returned[scenario]);
    return {
      decile: entry.decile,
      spending:
        (assumptions.householdConsumption * share(spendingKey, totals.spending, index)) /
        households,
      adults,
      dividendReceived,
      transactionTax,
      returned,
      burden,
      gain: {
        low: dividendReceived - burden.high,
        central: dividendReceived - burden.central,
        high: dividendReceived - burden.low,
      },
    };
  });
  return {
    deciles,
    totals: {
      householdBurden: mapRange((scenario) =>
        sumOf(deciles.map((entry) => entry.burden[scenario] * households)),
      ),
      foreignShare: mapRange((scenario) => perScenario[scenario].foreign),
      netRevenue: mapRange((scenario) => perScenario[scenario].net),
      dividendsPaid: sumOf(deciles.map((entry) => entry.dividendReceived * households)),
      decilesGaining: countDecilesGaining(deciles),
    },
  };
}

/** Deciles whose central gain is zero or more. */
export function countDecilesGaining(deciles: readonly DecileImpact[]): number {
  return deciles.filter((entry) => entry.gain.central >= 0).length;
}

/** Gain or loss for each income decile at a rate and dividend, pounds per household a year. */
export function calculateDecileImpacts(input: {
  taxRatePercent: number;
  dividend: number;
  assumptions?: Partial<EconomyAssumptions>;
}): DecileImpact[] {
  return calculateDistribution(input).deciles;
}
