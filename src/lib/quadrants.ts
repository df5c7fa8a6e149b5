/**
 * The four quadrants (spec 1) with their colours (spec 9): rewild teal, leap orange (the
 * spec allows red or orange; orange chosen), steady purple, scale amber with dark text.
 */
import { QUADRANTS, type Quadrant } from "@convex/domain/areas";

export { QUADRANTS, type Quadrant };

export interface QuadrantInfo {
  id: Quadrant;
  name: string;
  character: string;
  tagline: string;
  blurb: string;
  /** Badge / chip classes (AA contrast in light and dark). */
  badge: string;
  /** Solid accent (buttons, bars). */
  solid: string;
  /** Card border and tint. */
  card: string;
  ring: string;
}

export const QUADRANT_INFO: Record<Quadrant, QuadrantInfo> = {
  rewild: {
    id: "rewild",
    name: "Rewild",
    character: "Shared paths + visionary aims",
    tagline: "Regenerative, collaborative, future-rooted",
    blurb:
      "Rewilders believe change grows from the ground up: communities, ecosystems and commons working together towards a bold, regenerative future.",
    badge: "bg-teal-100 text-teal-900 dark:bg-teal-900/60 dark:text-teal-100",
    solid: "bg-teal-700 text-white hover:bg-teal-800",
    card: "border-teal-300 bg-teal-50/60 dark:border-teal-800 dark:bg-teal-950/40",
    ring: "ring-teal-500",
  },
  leap: {
    id: "leap",
    name: "Leap",
    character: "Personal paths + visionary aims",
    tagline: "Bold, fast, experimental",
    blurb:
      "Leapers believe change comes from bold individuals and fast experiments: try big ideas, learn quickly and let the best ones spread.",
    badge: "bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100",
    solid: "bg-orange-700 text-white hover:bg-orange-800",
    card: "border-orange-300 bg-orange-50/60 dark:border-orange-800 dark:bg-orange-950/40",
    ring: "ring-orange-500",
  },
  steady: {
    id: "steady",
    name: "Steady",
    character: "Shared paths + grounded practice",
    tagline: "Cautious, nurturing, systems-based",
    blurb:
      "Steady builders believe change lasts when it is careful: strengthen the shared systems people rely on and improve them step by step.",
    badge: "bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100",
    solid: "bg-purple-700 text-white hover:bg-purple-800",
    card: "border-purple-300 bg-purple-50/60 dark:border-purple-800 dark:bg-purple-950/40",
    ring: "ring-purple-500",
  },
  scale: {
    id: "scale",
    name: "Scale",
    character: "Personal paths + grounded practice",
    tagline: "Structured, scalable, outcome-driven",
    blurb:
      "Scalers believe change comes from what demonstrably works: measure outcomes, reward results and grow proven solutions across the country.",
    badge: "bg-amber-200 text-amber-950 dark:bg-amber-800/60 dark:text-amber-50",
    solid: "bg-amber-400 text-amber-950 hover:bg-amber-500",
    card: "border-amber-300 bg-amber-50/60 dark:border-amber-700 dark:bg-amber-950/40",
    ring: "ring-amber-500",
  },
};

export function quadrantName(quadrant: Quadrant): string {
  return QUADRANT_INFO[quadrant].name;
}
