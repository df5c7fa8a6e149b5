import { formatMoney } from "./format";

/**
 * Today's public finances, for framing the package's balance: the package (the
 * transaction tax less the dividend and the chosen policies) sits on top of today's taxes
 * and borrowing, which keep paying for today's spending.
 */

/**
 * Public sector net borrowing in 2025-26: £129.0bn, 4.2% of GDP, the provisional outturn (ONS
 * Public sector finances, UK: April 2026 bulletin). The OBR's November 2025 forecast for the
 * year had been £138.3bn (4.5% of GDP; Economic and fiscal outlook, 26 November 2025).
 */
export const UK_BORROWING_2025_26 = {
  pounds: 129.0e9,
  percentOfGdp: 4.2,
  year: "2025-26",
  source: "ONS Public sector finances, April 2026, provisional outturn",
  previousForecastPounds: 138.3e9,
  previousForecastSource: "OBR Economic and fiscal outlook, November 2025",
} as const;

/**
 * The OBR's latest forecast of borrowing for 2026-27 is not in this model's sources (the
 * figures it has read are listed in docs/economy-model.md), so none is shown; say so rather
 * than show an unsourced figure.
 */
export const UK_BORROWING_2026_27_FORECAST = null;

/** The label of the package's balance on every view. */
export const PACKAGE_BALANCE_LABEL = "Package balance";

/** What the package balance counts, in one sentence. */
export const PACKAGE_BALANCE_MEANING =
  "The transaction tax less the dividend and your policies: it sits on top of today's budget, where today's taxes and borrowing pay for today's spending.";

/**
 * "Today's deficit: the UK borrowed £129bn (4.2% of GDP) in 2025-26 (ONS …, provisional
 * outturn; the OBR had forecast £138bn). The OBR's forecast for 2026-27 is not in this model's
 * sources."
 */
export function describeUkBorrowing(): string {
  const { pounds, percentOfGdp, year, source, previousForecastPounds } = UK_BORROWING_2025_26;
  return `Today's deficit: the UK borrowed ${formatMoney(pounds)} (${percentOfGdp.toFixed(1)}% of GDP) in ${year} (${source}; the OBR had forecast ${formatMoney(previousForecastPounds)}). The OBR's forecast for 2026-27 is not in this model's sources.`;
}
