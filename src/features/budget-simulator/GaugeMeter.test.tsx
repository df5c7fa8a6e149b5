import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { simulateBudget } from "@convex/domain/economy";
import { GaugeMeter } from "./GaugeMeter";

describe("the simulator's gauge", () => {
  it("counts the distinct scenarios in which the package balances: 5 of 9 at the defaults, not a probability", () => {
    render(
      <GaugeMeter
        simulation={simulateBudget({ taxRatePercent: 1.94, dividend: 1000, policies: [] })}
      />,
    );
    expect(screen.getByTestId("gauge-label")).toHaveTextContent("Balances in some scenarios");
    expect(screen.getByTestId("gauge-detail")).toHaveTextContent(
      "Balances in 5 of 9 distinct scenarios",
    );
    expect(screen.getByTestId("gauge-detail")).toHaveTextContent("not a probability");
    const meter = screen.getByRole("meter", { name: "Scenarios in which the package balances" });
    expect(meter).toHaveAttribute("aria-valuenow", "56");
    expect(screen.queryByText(/Sweet Spot|Near Optimal/)).not.toBeInTheDocument();
  });

  it("reads 'Balances in no scenario' for the explainer's £9,600 at 1.3%", () => {
    render(
      <GaugeMeter
        simulation={simulateBudget({ taxRatePercent: 1.3, dividend: 9600, policies: [] })}
      />,
    );
    expect(screen.getByTestId("gauge-label")).toHaveTextContent("Balances in no scenario");
    expect(screen.getByRole("meter")).toHaveAttribute("aria-valuenow", "0");
  });
});
