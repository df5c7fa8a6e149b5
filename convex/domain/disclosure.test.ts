/**
 * The disclosure rule (convex/domain/disclosure.ts) against an attacker who sees everything
 * the app publishes before and after a vote of their own (cast, withdrawn or moved): the
 * national total, the verified total, every room past its threshold and the shown cells,
 * and who knows their own vote. The attacker adds and subtracts any of those figures, of
 * both states (every differencing at once: national minus the shown cells, a nation minus
 * its shown regions, rooms, the verified total, before minus after); a breach is a result
 * that sums votes of one cell withheld in both states and nothing else (a cell shown in
 * either state is known anyway: the states differ by the attacker's own vote). The rule
 * must hold for every population; primary suppression alone, and the single-table
 * "withhold the smallest other cell too", must not.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  DEFAULT_DISCLOSURE_THRESHOLD,
  disclosureThreshold,
  shownCells,
  type CellCounts,
} from "./disclosure";
import {
  ENGLISH_REGIONS,
  leavesOf,
  NATION_GROUP,
  RESIDENCE_LEAVES,
  type ResidenceCell,
} from "./nations";

/** Small thresholds make crossings frequent; the rule does not depend on the number. */
const THRESHOLD = 3;
const ROOM_THRESHOLD = 3;
const CELLS: readonly ResidenceCell[] = [...NATION_GROUP, ...ENGLISH_REGIONS];

interface Vote {
  id: number;
  leaf: ResidenceCell;
  room: number | null;
  verified: boolean;
}

type Rule = (counts: CellCounts, threshold: number) => Set<ResidenceCell>;

/**
 * The attacker's unknowns: the votes of each kind, a kind being a leaf (a region, a nation
 * outside England, "not stated") with a room (none, 0 or 1) and whether the voter is
 * verified. Every published figure is a sum over some kinds, so what the attacker can
 * compute by adding and subtracting figures (any number of them, of either state: the two
 * differ only by the attacker's own votes, which they know) is the span of those figures'
 * indicator vectors. A withheld cell leaks when that span holds a vector that involves its
 * kinds only: the attacker then has a sum over votes of that cell and no other.
 */
const ROOMS = [null, 0, 1] as const;
const KINDS = RESIDENCE_LEAVES.flatMap((leaf) =>
  ROOMS.flatMap((room) => [true, false].map((verified) => ({ leaf, room, verified }))),
);
const inCell = (cell: ResidenceCell, leaf: ResidenceCell) => leavesOf(cell).includes(leaf);

function countsOf(votes: readonly Vote[]): CellCounts {
  const counts: CellCounts = {};
  for (const cell of CELLS) counts[cell] = votes.filter((vote) => inCell(cell, vote.leaf)).length;
  return counts;
}

/** A published figure: which kinds of vote it sums. */
interface Figure {
  name: string;
  holds: (kind: (typeof KINDS)[number]) => boolean;
}

function published(votes: readonly Vote[], rule: Rule): Figure[] {
  const figures: Figure[] = [
    { name: "national", holds: () => true },
    { name: "verified", holds: (kind) => kind.verified },
  ];
  for (const room of [0, 1]) {
    if (votes.filter((vote) => vote.room === room).length >= ROOM_THRESHOLD) {
      figures.push({ name: `room ${room}`, holds: (kind) => kind.room === room });
    }
  }
  for (const cell of rule(countsOf(votes), THRESHOLD)) {
    figures.push({ name: cell, holds: (kind) => inCell(cell, kind.leaf) });
  }
  return figures;
}

/** The rank of a set of vectors (Gaussian elimination; small 0/1 entries, so floats are exact enough). */
function rank(rows: number[][]): number {
  const m = rows.map((row) => [...row]);
  let r = 0;
  for (let col = 0; col < KINDS.length && r < m.length; col++) {
    const pivot = m.findIndex((row, i) => i >= r && Math.abs(row[col]) > 1e-9);
    if (pivot < 0) continue;
    [m[r], m[pivot]] = [m[pivot], m[r]];
    for (let i = 0; i < m.length; i++) {
      if (i === r || Math.abs(m[i][col]) < 1e-9) continue;
      const factor = m[i][col] / m[r][col];
      for (let c = col; c < KINDS.length; c++) m[i][c] -= factor * m[r][c];
    }
    r++;
  }
  return r;
}

/**
 * The first cell withheld in both states whose votes (others' than the attacker's) some
 * combination of the published figures isolates, or null.
 */
function breach(before: readonly Vote[], after: readonly Vote[], own: readonly Vote[], rule: Rule) {
  const rows = [...published(before, rule), ...published(after, rule)].map((figure) =>
    KINDS.map((kind) => (figure.holds(kind) ? 1 : 0)),
  );
  const known = rank(rows);
  const shownBefore = rule(countsOf(before), THRESHOLD);
  const shownAfter = rule(countsOf(after), THRESHOLD);
  const ownIds = new Set(own.map((vote) => vote.id));
  for (const cell of CELLS) {
    if (shownBefore.has(cell) || shownAfter.has(cell)) continue;
    const others = [...before, ...after].some(
      (vote) => !ownIds.has(vote.id) && inCell(cell, vote.leaf),
    );
    if (!others) continue;
    // dim(span ∩ cell's kinds) = rank(span) + |cell's kinds| − rank(span + cell's kinds).
    const cellKinds = KINDS.flatMap((kind, i) =>
      inCell(cell, kind.leaf) ? [KINDS.map((_, j) => (i === j ? 1 : 0))] : [],
    );
    if (known + cellKinds.length - rank([...rows, ...cellKinds]) > 0) return cell;
  }
  return null;
}

const leafArb = fc.constantFrom(...RESIDENCE_LEAVES);
const voteArb = fc.record({
  leaf: leafArb,
  room: fc.constantFrom(null, null, 0, 1),
  verified: fc.boolean(),
});

/**
 * A population with every leaf near the threshold (so cells cross it), and the attacker's
 * single move: cast a vote, withdraw theirs, or move it to another place.
 */
const scenarioArb = fc.record({
  // Mostly at the threshold or one over (where one vote moves a cell across it).
  base: fc.array(
    fc.oneof(
      { arbitrary: fc.integer({ min: THRESHOLD, max: THRESHOLD + 1 }), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 2 * THRESHOLD }), weight: 1 },
    ),
    { minLength: RESIDENCE_LEAVES.length, maxLength: RESIDENCE_LEAVES.length },
  ),
  extras: fc.array(voteArb, { maxLength: 6 }),
  move: fc.constantFrom("cast", "withdraw", "move"),
  from: voteArb,
  to: voteArb,
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function play(scenario: Scenario) {
  let id = 0;
  const others: Vote[] = [];
  scenario.base.forEach((count, i) => {
    for (let k = 0; k < count; k++) {
      others.push({
        id: id++,
        leaf: RESIDENCE_LEAVES[i],
        room: k % 3 === 0 ? 0 : null,
        verified: k % 2 === 0,
      });
    }
  });
  for (const extra of scenario.extras) others.push({ id: id++, ...extra });
  const from: Vote = { id: id++, ...scenario.from };
  const to: Vote = { id: id++, ...scenario.to };
  if (scenario.move === "cast") return { before: others, after: [...others, to], own: [to] };
  if (scenario.move === "withdraw")
    return { before: [...others, from], after: others, own: [from] };
  return { before: [...others, from], after: [...others, to], own: [from, to] };
}

/** Primary suppression alone: each cell shown when it reaches the threshold. */
const primaryOnly: Rule = (counts, threshold) =>
  new Set(CELLS.filter((cell) => (counts[cell] ?? 0) >= threshold));

/** The official single-table rule: withhold the small cells, and the smallest other one beside a lone one. */
const smallestComplement: Rule = (counts, threshold) => {
  const shown = primaryOnly(counts, threshold);
  for (const group of [NATION_GROUP, ENGLISH_REGIONS]) {
    const hidden = group.filter((cell) => !shown.has(cell));
    if (hidden.length === 1) {
      const smallest = group
        .filter((cell) => shown.has(cell))
        .sort((a, b) => (counts[a] ?? 0) - (counts[b] ?? 0))[0];
      if (smallest !== undefined) shown.delete(smallest);
    }
  }
  // England's cell hides with any of its regions, else the nation minus the shown regions tells.
  if (ENGLISH_REGIONS.some((region) => !shown.has(region))) shown.delete("england");
  return shown;
};

describe("the disclosure rule", () => {
  test("the threshold is 10 unless NATIONS_THRESHOLD sets a whole number of 3 or more", () => {
    expect(disclosureThreshold(undefined)).toBe(DEFAULT_DISCLOSURE_THRESHOLD);
    expect(disclosureThreshold("25")).toBe(25);
    expect(disclosureThreshold("2")).toBe(10);
    expect(disclosureThreshold("7.5")).toBe(10);
  });

  test("a group is shown whole or not at all; the regions only under shown nations", () => {
    const full: CellCounts = Object.fromEntries(RESIDENCE_LEAVES.map((leaf) => [leaf, 10]));
    expect(shownCells(full, 10).size).toBe(CELLS.length);
    expect([...shownCells({ ...full, london: 9 }, 10)].sort()).toEqual([...NATION_GROUP].sort());
    expect(shownCells({ ...full, wales: 9 }, 10).size).toBe(0);
    expect(shownCells({ ...full, "not-stated": 0 }, 10).size).toBe(0);
  });

  test("no differencing, in one state or across a single vote, reveals a withheld cell", () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { before, after, own } = play(scenario);
        expect(breach(before, after, own, shownCells)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  test("the attacker breaks primary suppression alone, and the single-table complement", () => {
    for (const rule of [primaryOnly, smallestComplement]) {
      const found = fc.check(
        fc.property(scenarioArb, (scenario) => {
          const { before, after, own } = play(scenario);
          return breach(before, after, own, rule) === null;
        }),
        { numRuns: 300, endOnFailure: true },
      );
      expect(found.failed).toBe(true);
    }
  });
});
