import { describe, expect, it } from "vitest";
import { simulateBudget } from "./budget";
import { balanceTone, describeBalance, describeRange, describeRecommendedRate } from "./describe";
import { DIVIDEND_SLIDER, TAX_RATE_SLIDER } from "./sliders";

describe("headline figures in words, with their ranges", () => {
  const defaults = simulateBudget({
    taxRatePercent: TAX_RATE_SLIDER.default,
    dividend: DIVIDEND_SLIDER.default,
    policies: [],
  });

  it("the default balance is led by its range in £bn, then 'balances in the central case'", () => {
    expect(describeBalance(defaults.balance)).toBe(
      "-£29.0bn to +£70.8bn; balances in the central case",
    );
  });

  it("a deficit keeps the range first and names itself", () => {
    expect(describeBalance({ low: -90e9, central: -60e9, high: 1e9 })).toBe(
      "-£90.0bn to +£1.0bn; £60.0bn deficit in the central case",
    );
  });

  it("the recommended rate reads with its weak- and strong-response range", () => {
    expect(describeRecommendedRate(defaults.recommendedTaxRateRange)).toBe(
      "Balances in the central case; range 0.7% (weak response) to above 5% (strong response)",
    );
  });

  it("a range reads central first", () => {
    expect(describeRange({ low: 1e9, central: 2e9, high: 3e9 })).toBe(
      "£2.0bn (range £1.0bn to £3.0bn)",
    );
  });

  it("colours a balance by its whole range: neutral when it spans zero, as the default does", () => {
    expect(balanceTone(defaults.balance)).toBe("either");
    expect(balanceTone({ low: 0, central: 5e9, high: 9e9 })).toBe("surplus");
    expect(balanceTone({ low: -9e9, central: -5e9, high: -1 })).toBe("deficit");
    // A deficit in the central case that could be a surplus is not shown as a loss.
    expect(balanceTone({ low: -9e9, central: -5e9, high: 1e9 })).toBe("either");
  });
});
