import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { QUADRANTS } from "./areas";
import { measureConsensus, type ConsensusInput } from "./consensus";

const byName = (name: string) => name;

/**
 * A room of 10 voters: 4 rewild, 3 leap, 2 steady, 1 scale.
 * - "Free school meals": 3 of 4 rewild, 2 of 3 leap, 1 of 2 steady, 1 of 1 scale → agrees (lowest 50%).
 * - "Rail nationalisation": 4/4, 3/3, 2/2, 0/1 → a big majority overall (9 of 10) yet the one
 *   scale voter did not choose it: not agreed, and it divides (100% against 0%).
 * - "Four-day week": 4/4 rewild, 0/3 leap, 0/2 steady, 0/1 scale → divides.
 * - "Citizens' assembly": 2/4, 2/3, 1/2, 1/1 → agrees (lowest 50%, 60% overall).
 * - "Land value tax": 1/4, 1/3, 0/2, 0/1 → neither.
 */
const ROOM: ConsensusInput<string> = {
  voters: { rewild: 4, leap: 3, steady: 2, scale: 1 },
  policies: [
    { policy: "Free school meals", counts: { rewild: 3, leap: 2, steady: 1, scale: 1 } },
    { policy: "Rail nationalisation", counts: { rewild: 4, leap: 3, steady: 2 } },
    { policy: "Four-day week", counts: { rewild: 4 } },
    { policy: "Citizens' assembly", counts: { rewild: 2, leap: 2, steady: 1, scale: 1 } },
    { policy: "Land value tax", counts: { rewild: 1, leap: 1 } },
  ],
};

describe("measureConsensus on a fixed room", () => {
  const result = measureConsensus(ROOM, byName);

  test("the room agrees on policies at least half of every quadrant chose", () => {
    expect(result.groups).toEqual(["rewild", "leap", "steady", "scale"]);
    expect(result.agrees.map((entry) => entry.policy)).toEqual([
      "Free school meals",
      "Citizens' assembly",
    ]);
    const meals = result.agrees[0];
    expect(meals.agreement).toBe(0.5);
    expect(meals.support).toEqual({ rewild: 0.75, leap: 2 / 3, steady: 0.5, scale: 1 });
    expect(meals.overall).toBe(0.7);
    // Same agreement (50%): the one chosen by more voters overall comes first.
    expect(result.agrees[1].overall).toBe(0.6);
  });

  test("a policy one quadrant rejects divides the room, however popular overall", () => {
    expect(result.divides.map((entry) => entry.policy)).toEqual([
      "Rail nationalisation",
      "Four-day week",
    ]);
    expect(result.divides[0]).toMatchObject({ agreement: 0, gap: 1, overall: 0.9 });
    expect(result.divides[1]).toMatchObject({ agreement: 0, gap: 1, overall: 0.4 });
  });

  test("quadrants without voters are left out of the measure", () => {
    const twoGroups = measureConsensus(
      {
        voters: { rewild: 2, leap: 0, steady: 2, scale: 0 },
        policies: [{ policy: "A", counts: { rewild: 1, steady: 2 } }],
      },
      byName,
    );
    expect(twoGroups.groups).toEqual(["rewild", "steady"]);
    expect(twoGroups.agrees[0]).toMatchObject({ agreement: 0.5, gap: 0.5, overall: 0.75 });
    expect(twoGroups.agrees[0].support).toEqual({ rewild: 0.5, steady: 1 });
  });

  test("with one voting quadrant nothing divides; with no voters nothing is measured", () => {
    const oneGroup = measureConsensus(
      { voters: { rewild: 4, leap: 0, steady: 0, scale: 0 }, policies: ROOM.policies },
      byName,
    );
    expect(oneGroup.divides).toEqual([]);
    // Rewild alone: 4/4, 4/4, 3/4 and 2/4; ties in order of title.
    expect(oneGroup.agrees.map((entry) => entry.policy)).toEqual([
      "Four-day week",
      "Rail nationalisation",
      "Free school meals",
      "Citizens' assembly",
    ]);
    expect(
      measureConsensus(
        { voters: { rewild: 0, leap: 0, steady: 0, scale: 0 }, policies: ROOM.policies },
        byName,
      ),
    ).toEqual({ groups: [], agrees: [], divides: [] });
  });

  test("a gap of 7/10 against 2/10 counts as 50 points", () => {
    const result = measureConsensus(
      {
        voters: { rewild: 10, leap: 10, steady: 0, scale: 0 },
        policies: [{ policy: "A", counts: { rewild: 7, leap: 2 } }],
      },
      byName,
    );
    expect(result.divides.map((entry) => entry.policy)).toEqual(["A"]);
  });
});

describe("measureConsensus properties", () => {
  const room = fc
    .record({
      rewild: fc.nat(6),
      leap: fc.nat(6),
      steady: fc.nat(6),
      scale: fc.nat(6),
    })
    .chain((voters) =>
      fc
        .array(
          fc.record({
            rewild: fc.nat(voters.rewild),
            leap: fc.nat(voters.leap),
            steady: fc.nat(voters.steady),
            scale: fc.nat(voters.scale),
          }),
          { maxLength: 8 },
        )
        .map((counts) => ({
          voters,
          policies: counts.map((c, i) => ({ policy: `P${i}`, counts: c })),
        })),
    );

  test("agreement never exceeds any group's support, nor the overall share; the lists never overlap", () => {
    fc.assert(
      fc.property(room, (input) => {
        const result = measureConsensus(input, byName);
        for (const entry of [...result.agrees, ...result.divides]) {
          for (const quadrant of result.groups) {
            expect(entry.agreement).toBeLessThanOrEqual(entry.support[quadrant]! + 1e-12);
          }
          expect(entry.agreement).toBeLessThanOrEqual(entry.overall + 1e-12);
        }
        const agreed = new Set(result.agrees.map((entry) => entry.policy));
        expect(result.divides.some((entry) => agreed.has(entry.policy))).toBe(false);
        expect(result.groups).toEqual(QUADRANTS.filter((q) => input.voters[q] > 0));
      }),
    );
  });

  test("the result does not depend on the order policies come in", () => {
    fc.assert(
      fc.property(room, (input) => {
        const reversed = { ...input, policies: [...input.policies].reverse() };
        expect(measureConsensus(reversed, byName)).toEqual(measureConsensus(input, byName));
      }),
    );
  });
});
