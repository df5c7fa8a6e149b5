import { formatMoney } from "./format";

/**
 * Today's public finances, for framing the package's balance: the package (the
 * transaction tax less the dividend and the chosen policies) sits on top of today's taxes
 * and borrowing, which keep paying for today's spending.
 */

/**
 * Public sector net borrowing forecast for 2025-26: £138.3bn, 4.5% of GDP. Office for
 * Budget Responsibility, Economic and fiscal outlook, November 2025 (published 26 November
 * 2025; the March 2025 outlook had £117.7bn, 3.9% of GDP).
 */
export const UK_BORROWING_2025_26 = {
  pounds: 138.3e9,
  percentOfGdp: 4.5,
  year: "2025-26",
  source: "OBR Economic and fiscal outlook, November 2025",
} as const;

/** The label of the package's balance on every view. */
export const PACKAGE_BALANCE_LABEL = "Package balance";

/** What the package balance counts, in one sentence. */
export const PACKAGE_BALANCE_MEANING =
  "The transaction tax less the dividend and your policies: it sits on top of today's budget, where today's taxes and borrowing pay for today's spending.";

/** "The UK is forecast to borrow £138.30bn (4.5% of GDP) in 2025-26 (OBR …, November 2025)." */
export function describeUkBorrowing(): string {
  const { pounds, percentOfGdp, year, source } = UK_BORROWING_2025_26;
  return `Today's deficit: the UK is forecast to borrow ${formatMoney(pounds)} (${percentOfGdp.toFixed(1)}% of GDP) in ${year} (${source}).`;
}
