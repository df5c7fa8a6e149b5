import { describe, expect, it } from "vitest";
import { simulateBudget } from "./budget";
import { EXPLAINER_EXAMPLE, buildExplainerExample } from "./explainer";

describe("the explainer example: a £9,600 dividend at 1.3%", () => {
  const example = EXPLAINER_EXAMPLE;

  it("is computed by the simulator's own function", () => {
    expect(example.simulation).toEqual(
      simulateBudget({ taxRatePercent: 1.3, dividend: 9_600, policies: [] }),
    );
    expect(buildExplainerExample()).toEqual(example);
  });

  it("costs £1,873.2bn: the £1,350bn baseline plus £523.2bn of dividends to 54.5m adults", () => {
    expect(example.simulation.spending.dividendCost / 1e9).toBeCloseTo(523.2, 6);
    expect(example.simulation.spending.totalSpend / 1e9).toBeCloseTo(1_873.2, 6);
  });

  it("before any behavioural response 1.3% raises £2.6tn, a £726.8bn surplus; 0.94% would do", () => {
    expect(example.simulation.revenueBeforeResponse / 1e9).toBeCloseTo(2_600, 6);
    expect(example.balanceBeforeResponse / 1e9).toBeCloseTo(726.8, 6);
    expect(example.rateNeededBeforeResponse).toMatchObject({
      status: "balanced",
      roundedRatePercent: 0.94,
    });
  });

  it("with the central response 1.3% raises £1,130.4bn (£2.6tn / 2.3): a £742.8bn gap", () => {
    expect(example.simulation.revenue.central / 1e9).toBeCloseTo(2_600 / 2.3, 6);
    expect(example.simulation.balance.central / 1e9).toBeCloseTo(-742.77, 2);
  });

  it("the gap ranges from £158.8bn (weak response) to £1,215.4bn (strong response)", () => {
    expect(example.simulation.balance.high / 1e9).toBeCloseTo(-158.81, 2);
    expect(example.simulation.balance.low / 1e9).toBeCloseTo(-1_215.36, 2);
  });

  it("only the weak-response case can pay for it within the slider, at 1.47%", () => {
    expect(example.simulation.recommendedTaxRate.status).toBe("out-of-range");
    expect(example.rateNeededWeakResponse).toMatchObject({
      status: "balanced",
      roundedRatePercent: 1.47,
    });
  });

  it("at 1.3% the affordable dividend is £0 centrally and about £6,686 with a weak response", () => {
    expect(example.affordableDividend.central).toBe(0);
    expect(example.affordableDividend.high).toBeCloseTo(6_686.04, 1);
  });

  it("a £36,000 earner would pay £351 transaction tax and receive £9,600 instead of £8,060.40 of tax", () => {
    expect(example.person.transactionTax.total).toBeCloseTo(351, 6);
    expect(example.person.today.total).toBeCloseTo(8_060.4, 6);
    expect(example.person.betterOffBy).toBeCloseTo(17_309.4, 6);
  });
});
