/**
 * One incidence model (issue 34): what a household bears of the transaction tax, channel by
 * channel, from four circumstances (spending, pay, savings and investments, cash benefits).
 * The personal calculator shows these channels for one person; the decile chart
 * (distribution.ts) is this same function summed over ONS-shaped households, so the two agree
 * to the pound and every pound of net revenue lands on someone the same way in both.
 *
 * Each channel is a charge per pound of one circumstance, the national flow (flows.ts,
 * netRevenue.ts) divided by its national total:
 *
 *   per £ of spending   own purchases, prices and VAT, and the other payments households make
 *                       by spending (loan repayments; unidentified payments) ÷ consumption
 *   per £ of pay        the tax on wage payments that falls on pay, less the income tax and
 *                       NICs no longer due on it ÷ wages and salaries
 *   per £ of financial  profits (less corporation tax no longer due), share trading (less
 *   wealth              stamp duty no longer due), wholesale settlement (less gilt income
 *                       returned), saving and property purchases; the UK-held part only
 *                       ÷ households' net financial wealth
 *   per £ of benefits   the uprating of benefits and pensions, returned ÷ cash benefits
 *
 * Σ over all households = net revenue − the part borne abroad (the tests check it).
 */
import {
  type EconomyAssumptions,
  type Range,
  type Scenario,
  SCENARIOS,
  mapRange,
  resolveAssumptions,
} from "./constants";
import { FOREIGN_SHARE, calculateRevenueFlows } from "./flows";
import { FOREIGN_HOLDINGS, calculateNetRevenueItems } from "./netRevenue";

/**
 * UK wages and salaries, pounds a year: about £1.2tn (ONS national accounts 2024, as in
 * `flows.ts`). The pay channel's denominator: the calculator cannot tell a private from a
 * public employee, so the tax that falls on private pay is spread over all pay.
 */
export const WAGES_AND_SALARIES = 1.2e12;

/**
 * Net financial wealth of private households, pounds: £1.6tn (ONS, Wealth in Great Britain
 * Wave 4, July 2012 to June 2014, chapter 5 "Financial wealth"; the latest aggregate this
 * repository has read: the April 2018 to March 2020 round should replace it). The wealth
 * channel's denominator.
 */
export const HOUSEHOLD_NET_FINANCIAL_WEALTH = 1.6e12;

export type ChargeChannel =
  | "ownPurchases"
  | "prices"
  | "pay"
  | "loanRepayments"
  | "unidentified"
  | "saving"
  | "propertyPurchases"
  | "profitsAndWealth"
  | "shareTrading"
  | "uprating";

/** Channels in display order, with what each reads on screen. */
export const CHARGE_CHANNELS: readonly { key: ChargeChannel; label: string }[] = [
  { key: "ownPurchases", label: "Paid directly on your own purchases" },
  { key: "prices", label: "Reaching you through prices (VAT included)" },
  { key: "pay", label: "Through lower pay, less the income tax and NI no longer due" },
  { key: "loanRepayments", label: "Other payments: loan, mortgage and card repayments" },
  { key: "saving", label: "Other payments: saving and pension contributions" },
  { key: "propertyPurchases", label: "Other payments: home and property purchases" },
  { key: "unidentified", label: "Other payments: unidentified (spread by spending)" },
  { key: "profitsAndWealth", label: "Through profits and finance (your savings and investments)" },
  { key: "shareTrading", label: "Through share trading (your savings and investments)" },
  { key: "uprating", label: "Returned through uprated benefits and pensions" },
];

/** What a household brings to the calculation, pounds (a year, or a stock for wealth). */
export interface HouseholdCircumstances {
  /** Yearly spending, rent included. */
  spending: number;
  /** Yearly pay (wages and salaries). */
  earnings: number;
  /** Savings and investments (net financial wealth), a stock. */
  financialWealth: number;
  /** Yearly cash benefits and state pension. */
  cashBenefits: number;
}

/** National totals the charges are spread over, pounds. */
export interface ChargeDenominators {
  /** Households' yearly cash benefits and state pension. */
  cashBenefits: number;
}

/** Charges per pound of each circumstance, one scenario. */
export interface ChannelRates {
  perSpending: Pick<
    Record<ChargeChannel, number>,
    "ownPurchases" | "prices" | "loanRepayments" | "unidentified"
  >;
  perEarnings: Pick<Record<ChargeChannel, number>, "pay">;
  perWealth: Pick<
    Record<ChargeChannel, number>,
    "saving" | "propertyPurchases" | "profitsAndWealth" | "shareTrading"
  >;
  perBenefit: Pick<Record<ChargeChannel, number>, "uprating">;
  /** Net revenue borne abroad, pounds a year. */
  foreign: number;
  /** Net revenue, pounds a year. */
  netRevenue: number;
}

/** The charge per pound of each circumstance at a rate, for one scenario. */
export function calculateChannelRates(
  ratePercent: number,
  scenario: Scenario,
  denominators: ChargeDenominators,
  overrides: Partial<EconomyAssumptions> = {},
): ChannelRates {
  const assumptions = resolveAssumptions(overrides);
  const flows = calculateRevenueFlows(ratePercent, scenario, assumptions);
  const items = calculateNetRevenueItems(ratePercent, scenario, assumptions, flows);
  const consumption = assumptions.householdConsumption;
  const perPound = (amount: number, total: number) => (total > 0 ? amount / total : 0);
  const profits = flows.profits - items.lostCorporationTax;
  const shares = flows.shareTrading - items.lostStampDuty;
  const wholesaleHome =
    flows.wholesale * (1 - FOREIGN_SHARE.wholesale) -
    items.indexLinkedInterest * (1 - FOREIGN_HOLDINGS.indexLinkedGilts) -
    items.giltYields * (1 - FOREIGN_HOLDINGS.gilts);
  const wholesaleAbroad =
    flows.wholesale * FOREIGN_SHARE.wholesale -
    items.indexLinkedInterest * FOREIGN_HOLDINGS.indexLinkedGilts -
    items.giltYields * FOREIGN_HOLDINGS.gilts;
  const wealth = HOUSEHOLD_NET_FINANCIAL_WEALTH;
  return {
    perSpending: {
      ownPurchases: perPound(flows.householdDirect, consumption),
      prices: perPound(flows.householdPrices + flows.vatOnHigherPrices, consumption),
      loanRepayments: perPound(flows.otherByPurpose.loanRepayments, consumption),
      unidentified: perPound(flows.otherByPurpose.unidentified, consumption),
    },
    perEarnings: { pay: perPound(flows.wages - items.lostTaxOnPay, WAGES_AND_SALARIES) },
    perWealth: {
      saving: perPound(flows.otherByPurpose.saving, wealth),
      propertyPurchases: perPound(flows.otherByPurpose.propertyPurchases, wealth),
      profitsAndWealth: perPound(profits * (1 - FOREIGN_SHARE.profits) + wholesaleHome, wealth),
      shareTrading: perPound(shares * (1 - FOREIGN_SHARE.shares), wealth),
    },
    perBenefit: { uprating: -perPound(items.uprating, denominators.cashBenefits) },
    foreign: profits * FOREIGN_SHARE.profits + shares * FOREIGN_SHARE.shares + wholesaleAbroad,
    netRevenue: items.net,
  };
}

/** What one household bears, channel by channel, in one scenario, pounds a year. */
export function chargeHousehold(
  circumstances: HouseholdCircumstances,
  rates: ChannelRates,
): Record<ChargeChannel, number> {
  const { spending, earnings, financialWealth, cashBenefits } = circumstances;
  return {
    ownPurchases: spending * rates.perSpending.ownPurchases,
    prices: spending * rates.perSpending.prices,
    pay: earnings * rates.perEarnings.pay,
    loanRepayments: spending * rates.perSpending.loanRepayments,
    saving: financialWealth * rates.perWealth.saving,
    propertyPurchases: financialWealth * rates.perWealth.propertyPurchases,
    unidentified: spending * rates.perSpending.unidentified,
    profitsAndWealth: financialWealth * rates.perWealth.profitsAndWealth,
    shareTrading: financialWealth * rates.perWealth.shareTrading,
    uprating: cashBenefits * rates.perBenefit.uprating,
  };
}

export interface HouseholdCharges {
  /** Each channel, pounds a year, per scenario (uprating negative: returned). */
  channels: Record<ChargeChannel, Range>;
  /** Σ channels, pounds a year, per scenario: the household's net burden. */
  total: Range;
}

/** Σ of a channel record. */
export function sumChannels(channels: Record<ChargeChannel, number>): number {
  let total = 0;
  for (const { key } of CHARGE_CHANNELS) total += channels[key];
  return total;
}

/** Channel rates for all three scenarios. */
export function calculateChannelRatesRange(
  ratePercent: number,
  denominators: ChargeDenominators,
  overrides: Partial<EconomyAssumptions> = {},
): Record<Scenario, ChannelRates> {
  const assumptions = resolveAssumptions(overrides);
  const rates = {} as Record<Scenario, ChannelRates>;
  for (const scenario of SCENARIOS) {
    rates[scenario] = calculateChannelRates(ratePercent, scenario, denominators, assumptions);
  }
  return rates;
}

/** What a household bears, channel by channel, across the three scenarios. */
export function chargeHouseholdRange(
  circumstances: HouseholdCircumstances,
  rates: Record<Scenario, ChannelRates>,
): HouseholdCharges {
  const byScenario = {
    low: chargeHousehold(circumstances, rates.low),
    central: chargeHousehold(circumstances, rates.central),
    high: chargeHousehold(circumstances, rates.high),
  };
  const channels = {} as Record<ChargeChannel, Range>;
  for (const { key } of CHARGE_CHANNELS) {
    channels[key] = mapRange((scenario) => byScenario[scenario][key]);
  }
  return { channels, total: mapRange((scenario) => sumChannels(byScenario[scenario])) };
}
