import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { QUADRANTS } from "./areas";
import {
  QUIZ_QUESTIONS,
  QUIZ_QUESTION_IDS,
  answerFromSlider,
  compassForQuadrant,
  matchNarratives,
  quadrantForPoint,
  scoreQuiz,
  type QuizAnswers,
} from "./quiz";

const answerArb = fc.integer({ min: 0, max: 9 });
const answersArb: fc.Arbitrary<QuizAnswers> = fc.record({
  borders: answerArb,
  ownership: answerArb,
  climate: answerArb,
  work: answerArb,
  governance: answerArb,
});

function mirror(answers: QuizAnswers): QuizAnswers {
  return Object.fromEntries(QUIZ_QUESTION_IDS.map((id) => [id, 9 - answers[id]])) as QuizAnswers;
}

const MIRRORED = { rewild: "scale", scale: "rewild", leap: "steady", steady: "leap" } as const;

describe("quiz questions", () => {
  test("five questions (borders, ownership, climate, work, governance) with ten options each", () => {
    expect(QUIZ_QUESTIONS.map((question) => question.id)).toEqual([
      "borders",
      "ownership",
      "climate",
      "work",
      "governance",
    ]);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.label.length).toBeGreaterThan(10);
      expect(question.options).toHaveLength(10);
      question.options.forEach((option, index) => {
        expect(option.value).toBe(index);
        expect(option.text.length).toBeGreaterThan(0);
        expect(option.description.length).toBeGreaterThan(0);
        expect(Math.abs(option.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(option.y)).toBeLessThanOrEqual(1);
      });
    }
  });

  test("option v mirrors option 9 − v through the centre", () => {
    for (const question of QUIZ_QUESTIONS) {
      for (let value = 0; value < 10; value++) {
        const a = question.options[value];
        const b = question.options[9 - value];
        expect(a.x).toBe(b.x === 0 ? 0 : -b.x);
        expect(a.y).toBe(b.y === 0 ? 0 : -b.y);
      }
    }
  });

  test("the slider's 0 to 90 maps to options 0 to 9", () => {
    expect(answerFromSlider(0)).toBe(0);
    expect(answerFromSlider(40)).toBe(4);
    expect(answerFromSlider(90)).toBe(9);
    expect(answerFromSlider(200)).toBe(9);
  });
});

describe("quiz scoring", () => {
  test("the quadrant rule of spec 4, including its boundaries", () => {
    expect(quadrantForPoint(-0.1, 0.1)).toBe("rewild");
    expect(quadrantForPoint(0, 0.1)).toBe("leap");
    expect(quadrantForPoint(0.5, 0.5)).toBe("leap");
    expect(quadrantForPoint(-0.1, 0)).toBe("steady");
    expect(quadrantForPoint(-0.1, -0.5)).toBe("steady");
    expect(quadrantForPoint(0, 0)).toBe("scale");
    expect(quadrantForPoint(0.3, -0.3)).toBe("scale");
  });

  test("the score is the average of the chosen options' coordinates", () => {
    const answers: QuizAnswers = { borders: 0, ownership: 9, climate: 3, work: 6, governance: 1 };
    const xs = QUIZ_QUESTIONS.map((q) => q.options[answers[q.id]].x);
    const ys = QUIZ_QUESTIONS.map((q) => q.options[answers[q.id]].y);
    const score = scoreQuiz(answers);
    expect(score.x).toBeCloseTo(xs.reduce((a, b) => a + b) / 5, 12);
    expect(score.y).toBeCloseTo(ys.reduce((a, b) => a + b) / 5, 12);
    expect(score.quadrant).toBe(quadrantForPoint(score.x, score.y));
  });

  test("all-middle answers (4 or 5 everywhere) land near the centre", () => {
    fc.assert(
      fc.property(
        fc.record({
          borders: fc.constantFrom(4, 5),
          ownership: fc.constantFrom(4, 5),
          climate: fc.constantFrom(4, 5),
          work: fc.constantFrom(4, 5),
          governance: fc.constantFrom(4, 5),
        }),
        (answers) => {
          const { x, y } = scoreQuiz(answers);
          expect(Math.hypot(x, y)).toBeLessThan(0.15);
        },
      ),
      { numRuns: 32 },
    );
  });

  test("mirrored answers land in the mirrored quadrant", () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const a = scoreQuiz(answers);
        const b = scoreQuiz(mirror(answers));
        expect(b.x).toBeCloseTo(-a.x, 12);
        expect(b.y).toBeCloseTo(-a.y, 12);
        fc.pre(Math.abs(a.x) > 1e-9 && Math.abs(a.y) > 1e-9);
        expect(b.quadrant).toBe(MIRRORED[a.quadrant]);
      }),
      { numRuns: 300 },
    );
  });

  test("every quadrant is reachable, and all four extremes land well inside one", () => {
    const reached = new Set<string>();
    const all = (value: number): QuizAnswers => ({
      borders: value,
      ownership: value,
      climate: value,
      work: value,
      governance: value,
    });
    reached.add(scoreQuiz(all(0)).quadrant);
    reached.add(scoreQuiz(all(9)).quadrant);
    const leap: QuizAnswers = { borders: 0, ownership: 9, climate: 0, work: 9, governance: 4 };
    reached.add(scoreQuiz(leap).quadrant);
    reached.add(scoreQuiz(mirror(leap)).quadrant);
    expect([...reached].sort()).toEqual([...QUADRANTS].sort());
    expect(scoreQuiz(all(0)).quadrant).toBe("rewild");
    expect(scoreQuiz(all(9)).quadrant).toBe("scale");
    expect(scoreQuiz(leap).quadrant).toBe("leap");
  });

  test("answers are whole numbers from 0 to 9", () => {
    const answers: QuizAnswers = { borders: 10, ownership: 0, climate: 0, work: 0, governance: 0 };
    expect(() => scoreQuiz(answers)).toThrow();
    expect(() => scoreQuiz({ ...answers, borders: 1.5 })).toThrow();
    expect(() => scoreQuiz({ ...answers, borders: -1 })).toThrow();
  });
});

describe("narrative matching", () => {
  const n = (title: string, quadrant: (typeof QUADRANTS)[number], popularityScore: number) => ({
    title,
    quadrant,
    popularityScore,
    type: "anchor",
  });

  test("the top 3 of the quadrant by popularity", () => {
    const narratives = [
      n("a", "leap", 10),
      n("b", "leap", 90),
      n("c", "leap", 50),
      n("d", "leap", 70),
      n("e", "rewild", 99),
    ];
    expect(matchNarratives("leap", narratives).map((x) => x.title)).toEqual(["b", "d", "c"]);
  });

  test("filled up with the top narratives of other quadrants when fewer than 3", () => {
    const narratives = [
      n("own", "steady", 5),
      n("r1", "rewild", 80),
      n("s1", "scale", 95),
      n("l1", "leap", 20),
    ];
    expect(matchNarratives("steady", narratives).map((x) => x.title)).toEqual(["own", "s1", "r1"]);
  });

  test("non-anchor narratives are ignored; ties break by title", () => {
    const narratives = [
      n("b", "scale", 50),
      n("a", "scale", 50),
      { ...n("z", "scale", 99), type: "other" },
    ];
    expect(matchNarratives("scale", narratives).map((x) => x.title)).toEqual(["a", "b"]);
  });
});

describe("compass mapping", () => {
  test("leap (1,1), scale (−1,1), steady (1,−1), rewild (−1,−1), none (0,0)", () => {
    expect(compassForQuadrant("leap")).toEqual({ x: 1, y: 1 });
    expect(compassForQuadrant("scale")).toEqual({ x: -1, y: 1 });
    expect(compassForQuadrant("steady")).toEqual({ x: 1, y: -1 });
    expect(compassForQuadrant("rewild")).toEqual({ x: -1, y: -1 });
    expect(compassForQuadrant(null)).toEqual({ x: 0, y: 0 });
  });
});
