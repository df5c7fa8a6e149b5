/**
 * The presenter's two-axis map (docs/rooms.md): where voters landed, tallied into a
 * 10 × 10 grid over the quiz axes so no individual position is ever returned.
 *
 * Axes as in ./quiz.ts: x from Shared (−1) to Personal (+1), y from Grounded (−1) to
 * Visionary (+1). A vote with quiz coordinates sits at them; otherwise at the centre of
 * its narrative's quadrant (rewild (−0.5, 0.5), leap (0.5, 0.5), steady (−0.5, −0.5),
 * scale (0.5, −0.5)).
 */
import type { Quadrant } from "./areas";

export const GRID_SIZE = 10;
export const GRID_CELLS = GRID_SIZE * GRID_SIZE;
/** Width of one cell on an axis running −1 to 1. */
const CELL_WIDTH = 2 / GRID_SIZE;

const QUADRANT_CENTRES: Record<Quadrant, { x: number; y: number }> = {
  rewild: { x: -0.5, y: 0.5 },
  leap: { x: 0.5, y: 0.5 },
  steady: { x: -0.5, y: -0.5 },
  scale: { x: 0.5, y: -0.5 },
};

export function quadrantCentre(quadrant: Quadrant): { x: number; y: number } {
  return QUADRANT_CENTRES[quadrant];
}

/** The column (or row) of a coordinate in −1..1; the top edge belongs to the last cell. */
function axisIndex(value: number): number {
  const index = Math.floor((value + 1) * (GRID_SIZE / 2));
  return Math.max(0, Math.min(GRID_SIZE - 1, Number.isFinite(index) ? index : 0));
}

/** The cell (row-major, y row × 10 + x column, from the bottom-left) of a point. */
export function cellOfPoint(x: number, y: number): number {
  return axisIndex(y) * GRID_SIZE + axisIndex(x);
}

/** A vote's cell: its quiz coordinates when it has both, else its quadrant's centre. */
export function cellOfVote(vote: {
  quadrant: Quadrant;
  quadrantX: number | null;
  quadrantY: number | null;
}): number {
  if (vote.quadrantX !== null && vote.quadrantY !== null) {
    return cellOfPoint(vote.quadrantX, vote.quadrantY);
  }
  const centre = quadrantCentre(vote.quadrant);
  return cellOfPoint(centre.x, centre.y);
}

/** Rounds away binary noise so centres read −0.9, −0.7 … 0.9. */
function tidy(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The centre of a cell on the quiz axes. */
export function cellCentre(cell: number): { x: number; y: number } {
  const column = cell % GRID_SIZE;
  const row = Math.floor(cell / GRID_SIZE);
  return {
    x: tidy(-1 + (column + 0.5) * CELL_WIDTH),
    y: tidy(-1 + (row + 0.5) * CELL_WIDTH),
  };
}

/** The non-empty cells of a stored grid as map points. */
export function gridToPoints(
  counts: readonly number[] | undefined,
): Array<{ x: number; y: number; count: number }> {
  const points = [];
  for (const [cell, count] of (counts ?? []).entries()) {
    if (count > 0) points.push({ ...cellCentre(cell), count });
  }
  return points;
}
