import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  DEMAND_PRESSURE_LABEL,
  PACKAGE_BALANCE_LABEL,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_LABEL,
} from "@convex/domain/economy";
import { policyPickerEnGB } from "@/i18n/messages/policyPicker/en-GB";
import { BudgetBridgeCard } from "./BudgetBridgeCard";

describe("the policy picker's budget impact", () => {
  it("shows the package balance, the one price figure with its caveat, and demand pressure as secondary", () => {
    render(<BudgetBridgeCard policies={[]} />);
    // No stored settings: the sliders' defaults, 1.94% and £1,000.
    expect(screen.getByText(PACKAGE_BALANCE_LABEL).nextSibling).toHaveTextContent(
      "-£29.0bn to +£70.8bn",
    );
    expect(screen.getByText(PRICE_FIGURE_LABEL).nextSibling).toHaveTextContent(
      "1.4% (range 0.7% to 2.8%)",
    );
    expect(screen.getByText(DEMAND_PRESSURE_LABEL)).toBeInTheDocument();
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(PRICE_FIGURE_CAVEAT);
    expect(screen.queryByText("Budget balance")).not.toBeInTheDocument();
  });

  it("words its labels as the server's constants do, so the English screen is unchanged", () => {
    expect(policyPickerEnGB["policyPicker.bridge.packageBalance"]).toBe(PACKAGE_BALANCE_LABEL);
    expect(policyPickerEnGB["policyPicker.bridge.priceFigure"]).toBe(PRICE_FIGURE_LABEL);
    expect(policyPickerEnGB["policyPicker.bridge.demandPressure"]).toBe(DEMAND_PRESSURE_LABEL);
  });
});
