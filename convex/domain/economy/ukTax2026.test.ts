/**
 * Tax year 2026-27 and the statute rules added with it, each worked by hand: the year from the
 * date, the 2026-27 rules (dividends 10.75% / 35.75% / 39.35%, the Scottish bands, child
 * benefit, student loans with Plan 5 repayments due), the Class 4 annual maximum (SSCR 2001
 * reg 100), Employment Allowance eligibility and employer NI per employee.
 */
import { describe, expect, it } from "vitest";
import {
  calculateChildBenefit,
  calculateClass4AnnualMaximum,
  calculateClass4Ni,
  calculateDividendTax,
  calculateEmployeeNi,
  calculateEmployerNi,
  calculateHighIncomeChildBenefitCharge,
  calculateIncomeTax,
  calculateIncomeTaxBreakdown,
  calculateStudentLoanRepayment,
} from "./ukTax";
import {
  TAX_YEARS,
  UK_TAX_2025_26,
  UK_TAX_2026_27,
  UK_TAX_YEARS,
  describeTaxYearOn,
  selectTaxYearOn,
} from "./ukTaxYears";

const Y26 = UK_TAX_2026_27;

describe("the tax year follows the date", () => {
  it.each([
    ["2026-11-27T12:00:00Z", "2026-27", "late November 2026"],
    ["2026-04-05T12:00:00Z", "2025-26", "5 April is the last day of a tax year"],
    ["2026-04-06T12:00:00Z", "2026-27", "6 April is the first"],
    ["2026-04-05T23:30:00Z", "2026-27", "00:30 on 6 April in the UK (BST) is already the new year"],
    ["2027-01-15T12:00:00Z", "2026-27", "January is in the year that started the April before"],
    ["2025-12-31T23:59:59Z", "2025-26", "New Year's Eve 2025"],
  ])("%s is in tax year %s (%s)", (instant, year) => {
    expect(describeTaxYearOn(new Date(instant))).toBe(year);
    expect(selectTaxYearOn(new Date(instant))).toBe(year);
  });

  it("agrees with the time-zone database at every hour around every 6 April, 2000-2060", () => {
    // What the model no longer asks at run time (ukTaxYears.ts taxYearStartsAt): the UK
    // calendar date from Europe/London's rules, and the tax year it is in.
    const uk = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    const fromDatabase = (date: Date) => {
      const parts = uk.formatToParts(date);
      const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
      const [year, month, day] = [part("year"), part("month"), part("day")];
      const start = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
      return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
    };
    const wrong: string[] = [];
    for (let year = 2000; year <= 2060; year++) {
      // 4 April 00:00 UTC to 8 April 00:00 UTC, hour by hour, and a minute either side of
      // 23:00 UTC on 5 April.
      const instants = Array.from({ length: 96 }, (_, hour) => Date.UTC(year, 3, 4, hour));
      instants.push(Date.UTC(year, 3, 5, 22, 59), Date.UTC(year, 3, 5, 23, 1));
      for (const instant of instants) {
        const date = new Date(instant);
        if (describeTaxYearOn(date) !== fromDatabase(date)) wrong.push(date.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a date outside the modelled years takes the nearest modelled year", () => {
    expect(describeTaxYearOn(new Date("2031-06-01T12:00:00Z"))).toBe("2031-32");
    expect(selectTaxYearOn(new Date("2031-06-01T12:00:00Z"))).toBe("2026-27");
    expect(selectTaxYearOn(new Date("2020-06-01T12:00:00Z"))).toBe("2025-26");
  });

  it("models 2026-27 and 2025-26, newest first, each labelled with its year", () => {
    expect(TAX_YEARS).toEqual(["2026-27", "2025-26"]);
    for (const year of TAX_YEARS) expect(UK_TAX_YEARS[year].year).toBe(year);
  });
});

describe("2026-27: what is unchanged (thresholds frozen)", () => {
  it("£36,000 pays £4,686 income tax and £1,874.40 employee NI, as in 2025-26", () => {
    expect(calculateIncomeTax(Y26, 36_000)).toBeCloseTo(4_686, 6);
    expect(calculateEmployeeNi(Y26, 36_000)).toBeCloseTo(1_874.4, 6);
  });

  it("£30,000 receiving the marriage allowance pays £3,234: £3,486 − £252", () => {
    expect(calculateIncomeTax(Y26, 30_000, "rUK", { marriageAllowance: "receiving" })).toBeCloseTo(
      3_234,
      6,
    );
  });
});

describe("2026-27 dividend rates: 10.75% / 35.75% / 39.35%", () => {
  it("salary £30,000 + dividends £10,000: (10,000 − 500) × 10.75% = £1,021.25 (2025-26: £831.25)", () => {
    expect(calculateDividendTax(Y26, 10_000, { employmentIncome: 30_000 })).toBeCloseTo(
      1_021.25,
      6,
    );
    expect(calculateDividendTax(UK_TAX_2025_26, 10_000, { employmentIncome: 30_000 })).toBeCloseTo(
      831.25,
      6,
    );
  });

  it("salary £60,000 + dividends £10,000: all above the basic band, 9,500 × 35.75% = £3,396.25", () => {
    expect(calculateDividendTax(Y26, 10_000, { employmentIncome: 60_000 })).toBeCloseTo(
      3_396.25,
      6,
    );
  });

  it("salary £95,000 + dividends £20,000: allowance £5,070, £28,432 + 19,500 × 35.75% = £35,403.25", () => {
    const tax = calculateIncomeTaxBreakdown(Y26, { nonSavings: 95_000, dividends: 20_000 });
    expect(tax.personalAllowance).toBe(5_070);
    expect(tax.nonSavingsTax).toBeCloseTo(28_432, 6);
    expect(tax.dividendTax).toBeCloseTo(6_971.25, 6);
    expect(tax.total).toBeCloseTo(35_403.25, 6);
  });

  it("salary £150,000 + dividends £10,000: above £125,140, 9,500 × 39.35% = £3,738.25", () => {
    expect(calculateDividendTax(Y26, 10_000, { employmentIncome: 150_000 })).toBeCloseTo(
      3_738.25,
      6,
    );
  });
});

/**
 * Scottish bands 2026-27 on taxable income: starter 19% to £3,967, basic 20% to £16,956,
 * intermediate 21% to £31,092, higher 42% to £62,430, advanced 45% to £125,140, top 48% above.
 * Full bands: starter 3,967 × 19% = 753.73; basic 12,989 × 20% = 2,597.80; intermediate
 * 14,136 × 21% = 2,968.56; higher 31,338 × 42% = 13,161.96; advanced 62,710 × 45% = 28,219.50.
 */
describe("Scottish income tax 2026-27", () => {
  it.each([
    [16_537, 753.73, "top of the starter band"],
    [29_526, 3_351.53, "top of the basic band: 753.73 + 2,597.80"],
    [30_000, 3_451.07, "taxable 17,430: 3,351.53 + 474 × 21%"],
    [43_662, 6_320.09, "top of the intermediate band: 3,351.53 + 2,968.56"],
    [75_000, 19_482.05, "top of the higher band: 6,320.09 + 13,161.96"],
    [150_000, 59_634.35, "no allowance: 19,482.05 + 28,219.50 + 24,860 × 48%"],
  ])("£%d pays £%d (%s)", (income, tax) => {
    expect(calculateIncomeTax(Y26, income, "scotland")).toBeCloseTo(tax, 6);
  });

  it("dividends stay on the UK rates for Scottish taxpayers: £30,000 + £10,000 → £1,021.25", () => {
    const tax = calculateIncomeTaxBreakdown(
      Y26,
      { nonSavings: 30_000, dividends: 10_000 },
      { region: "scotland" },
    );
    expect(tax.dividendTax).toBeCloseTo(1_021.25, 6);
  });
});

describe("child benefit and its charge, 2026-27", () => {
  it("£27.05 a week for the eldest, £17.90 for each other: £1,406.60 and £2,337.40 a year", () => {
    expect(calculateChildBenefit(Y26, 1)).toBeCloseTo(1_406.6, 6);
    expect(calculateChildBenefit(Y26, 2)).toBeCloseTo(2_337.4, 6);
  });

  it("£70,000 with one child: 50% of £1,406.60 = £703.30", () => {
    const charge = calculateHighIncomeChildBenefitCharge(
      Y26,
      70_000,
      calculateChildBenefit(Y26, 1),
    );
    expect(charge).toBeCloseTo(703.3, 6);
  });
});

describe("student loans, 2026-27 thresholds, Plan 5 due", () => {
  const cases: [plan: "plan1" | "plan2" | "plan4" | "plan5", repayment: number, working: string][] =
    [
      ["plan1", 819, "9% × (36,000 − 26,900)"],
      ["plan2", 595, "9% × (36,000 − 29,385) = 595.35"],
      ["plan4", 198, "9% × (36,000 − 33,795) = 198.45"],
      ["plan5", 990, "9% × (36,000 − 25,000): first repayments due from April 2026"],
    ];
  it.each(cases)("%s on £36,000 repays £%d (%s)", (plan, repayment) => {
    expect(calculateStudentLoanRepayment(Y26, 36_000, plan).plan).toBe(repayment);
  });

  it("Plan 5 repays nothing in 2025-26, and a postgraduate loan 6% over £21,000 in both years", () => {
    expect(calculateStudentLoanRepayment(UK_TAX_2025_26, 36_000, "plan5", true)).toEqual({
      plan: 0,
      postgraduate: 900,
    });
    expect(calculateStudentLoanRepayment(Y26, 36_000, "plan5", true).postgraduate).toBe(900);
  });
});

/**
 * SSCR 2001 reg 100 (HMRC NIM24170): the annual maximum is (£50,270 − £12,570) × 6% = £2,262,
 * less Class 1 at the main primary rate (not below 0), plus 2% of the profit above £12,570 that
 * amount does not cover at 6%.
 */
describe.each(TAX_YEARS)("the Class 4 annual maximum, %s", (year) => {
  const rules = UK_TAX_YEARS[year];

  it("salary £50,000 + profit £30,000: Class 1 at 8% (£2,994.40) uses it up, so Class 4 is 2% × £17,430 = £348.60, £697.20 less than alone", () => {
    expect(calculateClass4AnnualMaximum(rules, 30_000, 50_000)).toBeCloseTo(348.6, 6);
    expect(calculateClass4Ni(rules, 30_000, { employmentEarnings: 50_000 })).toBeCloseTo(348.6, 6);
    expect(calculateClass4Ni(rules, 30_000)).toBeCloseTo(1_045.8, 6);
  });

  it("salary £30,000 + profit £60,000: 2,262 − 1,394.40 = £867.60 at 6% covers £14,460; 2% × (47,430 − 14,460) = £659.40; maximum £1,527", () => {
    expect(calculateClass4Ni(rules, 60_000, { employmentEarnings: 30_000 })).toBeCloseTo(1_527, 6);
  });

  it("salary £20,000 + profit £40,000: the maximum (£1,667.60) is above the Class 4 due (£1,645.80), which stands", () => {
    expect(calculateClass4AnnualMaximum(rules, 40_000, 20_000)).toBeCloseTo(1_667.6, 6);
    expect(calculateClass4Ni(rules, 40_000, { employmentEarnings: 20_000 })).toBeCloseTo(
      1_645.8,
      6,
    );
  });

  it("with no salary the maximum never bites: profit £80,000 pays £2,262 + 2% × £29,730", () => {
    expect(calculateClass4Ni(rules, 80_000)).toBeCloseTo(2_856.6, 6);
  });
});

describe("employer NI per employee and the Employment Allowance", () => {
  const director = [{ count: 1, salary: 50_000 }];

  it("a company whose only employee over £5,000 is its director on £50,000 pays £6,750: no allowance", () => {
    expect(calculateEmployerNi(Y26, director, { employmentAllowance: false })).toBeCloseTo(
      6_750,
      6,
    );
    // With the allowance it would be £0: £6,750 too low.
    expect(calculateEmployerNi(Y26, director)).toBe(0);
  });

  it("each salary has its own £5,000 threshold: £50,000 and two on £4,000 pay 15% × £45,000, not an equal split's £6,450", () => {
    const staff = [...director, { count: 2, salary: 4_000 }];
    expect(calculateEmployerNi(Y26, staff, { employmentAllowance: false })).toBeCloseTo(6_750, 6);
    // An equal split, £19,333.33 each: 15% × (58,000 − 3 × 5,000) = £6,450.
  });

  it("an eligible employer's allowance is at most its NI: £200,000 over six staff pays £25,500 − £10,500", () => {
    const staff = [
      { count: 1, salary: 50_000 },
      { count: 5, salary: 30_000 },
    ];
    expect(calculateEmployerNi(Y26, staff)).toBeCloseTo(15_000, 6);
    expect(calculateEmployerNi(Y26, staff, { employmentAllowance: false })).toBeCloseTo(25_500, 6);
  });
});
