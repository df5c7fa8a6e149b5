/**
 * The transaction-tax base, segment by segment. Each segment has its own gross size, pre-tax
 * cost of a transaction and elasticity of volume to total cost, in low / central / high
 * (named by the revenue they give: "low" is the strong-response end). Sources and the
 * calibration of each figure are in docs/economy-model.md ("The segmented base").
 *
 *   retained_s(r) = (1 + r / c_s) ^ (−ε_s)       share of segment s still taxed at rate r
 *
 * Where a segment is calibrated to an observed fall in volume (Sweden for wholesale flows,
 * bank debit taxes for real-economy payments), ε is solved from that observation:
 *
 *   ε = −ln(retained observed) / ln(1 + r observed / c)
 */
import type { Range } from "./constants";
import {
  CORE_REAL_ECONOMY_PAYMENTS,
  OTHER_PAYMENT_PURPOSES,
  type PaymentPurposeKey,
  REAL_ECONOMY_PAYMENTS,
} from "./paymentPurposes";

export type SegmentKey = "realEconomy" | "marketTrading" | "wholesale" | "publicSector";

export interface TransactionSegment {
  key: SegmentKey;
  label: string;
  /** One sentence a visitor reads. */
  description: string;
  /** Gross yearly value before any response, pounds, per scenario. */
  grossBase: Range;
  /** All-in cost of a transaction before the tax, percent of its value, per scenario. */
  preTaxCostPercent: Range;
  /** Elasticity of volume to total cost (positive), per scenario. */
  elasticity: Range;
  /**
   * false when the tax on this segment is paid by the state to itself (government and Bank
   * of England flows): it counts as zero revenue.
   */
  raisesRevenue: boolean;
  /** Short citation, shown with the segment table. */
  source: string;
  /**
   * The segment's payments by purpose, each with its own gross size and response (optional).
   * When present, `grossBase` is their sum and the taxed base is the sum of each purpose's
   * base × its own retained share; `elasticity` is then the first purpose's.
   */
  purposes?: readonly SegmentPurpose[];
}

/** One purpose of a segment's payments, with its own size and response. */
export interface SegmentPurpose {
  key: PaymentPurposeKey;
  /** Gross yearly value before any response, pounds, per scenario. */
  grossBase: Range;
  /** Elasticity of volume to total cost (positive), per scenario. */
  elasticity: Range;
}

/** Solve ε from one observation: retained share `retained` at `ratePercent` given cost c. */
export function calibrateElasticity(
  ratePercent: number,
  retained: number,
  preTaxCostPercent: number,
): number {
  return -Math.log(retained) / Math.log(1 + ratePercent / preTaxCostPercent);
}

function calibrateRange(ratePercent: number, retained: Range, cost: Range): Range {
  return {
    low: calibrateElasticity(ratePercent, retained.low, cost.low),
    central: calibrateElasticity(ratePercent, retained.central, cost.central),
    high: calibrateElasticity(ratePercent, retained.high, cost.high),
  };
}

const TN = 1e12;

/**
 * Sweden's 1989-90 tax on fixed-income trades: 0.002% (bills up to 90 days) to 0.003% (bonds
 * of five years or more); bond volume fell about 85% in the first week and futures about 98%
 * (Umlauf 1993; Campbell and Froot 1994). Midpoint rate, percent.
 */
export const SWEDISH_FIXED_INCOME_RATE_PERCENT = 0.0025;
/**
 * Share of wholesale volume kept at the Swedish rate: 5% (futures, −98%, rounded up), 15%
 * (bonds, −85%), 30% (the model's allowance for sterling flows that must settle at the Bank of
 * England and cannot move abroad as Swedish trading did, though they can be netted).
 */
export const WHOLESALE_RETAINED_AT_SWEDISH_RATE: Readonly<Range> = {
  low: 0.05,
  central: 0.15,
  high: 0.3,
};
/**
 * Wholesale pre-tax cost, percent: 0.0005% to 0.002% (0.05 to 0.2 basis points), the cost
 * of a repo, money-market or interbank transfer relative to its size (bid-offer of about a
 * basis point a year on overnight money is far less per transaction). Assumption.
 */
export const WHOLESALE_PRE_TAX_COST_PERCENT: Readonly<Range> = {
  low: 0.0005,
  central: 0.001,
  high: 0.002,
};

/**
 * Real-economy payments: the rate of Colombia's bank debit tax (0.4% since 2003; it raises
 * about 0.8% of GDP, Arbeláez, Burman and Zuluaga 2005) used as the calibration point.
 */
export const BANK_DEBIT_TAX_RATE_PERCENT = 0.4;
/**
 * Share of real-economy payments still made through taxed channels at 0.4%, in the settled
 * state: 60 / 75 / 90%. The panel evidence on bank debit taxes in six Latin American
 * countries finds that revenue at a given rate falls year after year and that each rise in
 * the rate erodes the base by more than it adds to the yield (Baca-Campodónico, de Mello and
 * Kirilenko 2006, OECD Economics Department WP 494), through cash, netting and fewer bank
 * payments (Kirilenko and Summers 2004, "Bank debit taxes: yield versus disintermediation";
 * Coelho, Ebrill and Summers 2001, IMF WP/01/67). The papers give no single UK-ready figure,
 * so the range is the model's reading of that evidence and is wide on purpose: it was
 * 70 / 85 / 95% before issue 24, which took the early years as the settled state.
 */
export const REAL_ECONOMY_RETAINED_AT_BANK_DEBIT_RATE: Readonly<Range> = {
  low: 0.6,
  central: 0.75,
  high: 0.9,
};
/**
 * Real-economy cost of switching a payment to an untaxed channel (cash, netting, in-house),
 * percent of the payment: 0.5 / 1 / 2%. Assumption; cash handling costs businesses about
 * 1-2% of takings in most estimates.
 */
export const REAL_ECONOMY_SWITCHING_COST_PERCENT: Readonly<Range> = {
  low: 0.5,
  central: 1,
  high: 2,
};

/**
 * UK stamp-duty evidence for share trading: elasticity of turnover to total transaction cost
 * 1.65 (long run), 1.0 (modal estimate across studies) and 0.5 (short run); Jackson and
 * O'Donnell (1985), Bank of England Discussion Paper 25, surveyed by Matheson (2011), IMF
 * WP/11/54. The segment is UK equities only, where that evidence comes from.
 */
export const MARKET_TRADING_ELASTICITY: Readonly<Range> = { low: 1.65, central: 1.0, high: 0.5 };
/**
 * Pre-tax all-in cost of a UK share trade, percent of its value: 0.3 / 0.5 / 0.8%. Today's
 * 0.5% stamp duty or SDRT on a purchase (HMRC) plus spreads and commission, averaged with
 * intermediaries' and AIM trades that pay no stamp duty. Assumption.
 */
export const MARKET_TRADING_PRE_TAX_COST_PERCENT: Readonly<Range> = {
  low: 0.3,
  central: 0.5,
  high: 0.8,
};

/**
 * Stamp taxes on shares, pounds a year: £3.20bn in 2023-24 (£3.77bn in 2022-23), HMRC Annual
 * Stamp Tax Statistics, December 2024 (stamp duty and SDRT on shares). At 0.5% they imply
 * about £0.64tn of chargeable purchases a year.
 */
export const STAMP_TAXES_ON_SHARES = 3.2e9;

/** The real-economy response at the bank-debit calibration, for one retained share. */
function calibrateRealEconomy(retained: Range): Range {
  return calibrateRange(BANK_DEBIT_TAX_RATE_PERCENT, retained, REAL_ECONOMY_SWITCHING_COST_PERCENT);
}

/** Real-economy payments by purpose: purchases and pay first, then each other purpose. */
const REAL_ECONOMY_PURPOSES: readonly SegmentPurpose[] = [
  {
    key: "purchasesAndPay",
    grossBase: CORE_REAL_ECONOMY_PAYMENTS,
    elasticity: calibrateRealEconomy(REAL_ECONOMY_RETAINED_AT_BANK_DEBIT_RATE),
  },
  ...OTHER_PAYMENT_PURPOSES.filter((purpose) => purpose.taxed).map((purpose): SegmentPurpose => ({
    key: purpose.key,
    grossBase: purpose.grossBase,
    elasticity: calibrateRealEconomy(purpose.retainedAtBankDebitRate),
  })),
];

function sumPurposes(purposes: readonly SegmentPurpose[]): Range {
  const total = { low: 0, central: 0, high: 0 };
  for (const purpose of purposes) {
    total.low += purpose.grossBase.low;
    total.central += purpose.grossBase.central;
    total.high += purpose.grossBase.high;
  }
  return total;
}
/** The four segments of the base. Sizes in pounds a year, FY2023-24 prices, before any response. */
export const TRANSACTION_SEGMENTS: readonly TransactionSegment[] = [
  {
    key: "realEconomy",
    label: "Real-economy payments",
    description:
      "Wages, rent, shopping and business purchases: card, Bacs, Faster Payments and cheque payments, and CHAPS payments for homes and large business bills.",
    grossBase: sumPurposes(REAL_ECONOMY_PURPOSES),
    preTaxCostPercent: REAL_ECONOMY_SWITCHING_COST_PERCENT,
    elasticity: REAL_ECONOMY_PURPOSES[0].elasticity,
    purposes: REAL_ECONOMY_PURPOSES,
    raisesRevenue: true,
    source: `Pay.UK 2019 (Bacs, Faster Payments and cheques £7.4tn), UK Finance 2024 (cards £1.05tn), a share of Bank of England CHAPS: £${REAL_ECONOMY_PAYMENTS.central / TN}tn of payments, less transfers between a payer's own accounts; response by purpose: bank debit taxes (Kirilenko and Summers 2004; Baca-Campodónico, de Mello and Kirilenko 2006)`,
  },
  {
    key: "marketTrading",
    label: "Share trading",
    description:
      "Buying UK shares, on the London Stock Exchange and off it. Gilts and bonds are in wholesale settlement; foreign exchange and derivatives mostly settle elsewhere and are left out.",
    grossBase: { low: 1 * TN, central: 1.5 * TN, high: 2.2 * TN },
    preTaxCostPercent: MARKET_TRADING_PRE_TAX_COST_PERCENT,
    elasticity: MARKET_TRADING_ELASTICITY,
    raisesRevenue: true,
    source:
      "HMRC stamp taxes on shares 2023-24 (£3.20bn at 0.5%: about £0.64tn of chargeable purchases) plus trades stamp duty relieves or exempts (intermediaries, AIM, ETFs), from London Stock Exchange order-book and off-book turnover; UK stamp-duty evidence (Jackson and O'Donnell 1985; Matheson 2011, IMF WP/11/54)",
  },
  {
    key: "wholesale",
    label: "Wholesale settlement",
    description:
      "Interbank, repo and money-market flows and outright gilt and bond trades through CHAPS and CREST, where costs are fractions of a basis point and trades can be netted or moved.",
    grossBase: { low: 157 * TN, central: 172 * TN, high: 184 * TN },
    preTaxCostPercent: WHOLESALE_PRE_TAX_COST_PERCENT,
    elasticity: calibrateRange(
      SWEDISH_FIXED_INCOME_RATE_PERCENT,
      WHOLESALE_RETAINED_AT_SWEDISH_RATE,
      WHOLESALE_PRE_TAX_COST_PERCENT,
    ),
    raisesRevenue: true,
    source:
      "Bank of England RTGS FY2023 (£181tn: CHAPS £92tn, CREST £86tn) less the other segments, gilts and bonds included; response: Sweden 1989-90, whose tax was on bonds (Umlauf 1993; Campbell and Froot 1994)",
  },
  {
    key: "publicSector",
    label: "Government and Bank of England flows",
    description:
      "Payments by and to the government, the Debt Management Office and the Bank of England. A tax on them is paid by the state to itself, so it counts as nothing.",
    grossBase: { low: 3 * TN, central: 5 * TN, high: 8 * TN },
    preTaxCostPercent: { low: 1, central: 1, high: 1 },
    elasticity: { low: 0, central: 0, high: 0 },
    raisesRevenue: false,
    source:
      "HM Treasury total managed expenditure £1,350bn (2025-26) and Bank of England operations within RTGS; counted at zero",
  },
];

/** Sum of the segments' gross sizes, pounds a year, per scenario. */
export function sumGrossBase(segments: readonly TransactionSegment[]): Range {
  let low = 0;
  let central = 0;
  let high = 0;
  for (const segment of segments) {
    low += segment.grossBase.low;
    central += segment.grossBase.central;
    high += segment.grossBase.high;
  }
  return { low, central, high };
}

/** The segment table with no behavioural response (the spec's static reading). */
export function withoutResponse(segments: readonly TransactionSegment[]): TransactionSegment[] {
  const none = { low: 0, central: 0, high: 0 };
  return segments.map((segment) => ({
    ...segment,
    elasticity: none,
    purposes: segment.purposes?.map((purpose) => ({ ...purpose, elasticity: none })),
  }));
}
