import { describe, expect, it } from "vitest";
import {
  calculateCapitalGainsTax,
  calculateCorporationTax,
  calculateEmployeeNi,
  calculateEmployerNi,
  calculateIncomeTax,
  calculatePersonalAllowance,
  calculateStampDutyOnShares,
  calculateVatOnSpending,
} from "./ukTax";
import { UK_TAX_2025_26 } from "./ukTaxYears";

describe("the 2025-26 UK tax schedule", () => {
  it("models tax year 2025-26", () => {
    expect(UK_TAX_2025_26.year).toBe("2025-26");
  });

  describe("income tax", () => {
    it("a £36,000 salary pays £4,686 income tax: (36,000 − 12,570) × 20%", () => {
      expect(calculateIncomeTax(UK_TAX_2025_26, 36_000)).toBeCloseTo(4_686, 6);
    });

    it("a salary at the personal allowance (£12,570) pays no income tax", () => {
      expect(calculateIncomeTax(UK_TAX_2025_26, 12_570)).toBe(0);
    });

    it("a £60,000 salary pays £11,432: £7,540 at 20% on £37,700 plus 40% on £9,730", () => {
      expect(calculateIncomeTax(UK_TAX_2025_26, 60_000)).toBeCloseTo(11_432, 6);
    });

    it("a £110,000 salary loses £5,000 of allowance and pays £33,432", () => {
      expect(calculatePersonalAllowance(UK_TAX_2025_26, 110_000)).toBe(7_570);
      // taxable 102,430: 37,700 × 20% = 7,540; 64,730 × 40% = 25,892
      expect(calculateIncomeTax(UK_TAX_2025_26, 110_000)).toBeCloseTo(33_432, 6);
    });

    it("the allowance is gone at £125,140, where tax is £42,516", () => {
      expect(calculatePersonalAllowance(UK_TAX_2025_26, 125_140)).toBe(0);
      // 7,540 + (125,140 − 37,700) × 40% = 7,540 + 34,976
      expect(calculateIncomeTax(UK_TAX_2025_26, 125_140)).toBeCloseTo(42_516, 6);
    });

    it("a £150,000 salary pays £53,703, with 45% on the £24,860 above £125,140", () => {
      // 7,540 + 87,440 × 40% + 24,860 × 45% = 7,540 + 34,976 + 11,187
      expect(calculateIncomeTax(UK_TAX_2025_26, 150_000)).toBeCloseTo(53_703, 6);
    });
  });

  describe("employee National Insurance", () => {
    it("a £36,000 salary pays £1,874.40: 8% of (36,000 − 12,570)", () => {
      expect(calculateEmployeeNi(UK_TAX_2025_26, 36_000)).toBeCloseTo(1_874.4, 6);
    });

    it("a £60,000 salary pays £3,210.60: 8% of £37,700 plus 2% of £9,730", () => {
      expect(calculateEmployeeNi(UK_TAX_2025_26, 60_000)).toBeCloseTo(3_210.6, 6);
    });

    it("earnings below £12,570 pay none", () => {
      expect(calculateEmployeeNi(UK_TAX_2025_26, 10_000)).toBe(0);
    });
  });

  describe("employer National Insurance", () => {
    it("a £200,000 payroll (£50,000 and 5 × £30,000) costs £15,000: 15% of (200,000 − 6 × 5,000) less £10,500", () => {
      const staff = [
        { count: 1, salary: 50_000 },
        { count: 5, salary: 30_000 },
      ];
      expect(calculateEmployerNi(UK_TAX_2025_26, staff)).toBeCloseTo(15_000, 6);
    });

    it("one employee on £36,000 is covered by the Employment Allowance (15% × 31,000 = £4,650)", () => {
      expect(calculateEmployerNi(UK_TAX_2025_26, [{ count: 1, salary: 36_000 }])).toBe(0);
    });
  });

  describe("VAT, CGT, stamp duty and corporation tax", () => {
    it("£15,000 of non-rent spending holds £1,500 of VAT: 60% standard-rated × 20/120", () => {
      expect(calculateVatOnSpending(UK_TAX_2025_26, 15_000)).toBeCloseTo(1_500, 6);
    });

    it("a £4,500 gain pays £360 CGT at the higher rate: (4,500 − 3,000) × 24%", () => {
      expect(
        calculateCapitalGainsTax(UK_TAX_2025_26, 4_500, { employmentIncome: 60_000 }),
      ).toBeCloseTo(360, 6);
    });

    it("the same gain pays £270 at the basic rate of 18%", () => {
      expect(
        calculateCapitalGainsTax(UK_TAX_2025_26, 4_500, { employmentIncome: 20_000 }),
      ).toBeCloseTo(270, 6);
    });

    it("gains within the £3,000 exempt amount pay no CGT", () => {
      expect(calculateCapitalGainsTax(UK_TAX_2025_26, 3_000, { employmentIncome: 60_000 })).toBe(0);
    });

    it("buying £100,000 of UK shares pays £500 stamp duty (0.5%)", () => {
      expect(calculateStampDutyOnShares(UK_TAX_2025_26, 100_000)).toBeCloseTo(500, 6);
    });

    it("a £40,000 profit pays £7,600 corporation tax at the 19% small profits rate", () => {
      expect(calculateCorporationTax(UK_TAX_2025_26, 40_000)).toBeCloseTo(7_600, 6);
    });

    it("a £100,000 profit pays £22,750: 25% less marginal relief of 3/200 × £150,000", () => {
      expect(calculateCorporationTax(UK_TAX_2025_26, 100_000)).toBeCloseTo(22_750, 6);
    });

    it("a £300,000 profit pays the 25% main rate, £75,000; a loss pays nothing", () => {
      expect(calculateCorporationTax(UK_TAX_2025_26, 300_000)).toBeCloseTo(75_000, 6);
      expect(calculateCorporationTax(UK_TAX_2025_26, -5_000)).toBe(0);
    });
  });
});

/**
 * Scottish income tax 2025-26 against HMRC's band table (taxable income: starter 19% to
 * £2,827, basic 20% to £14,921, intermediate 21% to £31,092, higher 42% to £62,430, advanced
 * 45% to £125,140, top 48% above). Each figure worked by hand; the full band amounts are
 * starter 2,827 × 19% = 537.13, basic 12,094 × 20% = 2,418.80, intermediate 16,171 × 21% =
 * 3,395.91, higher 31,338 × 42% = 13,161.96, advanced 62,710 × 45% = 28,219.50.
 */
describe("Scottish income tax against HMRC's 2025-26 band table", () => {
  const cases: [income: number, tax: number, working: string][] = [
    [12_570, 0, "all within the personal allowance"],
    [15_397, 537.13, "top of the starter band: 2,827 × 19%"],
    [27_491, 2_955.93, "top of the basic band: 537.13 + 2,418.80"],
    [43_662, 6_351.84, "top of the intermediate band: 2,955.93 + 3,395.91"],
    [75_000, 19_513.8, "top of the higher band: 6,351.84 + 13,161.96"],
    [100_000, 30_763.8, "taxable 87,430: 19,513.80 + 25,000 × 45%"],
    [
      120_000,
      44_263.8,
      "allowance 2,570, taxable 117,430: 19,513.80 + 55,000 × 45% (the old £112,570 top band gave £44,409.60)",
    ],
    [
      125_140,
      47_733.3,
      "no allowance, taxable 125,140: top of the advanced band, 19,513.80 + 28,219.50",
    ],
    [150_000, 59_666.1, "47,733.30 + 24,860 × 48%"],
  ];
  for (const [income, tax, working] of cases) {
    it(`£${income.toLocaleString("en-GB")} pays £${tax.toLocaleString("en-GB", { minimumFractionDigits: 2 })} (${working})`, () => {
      expect(calculateIncomeTax(UK_TAX_2025_26, income, "scotland")).toBeCloseTo(tax, 6);
    });
  }

  it("the 48% top rate starts at £125,140 of taxable income, not £112,570", () => {
    // One pound more of taxable income at each side of the old and new thresholds.
    expect(
      calculateIncomeTax(UK_TAX_2025_26, 125_141, "scotland") -
        calculateIncomeTax(UK_TAX_2025_26, 125_140, "scotland"),
    ).toBeCloseTo(0.48, 6);
    // At £120,000 of income the allowance falls 50p per £1, so £1 more adds £1.50 of taxable income at 45%.
    expect(
      calculateIncomeTax(UK_TAX_2025_26, 120_002, "scotland") -
        calculateIncomeTax(UK_TAX_2025_26, 120_000, "scotland"),
    ).toBeCloseTo(3 * 0.45, 6);
  });
});
