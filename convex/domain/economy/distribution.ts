/**
 * Gain or loss by household income decile: the dividend each household's adults receive
 * less the net burden of the transaction tax. The burden is the personal calculator's own
 * incidence model (householdCharges.ts) applied to each decile's ONS-shaped household
 * (decileInputs.ts): by spending (own purchases, prices and VAT, loan repayments and
 * unidentified payments), by pay (less the income tax and NICs no longer due), by financial
 * wealth (profits, share trading, wholesale settlement, saving and property purchases, less
 * their foreign share and the taxes and gilt income returned) and, returned, by cash benefits
 * (uprating).
 *
 * Σ over households of the net burden = net revenue − the foreign share, and Σ of the
 * dividends = the dividend's cost: the tests check both. The tax in the prices of what
 * government buys is the state paying itself and is netted in net revenue, not allocated.
 * The dividend is disregarded for Universal Credit, Pension Credit and Housing Benefit (and
 * untaxed), so every decile keeps all of it. In the default scope today's taxes are unchanged.
 */
import { groupWhole } from "./grouping";
import {
  type EconomyAssumptions,
  type Range,
  countDividendRecipients,
  mapRange,
  resolveAssumptions,
} from "./constants";
import {
  HOUSEHOLDS_PER_DECILE,
  HOUSEHOLD_CASH_BENEFITS,
  INCOME_DECILES,
  listDecileHouseholds,
} from "./decileInputs";
import {
  type ChargeChannel,
  calculateChannelRatesRange,
  chargeHouseholdRange,
} from "./householdCharges";

export { INCOME_DECILES, UK_HOUSEHOLDS, type IncomeDecile } from "./decileInputs";

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
  /** Each channel of the incidence model, pounds a year, per scenario (the calculator's). */
  channels: Record<ChargeChannel, Range>;
  /** Tax borne through spending, pay and financial wealth, pounds a year, per scenario. */
  transactionTax: Range;
  /** Returned through the uprating of benefits and pensions, pounds a year, per scenario. */
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

/** Gain or loss for each income decile, with the totals that show nothing is left out. */
export function calculateDistribution(input: {
  taxRatePercent: number;
  dividend: number;
  assumptions?: Partial<EconomyAssumptions>;
}): Distribution {
  const assumptions = resolveAssumptions(input.assumptions);
  const households = HOUSEHOLDS_PER_DECILE;
  const adultScale =
    countDividendRecipients(assumptions.dividendRecipients) /
    (sumOf(INCOME_DECILES.map((entry) => entry.adults)) * households);
  const rates = calculateChannelRatesRange(
    input.taxRatePercent,
    { cashBenefits: HOUSEHOLD_CASH_BENEFITS },
    assumptions,
  );
  const circumstances = listDecileHouseholds(assumptions);

  const deciles = INCOME_DECILES.map((entry, index): DecileImpact => {
    const adults = entry.adults * adultScale;
    const dividendReceived = input.dividend * adults;
    const { channels, total } = chargeHouseholdRange(circumstances[index], rates);
    const returned = mapRange((scenario) => -channels.uprating[scenario]);
    const burden = total;
    return {
      decile: entry.decile,
      spending: circumstances[index].spending,
      adults,
      dividendReceived,
      channels,
      transactionTax: mapRange((scenario) => burden[scenario] + returned[scenario]),
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
      foreignShare: mapRange((scenario) => rates[scenario].foreign),
      netRevenue: mapRange((scenario) => rates[scenario].netRevenue),
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

/** Whole pounds rounded to the nearest £10, signed: "+£610", "−£1,790", "£0". */
function formatGain(pounds: number): string {
  const rounded = Math.round(pounds / 10) * 10;
  if (rounded === 0) return "£0";
  return `${rounded < 0 ? "−" : "+"}£${groupWhole(Math.abs(rounded))}`;
}

/** The lower-income half: tenths 1 to 5. */
const LOWER_INCOME_TENTHS = 5;

/**
 * The decile chart in words, in terms that do not flip on a £1 change in one tenth: how many
 * of the lower-income half gain ("most" is three or more of five), with their central range,
 * and whether the top tenth pays most, with its range. For example "Most lower-income tenths
 * gain (tenths 1 to 5: +£490 to +£610 a household a year, central case); the top tenth pays
 * most: −£1,790 (range −£6,590 to +£300)."
 */
export function describeDistribution(deciles: readonly DecileImpact[]): string {
  const lower = deciles.slice(0, LOWER_INCOME_TENTHS);
  const gaining = lower.filter((entry) => entry.gain.central > 0).length;
  const lowerGains = lower.map((entry) => entry.gain.central);
  const lead =
    gaining >= 3
      ? "Most lower-income tenths gain"
      : gaining > 0
        ? "Some lower-income tenths gain"
        : "No lower-income tenth gains";
  const lowerText = `${lead} (tenths 1 to ${LOWER_INCOME_TENTHS}: ${formatGain(Math.min(...lowerGains))} to ${formatGain(Math.max(...lowerGains))} a household a year, central case)`;
  const top = deciles[deciles.length - 1];
  const paysMost = deciles.every((entry) => entry.burden.central <= top.burden.central);
  const topText = `${paysMost ? "the top tenth pays most" : "the top tenth"}: ${formatGain(top.gain.central)} (range ${formatGain(top.gain.low)} to ${formatGain(top.gain.high)})`;
  return `${lowerText}; ${topText}.`;
}
