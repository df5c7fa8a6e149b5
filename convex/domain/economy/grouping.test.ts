/**
 * The hand-written grouping (issue 42: no Intl on a first paint) writes what Intl writes:
 * whole numbers and whole pounds in en-GB (and cy-GB, which groups alike), rounding half away
 * from zero, negative zero and the values it hands to Intl.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatWholePounds, groupWhole } from "./grouping";

const intlWhole = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const intlPounds = (locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

const worked: Array<[number, string, string]> = [
  [0, "0", "£0"],
  [7, "7", "£7"],
  [999, "999", "£999"],
  [1000, "1,000", "£1,000"],
  [2201.4, "2,201", "£2,201"],
  [2.5, "3", "£3"],
  [-2.5, "-3", "-£3"],
  [-743, "-743", "-£743"],
  [-0, "-0", "-£0"],
  [-0.3, "-0", "-£0"],
  [1234567.5, "1,234,568", "£1,234,568"],
  [999_999_999_999_999, "999,999,999,999,999", "£999,999,999,999,999"],
  [1e21, "1,000,000,000,000,000,000,000", "£1,000,000,000,000,000,000,000"],
  [Infinity, "∞", "£∞"],
  [-Infinity, "-∞", "-£∞"],
  [NaN, "NaN", "£NaN"],
];

describe("groupWhole and formatWholePounds", () => {
  it.each(worked)("%s is written %s and %s, as Intl writes it", (value, whole, pounds) => {
    expect(groupWhole(value)).toBe(whole);
    expect(formatWholePounds(value)).toBe(pounds);
    expect(intlWhole("en-GB").format(value)).toBe(whole);
    expect(intlPounds("en-GB").format(value)).toBe(pounds);
  });

  it("any double, whole or not, is written as Intl writes it in en-GB and cy-GB", () => {
    const values = fc.oneof(
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.double({ min: -1e16, max: 1e16, noNaN: true }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n + 0.5),
    );
    for (const locale of ["en-GB", "cy-GB"]) {
      const whole = intlWhole(locale);
      const pounds = intlPounds(locale);
      fc.assert(
        fc.property(values, (value) => {
          expect(groupWhole(value)).toBe(whole.format(value));
          expect(formatWholePounds(value)).toBe(pounds.format(value));
        }),
        { numRuns: 2_000 },
      );
    }
  });
});
