import { describe, expect, it } from "vitest";
import { balanceRangeTone, toneClass } from "./tone";

describe("the tone of a figure", () => {
  it("takes a balance's tone from its whole range: none when the range spans zero", () => {
    expect(balanceRangeTone({ low: 1, central: 5e9, high: 9e9 })).toBe("good");
    expect(balanceRangeTone({ low: -9e9, central: -5e9, high: -1 })).toBe("bad");
    expect(balanceRangeTone({ low: -9e9, central: 5e9, high: 9e9 })).toBeUndefined();
    expect(balanceRangeTone({ low: -9e9, central: -5e9, high: 1e9 })).toBeUndefined();
  });

  it("colours good green, bad red and no tone not at all", () => {
    expect(toneClass("good")).toContain("text-green-700");
    expect(toneClass("bad")).toContain("text-red-700");
    expect(toneClass(undefined)).toBe("");
  });
});
