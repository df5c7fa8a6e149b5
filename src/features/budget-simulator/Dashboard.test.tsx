import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  describeBalance,
  formatMoney,
  formatRate,
  simulateBudget,
  toBudgetPolicy,
} from "@convex/domain/economy";
import { policyDoc } from "@/test/fixtures";
import { Dashboard } from "./Dashboard";

const simulate = (taxRatePercent: number, dividend: number, costs: string[] = []) =>
  simulateBudget({
    taxRatePercent,
    dividend,
    policies: costs.map((costEstimate, index) =>
      toBudgetPolicy(policyDoc(`p${index}`, { costEstimate })),
    ),
  });

describe("the simulator dashboard", () => {
  it("shows four skeletons until the simulation and the policies are ready", () => {
    const { container } = render(<Dashboard simulation={null} policyCostBn={null} />);
    expect(container.querySelector('[aria-busy="true"]')?.children).toHaveLength(4);
    expect(screen.queryByTestId("budget-balance")).not.toBeInTheDocument();
  });

  it("shows the policies' cost, and a deficit in red with its range in words", () => {
    // The spec's example: £9,600 at 1.3% does not add up.
    const simulation = simulate(1.3, 9_600, ["£12bn", "£500m"]);
    expect(simulation.balance.central).toBeLessThan(0);
    render(<Dashboard simulation={simulation} policyCostBn={12.5} />);
    expect(screen.getByTestId("total-policy-cost")).toHaveTextContent("£12.50bn");
    const balance = screen.getByTestId("budget-balance");
    expect(balance).toHaveTextContent(formatMoney(simulation.balance.central));
    expect(balance.textContent).toMatch(/^-£/);
    expect(balance).toHaveClass("text-red-700");
    expect(screen.getByTestId("budget-balance-detail")).toHaveTextContent(
      describeBalance(simulation.balance),
    );
  });

  it("gives the recommended rate when one up to 5% balances the budget", () => {
    const simulation = simulate(2, 1_000);
    expect(simulation.recommendedTaxRate.status).toBe("balanced");
    render(<Dashboard simulation={simulation} policyCostBn={0} />);
    const rate = simulation.recommendedTaxRate;
    expect(screen.getByTestId("recommended-rate")).toHaveTextContent(
      formatRate(rate.status === "balanced" ? rate.ratePercent : 0),
    );
    expect(screen.getByTestId("budget-balance")).toHaveClass("text-green-700");
  });

  it("says 'Above 5%' when no rate up to 5% pays for the dividend", () => {
    const simulation = simulate(5, 40_000);
    render(<Dashboard simulation={simulation} policyCostBn={0} />);
    expect(screen.getByTestId("recommended-rate")).toHaveTextContent("Above 5%");
    expect(screen.getByTestId("budget-scope")).toHaveTextContent(
      "today's taxes keep paying for today's",
    );
    expect(screen.getByText("How these figures are worked out")).toBeInTheDocument();
  });
});
