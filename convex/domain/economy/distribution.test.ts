import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateDividendCost } from "./budget";
import { SCENARIOS, UK_ADULTS } from "./constants";
import {
  INCOME_DECILES,
  UK_HOUSEHOLDS,
  calculateDistribution,
  countDecilesGaining,
  describeDistribution,
} from "./distribution";
import { calculateRevenueFlows } from "./flows";
import {
  DECILE_ANCHORS,
  estimateFinancialWealthForSpending,
  listDecileHouseholds,
} from "./decileInputs";
import { HOUSEHOLD_NET_FINANCIAL_WEALTH, WAGES_AND_SALARIES } from "./householdCharges";
import { calculatePersonalCharges } from "./personalCharges";
import { calculateIndividualImpact } from "./personalImpact";
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

  it("the chart is the calculator summed: each decile's household gets its decile's burden from the personal calculator, and households × those charges = net revenue − the foreign share", () => {
    fc.assert(
      fc.property(rate, (r) => {
        const { deciles, totals } = calculateDistribution({ taxRatePercent: r, dividend: 0 });
        const net = calculateNetRevenueRange(r).net;
        const circumstances = listDecileHouseholds();
        for (const scenario of SCENARIOS) {
          let summed = 0;
          deciles.forEach((entry, index) => {
            const household = circumstances[index];
            const charged = calculatePersonalCharges({
              spending: household.spending,
              salary: household.earnings,
              savingsAndInvestments: household.financialWealth,
              cashBenefits: household.cashBenefits,
              taxRatePercent: r,
            }).total[scenario];
            expect(charged).toBeCloseTo(entry.burden[scenario], 6);
            summed += charged * households;
          });
          const tolerance = 1e-6 * Math.max(1e9, Math.abs(net[scenario]));
          expect(Math.abs(summed - totals.householdBurden[scenario])).toBeLessThan(tolerance);
          expect(Math.abs(summed - (net[scenario] - totals.foreignShare[scenario]))).toBeLessThan(
            tolerance,
          );
        }
      }),
      { numRuns: 25 },
    );
  });

  it("the individual tab charges every channel the chart does: a person with a decile's spending, pay and savings bears that decile's tax, other payments by purpose included", () => {
    const { deciles } = calculateDistribution({ taxRatePercent: 1.3, dividend: 1_000 });
    const circumstances = listDecileHouseholds();
    deciles.forEach((entry, index) => {
      const household = circumstances[index];
      const person = calculateIndividualImpact({
        salary: household.earnings,
        rent: household.spending,
        otherSpending: 0,
        savingsAndInvestments: household.financialWealth,
        taxRatePercent: 1.3,
        dividend: 1_000,
      });
      // the calculator asks for no cash benefits, so the chart's uprating (returned) is the only difference
      expect(person.transactionTax.total).toBeCloseTo(entry.transactionTax.central, 6);
      expect(person.range.transactionTax.high).toBeCloseTo(entry.transactionTax.high, 6);
      const keys = person.transactionTax.lines.map((entry) => entry.key);
      for (const channel of [
        "ownPurchases",
        "prices",
        "pay",
        "loanRepayments",
        "unidentified",
        "saving",
        "propertyPurchases",
        "profitsAndWealth",
        "shareTrading",
      ])
        expect(keys).toContain(channel);
    });
  });

  it("the default person's figure is the chart's per-pound charges on their own spending, pay and savings", () => {
    const person = calculateIndividualImpact({
      salary: 36_000,
      rent: 12_000,
      otherSpending: 15_000,
      taxRatePercent: 1.3,
      dividend: 1_000,
    });
    const savings = estimateFinancialWealthForSpending(27_000);
    const { deciles } = calculateDistribution({ taxRatePercent: 1.3, dividend: 1_000 });
    const circumstances = listDecileHouseholds();
    // per pound of spending, pay and savings, from the two lowest tenths' households
    const [first, second] = [0, 1].map((index) => ({
      household: circumstances[index],
      tax: deciles[index].transactionTax.central,
    }));
    const perSpending = person.transactionTax.lines
      .filter((entry) =>
        ["ownPurchases", "prices", "loanRepayments", "unidentified"].includes(entry.key),
      )
      .reduce((sum, entry) => sum + entry.amount, 0);
    const chartSpending = deciles[0].channels;
    const perPound =
      (chartSpending.ownPurchases.central +
        chartSpending.prices.central +
        chartSpending.loanRepayments.central +
        chartSpending.unidentified.central) /
      first.household.spending;
    expect(perSpending).toBeCloseTo(perPound * 27_000, 6);
    expect(person.charges?.savingsAndInvestments).toBeCloseTo(savings, 6);
    expect(person.charges?.savingsIsDefault).toBe(true);
    // the default person spends less than the lowest tenth's household and pays less in all
    expect(person.transactionTax.total).toBeLessThan(second.tax);
    expect(person.betterOffBy).toBeCloseTo(1_000 - person.transactionTax.total, 6);
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

describe("decile inputs from the published tables", () => {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const spending = INCOME_DECILES.map((entry) => entry.weeklySpending);
  const income = INCOME_DECILES.map((entry) => entry.earnings);

  it("weekly spending reproduces ONS Family spending FYE 2023: mean £567.70, poorest fifth £356.90, richest £857.30 (ratio 2.40)", () => {
    expect(mean(spending)).toBeCloseTo(DECILE_ANCHORS.meanWeeklySpending, 6);
    expect(mean(spending.slice(0, 2))).toBeCloseTo(DECILE_ANCHORS.poorestFifthWeeklySpending, 6);
    expect(mean(spending.slice(8))).toBeCloseTo(DECILE_ANCHORS.richestFifthWeeklySpending, 6);
    expect(mean(spending.slice(8)) / mean(spending.slice(0, 2))).toBeCloseTo(2.4, 2);
  });

  it("the pay key reproduces ONS Effects of taxes and benefits FYE 2024: poorest fifth £9,600, richest £116,600, median £38,900", () => {
    expect(mean(income.slice(0, 2))).toBeCloseTo(DECILE_ANCHORS.poorestFifthIncome, 6);
    expect(mean(income.slice(8))).toBeCloseTo(DECILE_ANCHORS.richestFifthIncome, 6);
    expect(mean(income.slice(4, 6))).toBeCloseTo(DECILE_ANCHORS.medianIncome, 6);
  });

  it("each decile household, summed over 28.4m households, gives the national totals", () => {
    const households = listDecileHouseholds();
    const total = (key: "spending" | "earnings" | "financialWealth") =>
      households.reduce((sum, entry) => sum + entry[key], 0) * (UK_HOUSEHOLDS / 10);
    expect(total("spending")).toBeCloseTo(1.6e12, -3);
    expect(total("earnings")).toBeCloseTo(WAGES_AND_SALARIES, -3);
    expect(total("financialWealth")).toBeCloseTo(HOUSEHOLD_NET_FINANCIAL_WEALTH, -3);
  });

  it("the chart's sentence does not flip on a pound: most lower-income tenths gain, the top tenth pays most", () => {
    const { deciles } = calculateDistribution({
      taxRatePercent: TAX_RATE_SLIDER.default,
      dividend: DIVIDEND_SLIDER.default,
    });
    const sentence = describeDistribution(deciles);
    expect(sentence).toMatch(/^Most lower-income tenths gain \(tenths 1 to 5: \+£\d/);
    expect(sentence).toMatch(
      /the top tenth pays most: −£[\d,]+ \(range −£[\d,]+ to \+£[\d,]+\)\.$/,
    );
    // a £1 change in any one tenth leaves it as it is
    const nudged = deciles.map((entry) => ({
      ...entry,
      gain: { ...entry.gain, central: entry.gain.central - 1 },
    }));
    expect(describeDistribution(nudged).split("(")[0]).toBe(sentence.split("(")[0]);
  });
});
