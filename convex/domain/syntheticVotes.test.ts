import { describe, expect, test } from "vitest";
import { QUADRANTS, type Quadrant } from "./areas";
import {
  createRandom,
  planSyntheticVotes,
  SEED_ACCOUNT_COUNT,
  type SeedNarrative,
} from "./syntheticVotes";

function narratives(quadrants: readonly Quadrant[] = QUADRANTS): SeedNarrative[] {
  return quadrants.flatMap((quadrant) =>
    [1, 2, 3].map((n) => ({
      id: `${quadrant}-${n}`,
      quadrant,
      popularityScore: n * 20,
      areas: Array.from({ length: 13 }, (_, area) =>
        [1, 2, 3].map((p) => `${quadrant}-${n}-${area}-${p}`),
      ),
    })),
  );
}

describe("synthetic votes", () => {
  test("150 votes by default, the same for the same seed", () => {
    const a = planSyntheticVotes(narratives());
    expect(a).toHaveLength(SEED_ACCOUNT_COUNT);
    expect(planSyntheticVotes(narratives())).toEqual(a);
    expect(planSyntheticVotes(narratives(), 150, 7)).not.toEqual(a);
  });

  test("spread over every quadrant and most narratives", () => {
    const plans = planSyntheticVotes(narratives());
    const byQuadrant = new Map<string, number>();
    for (const plan of plans) {
      const quadrant = plan.narrativeId.split("-")[0];
      byQuadrant.set(quadrant, (byQuadrant.get(quadrant) ?? 0) + 1);
    }
    for (const quadrant of QUADRANTS) expect(byQuadrant.get(quadrant) ?? 0).toBeGreaterThan(15);
    expect(new Set(plans.map((plan) => plan.narrativeId)).size).toBeGreaterThanOrEqual(10);
  });

  test("plausible settings: sliders' steps and ranges, quiz point in the narrative's quadrant", () => {
    for (const plan of planSyntheticVotes(narratives())) {
      expect(plan.taxRate).toBeGreaterThan(0);
      expect(plan.taxRate).toBeLessThanOrEqual(5);
      expect(Math.abs(plan.taxRate * 50 - Math.round(plan.taxRate * 50))).toBeLessThan(1e-6);
      expect(plan.dividend % 1000).toBe(0);
      expect(plan.dividend).toBeGreaterThan(0);
      expect(plan.selectedPolicyIds.length).toBeGreaterThan(0);
      const quadrant = plan.narrativeId.split("-")[0];
      const { x, y } = plan.quizCoordinates;
      if (quadrant === "rewild") expect(x < 0 && y > 0).toBe(true);
      if (quadrant === "leap") expect(x > 0 && y > 0).toBe(true);
      if (quadrant === "steady") expect(x < 0 && y < 0).toBe(true);
      if (quadrant === "scale") expect(x > 0 && y < 0).toBe(true);
    }
  });

  test("at most two picks per area, all from the chosen narrative", () => {
    for (const plan of planSyntheticVotes(narratives())) {
      const perArea = new Map<string, number>();
      for (const id of plan.selectedPolicyIds) {
        expect(id.startsWith(`${plan.narrativeId}-`)).toBe(true);
        const area = id.split("-")[2];
        perArea.set(area, (perArea.get(area) ?? 0) + 1);
      }
      for (const count of perArea.values()) expect(count).toBeLessThanOrEqual(2);
    }
  });

  test("quadrants without narratives get no votes; no narratives, no votes", () => {
    const plans = planSyntheticVotes(narratives(["leap"]));
    expect(plans.every((plan) => plan.narrativeId.startsWith("leap"))).toBe(true);
    expect(planSyntheticVotes([])).toEqual([]);
  });

  test("the random sequence is in [0, 1)", () => {
    const random = createRandom(1);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
