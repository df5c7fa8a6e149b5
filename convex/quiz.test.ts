import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  expectAppError,
  expectValidationError,
  setupWithCatalogue,
  type TestConvex,
} from "./test.helpers";

describe("quiz", () => {
  let t: TestConvex;
  beforeAll(async () => {
    t = await setupWithCatalogue();
  });

  test("questions returns the five questions with ten options each", async () => {
    const questions = await t.query(api.quiz.questions, {});
    expect(questions.map((q) => q.id)).toEqual([
      "borders",
      "ownership",
      "climate",
      "work",
      "governance",
    ]);
    expect(questions.every((q) => q.options.length === 10)).toBe(true);
  });

  test("result scores the answers and matches 3 narratives, the quadrant's own first", async () => {
    const result = await t.query(api.quiz.result, {
      answers: { borders: 0, ownership: 0, climate: 0, work: 0, governance: 0 },
    });
    expect(result.quadrant).toBe("rewild");
    expect(result.x).toBeLessThan(0);
    expect(result.y).toBeGreaterThan(0);
    expect(result.matchedNarratives.map((n) => n.catalogueKey)).toEqual([
      "rewild-narrative-1",
      "rewild-narrative-2",
      "leap-narrative-1",
    ]);
  });

  test("refuses answers outside 0..9 and missing answers", async () => {
    await expectAppError(
      t.query(api.quiz.result, {
        answers: { borders: 10, ownership: 0, climate: 0, work: 0, governance: 0 },
      }),
      "INVALID_INPUT",
    );
    await expectValidationError(
      t.query(api.quiz.result, {
        answers: { borders: 1, ownership: 0, climate: 0, work: 0 } as never,
      }),
    );
  });
});
