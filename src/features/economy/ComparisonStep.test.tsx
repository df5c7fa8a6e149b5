import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeBalance, explainerExample, formatMoney } from "@convex/domain/economy";
import { ComparisonStep } from "./ComparisonStep";

describe("the explainer's worked example", () => {
  it("shows the simulator's own figures for £9,600 at 1.3%", () => {
    render(<ComparisonStep />);
    const budget = screen.getByTestId("explainer-budget");
    const { simulation } = explainerExample();
    expect(budget).toHaveTextContent(formatMoney(simulation.spending.dividendCost));
    expect(budget).toHaveTextContent(describeBalance(simulation.balance));
    expect(screen.getByRole("heading", { name: "Current system" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Transaction tax system" })).toBeInTheDocument();
  });
});
