import { describe, expect, it } from "vitest";
import {
  DIVIDEND_SLIDER,
  TAX_RATE_SLIDER,
  sanitizeStoredDividend,
  sanitizeStoredTaxRate,
  snapToSlider,
} from "./sliders";

describe("sliders (spec 9)", () => {
  it("the tax slider runs 0 to 5 in steps of 0.02, default 1.94, reset 0.5", () => {
    expect(TAX_RATE_SLIDER).toEqual({ min: 0, max: 5, step: 0.02, default: 1.94, reset: 0.5 });
  });

  it("the dividend slider runs 0 to 50,000 in steps of 1,000, default 1,000 (balanced with 1.94% in the central case), reset 500", () => {
    expect(DIVIDEND_SLIDER).toEqual({
      min: 0,
      max: 50_000,
      step: 1_000,
      default: 1_000,
      reset: 500,
    });
  });

  it("snaps to the step grid and clamps to the range", () => {
    expect(snapToSlider(0.67, TAX_RATE_SLIDER)).toBe(0.68);
    expect(snapToSlider(1.3, TAX_RATE_SLIDER)).toBe(1.3);
    expect(snapToSlider(7, TAX_RATE_SLIDER)).toBe(5);
    expect(snapToSlider(2_201, DIVIDEND_SLIDER)).toBe(2_000);
    expect(snapToSlider(-10, DIVIDEND_SLIDER)).toBe(0);
  });
});

describe("stored values (spec 5)", () => {
  it("a stored tax rate below 0.1 falls back to the default 1.94", () => {
    expect(sanitizeStoredTaxRate(0.05)).toBe(1.94);
    expect(sanitizeStoredTaxRate("0")).toBe(1.94);
  });

  it("a stored rate of 0.1 or more is kept, and above 5 is clamped", () => {
    expect(sanitizeStoredTaxRate(0.1)).toBe(0.1);
    expect(sanitizeStoredTaxRate("1.3")).toBe(1.3);
    expect(sanitizeStoredTaxRate(9)).toBe(5);
  });

  it("missing or unreadable values fall back to the defaults", () => {
    expect(sanitizeStoredTaxRate(null)).toBe(1.94);
    expect(sanitizeStoredTaxRate("abc")).toBe(1.94);
    expect(sanitizeStoredTaxRate(Number.NaN)).toBe(1.94);
    expect(sanitizeStoredDividend(undefined)).toBe(1_000);
    expect(sanitizeStoredDividend("9600")).toBe(9_600);
    expect(sanitizeStoredDividend(80_000)).toBe(50_000);
  });
});
