import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  calculateDistribution,
  describeBalance,
  describeCentralBalance,
  describePriceRise,
  describeRange,
  describeRecommendedRate,
  describeUkBorrowing,
  describeDistribution,
  formatBalanceRange,
  formatPercent,
  formatPricePressure,
  simulateBudget,
} from "@convex/domain/economy";
import { compileCatalogue } from "@/i18n/compile";
import { economyWords } from "@/i18n/economyWords";
import { economyWordsCy } from "./cy";
import { economyWordsEnGB } from "./en-GB";

function wordsIn(language: string, messages: Record<string, string>) {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: compileCatalogue(messages) as Messages },
  });
  return economyWords((id, values) => i18n._(id, values));
}

const english = wordsIn("en-GB", economyWordsEnGB);
const welsh = wordsIn("cy", economyWordsCy);

/** Settings that reach every case: balanced, surplus, deficit, no rate up to 5%. */
const SETTINGS = [
  { taxRatePercent: 1.3, dividend: 9_600 },
  { taxRatePercent: 0.5, dividend: 500 },
  { taxRatePercent: 2, dividend: 1_000 },
  { taxRatePercent: 5, dividend: 0 },
  { taxRatePercent: 0.1, dividend: 0 },
  { taxRatePercent: 1, dividend: 25_000 },
  // Only some lower-income tenths gain (found by a search over the dividend at 0.5%).
  { taxRatePercent: 0.5, dividend: 270 },
];

describe("the economy's words: the English catalogue says what the server's describers say", () => {
  const simulations = SETTINGS.map((input) => simulateBudget({ ...input, policies: [] }));

  it("the balance, its range and its central case, word for word", () => {
    const balances = [
      ...simulations.map((simulation) => simulation.balance),
      { low: -1e9, central: 0.2e9, high: 1e9 },
      { low: 10e9, central: 60e9, high: 90e9 },
    ];
    const cases = new Set(balances.map((balance) => describeCentralBalance(balance).split(" ")[1]));
    // Every case is reached: balances, surplus and deficit.
    expect(cases).toEqual(new Set(["in", "surplus", "deficit"]));
    for (const balance of balances) {
      expect(english.balance(balance)).toBe(describeBalance(balance));
      expect(english.balanceRange(balance)).toBe(formatBalanceRange(balance));
      expect(english.centralBalance(balance)).toBe(describeCentralBalance(balance));
    }
  });

  it("ranges, the price rise, the recommended rate and today's borrowing, word for word", () => {
    const rates = simulations.map((simulation) => simulation.recommendedTaxRateRange);
    expect(new Set(rates.map((range) => range.central.status))).toEqual(
      new Set(["balanced", "out-of-range"]),
    );
    for (const simulation of simulations) {
      expect(english.range(simulation.revenue)).toBe(describeRange(simulation.revenue));
      expect(english.range(simulation.priceRise, formatPercent)).toBe(
        describeRange(simulation.priceRise, formatPercent),
      );
      expect(english.priceRise(simulation.priceRise)).toBe(describePriceRise(simulation.priceRise));
      expect(english.recommendedRate(simulation.recommendedTaxRateRange)).toBe(
        describeRecommendedRate(simulation.recommendedTaxRateRange),
      );
    }
    expect(english.ukBorrowing()).toBe(describeUkBorrowing());
    for (const points of [-1.26, -0.04, 0, 0.3, 2.45, Number.NaN]) {
      expect(english.pressure(points)).toBe(formatPricePressure(points));
    }
  });

  it("the decile chart in words, word for word, in each of its cases", () => {
    const leads = new Set<string>();
    for (const input of SETTINGS) {
      const { deciles } = calculateDistribution(input);
      const text = describeDistribution(deciles);
      leads.add(text.split(" ")[0]);
      expect(english.distribution(deciles)).toBe(text);
    }
    expect(leads).toEqual(new Set(["Most", "Some", "No"]));
  });

  it("Welsh words the same figures", () => {
    const simulation = simulations[0];
    expect(welsh.balance(simulation.balance)).toMatch(/ i .*; diffyg o £[\d.]+bn yn yr achos/);
    expect(welsh.priceRise(simulation.priceRise)).toMatch(/^[\d.]+% \(ystod [\d.]+% i [\d.]+%\)$/);
    expect(welsh.ukBorrowing()).toContain("benthycodd y DU £129bn (4.2% o'r CMC) yn 2025-26");
  });
});
