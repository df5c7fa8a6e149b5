/**
 * The package balance and the price rise in the page's language: the bind area's words for
 * convex/domain/economy's English describers (describeBalance, describeCentralBalance,
 * describePriceRise), with the same numbers and the same "balances" threshold.
 */
import { BALANCED_WITHIN_POUNDS } from "@convex/domain/economy/describe";
import { formatMoney, formatPercent, formatSignedMoney } from "@convex/domain/economy/format";
import type { Range } from "@convex/domain/economy/constants";
import type { Translate } from "@/i18n/react";
import type { BindMessageId } from "@/i18n/messages/bind";

type BindT = Translate<BindMessageId>;

/** "-£23.4bn to +£59.2bn" */
export function balanceRangeWords(t: BindT, balance: Range): string {
  return t("bind.economy.balanceRange", {
    low: formatSignedMoney(balance.low),
    high: formatSignedMoney(balance.high),
  });
}

/** "balances in the central case" or "£60.0bn deficit in the central case". */
export function centralBalanceWords(t: BindT, balance: Range): string {
  if (Math.abs(balance.central) < BALANCED_WITHIN_POUNDS) return t("bind.economy.balanced");
  const amount = formatMoney(Math.abs(balance.central));
  return balance.central > 0
    ? t("bind.economy.surplus", { amount })
    : t("bind.economy.deficit", { amount });
}

/** The range, then the central case: describeBalance's words. */
export function balanceWords(t: BindT, balance: Range): string {
  return `${balanceRangeWords(t, balance)}; ${centralBalanceWords(t, balance)}`;
}

/** "range 0.7% to 2.8%" */
export function priceRangeWords(t: BindT, priceRise: Range): string {
  return t("bind.economy.priceRange", {
    low: formatPercent(priceRise.low),
    high: formatPercent(priceRise.high),
  });
}

/** "1.4% (range 0.7% to 2.8%)": describePriceRise's words. */
export function priceRiseWords(t: BindT, priceRise: Range): string {
  return `${formatPercent(priceRise.central)} (${priceRangeWords(t, priceRise)})`;
}
