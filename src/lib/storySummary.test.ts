import { describe, expect, it } from "vitest";
import { storySummary } from "./storySummary";

describe("storySummary", () => {
  it("a description's first sentence is its summary", () => {
    expect(
      storySummary(
        "  Change happens when people own the things they depend on. This story watches Britain.",
      ),
    ).toBe("Change happens when people own the things they depend on.");
  });

  it("a sentence longer than the limit is cut at a word with an ellipsis", () => {
    const summary = storySummary("One two three four five six seven eight nine ten.", 20);
    expect(summary).toBe("One two three four…");
    expect(summary.length).toBeLessThanOrEqual(20);
  });

  it("a description without a full stop is used whole", () => {
    expect(storySummary("Homes for all")).toBe("Homes for all");
  });

  it("a decimal point does not end the sentence", () => {
    expect(storySummary("Spend 2.5% of GDP on it. Then more.")).toBe("Spend 2.5% of GDP on it.");
  });
});
