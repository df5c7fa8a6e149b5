/**
 * Money, rate and inflation formatting: suffix tn, bn or m rounded to what the evidence
 * supports (issue 34: two or three significant figures, one decimal at most: "£56.4bn",
 * "£1.4tn", "£523bn", "£4.0m"), otherwise en-GB GBP with no decimals; rates and inflation
 * with one decimal. The spec's two decimals gave "£105.90m" and "£187.50tn".
 */
import { formatWholePounds } from "./grouping";

export { formatWholePounds, groupWhole } from "./grouping";

/** Large-amount suffixes, largest first, with their size in pounds. */
const MONEY_UNITS = [
  { suffix: "tn", size: 1e12 },
  { suffix: "bn", size: 1e9 },
  { suffix: "m", size: 1e6 },
] as const;

/** Decimal places for tn / bn / m amounts: one below 100 of the unit, none from 100. */
function suffixDecimals(amountInUnit: number): number {
  return amountInUnit >= 99.95 ? 0 : 1;
}

/** Amounts from this many pounds up get a suffix (spec 9: m, bn, tn). */
const SMALLEST_SUFFIXED_AMOUNT = 1e6;

/**
 * The largest unit the amount reaches once rounded to one decimal of it, so that
 * £999,996,000 shows as "£1.0bn" rather than "£1000m".
 */
function pickUnit(absolute: number): (typeof MONEY_UNITS)[number] {
  for (const unit of MONEY_UNITS) {
    const rounded = Number((absolute / unit.size).toFixed(1));
    if (rounded >= 1) return unit;
  }
  return MONEY_UNITS[MONEY_UNITS.length - 1];
}

/**
 * Pounds as shown in the app: "£1.4tn", "£523bn", "£56.4bn", "£2.5m", "£9,600", "-£743bn".
 * Amounts under £1m use en-GB currency format with no decimals.
 */
export function formatMoney(pounds: number): string {
  if (!Number.isFinite(pounds)) return "–";
  const absolute = Math.abs(pounds);
  if (absolute < SMALLEST_SUFFIXED_AMOUNT) return formatWholePounds(Math.round(pounds) + 0);
  const unit = pickUnit(absolute);
  const sign = pounds < 0 ? "-" : "";
  const inUnit = absolute / unit.size;
  return `${sign}£${inUnit.toFixed(suffixDecimals(inUnit))}${unit.suffix}`;
}

/** A percentage with one decimal: 0.67 → "0.7%", -0.04 → "0.0%". */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return "–";
  const rounded = Math.round(percent * 10) / 10 + 0;
  return `${rounded.toFixed(1)}%`;
}

/** The transaction tax rate as shown (one decimal, spec 9). */
export function formatRate(ratePercent: number): string {
  return formatPercent(ratePercent);
}

/** The inflation estimate as shown (one decimal, spec 9). */
export function formatInflation(inflationPercent: number): string {
  return formatPercent(inflationPercent);
}

/** Pounds with an explicit sign: "+£59.2bn", "-£23.4bn", "£0". */
export function formatSignedMoney(pounds: number): string {
  const text = formatMoney(pounds);
  return pounds > 0 && Number.isFinite(pounds) ? `+${text}` : text;
}

/**
 * The spec's inflation rule of thumb as what it is: price pressure in points, signed, one
 * decimal ("+0.3 pts", "0.0 pts"). It is not an inflation forecast.
 */
export function formatPricePressure(points: number): string {
  if (!Number.isFinite(points)) return "–";
  const rounded = Math.round(points * 10) / 10 + 0;
  return `${rounded > 0 ? "+" : ""}${rounded.toFixed(1)} pts`;
}
