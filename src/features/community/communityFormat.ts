import { gbp } from "../../lib/format";

export const oneDecimal = (value: number) => value.toFixed(1);
export const percent = (value: number) => `${value.toFixed(1)}%`;
export const wholeNumber = (value: number) => Math.round(value).toLocaleString("en-GB");
export const pounds = (value: number) => gbp.format(Math.round(value));

/** Chart colours per quadrant (spec 9): rewild teal, leap orange, steady purple, scale amber. */
export const QUADRANT_CHART_COLOURS = {
  rewild: "#0f766e",
  leap: "#c2410c",
  steady: "#7e22ce",
  scale: "#d97706",
} as const;

const poundsWithOneDecimal = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
/**
 * Community averages are rounded to one decimal (spec 9), the dividend included; a whole
 * number of pounds shows without ".0" (£9,000, but £9,012.5).
 */
export const poundsOneDecimal = (value: number) => poundsWithOneDecimal.format(value);
