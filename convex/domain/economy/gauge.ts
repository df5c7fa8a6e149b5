/**
 * The simulator's gauge (spec 2.3 and 9): a 0..100 score from three indicators, each
 * judged against the spec's sweet spot and warning zone, and the spec's four labels.
 */

export type GaugeLabel = "Sweet Spot" | "Near Optimal" | "Moderate" | "Off Target";

/** An indicator's sweet spot and the wider warning zone around it (inclusive). */
export interface GaugeBand {
  sweet: readonly [number, number];
  warning: readonly [number, number];
}

/**
 * Bands per indicator. Tax rate (percent): sweet 2..6, warning 0.5..8 (spec 9; above 5
 * is off the slider, so in practice the sweet spot is 2..5). Balance (billions): sweet
 * -50..0 (spec 9); the warning zone -100..+50 is the model's choice (spec gives none).
 * Inflation (percent): sweet 0..2, warning up to 4 (spec 9); -1 below is the model's.
 */
export const GAUGE_BANDS = {
  taxRatePercent: { sweet: [2, 6], warning: [0.5, 8] },
  balanceBn: { sweet: [-50, 0], warning: [-100, 50] },
  inflationPercent: { sweet: [0, 2], warning: [-1, 4] },
} as const satisfies Record<string, GaugeBand>;

/** Spec 2.3: 100 Sweet Spot, at least 80 Near Optimal, at least 50 Moderate. */
export const GAUGE_THRESHOLDS = { sweetSpot: 100, nearOptimal: 80, moderate: 50 } as const;

/** Score an indicator inside the warning zone at the edge furthest from the sweet spot. */
const WARNING_EDGE_SCORE = 50;
const FULL_SCORE = 100;

export interface GaugeReading {
  /** 0..100, whole number; 100 only when every indicator is in its sweet spot. */
  score: number;
  label: GaugeLabel;
  parts: { taxRate: number; balance: number; inflation: number };
}

/** How far into the warning margin a value sits, 0 at the sweet edge, 1 at the outer edge. */
function measureWarningDepth(value: number, band: GaugeBand): number {
  const [sweetMin, sweetMax] = band.sweet;
  const [warnMin, warnMax] = band.warning;
  if (value < sweetMin) return (sweetMin - value) / (sweetMin - warnMin);
  return (value - sweetMax) / (warnMax - sweetMax);
}

/**
 * 100 inside the sweet spot; in the warning zone, from 100 at the sweet edge down to 50
 * at its outer edge; 0 outside the warning zone (and for non-finite values).
 */
export function scoreIndicator(value: number, band: GaugeBand): number {
  if (!Number.isFinite(value)) return 0;
  if (value >= band.sweet[0] && value <= band.sweet[1]) return FULL_SCORE;
  if (value < band.warning[0] || value > band.warning[1]) return 0;
  const depth = measureWarningDepth(value, band);
  return FULL_SCORE - (FULL_SCORE - WARNING_EDGE_SCORE) * depth;
}

/** Spec 2.3 labels for a score. */
export function labelGaugeScore(score: number): GaugeLabel {
  if (score >= GAUGE_THRESHOLDS.sweetSpot) return "Sweet Spot";
  if (score >= GAUGE_THRESHOLDS.nearOptimal) return "Near Optimal";
  if (score >= GAUGE_THRESHOLDS.moderate) return "Moderate";
  return "Off Target";
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
}

/**
 * The gauge: mean of the three indicator scores, rounded down, and its label. Each figure
 * is judged as the app shows it: rate and inflation to one decimal, balance in billions
 * to two decimals.
 */
export function readBudgetGauge(input: {
  taxRatePercent: number;
  /** Central balance, pounds a year. */
  balance: number;
  inflationPercent: number;
}): GaugeReading {
  const parts = {
    taxRate: scoreIndicator(roundTo(input.taxRatePercent, 1), GAUGE_BANDS.taxRatePercent),
    balance: scoreIndicator(roundTo(input.balance / 1e9, 2), GAUGE_BANDS.balanceBn),
    inflation: scoreIndicator(roundTo(input.inflationPercent, 1), GAUGE_BANDS.inflationPercent),
  };
  const mean = (parts.taxRate + parts.balance + parts.inflation) / 3;
  const score = Math.floor(mean + 1e-9);
  return { score, label: labelGaugeScore(score), parts };
}
