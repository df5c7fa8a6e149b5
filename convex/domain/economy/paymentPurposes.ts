/**
 * Real-economy payments by purpose (issue 34): the £9tn of card, Bacs, Faster Payments,
 * cheque and non-wholesale CHAPS payments, split into purchases and pay (the named purposes
 * of `flows.ts`) and the "other payments" that used to be one residual, each with its own
 * size, behavioural response and payer. Transfers between a payer's own accounts are not a
 * payment to anyone and are out of the base.
 *
 * What is published and what is assumed. The payment systems' totals are published (Pay.UK,
 * January 2020: 9.2bn payments worth £7.4tn in 2019, of which Faster Payments £1.9tn and Bacs
 * Direct Credit £3.7tn, leaving about £1.8tn of Bacs Direct Debits and cheques; UK Finance:
 * cards £1.05tn in 2024). The split of each system by purpose is not in the sources this
 * repository cites, so the purposes below are the model's assumptions, anchored to those
 * totals and wide on purpose; what no purpose accounts for stays "unidentified" and is shown
 * as such with its share of revenue. docs/economy-model.md ("Other payments by purpose").
 *
 * Responses are read, as for purchases and pay, from the bank-debit-tax evidence (the share
 * of payments still made through taxed channels at 0.4%, Kirilenko and Summers 2004), higher
 * for contractual payments that must go through a bank, lower for saving, which can be
 * bunched into fewer, larger payments or left in place.
 */
import type { Range } from "./constants";

const TN = 1e12;

/** Who bears a purpose's tax: the household by its spending or by its financial wealth. */
export type PurposePayer = "spending" | "financialWealth";

export type OtherPaymentPurposeKey =
  "ownAccounts" | "loanRepayments" | "saving" | "propertyPurchases" | "unidentified";

export type PaymentPurposeKey = "purchasesAndPay" | OtherPaymentPurposeKey;

export interface OtherPaymentPurpose {
  key: OtherPaymentPurposeKey;
  label: string;
  /** Gross yearly value before any response, pounds, per scenario (low = smallest revenue). */
  grossBase: Range;
  /** false: out of the base (not a payment to anyone else). */
  taxed: boolean;
  /** Share still made through taxed channels at the bank-debit rate of 0.4%, per scenario. */
  retainedAtBankDebitRate: Range;
  payer: PurposePayer;
  /** Basis of the size and the response, in a sentence. */
  basis: string;
}

/**
 * All real-economy payments, pounds a year, per scenario: Pay.UK 2019 £7.4tn, UK Finance
 * cards 2024 £1.05tn and a share of CHAPS (£92tn a year, Bank of England FY2023) for home
 * purchases and large business bills; 8 / 9 / 10.5 £tn as before issue 34.
 */
export const REAL_ECONOMY_PAYMENTS: Readonly<Range> = {
  low: 8 * TN,
  central: 9 * TN,
  high: 10.5 * TN,
};

/**
 * Households' purchases, private-sector wage payments and business purchases, pounds a year,
 * per scenario: household consumption £1.6tn (ONS national accounts 2024) + private wages
 * (£0.85 / 0.95 / 1.05tn) + business purchases (£2.4 / 3 / 3.6tn), as in `flows.ts`.
 */
export const CORE_REAL_ECONOMY_PAYMENTS: Readonly<Range> = {
  low: (1.6 + 0.85 + 2.4) * TN,
  central: (1.6 + 0.95 + 3) * TN,
  high: (1.6 + 1.05 + 3.6) * TN,
};

/** The named other purposes; "unidentified" is what the payments total leaves over. */
const NAMED_OTHER_PURPOSES: readonly OtherPaymentPurpose[] = [
  {
    key: "ownAccounts",
    label: "Transfers between your own accounts",
    grossBase: { low: 1.2 * TN, central: 1 * TN, high: 0.8 * TN },
    taxed: false,
    retainedAtBankDebitRate: { low: 1, central: 1, high: 1 },
    payer: "spending",
    basis:
      "Out of the base: a move between one person's or one firm's own accounts is not a payment to anyone. About half of Faster Payments' £1.9tn (Pay.UK 2019) plus cash sweeps by CHAPS: assumption, £0.8tn to £1.2tn.",
  },
  {
    key: "loanRepayments",
    label: "Loan, mortgage and card repayments and insurance",
    grossBase: { low: 0.5 * TN, central: 0.6 * TN, high: 0.7 * TN },
    taxed: true,
    retainedAtBankDebitRate: { low: 0.85, central: 0.9, high: 0.95 },
    payer: "spending",
    basis:
      "About a third of Bacs Direct Debits and cheques (about £1.8tn, Pay.UK 2019): assumption. Contractual and paid through a bank, so little escapes (90% kept at 0.4%, 85% to 95%). Borne by households as they pay their bills (by spending).",
  },
  {
    key: "saving",
    label: "Saving, pension and investment contributions",
    grossBase: { low: 0.3 * TN, central: 0.35 * TN, high: 0.4 * TN },
    taxed: true,
    retainedAtBankDebitRate: { low: 0.45, central: 0.6, high: 0.75 },
    payer: "financialWealth",
    basis:
      "Regular saving and pension contributions by direct debit and transfer: assumption. Easily bunched into fewer, larger payments or left in place (60% kept at 0.4%, 45% to 75%). Borne by savers (by financial wealth).",
  },
  {
    key: "propertyPurchases",
    label: "Home and property purchases",
    grossBase: { low: 0.3 * TN, central: 0.35 * TN, high: 0.4 * TN },
    taxed: true,
    retainedAtBankDebitRate: { low: 0.7, central: 0.8, high: 0.9 },
    payer: "financialWealth",
    basis:
      "Completion payments by CHAPS: assumption. Fewer moves and more offsetting (80% kept at 0.4%, 70% to 90%). Borne by buyers with wealth (by financial wealth).",
  },
];

function subtractNamed(scenario: keyof Range): number {
  let named = CORE_REAL_ECONOMY_PAYMENTS[scenario];
  for (const purpose of NAMED_OTHER_PURPOSES) named += purpose.grossBase[scenario];
  return Math.max(0, REAL_ECONOMY_PAYMENTS[scenario] - named);
}

/**
 * Every other purpose, "unidentified" last: what the payments total leaves once purchases,
 * pay and the named purposes are taken out. Its response is that of purchases and pay (the
 * bank-debit reading, 75% kept at 0.4%) and, with no payer identified, it is spread by
 * spending as the ONS "Effects of taxes and benefits" spreads taxes on intermediate goods.
 */
export const OTHER_PAYMENT_PURPOSES: readonly OtherPaymentPurpose[] = [
  ...NAMED_OTHER_PURPOSES,
  {
    key: "unidentified",
    label: "Unidentified payments",
    grossBase: {
      low: subtractNamed("low"),
      central: subtractNamed("central"),
      high: subtractNamed("high"),
    },
    taxed: true,
    retainedAtBankDebitRate: { low: 0.6, central: 0.75, high: 0.9 },
    payer: "spending",
    basis:
      "What the payments total leaves once purchases, pay and the purposes above are taken out: no payer identified, spread by spending; the same response as purchases and pay.",
  },
];

/** The taxed other purposes, in order. */
export const TAXED_OTHER_PURPOSES: readonly OtherPaymentPurpose[] = OTHER_PAYMENT_PURPOSES.filter(
  (purpose) => purpose.taxed,
);
