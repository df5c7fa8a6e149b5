import { describe, expect, it } from "vitest";
import {
  PACKAGE_BALANCE_MEANING,
  UK_BORROWING_2025_26,
  UK_BORROWING_2026_27_FORECAST,
  describeUkBorrowing,
} from "./publicFinances";

describe("today's public finances beside the package balance", () => {
  it("states the ONS provisional outturn for 2025-26 with its source, the OBR forecast it replaces, and that no 2026-27 forecast is sourced", () => {
    expect(UK_BORROWING_2025_26).toMatchObject({ pounds: 129.0e9, percentOfGdp: 4.2 });
    expect(UK_BORROWING_2026_27_FORECAST).toBeNull();
    expect(describeUkBorrowing()).toBe(
      "Today's deficit: the UK borrowed £129bn (4.2% of GDP) in 2025-26 (ONS Public sector finances, April 2026, provisional outturn; the OBR had forecast £138bn). The OBR's forecast for 2026-27 is not in this model's sources.",
    );
  });

  it("says today's taxes and borrowing pay for today's spending", () => {
    expect(PACKAGE_BALANCE_MEANING).toMatch(/today's taxes and borrowing pay for today's spending/);
  });
});
