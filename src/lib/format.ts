/** Display formatting shared by the screens (spec 5 and 9). */
export {
  formatMoney,
  formatRate,
  formatInflation,
  formatPercent,
} from "@convex/domain/economy/format";
import { formatWholePounds } from "@convex/domain/economy/grouping";

/**
 * en-GB pounds with no decimals, e.g. "£2,201", written without Intl (formatWholePounds:
 * a phone's first Intl.NumberFormat is 130–150 ms of its CPU, issue 42).
 */
export const gbp = { format: formatWholePounds };

/** Cuts text to `max` characters, ending with an ellipsis when cut (spec 9 previews). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** A 0–1 confidence as the spec's rounded percent, e.g. 0.874 → "87%". */
export function matchPercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** Confidence colour band (spec 2.3 and 9): 0.8+ green, 0.6+ orange, else red. */
export function confidenceTone(confidence: number): "good" | "fair" | "poor" {
  if (confidence >= 0.8) return "good";
  if (confidence >= 0.6) return "fair";
  return "poor";
}

/** The first word of a title ('Begin with {first word} →'). */
export function firstWord(title: string): string {
  return title.trim().split(/\s+/)[0] ?? "";
}

/** "1 policy", "2 policies", "0 policies". */
export function policyCount(count: number): string {
  return `${count} ${count === 1 ? "policy" : "policies"}`;
}
