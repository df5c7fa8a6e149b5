/** Template wording shared by the offline engine's titles and summaries (spec 1, quadrant table). */
import type { Quadrant } from "../areas";

export const QUADRANT_WORDING: Record<
  Quadrant,
  { name: string; adjective: string; character: string; tagline: string }
> = {
  rewild: {
    name: "Rewild",
    adjective: "Regenerative",
    character: "shared paths and visionary aims",
    tagline: "regenerative, collaborative, future-rooted",
  },
  leap: {
    name: "Leap",
    adjective: "Bold",
    character: "personal paths and visionary aims",
    tagline: "bold, fast, experimental",
  },
  steady: {
    name: "Steady",
    adjective: "Steady",
    character: "shared paths and grounded practice",
    tagline: "cautious, nurturing, systems-based",
  },
  scale: {
    name: "Scale",
    adjective: "Scalable",
    character: "personal paths and grounded practice",
    tagline: "structured, scalable, outcome-driven",
  },
};

/** Rounds a 0..1 score to two decimals, clamped. */
export function roundConfidence(value: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  return Math.round(clamped * 100) / 100;
}
