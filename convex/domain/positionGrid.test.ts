import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { QUADRANTS } from "./areas";
import { quadrantForPoint } from "./quiz";
import {
  cellCentre,
  cellOfPoint,
  cellOfVote,
  GRID_CELLS,
  GRID_SIZE,
  gridToPoints,
  quadrantCentre,
} from "./positionGrid";

const coordinate = fc.double({ min: -1, max: 1, noNaN: true });

describe("position grid", () => {
  test("corners and edges fall in the outer cells", () => {
    expect(cellOfPoint(-1, -1)).toBe(0);
    expect(cellOfPoint(1, -1)).toBe(GRID_SIZE - 1);
    expect(cellOfPoint(-1, 1)).toBe(GRID_CELLS - GRID_SIZE);
    expect(cellOfPoint(1, 1)).toBe(GRID_CELLS - 1);
    expect(cellOfPoint(0, 0)).toBe(5 * GRID_SIZE + 5);
  });

  test("cell centres run −0.9 to 0.9 in steps of 0.2", () => {
    expect(cellCentre(0)).toEqual({ x: -0.9, y: -0.9 });
    expect(cellCentre(GRID_CELLS - 1)).toEqual({ x: 0.9, y: 0.9 });
    expect(cellCentre(12)).toEqual({ x: -0.5, y: -0.7 });
  });

  test("every point lies within its cell, and the centre maps back to the cell", () => {
    fc.assert(
      fc.property(coordinate, coordinate, (x, y) => {
        const cell = cellOfPoint(x, y);
        expect(cell).toBeGreaterThanOrEqual(0);
        expect(cell).toBeLessThan(GRID_CELLS);
        const centre = cellCentre(cell);
        expect(Math.abs(centre.x - x)).toBeLessThanOrEqual(0.1 + 1e-9);
        expect(Math.abs(centre.y - y)).toBeLessThanOrEqual(0.1 + 1e-9);
        expect(cellOfPoint(centre.x, centre.y)).toBe(cell);
      }),
    );
  });

  test("a quadrant's centre lies in that quadrant on the quiz axes", () => {
    for (const quadrant of QUADRANTS) {
      const { x, y } = quadrantCentre(quadrant);
      expect(quadrantForPoint(x, y)).toBe(quadrant);
      const cell = cellOfVote({ quadrant, quadrantX: null, quadrantY: null });
      expect(cellCentre(cell)).toEqual({ x, y });
    }
  });

  test("quiz coordinates win over the quadrant when both are present", () => {
    expect(cellOfVote({ quadrant: "rewild", quadrantX: 0.95, quadrantY: -0.95 })).toBe(9);
    expect(cellOfVote({ quadrant: "leap", quadrantX: 0.3, quadrantY: null })).toBe(
      cellOfPoint(0.5, 0.5),
    );
  });

  test("only non-empty cells become map points", () => {
    const counts = new Array<number>(GRID_CELLS).fill(0);
    counts[0] = 2;
    counts[99] = 1;
    expect(gridToPoints(counts)).toEqual([
      { x: -0.9, y: -0.9, count: 2 },
      { x: 0.9, y: 0.9, count: 1 },
    ]);
    expect(gridToPoints(undefined)).toEqual([]);
  });
});
