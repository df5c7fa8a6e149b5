import { describe, expect, test } from "vitest";
import { pounds, summaryText, type SummaryFigures } from "./communityFormat";

const BASE: SummaryFigures = {
  totalVotes: 2,
  quadrantDistribution: { rewild: 0, leap: 50, steady: 50, scale: 0 },
  topNarratives: [{ title: "Open borders" }],
  averageEconomics: { taxRate: 1.25, dividend: 8420.8 },
};

describe("community summary", () => {
  test("a 50/50 tie says voters are split, not that most lean one way", () => {
    const text = summaryText(BASE);
    expect(text).toMatch(/^Voters are split evenly between Leap and Steady \(50\.0% each\)/);
    expect(text).not.toMatch(/Most voters lean/);
  });

  test("a clear lead still names the leading quadrant", () => {
    const text = summaryText({
      ...BASE,
      quadrantDistribution: { rewild: 60, leap: 40, steady: 0, scale: 0 },
    });
    expect(text).toMatch(
      /^Most voters lean Rewild \(60\.0%\), and the favourite narrative is "Open borders"\./,
    );
  });

  test("the average dividend is in whole pounds, like every other figure", () => {
    expect(pounds(8420.8)).toBe("£8,421");
    expect(summaryText(BASE)).toContain("a £8,421 citizen dividend (tax-free)");
  });
});
