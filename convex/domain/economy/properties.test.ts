import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  recommendTaxRate,
  simulateBudget,
  simulatePackageBalance,
  simulateVoteEconomics,
  toVoteEconomics,
  type BudgetPolicy,
} from "./budget";
import { DEFAULT_ASSUMPTIONS, SCENARIOS } from "./constants";
import { formatMoney } from "./format";
import { parseCostEstimate } from "./costs";
import {
  calculateBusinessImpact,
  calculateFinancialImpact,
  calculateIndividualImpact,
  toMonthly,
  type PersonalImpact,
} from "./personalImpact";
import { calculateNetRevenue } from "./netRevenue";
import { calculateRevenue, findRevenueMaximisingRate } from "./revenue";
import { DIVIDEND_SLIDER, TAX_RATE_SLIDER, sanitizeStoredTaxRate } from "./sliders";

/** Every position of a slider, computed from its step (no float drift). */
function listSliderPositions(slider: { min: number; max: number; step: number }): number[] {
  const count = Math.round((slider.max - slider.min) / slider.step);
  return Array.from({ length: count + 1 }, (_, index) =>
    Number((slider.min + index * slider.step).toFixed(9)),
  );
}

const TAX_POSITIONS = listSliderPositions(TAX_RATE_SLIDER);
const DIVIDEND_POSITIONS = listSliderPositions(DIVIDEND_SLIDER);

const score = fc.double({ min: 0, max: 1, noNaN: true });
const pressure = fc.record({
  shortTermDemand: score,
  shortTermSupply: score,
  bottleneckRisk: score,
  importLeakage: score,
  timeLagMonths: fc.integer({ min: 0, max: 60 }),
});
const policy: fc.Arbitrary<BudgetPolicy> = fc.record({
  costBn: fc.double({ min: 0, max: 80, noNaN: true }),
  pressure: fc.option(pressure, { nil: null }),
});
/** Up to 13 areas × 3 policies. */
const policies = fc.array(policy, { maxLength: 39 });
const taxRate = fc.constantFrom(...TAX_POSITIONS);
const dividend = fc.constantFrom(...DIVIDEND_POSITIONS);

function collectAmounts(impact: PersonalImpact): number[] {
  return [
    ...impact.today.lines.map((entry) => entry.amount),
    impact.today.total,
    ...impact.transactionTax.lines.map((entry) => entry.amount),
    impact.transactionTax.total,
    impact.dividend,
    impact.netUnderTransactionTax,
    impact.betterOffBy,
  ];
}

describe("properties of the budget model", () => {
  it("a vote's economics (what the server stores) are those of the whole simulation", () => {
    fc.assert(
      fc.property(taxRate, dividend, policies, (taxRatePercent, dividendValue, chosen) => {
        const input = { taxRatePercent, dividend: dividendValue, policies: chosen };
        expect(simulateVoteEconomics(input)).toEqual(toVoteEconomics(simulateBudget(input)));
      }),
      { numRuns: 300 },
    );
  });

  it("the bind page's balance and price figure are those of the whole simulation", () => {
    fc.assert(
      fc.property(taxRate, dividend, policies, (taxRatePercent, dividendValue, chosen) => {
        const input = { taxRatePercent, dividend: dividendValue, policies: chosen };
        const whole = simulateBudget(input);
        expect(simulatePackageBalance(input)).toEqual({
          balance: whole.balance,
          priceRise: whole.priceRise,
        });
      }),
      { numRuns: 300 },
    );
  });

  it("balance = revenue − spending in every scenario", () => {
    fc.assert(
      fc.property(taxRate, dividend, policies, (rate, amount, chosen) => {
        const simulation = simulateBudget({
          taxRatePercent: rate,
          dividend: amount,
          policies: chosen,
        });
        for (const scenario of SCENARIOS) {
          expect(simulation.balance[scenario]).toBe(
            simulation.revenue[scenario] - simulation.spending.totalSpend,
          );
        }
        const {
          governmentBaseline,
          dividendCost,
          dividendAdministration,
          policyTotal,
          totalSpend,
        } = simulation.spending;
        expect(totalSpend).toBe(
          governmentBaseline + dividendCost + dividendAdministration + policyTotal,
        );
      }),
    );
  });

  it("central and weak-response revenue never falls as the rate rises across the slider", () => {
    for (const scenario of ["central", "high"] as const) {
      for (let index = 1; index < TAX_POSITIONS.length; index++) {
        const before = calculateRevenue(TAX_POSITIONS[index - 1], scenario, DEFAULT_ASSUMPTIONS);
        const after = calculateRevenue(TAX_POSITIONS[index], scenario, DEFAULT_ASSUMPTIONS);
        expect(after).toBeGreaterThanOrEqual(before);
      }
    }
  });

  it("strong-response revenue rises up to its peak within the slider and falls beyond it", () => {
    const peak = findRevenueMaximisingRate("low", DEFAULT_ASSUMPTIONS);
    for (let index = 1; index < TAX_POSITIONS.length; index++) {
      const [previous, current] = [TAX_POSITIONS[index - 1], TAX_POSITIONS[index]];
      const before = calculateRevenue(previous, "low", DEFAULT_ASSUMPTIONS);
      const after = calculateRevenue(current, "low", DEFAULT_ASSUMPTIONS);
      if (current <= peak) expect(after).toBeGreaterThanOrEqual(before);
      if (previous >= peak) expect(after).toBeLessThanOrEqual(before);
    }
  });

  it("revenue is ordered low ≤ central ≤ high at every rate", () => {
    fc.assert(
      fc.property(taxRate, dividend, (rate, amount) => {
        const { revenue } = simulateBudget({
          taxRatePercent: rate,
          dividend: amount,
          policies: [],
        });
        expect(revenue.low).toBeLessThanOrEqual(revenue.central);
        expect(revenue.central).toBeLessThanOrEqual(revenue.high);
      }),
    );
  });

  it("every output is finite across both sliders (every fifth rate position × all 51 dividends)", () => {
    const chosen: BudgetPolicy[] = [
      {
        costBn: 12,
        pressure: {
          shortTermDemand: 1,
          shortTermSupply: 0,
          bottleneckRisk: 1,
          importLeakage: 0,
          timeLagMonths: 0,
        },
      },
      { costBn: 80, pressure: null },
    ];
    for (const rate of TAX_POSITIONS.filter((_, index) => index % 5 === 0)) {
      for (const amount of DIVIDEND_POSITIONS) {
        const simulation = simulateBudget({
          taxRatePercent: rate,
          dividend: amount,
          policies: chosen,
        });
        const numbers = [
          ...(Object.values(simulation.revenue) as number[]),
          ...(Object.values(simulation.balance) as number[]),
          ...(Object.values(simulation.taxBase) as number[]),
          ...(Object.values(simulation.spending) as number[]),
          simulation.inflation.percent,
          simulation.gauge.score,
        ];
        for (const value of numbers) expect(Number.isFinite(value)).toBe(true);
        expect(simulation.gauge.score).toBeGreaterThanOrEqual(0);
        expect(simulation.gauge.score).toBeLessThanOrEqual(100);
      }
    }
  });

  it("the recommended rate balances the budget it recommends for, and no lower rate does", () => {
    fc.assert(
      fc.property(dividend, policies, fc.constantFrom(...SCENARIOS), (amount, chosen, scenario) => {
        const rec = recommendTaxRate({ dividend: amount, policies: chosen, scenario });
        const revenueAt = (rate: number) =>
          calculateNetRevenue(rate, scenario, DEFAULT_ASSUMPTIONS);
        if (rec.status === "balanced") {
          // within £5,000: bisection to 1e-9 of a point, where the gross base moves £1.9tn per point
          expect(revenueAt(rec.ratePercent) - rec.targetSpend).toBeGreaterThanOrEqual(0);
          expect(revenueAt(rec.ratePercent) - rec.targetSpend).toBeLessThan(5_000);
          if (rec.ratePercent > 0) {
            expect(revenueAt(Math.max(0, rec.ratePercent - 1e-6))).toBeLessThan(rec.targetSpend);
          }
        } else {
          for (const rate of TAX_POSITIONS) expect(revenueAt(rate)).toBeLessThan(rec.targetSpend);
          expect(rec.shortfall).toBeCloseTo(rec.targetSpend - rec.maxRevenue, 0);
        }
      }),
    );
  });
});

describe("properties of the calculator", () => {
  const money = (max: number) => fc.integer({ min: 0, max });

  it("monthly = annual / 12 for every figure on every tab", () => {
    fc.assert(
      fc.property(
        money(150_000),
        money(50_000),
        money(50_000),
        money(2_000_000),
        fc.integer({ min: 1, max: 200 }),
        taxRate,
        dividend,
        fc.boolean(),
        fc.constantFrom("basic" as const, "higher" as const),
        (salary, rent, spending, big, employees, rate, amount, stampDuty, cgtBand) => {
          const impacts = [
            calculateIndividualImpact({
              salary,
              rent,
              otherSpending: spending,
              taxRatePercent: rate,
              dividend: amount,
            }),
            calculateBusinessImpact({
              revenue: big + 50_000,
              staff: [{ count: employees, salary: Math.floor(big / 2 / employees) }],
              operatingExpenses: big / 4,
              taxRatePercent: rate,
            }),
            calculateFinancialImpact({
              tradeValue: big + 10_000,
              otherTransfers: big,
              expectedProfitPercent: rate * 10,
              stampDuty,
              cgtBand,
              taxRatePercent: rate,
            }),
          ];
          for (const annual of impacts) {
            const monthly = toMonthly(annual);
            const annualAmounts = collectAmounts(annual);
            const monthlyAmounts = collectAmounts(monthly);
            annualAmounts.forEach((value, index) => expect(monthlyAmounts[index]).toBe(value / 12));
            for (const value of annualAmounts) expect(Number.isFinite(value)).toBe(true);
          }
        },
      ),
    );
  });

  it("a higher salary never pays less income tax plus NI", () => {
    fc.assert(
      fc.property(money(200_000), money(5_000), (salary, raise) => {
        const at = (pay: number) =>
          calculateIndividualImpact({
            salary: pay,
            rent: 0,
            otherSpending: 0,
            taxRatePercent: 0,
            dividend: 0,
          }).today.total;
        expect(at(salary + raise)).toBeGreaterThanOrEqual(at(salary));
      }),
    );
  });
});

describe("properties of parsing, formatting and storage", () => {
  it("'£Xbn' parses to X and '£Xm' to X / 1000", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (whole) => {
        expect(parseCostEstimate(`£${whole}bn`)).toBe(whole);
        expect(parseCostEstimate(`£${whole}m`)).toBe(whole / 1000);
      }),
    );
  });

  it("formatted money always starts with £ or -£", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (pounds) => {
        expect(formatMoney(pounds)).toMatch(/^-?£/);
      }),
    );
  });

  it("a stored tax rate always comes back within 0.1..5", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null)), (stored) => {
        const rate = sanitizeStoredTaxRate(stored);
        expect(rate).toBeGreaterThanOrEqual(0.1);
        expect(rate).toBeLessThanOrEqual(5);
      }),
    );
  });
});
