/**
 * Extended Justified Representation, checked by brute force on small random instances.
 *
 * A group S of voters who all approve a set T of projects, with |S| / n ≥ cost(T) / B
 * (together they are owed enough of the budget to buy T), deserves as much as T is worth
 * to them: some voter in S must have an outcome W worth at least T, or within one project
 * of it (u(W) ≥ u(T), or u(W ∪ {a}) > u(T) for some a in T). That is "EJR up to one
 * project", which equal shares satisfies for approval ballots under cost and under
 * cardinality utilities (Peters, Pierczyński and Skowron, NeurIPS 2021); with unit costs
 * (committee elections) it satisfies EJR itself, without the "up to one" (Peters and
 * Skowron 2020). The varying budget only lowers the bar (a larger B' ≥ B) and the fill
 * only adds projects, so the completed outcome must pass too.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  equalShares,
  type EqualSharesInstance,
  type EqualSharesOptions,
  type EqualSharesUtility,
} from "./equalShares";
import { exactArith, floatArith } from "./equalSharesArith";

interface Violation {
  group: string[];
  voters: number;
}

/** The first EJR violation of an outcome, or null. Exact: costs and budget are integers. */
export function findEjrViolation(
  instance: EqualSharesInstance,
  outcome: readonly string[],
  utility: EqualSharesUtility,
  upToOne: boolean,
): Violation | null {
  const cost = new Map(instance.projects.map((p) => [p.id, p.cost]));
  const ids = instance.projects.map((p) => p.id);
  const won = new Set(outcome);
  const n = instance.voters.reduce((sum, v) => sum + (v.weight ?? 1), 0);
  const worth = (approved: Set<string>, set: Iterable<string>) => {
    let total = 0;
    for (const id of set) if (approved.has(id)) total += utility === "cost" ? cost.get(id)! : 1;
    return total;
  };
  for (let mask = 1; mask < 1 << ids.length; mask++) {
    const group = ids.filter((_, i) => mask & (1 << i));
    const groupCost = group.reduce((sum, id) => sum + cost.get(id)!, 0);
    let unsatisfied = 0;
    for (const voter of instance.voters) {
      const approved = new Set(voter.approvals);
      if (!group.every((id) => approved.has(id))) continue;
      const owed = worth(approved, group);
      const has = worth(approved, won);
      const satisfied =
        has >= owed ||
        (upToOne &&
          group.some(
            (id) => !won.has(id) && has + (utility === "cost" ? cost.get(id)! : 1) > owed,
          ));
      if (!satisfied) unsatisfied += voter.weight ?? 1;
    }
    // |S| / n ≥ cost(T) / B, in integers.
    if (unsatisfied > 0 && unsatisfied * instance.budget >= n * groupCost) {
      return { group, voters: unsatisfied };
    }
  }
  return null;
}

const PROJECT_IDS = ["a", "b", "c", "d", "e", "f"];

function instanceArb(unitCosts: boolean): fc.Arbitrary<EqualSharesInstance> {
  return fc
    .record({
      m: fc.integer({ min: 1, max: 6 }),
      costs: fc.array(fc.integer({ min: 1, max: unitCosts ? 1 : 6 }), {
        minLength: 6,
        maxLength: 6,
      }),
      budget: fc.integer({ min: 1, max: unitCosts ? 5 : 14 }),
      ballots: fc.array(
        fc.record({
          approvals: fc.subarray(PROJECT_IDS),
          weight: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
    })
    .map(({ m, costs, budget, ballots }) => {
      const ids = PROJECT_IDS.slice(0, m);
      return {
        budget,
        projects: ids.map((id, i) => ({ id, cost: costs[i] })),
        voters: ballots.map((b) => ({
          approvals: b.approvals.filter((id) => ids.includes(id)),
          weight: b.weight,
        })),
      };
    });
}

const RUNS = 400;
const ids = (instance: EqualSharesInstance, options: EqualSharesOptions) =>
  equalShares(exactArith, instance, options).selected.map((p) => p.id);

describe("equal shares satisfies EJR (brute force, random instances)", () => {
  for (const utility of ["cost", "cardinality"] as const) {
    it(`up to one project, ${utility} utilities, before and after completion`, () => {
      fc.assert(
        fc.property(instanceArb(false), (instance) => {
          const plain = ids(instance, { utility });
          expect(findEjrViolation(instance, plain, utility, true)).toBeNull();
          const completed = ids(instance, {
            utility,
            varyingBudget: { stepPerVoter: 0.25 },
            greedyFill: true,
          });
          expect(findEjrViolation(instance, completed, utility, true)).toBeNull();
        }),
        { numRuns: RUNS, seed: 41 },
      );
    });
  }

  it("exactly (not up to one) with unit costs", () => {
    fc.assert(
      fc.property(instanceArb(true), (instance) => {
        expect(findEjrViolation(instance, ids(instance, {}), "cost", false)).toBeNull();
      }),
      { numRuns: RUNS, seed: 41 },
    );
  });

  it("the check has teeth: the most-approved list fails a 55/45 split", () => {
    const split: EqualSharesInstance = {
      budget: 5,
      projects: ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5"].map((id) => ({
        id,
        cost: 1,
      })),
      voters: [
        { approvals: ["A1", "A2", "A3", "A4", "A5"], weight: 55 },
        { approvals: ["B1", "B2", "B3", "B4", "B5"], weight: 45 },
      ],
    };
    // 45 of 100 voters are owed 45% of 5: two projects; the popular list gives them none.
    expect(findEjrViolation(split, ["A1", "A2", "A3", "A4", "A5"], "cost", true)).not.toBeNull();
    expect(findEjrViolation(split, ids(split, {}), "cost", false)).toBeNull();
  });
});

/**
 * Floats run on typed arrays of their own (equalShares.ts `floatWallets`), not the generic
 * arithmetic the exact numbers use: on random instances, with weights, both give the same
 * outcome, in the same order, after the same number of raised runs.
 */
describe("floats and exact numbers choose alike (random instances)", () => {
  for (const utility of ["cost", "cardinality"] as const) {
    it(`${utility} utilities, with and without completion`, () => {
      fc.assert(
        fc.property(instanceArb(false), (instance) => {
          for (const options of [
            { utility },
            { utility, varyingBudget: { stepPerVoter: 0.25 }, greedyFill: true },
          ]) {
            const exact = equalShares(exactArith, instance, options);
            const float = equalShares(floatArith, instance, options);
            expect(float.selected.map((p) => [p.id, p.phase])).toEqual(
              exact.selected.map((p) => [p.id, p.phase]),
            );
            float.selected.forEach((p, i) =>
              expect(p.pricePerVoter ?? 0).toBeCloseTo(exact.selected[i].pricePerVoter ?? 0, 9),
            );
            expect(float.budgetSteps).toBe(exact.budgetSteps);
          }
        }),
        { numRuns: RUNS, seed: 43 },
      );
    });
  }
});
