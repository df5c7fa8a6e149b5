import { describe, expect, it } from "vitest";
import { simulateBudget } from "./budget";
import { buildExplainerExample, explainerExample } from "./explainer";

describe("the explainer example: a £9,600 dividend at 1.3%", () => {
  const example = explainerExample();

  it("is computed by the simulator's own function, so it matches the dashboard at 1.3% and £9,600", () => {
    expect(example.simulation).toEqual(
      simulateBudget({ taxRatePercent: 1.3, dividend: 9_600, policies: [] }),
    );
    expect(buildExplainerExample()).toEqual(example);
  });

  it("the dividend costs £523.2bn: £9,600 to each of 54.5m adults", () => {
    expect(example.simulation.spending.dividendCost / 1e9).toBeCloseTo(523.2, 6);
    expect(example.simulation.spending.totalSpend / 1e9).toBeCloseTo(523.2 + 1.635, 6);
  });

  it("the static arithmetic (no one changes behaviour) would pay for it; the evidence says it does not", () => {
    expect(example.balanceBeforeResponse).toBeGreaterThan(0);
    expect(example.simulation.balance.central).toBeLessThan(0);
    expect(example.simulation.balance.high).toBeLessThan(0);
    expect(example.simulation.recommendedTaxRate.status).toBe("out-of-range");
  });

  it("what 1.3% does pay for is a smaller dividend, with a range", () => {
    const { low, central, high } = example.affordableDividend;
    expect(low).toBeLessThan(central);
    expect(central).toBeLessThan(high);
    expect(central * 54.5e6).toBeCloseTo(example.simulation.revenue.central, -3);
  });

  it("the person counts every channel of the incidence model: own purchases, prices, pay, other payments by purpose, savings and investments", () => {
    const lines = example.person.transactionTax.lines.map((entry) => entry.key);
    expect(lines).toEqual([
      "ownPurchases",
      "prices",
      "pay",
      "loanRepayments",
      "saving",
      "propertyPurchases",
      "unidentified",
      "profitsAndWealth",
      "shareTrading",
    ]);
    expect(example.personAffordable.dividend).toBe(Math.floor(example.affordableDividend.central));
  });
});
