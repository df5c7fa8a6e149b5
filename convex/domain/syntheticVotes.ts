/**
 * Plans the seed generator's synthetic votes (spec 2.3, 7.2 "generate-seed-data", 9):
 * plausible and varied — spread over the quadrants and their narratives, mostly the
 * narrative's default policies with some personal picks, and tax and dividend settings
 * that lean the way each quadrant leans. Deterministic for a given seed, so runs and
 * tests are repeatable.
 */
import type { Quadrant } from "./areas";

/** Accounts the generator creates (spec 9). */
export const SEED_ACCOUNT_COUNT = 150;
/**
 * The one rule for sample data, on the server (seed:generateSample) and in the panel
 * (docs/product.md "Community"): offered, and made, only while the **published** national
 * count is 0 (the verified accounts' count with NATIONAL_RESULTS=verified). Once a real
 * vote is published the sample is never shown, so none is made. (**Choice**: the spec's
 * "below 50" would make 150 accounts that no one sees.)
 */
export function offersSampleData(publishedNationalVotes: number): boolean {
  return publishedNationalVotes === 0;
}
/**
 * The tally scope synthetic votes count in, and only there: never "national", so sample
 * data never enters national results or exports (docs/data-model.md "Sample data").
 */
export const SAMPLE_SCOPE = "sample";
/** Seed of the generator's random sequence. */
export const DEFAULT_SEED = 20_250_601;

export interface SeedNarrative {
  id: string;
  quadrant: Quadrant;
  popularityScore: number;
  /** The narrative's policy ids per area, in its order (default first). */
  areas: string[][];
}

export interface SyntheticVotePlan {
  narrativeId: string;
  selectedPolicyIds: string[];
  taxRate: number;
  dividend: number;
  quizCoordinates: { x: number; y: number };
}

/** Mulberry32: a small, fast, well-spread 32-bit generator. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Share of synthetic voters per quadrant (a plausible, uneven spread). */
const QUADRANT_WEIGHTS: Record<Quadrant, number> = { rewild: 30, steady: 27, leap: 23, scale: 20 };

/** Tax rate (percent) and dividend (£) ranges each quadrant's voters pick from. */
const SETTINGS: Record<Quadrant, { tax: [number, number]; dividend: [number, number] }> = {
  rewild: { tax: [1.4, 3.6], dividend: [6_000, 15_000] },
  leap: { tax: [1.0, 3.0], dividend: [8_000, 20_000] },
  steady: { tax: [0.8, 2.6], dividend: [3_000, 10_000] },
  scale: { tax: [0.4, 2.0], dividend: [1_000, 7_000] },
};

/** Quiz point signs per quadrant (x: shared − / personal +; y: grounded − / visionary +). */
const QUADRANT_SIGNS: Record<Quadrant, [number, number]> = {
  rewild: [-1, 1],
  leap: [1, 1],
  steady: [-1, -1],
  scale: [1, -1],
};

/** Chance that a voter answers an area at all, picks the default, adds a second pick. */
const AREA_ANSWER_CHANCE = 0.85;
const DEFAULT_PICK_CHANCE = 0.6;
const SECOND_PICK_CHANCE = 0.15;

/** Slider steps (spec 9). */
const TAX_STEP = 0.02;
const DIVIDEND_STEP = 1_000;

function pickWeighted<T>(
  items: readonly T[],
  weight: (item: T) => number,
  random: () => number,
): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let target = random() * total;
  for (const item of items) {
    target -= weight(item);
    if (target < 0) return item;
  }
  return items[items.length - 1];
}

function between([low, high]: [number, number], step: number, random: () => number): number {
  const steps = Math.round((high - low) / step);
  return Number((low + Math.floor(random() * (steps + 1)) * step).toFixed(2));
}

function pickPolicies(narrative: SeedNarrative, random: () => number): string[] {
  const picks: string[] = [];
  for (const area of narrative.areas) {
    if (area.length === 0 || random() >= AREA_ANSWER_CHANCE) continue;
    const first =
      area.length === 1 || random() < DEFAULT_PICK_CHANCE
        ? area[0]
        : area[1 + Math.floor(random() * (area.length - 1))];
    picks.push(first);
    const others = area.filter((id) => id !== first);
    if (others.length > 0 && random() < SECOND_PICK_CHANCE) {
      picks.push(others[Math.floor(random() * others.length)]);
    }
  }
  if (picks.length === 0) {
    const firstArea = narrative.areas.find((area) => area.length > 0);
    if (firstArea) picks.push(firstArea[0]);
  }
  return picks;
}

/**
 * `count` synthetic votes over the given narratives. Quadrants without narratives are
 * skipped; within a quadrant, more popular narratives draw more votes.
 */
export function planSyntheticVotes(
  narratives: readonly SeedNarrative[],
  count: number = SEED_ACCOUNT_COUNT,
  seed: number = DEFAULT_SEED,
): SyntheticVotePlan[] {
  const usable = narratives.filter((narrative) => narrative.areas.some((area) => area.length > 0));
  if (usable.length === 0) return [];
  const random = createRandom(seed);
  const quadrants = (Object.keys(QUADRANT_WEIGHTS) as Quadrant[]).filter((quadrant) =>
    usable.some((narrative) => narrative.quadrant === quadrant),
  );
  const plans: SyntheticVotePlan[] = [];
  for (let index = 0; index < count; index++) {
    const quadrant = pickWeighted(quadrants, (q) => QUADRANT_WEIGHTS[q], random);
    const candidates = usable.filter((narrative) => narrative.quadrant === quadrant);
    const narrative = pickWeighted(candidates, (n) => 10 + Math.max(0, n.popularityScore), random);
    const [signX, signY] = QUADRANT_SIGNS[quadrant];
    plans.push({
      narrativeId: narrative.id,
      selectedPolicyIds: pickPolicies(narrative, random),
      taxRate: between(SETTINGS[quadrant].tax, TAX_STEP, random),
      dividend: between(SETTINGS[quadrant].dividend, DIVIDEND_STEP, random),
      quizCoordinates: {
        x: signX * Number((0.05 + random() * 0.75).toFixed(2)),
        y: signY * Number((0.05 + random() * 0.75).toFixed(2)),
      },
    });
  }
  return plans;
}
