import { describe, expect, it } from "vitest";
import { formatInflation, formatMoney, formatPercent, formatRate } from "./format";

describe("money format (issue 34: two or three significant figures, one decimal at most)", () => {
  it("uses tn, bn and m with one decimal below 100 of the unit and none from 100", () => {
    expect(formatMoney(1.35e12)).toBe("£1.4tn");
    expect(formatMoney(523.2e9)).toBe("£523bn");
    expect(formatMoney(56.36e9)).toBe("£56.4bn");
    expect(formatMoney(2.5e6)).toBe("£2.5m");
    expect(formatMoney(105.9e6)).toBe("£106m");
    expect(formatMoney(42.99e6)).toBe("£43.0m");
    expect(formatMoney(187.5e12)).toBe("£188tn");
    expect(formatMoney(99.96e9)).toBe("£100bn");
  });

  it("uses en-GB pounds with no decimals below £1m", () => {
    expect(formatMoney(9_600)).toBe("£9,600");
    expect(formatMoney(999_999)).toBe("£999,999");
    expect(formatMoney(0)).toBe("£0");
    expect(formatMoney(2_201.4)).toBe("£2,201");
  });

  it("puts the minus sign before the pound sign", () => {
    expect(formatMoney(-742_770_000_000)).toBe("-£743bn");
    expect(formatMoney(-9_600)).toBe("-£9,600");
    expect(formatMoney(-0.3)).toBe("£0");
  });

  it("moves up a unit when rounding reaches it: £999,996,000 is £1.0bn", () => {
    expect(formatMoney(999_996_000)).toBe("£1.0bn");
    expect(formatMoney(999.96e9)).toBe("£1.0tn");
  });

  it("shows a dash for a non-finite amount", () => {
    expect(formatMoney(Number.NaN)).toBe("–");
  });
});

describe("rates and inflation (spec 9)", () => {
  it("show one decimal", () => {
    expect(formatRate(0.67)).toBe("0.7%");
    expect(formatRate(1.3)).toBe("1.3%");
    expect(formatInflation(4.5414)).toBe("4.5%");
    expect(formatInflation(2)).toBe("2.0%");
  });

  it("never show a negative zero", () => {
    expect(formatPercent(-0.04)).toBe("0.0%");
    expect(formatPercent(-1.25)).toBe("-1.2%");
  });
});

describe("formatPricePressure", () => {
  it("shows the rule of thumb as signed points, never as a percent", async () => {
    const { formatPricePressure, formatSignedMoney } = await import("./format");
    expect(formatPricePressure(0.26)).toBe("+0.3 pts");
    expect(formatPricePressure(-0.04)).toBe("0.0 pts");
    expect(formatPricePressure(-1.26)).toBe("-1.3 pts");
    expect(formatSignedMoney(59.22e9)).toBe("+£59.2bn");
    expect(formatSignedMoney(-23.4e9)).toBe("-£23.4bn");
  });
});
