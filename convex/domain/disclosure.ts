/**
 * The disclosure rule of the nations-and-regions view (docs/nations.md "Disclosure"): which
 * cells may be shown, given every cell's vote count. Pure code.
 *
 * - Primary suppression: a cell with fewer than `threshold` votes (10 by default,
 *   NATIONS_THRESHOLD) is withheld.
 * - Secondary suppression by group: the national total is the sum of the four nations and
 *   "prefer not to say", and England the sum of its nine regions. A group's cells are shown
 *   together or not at all: all of them when every one reaches the threshold (and, for the
 *   regions, when the nations are shown), otherwise none. So no subtraction (the national
 *   total minus the shown nations, a nation minus its shown regions) isolates a withheld
 *   cell, and no single vote that moves the pattern lets a before/after difference do so
 *   either: a cell is only ever learnt in a state where it, or its whole group, is shown.
 *
 * Official statistics withhold as few cells as they can (the smallest other cell of the
 * group beside a withheld one); that is safe for one table but not for a live one: a voter
 * who moves a cell across the threshold changes which complementary cell is withheld, and
 * the two states' differences give the other withheld cell away (convex/domain/disclosure.test.ts
 * shows the attack). Showing a group whole or not at all has no such pattern to exploit.
 */
import { ENGLISH_REGIONS, NATION_GROUP, type ResidenceCell } from "./nations";

/** Votes a cell needs before it is shown (ONS's usual minimum cell size for counts). */
export const DEFAULT_DISCLOSURE_THRESHOLD = 10;
/** A deployment may raise the threshold (NATIONS_THRESHOLD) but never below this. */
export const MIN_DISCLOSURE_THRESHOLD = 3;

/** The deployment's threshold: NATIONS_THRESHOLD when it is a whole number ≥ 3, else 10. */
export function disclosureThreshold(setting: string | undefined): number {
  const value = Number(setting);
  return setting !== undefined && Number.isInteger(value) && value >= MIN_DISCLOSURE_THRESHOLD
    ? value
    : DEFAULT_DISCLOSURE_THRESHOLD;
}

/** Votes per cell (the nations, the regions and "not-stated"); missing cells count 0. */
export type CellCounts = Partial<Record<ResidenceCell, number>>;

function countOf(counts: CellCounts, cell: ResidenceCell): number {
  if (cell === "england" && counts.england === undefined) {
    return ENGLISH_REGIONS.reduce((sum, region) => sum + (counts[region] ?? 0), 0);
  }
  return counts[cell] ?? 0;
}

/** Every cell of a group reaches the threshold. */
function groupComplete(counts: CellCounts, group: readonly ResidenceCell[], threshold: number) {
  return group.every((cell) => countOf(counts, cell) >= threshold);
}

/** The cells that may be shown (see the file's comment). */
export function shownCells(counts: CellCounts, threshold: number): Set<ResidenceCell> {
  const shown = new Set<ResidenceCell>();
  if (!groupComplete(counts, NATION_GROUP, threshold)) return shown;
  for (const cell of NATION_GROUP) shown.add(cell);
  if (groupComplete(counts, ENGLISH_REGIONS, threshold)) {
    for (const region of ENGLISH_REGIONS) shown.add(region);
  }
  return shown;
}

/** Every cell of the view: the nation group, then England's regions. */
export const VIEW_CELLS: readonly ResidenceCell[] = [...NATION_GROUP, ...ENGLISH_REGIONS];
