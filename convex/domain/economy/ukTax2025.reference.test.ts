import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateCapitalGainsTax,
  calculateClass4Ni,
  calculateDividendTax,
  calculateEmployeeNi,
  calculateIncomeTax,
  TAX_YEARS,
  UK_TAX_2025_26,
  UK_TAX_YEARS,
  type UkTaxYearRules,
} from "./index";

/** Reference values: PolicyEngine UK, 2025-26, one adult (issue 14), except the Scottish top band (HMRC; see ukTax2025.test.ts). */
describe("2025-26 reference values from PolicyEngine UK", () => {
  it("Scotland: £30,000 pays £3,482.82 income tax and £60,000 pays £13,213.80", () => {
    expect(calculateIncomeTax(UK_TAX_2025_26, 30_000, "scotland")).toBeCloseTo(3_482.82, 2);
    expect(calculateIncomeTax(UK_TAX_2025_26, 60_000, "scotland")).toBeCloseTo(13_213.8, 2);
  });

  it("Scotland pays £1,781.80 more than rUK at £60,000 and £5,963.10 more at £150,000", () => {
    expect(
      calculateIncomeTax(UK_TAX_2025_26, 60_000, "scotland") -
        calculateIncomeTax(UK_TAX_2025_26, 60_000),
    ).toBeCloseTo(1_781.8, 2);
    // PolicyEngine UK 2.91.0 gives £6,340.20 here: its top band starts £12,570 early
    // (12,570 × 3% = £377.10 too much). HMRC's table gives £59,666.10 − £53,703 = £5,963.10.
    expect(
      calculateIncomeTax(UK_TAX_2025_26, 150_000, "scotland") -
        calculateIncomeTax(UK_TAX_2025_26, 150_000, "rUK"),
    ).toBeCloseTo(5_963.1, 2);
  });

  it("salary £40,000 + gain £30,000 pays £5,863.80 CGT: £10,270 of basic band left at 18%, the rest at 24%", () => {
    expect(
      calculateCapitalGainsTax(UK_TAX_2025_26, 30_000, { employmentIncome: 40_000 }),
    ).toBeCloseTo(5_863.8, 2);
  });

  it("salary £30,000 + dividends £10,000 pays £831.25 dividend tax: (10,000 − 500) × 8.75%", () => {
    expect(calculateDividendTax(UK_TAX_2025_26, 10_000, { employmentIncome: 30_000 })).toBeCloseTo(
      831.25,
      2,
    );
  });

  it("self-employed profit £30,000 pays £1,045.80 Class 4 NI: (30,000 − 12,570) × 6%", () => {
    expect(calculateClass4Ni(UK_TAX_2025_26, 30_000)).toBeCloseTo(1_045.8, 2);
  });

  it("rUK income tax and employee NI are unchanged: £36,000 → £4,686 and £1,874.40", () => {
    expect(calculateIncomeTax(UK_TAX_2025_26, 36_000)).toBeCloseTo(4_686, 6);
    expect(calculateEmployeeNi(UK_TAX_2025_26, 36_000)).toBeCloseTo(1_874.4, 6);
  });

  it("dividends above the basic band pay 33.75%, and unused allowance covers dividends first", () => {
    // £60,000 salary: no basic band left; (20,000 − 500) × 33.75%.
    expect(calculateDividendTax(UK_TAX_2025_26, 20_000, { employmentIncome: 60_000 })).toBeCloseTo(
      6_581.25,
      2,
    );
    // No salary: £12,570 allowance + £500 at 0%, the rest at 8.75%.
    expect(calculateDividendTax(UK_TAX_2025_26, 20_000)).toBeCloseTo(
      (20_000 - 12_570 - 500) * 0.0875,
      2,
    );
  });
});

const income = fc.double({ min: 0, max: 400_000, noNaN: true });
const step = fc.double({ min: 0, max: 5_000, noNaN: true });

/** Every band edge of a year's schedules, in pounds of income (full allowance). */
function bandEdges(rules: UkTaxYearRules): number[] {
  return [
    12_570,
    50_270,
    100_000,
    125_140,
    ...rules.scottishBands.map((band) => band.from + rules.personalAllowance),
  ];
}

describe.each(TAX_YEARS)("properties of the %s functions", (year) => {
  const rules = UK_TAX_YEARS[year];
  const functions: [string, (amount: number) => number][] = [
    ["income tax rUK", (x) => calculateIncomeTax(rules, x)],
    ["income tax Scotland", (x) => calculateIncomeTax(rules, x, "scotland")],
    ["employee NI", (x) => calculateEmployeeNi(rules, x)],
    ["Class 4 NI", (x) => calculateClass4Ni(rules, x)],
    [
      "Class 4 NI beside a £30,000 salary",
      (x) => calculateClass4Ni(rules, x, { employmentEarnings: 30_000 }),
    ],
    [
      "dividend tax on £10,000",
      (x) => calculateDividendTax(rules, 10_000, { employmentIncome: x }),
    ],
    ["CGT on £30,000", (x) => calculateCapitalGainsTax(rules, 30_000, { employmentIncome: x })],
    [
      "dividend tax by dividends",
      (x) => calculateDividendTax(rules, x, { employmentIncome: 30_000 }),
    ],
    ["CGT by gain", (x) => calculateCapitalGainsTax(rules, x, { employmentIncome: 30_000 })],
    [
      "income tax with £20,000 of dividends, by salary",
      (x) => calculateIncomeTax(rules, x, "rUK", { dividendIncome: 20_000 }),
    ],
    [
      "income tax with £5,000 of savings, by salary (Scotland)",
      (x) => calculateIncomeTax(rules, x, "scotland", { savingsIncome: 5_000 }),
    ],
    [
      "income tax on a £30,000 salary, by savings",
      (x) => calculateIncomeTax(rules, 30_000, "rUK", { savingsIncome: x }),
    ],
    [
      "income tax on a £90,000 salary, by dividends",
      (x) => calculateIncomeTax(rules, 90_000, "rUK", { dividendIncome: x }),
    ],
  ];

  for (const [name, tax] of functions) {
    it(`${name} never falls as income rises`, () => {
      fc.assert(fc.property(income, step, (x, dx) => tax(x + dx) >= tax(x) - 1e-6));
    });

    it(`${name} is continuous at every band edge (no jump beyond the £1 steps of the allowance taper)`, () => {
      for (const edge of bandEdges(rules)) {
        expect(Math.abs(tax(edge + 0.01) - tax(edge - 0.01))).toBeLessThan(1);
      }
    });
  }
});
