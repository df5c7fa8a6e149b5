/**
 * Where the transaction tax lands: every pound of gross revenue, per scenario, is followed to
 * the people who bear it (households through their spending, their pay or their financial
 * wealth), to the state itself (the tax in the prices of what government buys) or abroad.
 * The budget's net revenue (netRevenue.ts), the price rise (incidence.ts) and the income
 * deciles (distribution.ts) all read these flows, so they agree to the pound.
 *
 * Real-economy payments, by purpose (Pay.UK and UK Finance payment statistics by purpose,
 * ONS national accounts and input-output tables):
 *
 *   household purchases H    the household pays it on its own payment (by spending)
 *   private-sector wages W   ω falls on pay (OBR's employer-NICs assumption), 1 − ω is a business cost
 *   business purchases   B   a business cost (intermediate inputs and goods for resale)
 *   other payments       O   by purpose (paymentPurposes.ts), each with its own response and
 *                            payer: loan repayments and unidentified payments by spending,
 *                            saving and property purchases by financial wealth; transfers
 *                            between one's own accounts are out of the base
 *
 * Business costs C = B + (1 − ω) W: a share φ reaches prices, split by final demand
 * (households, government, investment, exports); 1 − φ and the export and investment shares
 * fall on profits, owned partly abroad. Share trading and wholesale settlement fall on
 * financial wealth, owned partly abroad.
 */
import {
  type EconomyAssumptions,
  type Range,
  type Scenario,
  mapRange,
  resolveAssumptions,
} from "./constants";
import {
  OTHER_PAYMENT_PURPOSES,
  type OtherPaymentPurposeKey,
  type PurposePayer,
} from "./paymentPurposes";
import { calculateRetainedShare, calculateSegmentRevenue } from "./revenue";
import type { SegmentKey, TransactionSegment } from "./segments";

const TN = 1e12;

/**
 * Private-sector wage and salary payments, pounds a year: ONS national accounts wages and
 * salaries 2024 (about £1.2tn) less the public-sector pay bill (about £0.25tn, HM Treasury
 * PESA 2025), whose tax the state would pay to itself. Range for what Bacs carries.
 */
export const PRIVATE_WAGE_PAYMENTS: Readonly<Range> = {
  low: 0.85 * TN,
  central: 0.95 * TN,
  high: 1.05 * TN,
};

/**
 * Business-to-business purchases paid through the real-economy systems, pounds a year:
 * intermediate consumption in the ONS input-output analytical tables (about £2.4tn at 2024
 * prices) plus goods bought for resale, which the tables net into trade margins (ONS Annual
 * Business Survey). Uncertain: £2.4tn to £3.6tn.
 */
export const BUSINESS_PURCHASE_PAYMENTS: Readonly<Range> = {
  low: 2.4 * TN,
  central: 3 * TN,
  high: 3.6 * TN,
};

/**
 * Share of a tax on wage payments that falls on pay: 60 / 76 / 90%. The OBR assumed that
 * 76% of the April 2025 rise in employer NICs passes to employees through lower real wages
 * in the medium term (60% in the first year), the rest to profits and prices (Economic and
 * fiscal outlook, October 2024).
 */
export const WAGE_PAYMENT_INCIDENCE_ON_PAY: Readonly<Range> = {
  low: 0.6,
  central: 0.76,
  high: 0.9,
};

/**
 * Final demand by use, shares of the UK value added it carries: households and NPISH 46%,
 * government consumption and investment 18%, business and housing investment 12%, exports
 * 24% (ONS national accounts 2024, expenditure components, rounded; imports carry none of
 * the tax on UK payments).
 */
export const FINAL_DEMAND_SHARES = {
  households: 0.46,
  government: 0.18,
  investment: 0.12,
  exports: 0.24,
} as const;

/**
 * Shares borne abroad (an explicit foreign share): 58% of UK quoted shares are held overseas
 * (ONS "Ownership of UK quoted shares: 2022"); 35% of UK business profits (assumption: quoted
 * companies' overseas ownership diluted by private firms); 50% of wholesale settlement
 * (assumption: foreign banks and dealers dominate London's money and bond markets).
 */
export const FOREIGN_SHARE = {
  shares: 0.58,
  profits: 0.35,
  wholesale: 0.5,
} as const;

/** VAT raised per pound of household spending (OBR March 2025: VAT about £170bn in 2025-26,
 * about four-fifths on household spending of about £1.6tn), so a price rise raises VAT too. */
export const VAT_PER_POUND_OF_HOUSEHOLD_SPENDING = 0.085;

/** Gross revenue, pounds a year, for one scenario, followed to where it lands. */
export interface RevenueFlows {
  /** Σ segments that raise revenue (the gross revenue). */
  gross: number;
  bySegment: Record<SegmentKey, number>;
  /** Share of real-economy payments still taxed (0..1). */
  realEconomyTaxedShare: number;
  /** Households' tax on their own purchases. */
  householdDirect: number;
  /** Business costs passed into the prices households pay (VAT on them excluded). */
  householdPrices: number;
  /** VAT on the higher household prices: raised from households, a gain to the budget. */
  vatOnHigherPrices: number;
  /** Tax on private wage payments that falls on pay (ω). */
  wages: number;
  /** Business costs passed into what government buys: the state pays itself. */
  procurement: number;
  /** Business costs not passed on, and those in export and investment prices: profits. */
  profits: number;
  /** Tax on real-economy payments that are not purchases or wages: Σ `otherByPurpose`. */
  otherPayments: number;
  /** The same by purpose (transfers between one's own accounts are 0: out of the base). */
  otherByPurpose: Record<OtherPaymentPurposeKey, number>;
  /** Share trading and wholesale settlement (segments). */
  shareTrading: number;
  wholesale: number;
  /** Business payments behind each pound of household spending (input-output). */
  stagesPerPound: number;
  /** Price rise of household purchases, VAT included, percent. */
  priceRisePercent: number;
  /**
   * The cost of living: the price rise plus the tax households pay directly on their own
   * purchases, percent of household spending ((direct + prices + VAT) ÷ consumption). Price
   * indices would record the direct charge as part of what a purchase costs, so the budget
   * uprates benefits and index-linked gilts by it.
   */
  costOfLivingPercent: number;
}

/** The payer of each other purpose. */
export const OTHER_PURPOSE_PAYER: Readonly<Record<OtherPaymentPurposeKey, PurposePayer>> =
  Object.fromEntries(
    OTHER_PAYMENT_PURPOSES.map((purpose) => [purpose.key, purpose.payer]),
  ) as Record<OtherPaymentPurposeKey, PurposePayer>;

/** Tax on other payments by purpose, per payer key, pounds a year. */
export function sumOtherPaymentsBy(flows: RevenueFlows, payer: PurposePayer): number {
  let total = 0;
  for (const purpose of OTHER_PAYMENT_PURPOSES) {
    if (purpose.payer === payer) total += flows.otherByPurpose[purpose.key];
  }
  return total;
}

function findSegment(
  assumptions: EconomyAssumptions,
  key: SegmentKey,
): TransactionSegment | undefined {
  return assumptions.segments.find((entry) => entry.key === key);
}

/** Real-economy base by purpose for one scenario, pounds a year (scaled down if they exceed it). */
export function splitRealEconomyBase(
  grossBase: number,
  scenario: Scenario,
  householdConsumption: number,
): { households: number; wages: number; business: number; other: number } {
  const households = householdConsumption;
  const wages = PRIVATE_WAGE_PAYMENTS[scenario];
  const business = BUSINESS_PURCHASE_PAYMENTS[scenario];
  const named = households + wages + business;
  const scale = named > grossBase && named > 0 ? grossBase / named : 1;
  return {
    households: households * scale,
    wages: wages * scale,
    business: business * scale,
    other: Math.max(0, grossBase - named * scale),
  };
}

/**
 * Business payments behind each pound of household spending, per scenario: the business
 * costs whose tax reaches household prices, (B + (1 − ω) W) × households' share of final
 * demand ÷ household consumption. The input-output totals already count every stage of the
 * supply chain, so the tax cascades through them once each.
 */
export function calculateStagesPerPound(scenario: Scenario, householdConsumption: number): number {
  if (householdConsumption <= 0) return 0;
  const costs =
    BUSINESS_PURCHASE_PAYMENTS[scenario] +
    (1 - WAGE_PAYMENT_INCIDENCE_ON_PAY[scenario]) * PRIVATE_WAGE_PAYMENTS[scenario];
  return (costs * FINAL_DEMAND_SHARES.households) / householdConsumption;
}

/** Follow one scenario's gross revenue at a rate to where it lands, pounds a year. */
export function calculateRevenueFlows(
  ratePercent: number,
  scenario: Scenario,
  overrides: Partial<EconomyAssumptions> = {},
): RevenueFlows {
  const assumptions = resolveAssumptions(overrides);
  const rate = ratePercent / 100;
  const bySegment = {} as Record<SegmentKey, number>;
  let gross = 0;
  for (const segment of assumptions.segments) {
    const revenue = calculateSegmentRevenue(segment, ratePercent, scenario);
    bySegment[segment.key] = revenue;
    gross += revenue;
  }
  const real = findSegment(assumptions, "realEconomy");
  const taxedShare = real
    ? calculateRetainedShare(
        ratePercent,
        real.elasticity[scenario],
        real.preTaxCostPercent[scenario],
      )
    : 0;
  const consumption = assumptions.householdConsumption;
  const core = real?.purposes?.find((purpose) => purpose.key === "purchasesAndPay");
  const split = real
    ? splitRealEconomyBase((core ?? real).grossBase[scenario], scenario, consumption)
    : { households: 0, wages: 0, business: 0, other: 0 };
  const taxOn = (payments: number) => payments * taxedShare * rate;
  const otherByPurpose = {
    ownAccounts: 0,
    loanRepayments: 0,
    saving: 0,
    propertyPurchases: 0,
    // What purchases and pay leave of their own base (none at the defaults), then the purpose.
    unidentified: taxOn(split.other),
  };
  for (const purpose of real?.purposes ?? []) {
    if (purpose.key === "purchasesAndPay") continue;
    otherByPurpose[purpose.key] +=
      purpose.grossBase[scenario] *
      calculateRetainedShare(
        ratePercent,
        purpose.elasticity[scenario],
        real!.preTaxCostPercent[scenario],
      ) *
      rate;
  }
  let otherPayments = 0;
  for (const value of Object.values(otherByPurpose)) otherPayments += value;
  const onPay = WAGE_PAYMENT_INCIDENCE_ON_PAY[scenario];
  const passThrough = assumptions.pricePassThrough[scenario];
  const businessCosts = taxOn(split.business) + (1 - onPay) * taxOn(split.wages);
  const passed = passThrough * businessCosts;
  const householdPrices = passed * FINAL_DEMAND_SHARES.households;
  const procurement = passed * FINAL_DEMAND_SHARES.government;
  const profits =
    (1 - passThrough) * businessCosts +
    passed * (FINAL_DEMAND_SHARES.investment + FINAL_DEMAND_SHARES.exports);
  const vatOnHigherPrices = householdPrices * VAT_PER_POUND_OF_HOUSEHOLD_SPENDING;
  const stagesPerPound = consumption > 0 ? calculateStagesPerPound(scenario, consumption) : 0;
  const householdDirect = taxOn(split.households);
  return {
    gross,
    bySegment,
    realEconomyTaxedShare: taxedShare,
    householdDirect,
    householdPrices,
    vatOnHigherPrices,
    wages: onPay * taxOn(split.wages),
    procurement,
    profits,
    otherPayments,
    otherByPurpose,
    shareTrading: bySegment.marketTrading ?? 0,
    wholesale: bySegment.wholesale ?? 0,
    stagesPerPound,
    priceRisePercent:
      consumption > 0 ? ((householdPrices + vatOnHigherPrices) / consumption) * 100 : 0,
    costOfLivingPercent:
      consumption > 0
        ? ((householdDirect + householdPrices + vatOnHigherPrices) / consumption) * 100
        : 0,
  };
}

/** The cost of living (direct charge, prices and VAT), percent of spending, per scenario. */
export function calculateCostOfLivingRange(
  ratePercent: number,
  overrides: Partial<EconomyAssumptions> = {},
): Range {
  const assumptions = resolveAssumptions(overrides);
  return mapRange(
    (scenario) => calculateRevenueFlows(ratePercent, scenario, assumptions).costOfLivingPercent,
  );
}

/** The price rise of household purchases (VAT included), percent, per scenario. */
export function calculatePriceRiseRange(
  ratePercent: number,
  overrides: Partial<EconomyAssumptions> = {},
): Range {
  const assumptions = resolveAssumptions(overrides);
  return mapRange(
    (scenario) => calculateRevenueFlows(ratePercent, scenario, assumptions).priceRisePercent,
  );
}
