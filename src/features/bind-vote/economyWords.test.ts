import { describe, expect, it } from "vitest";
import {
  BALANCED_WITHIN_POUNDS,
  PACKAGE_BALANCE_LABEL,
  PRICE_FIGURE_LABEL,
  describeBalance,
  describeCentralBalance,
  describePriceRise,
  formatBalanceRange,
} from "@convex/domain/economy";
import { translate } from "@/i18n/react";
import "@/i18n/messages/bind";
import {
  balanceRangeWords,
  balanceWords,
  centralBalanceWords,
  priceRiseWords,
} from "./economyWords";

// The English catalogue's words for the economy equal the server's describers word for word,
// so an English page reads as it did before the bind page went through the catalogue.
describe("the bind page's economy words in English", () => {
  const balances = [
    { low: -29e9, central: 0, high: 70.8e9 },
    { low: -29e9, central: BALANCED_WITHIN_POUNDS / 2, high: 70.8e9 },
    { low: -29e9, central: BALANCED_WITHIN_POUNDS * 3, high: 70.8e9 },
    { low: 10e9, central: 60e9, high: 90e9 },
    { low: -90e9, central: -60e9, high: -10e9 },
  ];

  it.each(balances)("words the balance $central as describeBalance does", (balance) => {
    expect(balanceRangeWords(translate, balance)).toBe(formatBalanceRange(balance));
    expect(centralBalanceWords(translate, balance)).toBe(describeCentralBalance(balance));
    expect(balanceWords(translate, balance)).toBe(describeBalance(balance));
  });

  it("words the price rise as describePriceRise does", () => {
    const priceRise = { low: 0.67, central: 1.4, high: 2.84 };
    expect(priceRiseWords(translate, priceRise)).toBe(describePriceRise(priceRise));
  });

  it("labels the balance and the price figure as the server does", () => {
    expect(translate("bind.economy.balance")).toBe(PACKAGE_BALANCE_LABEL);
    expect(translate("bind.economy.priceRise")).toBe(PRICE_FIGURE_LABEL);
  });
});
