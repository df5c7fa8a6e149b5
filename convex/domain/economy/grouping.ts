/**
 * Whole numbers grouped the en-GB way without Intl (issue 42): a page's first
 * Intl.NumberFormat costs a phone 130–150 ms of its CPU (4× slowed, Lighthouse's mobile
 * preset) while ICU loads its number data, so the figures of a first paint are written by
 * hand. A module of its own, so the app's shell can use it without the economy's formatting.
 */

/**
 * Below this, a whole number's digits are exact in a double and written without an exponent;
 * from it on (and for NaN or infinity) the grouping falls back to Intl.
 */
const LARGEST_GROUPED_BY_HAND = 1e15;

let intlWhole: Intl.NumberFormat | undefined;

/**
 * A number rounded to a whole one (half away from zero, as Intl rounds) with en-GB grouping:
 * 1234567.5 → "1,234,568", -0.3 → "-0", as `Intl.NumberFormat("en-GB", {
 * maximumFractionDigits: 0 })` writes it (Welsh, cy-GB, groups the same way).
 */
export function groupWhole(value: number): string {
  if (!(Math.abs(value) < LARGEST_GROUPED_BY_HAND)) {
    intlWhole ??= new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
    return intlWhole.format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  const digits = String(Math.round(Math.abs(value)));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += `,${digits.slice(at, at + 3)}`;
  return negative ? `-${grouped}` : grouped;
}

/**
 * Pounds rounded to whole ones, en-GB: 2201.4 → "£2,201", -743 → "-£743", as
 * `Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP",
 * maximumFractionDigits: 0 })` writes them, without Intl (groupWhole).
 */
export function formatWholePounds(pounds: number): string {
  const grouped = groupWhole(pounds);
  return grouped.startsWith("-") ? `-£${grouped.slice(1)}` : `£${grouped}`;
}
