/**
 * The economy's headline figures in the page's language: the describers of
 * convex/domain/economy (describeRange, describeBalance, describeRecommendedRate,
 * describeUkBorrowing, describePriceRise, describeDistribution, formatPricePressure) worded from the
 * `economyWords` catalogue. The domain decides which case a figure is in (its codes:
 * `classifyCentralBalance`, `summariseDistribution`, a rate's `status`); this words it. The
 * English describers stay on the server for the AI's prompts, and the English catalogue says
 * the same words (src/i18n/messages/economyWords/economyWords.test.ts).
 */
import { useMemo } from "react";
import { UK_BORROWING_2025_26 } from "@convex/domain/economy/publicFinances";
import { classifyCentralBalance } from "@convex/domain/economy/describe";
import {
  formatDecileGain,
  summariseDistribution,
  type DecileImpact,
} from "@convex/domain/economy/distribution";
import {
  formatMoney,
  formatPercent,
  formatPressurePoints,
  formatRate,
  formatSignedMoney,
} from "@convex/domain/economy/format";
import type { Range, Scenario } from "@convex/domain/economy/constants";
import type { RecommendedTaxRate } from "@convex/domain/economy/budget";
import { economyWordsMessages } from "./messages/economyWords";
import type { economyWordsEnGB } from "./messages/economyWords/en-GB";
import { useT, type Translate } from "./react";

type Id = keyof typeof economyWordsEnGB;

/** The describers, worded by `t` (a `useT(economyWordsMessages)` or `translate`). */
export function economyWords(t: Translate<Id>) {
  const range = (values: Range, format: (value: number) => string = formatMoney) =>
    t("economyWords.range", {
      central: format(values.central),
      low: format(values.low),
      high: format(values.high),
    });
  const balanceRange = (balance: Range) =>
    t("economyWords.balanceRange", {
      low: formatSignedMoney(balance.low),
      high: formatSignedMoney(balance.high),
    });
  const centralBalance = (balance: Range) => {
    const central = classifyCentralBalance(balance);
    if (central.case === "balances") return t("economyWords.centralBalances");
    return t(
      central.case === "surplus" ? "economyWords.centralSurplus" : "economyWords.centralDeficit",
      { amount: formatMoney(central.amount) },
    );
  };
  const rateOrAbove = (rate: RecommendedTaxRate) =>
    rate.status === "balanced" ? formatRate(rate.ratePercent) : t("economyWords.rateAbove");
  const gain = formatDecileGain;
  return {
    /** "£54.6bn (range £31.1bn to £113.7bn)"; `format` for other units (percent). */
    range,
    /** "-£23.4bn to +£59.2bn". */
    balanceRange,
    /** "balances in the central case" / "£60.0bn deficit in the central case". */
    centralBalance,
    /** The range, then the central case. */
    balance: (balance: Range) =>
      t("economyWords.balance", {
        range: balanceRange(balance),
        central: centralBalance(balance),
      }),
    /** The recommended rate's central case and its range, weak to strong response. */
    recommendedRate: (rates: Record<Scenario, RecommendedTaxRate>) =>
      t("economyWords.rateRange", {
        lead: t(
          rates.central.status === "balanced"
            ? "economyWords.rateBalances"
            : "economyWords.rateNone",
        ),
        weak: rateOrAbove(rates.high),
        strong: rateOrAbove(rates.low),
      }),
    /** Today's borrowing, with its source. */
    ukBorrowing: () =>
      t("economyWords.ukBorrowing", {
        pounds: formatMoney(UK_BORROWING_2025_26.pounds),
        percent: UK_BORROWING_2025_26.percentOfGdp.toFixed(1),
        year: UK_BORROWING_2025_26.year,
        forecast: formatMoney(UK_BORROWING_2025_26.previousForecastPounds),
      }),
    /** The demand-pressure rule of thumb in points: "+0.3 pts". */
    pressure: (points: number) =>
      Number.isFinite(points)
        ? t("economyWords.points", { value: formatPressurePoints(points) })
        : "–",
    /** "1.8% (range 0.9% to 3.2%)". */
    priceRise: (priceRise: Range) => range(priceRise, formatPercent),
    /** The decile chart in words. */
    distribution: (deciles: readonly DecileImpact[]) => {
      const summary = summariseDistribution(deciles);
      const lead = {
        most: t("economyWords.lowerMost"),
        some: t("economyWords.lowerSome"),
        none: t("economyWords.lowerNone"),
      }[summary.lowerGain];
      return t("economyWords.distribution", {
        lower: t("economyWords.lower", {
          lead,
          tenths: summary.lowerTenths,
          min: gain(summary.lowerMin),
          max: gain(summary.lowerMax),
        }),
        top: t(summary.topPaysMost ? "economyWords.topPaysMost" : "economyWords.top"),
        gain: gain(summary.top.central),
        low: gain(summary.top.low),
        high: gain(summary.top.high),
      });
    },
  };
}

export type EconomyWords = ReturnType<typeof economyWords>;

/** The describers in the page's language (re-made when it changes). */
export function useEconomyWords(): EconomyWords {
  const t = useT(economyWordsMessages);
  return useMemo(() => economyWords(t), [t]);
}
