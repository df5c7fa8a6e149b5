/**
 * The nations-and-regions view (docs/nations.md): the published national scope's figures
 * per nation, per English region and for "prefer not to say", read from the folded
 * summaries (one document per scope, as the national view reads), with the disclosure rule
 * applied (convex/domain/disclosure.ts): a withheld cell carries its name only.
 */
import { env, type QueryCtx } from "../_generated/server";
import { QUADRANTS, type Quadrant } from "../domain/areas";
import { disclosureThreshold, shownCells, VIEW_CELLS, type CellCounts } from "../domain/disclosure";
import {
  cellName,
  cellScope,
  ENGLISH_REGIONS,
  NATIONS,
  type ResidenceCell,
} from "../domain/nations";
import { roundToOneDecimal } from "../domain/numbers";
import type { QuadrantCounts } from "../validators";
import { publishedNationalScope, readFoldedTally, VERIFIED_SCOPE } from "./tallies";

interface CellFigures {
  totalVotes: number;
  quadrantCounts: QuadrantCounts;
  taxRateSum: number;
  dividendSum: number;
}

const EMPTY: CellFigures = {
  totalVotes: 0,
  quadrantCounts: { rewild: 0, leap: 0, steady: 0, scale: 0 },
  taxRateSum: 0,
  dividendSum: 0,
};

function minus(a: CellFigures, b: CellFigures): CellFigures {
  return {
    totalVotes: a.totalVotes - b.totalVotes,
    quadrantCounts: {
      rewild: a.quadrantCounts.rewild - b.quadrantCounts.rewild,
      leap: a.quadrantCounts.leap - b.quadrantCounts.leap,
      steady: a.quadrantCounts.steady - b.quadrantCounts.steady,
      scale: a.quadrantCounts.scale - b.quadrantCounts.scale,
    },
    taxRateSum: a.taxRateSum - b.taxRateSum,
    dividendSum: a.dividendSum - b.dividendSum,
  };
}

/** The quadrant with most votes (ties: the first in QUADRANTS order), or null with none. */
export function leadingQuadrant(counts: QuadrantCounts): Quadrant | null {
  let best: Quadrant | null = null;
  for (const quadrant of QUADRANTS) {
    if (counts[quadrant] > 0 && (best === null || counts[quadrant] > counts[best])) {
      best = quadrant;
    }
  }
  return best;
}

/**
 * Every cell's figures as of the latest fold: the nations and regions from their scopes,
 * "prefer not to say" as the national scope less the four nations.
 */
export async function readCellFigures(ctx: QueryCtx, base: string) {
  const figures = new Map<ResidenceCell, CellFigures>();
  for (const cell of [...NATIONS, ...ENGLISH_REGIONS]) {
    figures.set(cell, (await readFoldedTally(ctx, cellScope(base, cell))) ?? EMPTY);
  }
  const total = (await readFoldedTally(ctx, base)) ?? EMPTY;
  const stated = NATIONS.reduce((sum, nation) => addFigures(sum, figures.get(nation)!), EMPTY);
  figures.set("not-stated", minus(total, stated));
  return { total, figures };
}

function addFigures(a: CellFigures, b: CellFigures): CellFigures {
  return minus(a, minus(EMPTY, b));
}

/** The view: every cell with its figures when shown, its name alone when withheld. */
export async function nationsView(ctx: QueryCtx) {
  const base = publishedNationalScope();
  const threshold = disclosureThreshold(env.NATIONS_THRESHOLD);
  const { total, figures } = await readCellFigures(ctx, base);
  const counts: CellCounts = {};
  for (const [cell, cellFigures] of figures) counts[cell] = cellFigures.totalVotes;
  const shown = shownCells(counts, threshold);
  return {
    threshold,
    verifiedOnly: base === VERIFIED_SCOPE,
    totalVotes: total.totalVotes,
    cells: VIEW_CELLS.map((cell) => {
      const name = cellName(cell);
      const f = figures.get(cell) ?? EMPTY;
      if (!shown.has(cell) || f.totalVotes <= 0) return { cell, name, shown: false as const };
      return {
        cell,
        name,
        shown: true as const,
        totalVotes: f.totalVotes,
        leadingQuadrant: leadingQuadrant(f.quadrantCounts),
        averageTaxRate: roundToOneDecimal(f.taxRateSum / f.totalVotes),
        averageDividend: Math.round(f.dividendSum / f.totalVotes),
      };
    }),
  };
}
