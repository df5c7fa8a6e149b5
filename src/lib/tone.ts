/**
 * The colour of a figure that is good or bad news (a surplus, a deficit), one class for every
 * view; the package balance takes its tone from its whole range (balanceTone), so a range
 * that spans zero is neither.
 */
import { balanceTone } from "@convex/domain/economy/describe";
import type { Range } from "@convex/domain/economy/constants";

export type Tone = "good" | "bad";

const TONE_CLASS: Record<Tone, string> = {
  good: "text-green-700 dark:text-green-400",
  bad: "text-red-700 dark:text-red-400",
};

/** The text colour for a tone; none for a figure with no tone. */
export function toneClass(tone: Tone | undefined): string {
  return tone === undefined ? "" : TONE_CLASS[tone];
}

/** A balance's tone by its whole range: good all surplus, bad all deficit, else none. */
export function balanceRangeTone(balance: Range): Tone | undefined {
  const tone = balanceTone(balance);
  return tone === "surplus" ? "good" : tone === "deficit" ? "bad" : undefined;
}
