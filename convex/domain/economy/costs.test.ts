import { describe, expect, it } from "vitest";
import {
  formatCost,
  isSaving,
  isKnownCost,
  parseCostEstimate,
  toBudgetPolicy,
  UNKNOWN_COST_LABEL,
} from "./costs";

describe("cost parsing (spec 5)", () => {
  it("'£12bn' is 12 billion and '£500m' is 0.5 billion", () => {
    expect(parseCostEstimate("£12bn")).toBe(12);
    expect(parseCostEstimate("£500m")).toBe(0.5);
  });

  it("reads decimals, thousands separators, spaces and words", () => {
    expect(parseCostEstimate("£1.5bn")).toBe(1.5);
    expect(parseCostEstimate("£1,200m")).toBe(1.2);
    expect(parseCostEstimate("£3 billion a year")).toBe(3);
    expect(parseCostEstimate("250 million")).toBe(0.25);
    expect(parseCostEstimate("12")).toBe(12);
  });

  it("a saving written with a minus sign is negative", () => {
    expect(parseCostEstimate("-£2bn")).toBe(-2);
    expect(parseCostEstimate("\u2212£500m")).toBe(-0.5);
  });

  it("anything that is not text counts as 0", () => {
    expect(parseCostEstimate(12)).toBe(0);
    expect(parseCostEstimate(null)).toBe(0);
    expect(parseCostEstimate(undefined)).toBe(0);
    expect(parseCostEstimate({ cost: "£1bn" })).toBe(0);
  });

  it("text with no amount counts as 0 and is not a known cost", () => {
    expect(parseCostEstimate("TBC")).toBe(0);
    expect(isKnownCost("TBC")).toBe(false);
    expect(isKnownCost("£0bn")).toBe(true);
  });
});

describe("cost display (spec 5)", () => {
  it("adds a £ prefix when missing and keeps it when present", () => {
    expect(formatCost("12bn")).toBe("£12bn");
    expect(formatCost("£500m")).toBe("£500m");
    expect(formatCost("  7.5bn ")).toBe("£7.5bn");
  });

  it("shows a saving (a negative cost) as 'saves £…'", () => {
    expect(formatCost("-2bn")).toBe("saves £2bn");
    expect(formatCost("-£3bn")).toBe("saves £3bn");
    expect(formatCost(" \u2212£450m")).toBe("saves £450m");
    expect(isSaving("-£3bn")).toBe(true);
    expect(isSaving("£0bn")).toBe(false);
  });

  it("shows 'Cost unknown' for anything it cannot read", () => {
    expect(formatCost(undefined)).toBe(UNKNOWN_COST_LABEL);
    expect(formatCost(42)).toBe("Cost unknown");
    expect(formatCost("")).toBe("Cost unknown");
    expect(formatCost("Varies")).toBe("Cost unknown");
  });

  it("turns a catalogue policy into a budget policy", () => {
    const pressure = {
      shortTermDemand: 0.5,
      shortTermSupply: 0.1,
      bottleneckRisk: 0.2,
      importLeakage: 0.1,
      timeLagMonths: 12,
    };
    expect(toBudgetPolicy({ costEstimate: "£4bn", pressureModifiers: pressure })).toEqual({
      costBn: 4,
      pressure,
    });
    expect(toBudgetPolicy({})).toEqual({ costBn: 0, pressure: null });
  });
});
