/**
 * The fairness set: visions written for each quadrant and for none, and the check that no
 * quadrant is chosen far more often than the set warrants. Used by the offline engine's
 * tests and, with `AI_FAIRNESS_MODEL=1`, against a configured model (convex/aiModel.test.ts).
 */
import { QUADRANTS, type Quadrant } from "../areas";

export interface FairnessVision {
  /** The quadrant the vision was written for, or null for a neutral vision. */
  intended: Quadrant | null;
  text: string;
}

export const FAIRNESS_VISIONS: FairnessVision[] = [
  // rewild: shared paths + visionary aims
  {
    intended: "rewild",
    text: "Restore rivers, peat bogs and woodland, and pay farmers to bring nature back.",
  },
  {
    intended: "rewild",
    text: "Communities should own their land, energy and buses through co-operatives.",
  },
  {
    intended: "rewild",
    text: "Measure wellbeing instead of growth, with universal basics and prevention.",
  },
  {
    intended: "rewild",
    text: "Give neighbourhoods real budgets and citizens' assemblies to decide together.",
  },
  {
    intended: "rewild",
    text: "Rewilding the countryside and community energy owned by local people.",
  },
  // leap: personal paths + visionary aims
  {
    intended: "leap",
    text: "Bold experiments with AI, startups and new technology to transform Britain fast.",
  },
  {
    intended: "leap",
    text: "Cut red tape so entrepreneurs can build homes, labs and nuclear plants quickly.",
  },
  {
    intended: "leap",
    text: "Moonshot science funding and freedom for individuals to try radical new ideas.",
  },
  {
    intended: "leap",
    text: "Let people choose: personal budgets, school choice and a basic income to take risks.",
  },
  {
    intended: "leap",
    text: "Make Britain a world leader in breakthrough research, space and biotech.",
  },
  // steady: shared paths + grounded practice
  {
    intended: "steady",
    text: "Protect the NHS and public services with careful, gradual, properly funded improvements.",
  },
  {
    intended: "steady",
    text: "A stronger safety net: decent pensions, sick pay and benefits people can rely on.",
  },
  {
    intended: "steady",
    text: "More police on the beat, working courts and prisons that rehabilitate.",
  },
  { intended: "steady", text: "Council housing, rent controls and secure tenancies for families." },
  {
    intended: "steady",
    text: "Sensible, balanced budgets that keep prices stable and services trusted.",
  },
  // scale: personal paths + grounded practice
  {
    intended: "scale",
    text: "Efficient delivery with clear targets, measurable outcomes and value for money.",
  },
  {
    intended: "scale",
    text: "Build national infrastructure at scale: grid, rail and housebuilding targets.",
  },
  {
    intended: "scale",
    text: "Boost productivity and growth through competition and a strong market economy.",
  },
  {
    intended: "scale",
    text: "Use data and evidence to standardise what works across every hospital and school.",
  },
  {
    intended: "scale",
    text: "Skills bootcamps and apprenticeships that get people into well-paid jobs.",
  },
  // neutral: no quadrant in mind
  { intended: null, text: "I want a better future for my children." },
  { intended: null, text: "Things should just work and be fair." },
  { intended: null, text: "hello" },
  { intended: null, text: "Make life better for everyone in my town." },
];

/** A quadrant may be chosen at most this many times its fair share of the set. */
export const FAIRNESS_MAX_RATIO = 1.75;

export interface FairnessReport {
  counts: Record<Quadrant, number>;
  /** Each quadrant's fair share: the set's size divided by four. */
  fairShare: number;
  /** Share of quadrant-written visions that landed in their own quadrant (0..1). */
  intendedHitRate: number;
  overRepresented: Quadrant[];
}

export function fairnessReport(
  visions: readonly FairnessVision[],
  chosen: readonly Quadrant[],
): FairnessReport {
  const counts = Object.fromEntries(QUADRANTS.map((q) => [q, 0])) as Record<Quadrant, number>;
  for (const quadrant of chosen) counts[quadrant] += 1;
  const fairShare = chosen.length / QUADRANTS.length;
  const written = visions
    .map((vision, i) => ({ vision, got: chosen[i] }))
    .filter((x) => x.vision.intended !== null);
  const hits = written.filter((x) => x.got === x.vision.intended).length;
  return {
    counts,
    fairShare,
    intendedHitRate: written.length === 0 ? 1 : hits / written.length,
    overRepresented: QUADRANTS.filter((q) => counts[q] > FAIRNESS_MAX_RATIO * fairShare),
  };
}
