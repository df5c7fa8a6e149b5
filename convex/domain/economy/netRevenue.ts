/**
 * Net revenue beside gross: what the transaction tax adds to the public finances once the
 * budget's own side effects are counted, per scenario, pounds a year.
 *
 *   net = gross
 *       − stamp taxes on shares lost as share trading shrinks
 *       − uprating of CPI- and triple-lock-linked benefits and pensions after the price rise
 *       − interest on the index-linked gilt accretion (the accretion itself is a one-off)
 *       − the tax in the prices of what government buys (dearer procurement)
 *       − higher gilt yields as gilt trading shrinks (gilts are taxed, in wholesale)
 *       − income tax and NICs lost as pay absorbs the tax on wage payments
 *       − corporation tax lost as profits absorb the tax on business costs
 *       + VAT on the higher prices households pay
 *
 * Uprating and the index-linked uplift follow the cost of living (the direct charge on
 * households' own purchases included), on the reading that price indices record it.
 *
 * Each item is tied to the revenue scenario (low = strong response); its own uncertain
 * parameter is taken at the costly end in "low" and the cheap end in "high", so the range
 * covers both sources of doubt. Sources are in docs/economy-model.md ("Net revenue").
 */
import {
  type EconomyAssumptions,
  type Range,
  type Scenario,
  mapRange,
  resolveAssumptions,
} from "./constants";
import { calculateRevenueFlows, type RevenueFlows } from "./flows";
import { calculateRetainedShare } from "./revenue";
import { STAMP_TAXES_ON_SHARES, type SegmentKey } from "./segments";

const BN = 1e9;

/**
 * Spending uprated each April by CPI or the triple lock, pounds a year: welfare spending
 * about £316bn in 2025-26, of which about £290bn is uprated by prices or the triple lock
 * (OBR Economic and fiscal outlook, March 2025, and Welfare trends report), plus public
 * service pensions uprated by CPI in the costly case. Low (costly) / central / high.
 */
export const PRICE_LINKED_SPENDING: Readonly<Range> = {
  low: 340 * BN,
  central: 290 * BN,
  high: 260 * BN,
};

/**
 * Index-linked gilts outstanding, uplifted nominal, pounds: about a quarter of the
 * £2.6tn gilt portfolio (UK Debt Management Office quarterly review, 2025, rounded).
 */
export const INDEX_LINKED_GILTS = 650 * BN;

/** Conventional and index-linked gilts outstanding, pounds (DMO, 2025, rounded). */
export const GILTS_OUTSTANDING = 2_600 * BN;

/**
 * Yield on new borrowing, percent: about 4.5% on 10-year gilts in 2025 (Bank of England
 * yield curve data), used to turn the one-off accretion into a yearly interest cost.
 */
export const GILT_YIELD_PERCENT = 4.5;

/**
 * Rise in gilt yields if gilt trading shrinks as Sweden's bond trading did, basis points:
 * 2 / 0.5 / 0 (costly to cheap). Sweden's bond tax moved yields little (Campbell and Froot
 * 1994); the liquidity premium of a thinner market is the model's assumption.
 */
export const GILT_YIELD_RISE_BASIS_POINTS: Readonly<Range> = { low: 2, central: 0.5, high: 0 };

/**
 * Income tax and employee and employer NICs lost per pound of pay absorbed, share: 0.43 /
 * 0.30 / 0.25 (costly to cheap). Central: the average at the calculator's default salary of
 * £36,000 under the 2025-26 schedule (income tax £4,686 + employee NI £1,874 + employer NI
 * £4,650 = £11,210, 31% of pay; the thresholds are frozen, so 2026-27 is the same), rounded
 * down; costly: the basic-rate marginal rate (20% + 8% + 15%), which a cut at the margin of
 * pay would lose; cheap: the average at £25,000 (26%), rounded down. HMRC rates, 2025-26.
 */
export const TAX_RATE_ON_PAY_ABSORBED: Readonly<Range> = { low: 0.43, central: 0.3, high: 0.25 };

/**
 * Corporation tax lost per pound of profits absorbed, share: 0.25 / 0.22 / 0.19 (costly to
 * cheap): the main rate (25%) and the small profits rate (19%) from April 2023 (Finance Act
 * 2021, HMRC), central between them for a mix of large and small firms, losses and reliefs
 * (assumption).
 */
export const TAX_RATE_ON_PROFITS_ABSORBED: Readonly<Range> = {
  low: 0.25,
  central: 0.22,
  high: 0.19,
};

/** Foreign holders' shares of what flows back: gilts about 30%, index-linked gilts 10% (ONS/DMO holdings, rounded). */
export const FOREIGN_HOLDINGS = { gilts: 0.3, indexLinkedGilts: 0.1 } as const;

export interface NetRevenueItems {
  gross: number;
  lostStampDuty: number;
  uprating: number;
  indexLinkedInterest: number;
  procurement: number;
  giltYields: number;
  /** Income tax and NICs lost as pay absorbs the tax (OBR scoring). */
  lostTaxOnPay: number;
  /** Corporation tax lost as profits absorb the tax (OBR scoring). */
  lostCorporationTax: number;
  vatOnHigherPrices: number;
  /** gross − the seven costs + VAT. */
  net: number;
  /** Not in `net`: the one-off rise in index-linked debt, pounds. */
  indexLinkedAccretionOneOff: number;
  /** Price rise of household purchases, percent. */
  priceRisePercent: number;
  /** Cost of living (direct charge included), percent (drives uprating and accretion). */
  costOfLivingPercent: number;
}

export interface NetRevenue {
  gross: Range;
  net: Range;
  items: Record<Scenario, NetRevenueItems>;
}

/** Share of a segment's volume lost at a rate, 0..1. */
function lostShare(
  assumptions: EconomyAssumptions,
  key: SegmentKey,
  ratePercent: number,
  scenario: Scenario,
): number {
  const segment = assumptions.segments.find((entry) => entry.key === key);
  if (!segment) return 0;
  return (
    1 -
    calculateRetainedShare(
      ratePercent,
      segment.elasticity[scenario],
      segment.preTaxCostPercent[scenario],
    )
  );
}

/** The net-revenue items for one scenario, from its revenue flows. */
export function calculateNetRevenueItems(
  ratePercent: number,
  scenario: Scenario,
  overrides: Partial<EconomyAssumptions> = {},
  flows?: RevenueFlows,
): NetRevenueItems {
  const assumptions = resolveAssumptions(overrides);
  const f = flows ?? calculateRevenueFlows(ratePercent, scenario, assumptions);
  const price = f.costOfLivingPercent / 100;
  const lostStampDuty =
    STAMP_TAXES_ON_SHARES * lostShare(assumptions, "marketTrading", ratePercent, scenario);
  const uprating = price * PRICE_LINKED_SPENDING[scenario];
  const indexLinkedAccretionOneOff = price * INDEX_LINKED_GILTS;
  const indexLinkedInterest = indexLinkedAccretionOneOff * (GILT_YIELD_PERCENT / 100);
  const giltYields =
    (GILT_YIELD_RISE_BASIS_POINTS[scenario] / 10_000) *
    GILTS_OUTSTANDING *
    lostShare(assumptions, "wholesale", ratePercent, scenario);
  const lostTaxOnPay = f.wages * TAX_RATE_ON_PAY_ABSORBED[scenario];
  const lostCorporationTax = f.profits * TAX_RATE_ON_PROFITS_ABSORBED[scenario];
  const net =
    f.gross -
    lostStampDuty -
    uprating -
    indexLinkedInterest -
    f.procurement -
    giltYields -
    lostTaxOnPay -
    lostCorporationTax +
    f.vatOnHigherPrices;
  return {
    gross: f.gross,
    lostStampDuty,
    uprating,
    indexLinkedInterest,
    procurement: f.procurement,
    giltYields,
    lostTaxOnPay,
    lostCorporationTax,
    vatOnHigherPrices: f.vatOnHigherPrices,
    net,
    indexLinkedAccretionOneOff,
    priceRisePercent: f.priceRisePercent,
    costOfLivingPercent: f.costOfLivingPercent,
  };
}

/** Net revenue in one scenario, pounds a year. */
export function calculateNetRevenue(
  ratePercent: number,
  scenario: Scenario,
  assumptions: EconomyAssumptions,
): number {
  return calculateNetRevenueItems(ratePercent, scenario, assumptions).net;
}

/** Gross and net revenue with every item, all three scenarios. */
export function calculateNetRevenueRange(
  ratePercent: number,
  overrides: Partial<EconomyAssumptions> = {},
): NetRevenue {
  const assumptions = resolveAssumptions(overrides);
  const items = {
    low: calculateNetRevenueItems(ratePercent, "low", assumptions),
    central: calculateNetRevenueItems(ratePercent, "central", assumptions),
    high: calculateNetRevenueItems(ratePercent, "high", assumptions),
  };
  return {
    gross: mapRange((scenario) => items[scenario].gross),
    net: mapRange((scenario) => items[scenario].net),
    items,
  };
}
