import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateDividendCost } from "./budget";
import { SCENARIOS, UK_ADULTS } from "./constants";
import {
  INCOME_DECILES,
  UK_HOUSEHOLDS,
  calculateDistribution,
  countDecilesGaining,
} from "./distribution";
import { calculateRevenueFlows } from "./flows";
import { calculatePaymentIncidence } from "./incidence";
import { calculateNetRevenueRange } from "./netRevenue";
import { DIVIDEND_SLIDER, TAX_RATE_SLIDER } from "./sliders";

const households = UK_HOUSEHOLDS / INCOME_DECILES.length;
const rate = fc.double({ min: 0, max: 5, noNaN: true });
const dividend = fc.integer({ min: 0, max: 50 }).map((step) => step * 1_000);

describe("deciles that conserve", () => {
  it("Σ households' burden = net revenue − the foreign share, in every scenario at any rate", () => {
    fc.assert(
      fc.property(rate, dividend, (r, amount) => {
        const { deciles, totals } = calculateDistribution({ taxRatePercent: r, dividend: amount });
        const net = calculateNetRevenueRange(r).net;
        for (const scenario of SCENARIOS) {
          const borne = deciles.reduce(
            (sum, entry) => sum + entry.burden[scenario] * households,
            0,
          );
          const expected = net[scenario] - totals.foreignShare[scenario];
          expect(Math.abs(borne - expected)).toBeLessThan(1e-6 * Math.max(1e9, net[scenario]));
          expect(totals.netRevenue[scenario]).toBeCloseTo(net[scenario], 0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("Σ dividends received = the dividend's cost in the budget (54.5m adults)", () => {
    fc.assert(
      fc.property(dividend, (amount) => {
        const { deciles, totals } = calculateDistribution({ taxRatePercent: 1, dividend: amount });
        const paid = deciles.reduce((sum, entry) => sum + entry.dividendReceived * households, 0);
        expect(paid).toBeCloseTo(calculateDividendCost(amount), 0);
        expect(totals.dividendsPaid).toBeCloseTo(calculateDividendCost(amount), 0);
      }),
      { numRuns: 20 },
    );
    const adults = calculateDistribution({ taxRatePercent: 1, dividend: 1 }).deciles.reduce(
      (sum, entry) => sum + entry.adults * households,
      0,
    );
    expect(adults).toBeCloseTo(UK_ADULTS, 0);
  });

  it("the survey's adults sum to about 54m before scaling to the budget's 54.5m recipients", () => {
    const survey = INCOME_DECILES.reduce((sum, entry) => sum + entry.adults * households, 0);
    expect(survey).toBeGreaterThan(53.5e6);
    expect(survey).toBeLessThan(55e6);
  });

  it("the real-economy flows account for every pound of real-economy revenue", () => {
    for (const scenario of SCENARIOS) {
      const flows = calculateRevenueFlows(0.8, scenario);
      const followed =
        flows.householdDirect +
        flows.householdPrices +
        flows.wages +
        flows.procurement +
        flows.profits +
        flows.otherPayments;
      expect(followed).toBeCloseTo(flows.bySegment.realEconomy, 0);
    }
  });

  it("what a decile bears through spending is what the calculator gives a household spending the same", () => {
    const { deciles } = calculateDistribution({ taxRatePercent: 1, dividend: 0 });
    const flows = calculateRevenueFlows(1, "central");
    const spendingBorne = flows.householdDirect + flows.householdPrices + flows.vatOnHigherPrices;
    const totalSpending = deciles.reduce((sum, entry) => sum + entry.spending * households, 0);
    for (const entry of deciles) {
      const calculator = calculatePaymentIncidence(entry.spending, 1).total.central;
      expect(calculator).toBeCloseTo((spendingBorne * entry.spending) / totalSpending, 6);
    }
  });

  it("the count of deciles gaining is computed from the gains", () => {
    const { deciles, totals } = calculateDistribution({
      taxRatePercent: TAX_RATE_SLIDER.default,
      dividend: DIVIDEND_SLIDER.default,
    });
    expect(totals.decilesGaining).toBe(deciles.filter((entry) => entry.gain.central >= 0).length);
    expect(countDecilesGaining(deciles)).toBe(totals.decilesGaining);
    // at the defaults the lower deciles gain and the top tenth pays more than it receives
    expect(deciles[0].gain.central).toBeGreaterThan(0);
    expect(deciles[9].gain.central).toBeLessThan(0);
  });

  it("gain ranges run from the largest burden to the smallest", () => {
    for (const entry of calculateDistribution({ taxRatePercent: 1.3, dividend: 1_000 }).deciles) {
      expect(entry.gain.low).toBe(entry.dividendReceived - entry.burden.high);
      expect(entry.gain.high).toBe(entry.dividendReceived - entry.burden.low);
    }
  });
});
