import { describe, expect, it } from "vitest";
import {
  PACKAGE_BALANCE_MEANING,
  UK_BORROWING_2025_26,
  describeUkBorrowing,
} from "./publicFinances";

describe("today's public finances beside the package balance", () => {
  it("states the OBR's November 2025 borrowing forecast for 2025-26 with its source", () => {
    expect(UK_BORROWING_2025_26).toMatchObject({ pounds: 138.3e9, percentOfGdp: 4.5 });
    expect(describeUkBorrowing()).toBe(
      "Today's deficit: the UK is forecast to borrow £138.30bn (4.5% of GDP) in 2025-26 (OBR Economic and fiscal outlook, November 2025).",
    );
  });

  it("says today's taxes and borrowing pay for today's spending", () => {
    expect(PACKAGE_BALANCE_MEANING).toMatch(/today's taxes and borrowing pay for today's spending/);
  });
});
