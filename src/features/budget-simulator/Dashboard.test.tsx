import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  DEMAND_PRESSURE_LABEL,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_LABEL,
  describeCentralBalance,
  formatBalanceRange,
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

  it("shows the policies' cost, and the package balance led by its range, red for a deficit", () => {
    // The spec's example: £9,600 at 1.3% does not add up.
    const simulation = simulate(1.3, 9_600, ["£12bn", "£500m"]);
    expect(simulation.balance.central).toBeLessThan(0);
    render(<Dashboard simulation={simulation} policyCostBn={12.5} />);
    expect(screen.getByTestId("total-policy-cost")).toHaveTextContent("£12.5bn");
    expect(screen.getByText("Package balance")).toBeInTheDocument();
    expect(screen.queryByText("Budget balance")).not.toBeInTheDocument();
    const balance = screen.getByTestId("budget-balance");
    expect(balance).toHaveTextContent(formatBalanceRange(simulation.balance));
    expect(balance.textContent).toMatch(/^-£\d+(\.\d)?bn to -£/);
    expect(balance).toHaveClass("text-red-700");
    const detail = screen.getByTestId("budget-balance-detail");
    expect(detail).toHaveTextContent(describeCentralBalance(simulation.balance).slice(1));
    expect(detail).toHaveTextContent(formatMoney(simulation.balance.central));
    expect(detail).toHaveTextContent("today's taxes and borrowing pay for today's spending");
  });

  it("shows the one cost-of-living figure with its range and caveat; demand pressure only secondary", () => {
    const simulation = simulate(1.94, 1_000);
    render(<Dashboard simulation={simulation} policyCostBn={0} />);
    expect(screen.getByText(PRICE_FIGURE_LABEL)).toBeInTheDocument();
    expect(screen.getByTestId("price-rise")).toHaveTextContent("1.4%");
    expect(screen.getByTestId("price-rise-detail")).toHaveTextContent(
      `Range 0.7% to 2.8%. ${PRICE_FIGURE_CAVEAT}`,
    );
    expect(screen.queryByText("Price pressure")).not.toBeInTheDocument();
    expect(screen.getByTestId("demand-pressure")).toHaveTextContent(
      `${DEMAND_PRESSURE_LABEL}: 0.0 pts`,
    );
  });

  it("states today's deficit, the ONS outturn for 2025-26, beside the package balance", () => {
    render(<Dashboard simulation={simulate(0.62, 1_000)} policyCostBn={0} />);
    expect(screen.getByTestId("uk-borrowing")).toHaveTextContent(
      "the UK borrowed £129bn (4.2% of GDP) in 2025-26 (ONS Public sector finances, April 2026, provisional outturn",
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
    // A surplus in the central case whose range reaches a deficit is neither green nor red.
    expect(simulation.balance.central).toBeGreaterThan(0);
    expect(simulation.balance.low).toBeLessThan(0);
    expect(screen.getByTestId("budget-balance")).not.toHaveClass("text-green-700");
    expect(screen.getByTestId("budget-balance")).not.toHaveClass("text-red-700");
  });

  it("says 'Above 5%' when no rate up to 5% pays for the dividend", () => {
    const simulation = simulate(5, 40_000);
    render(<Dashboard simulation={simulation} policyCostBn={0} />);
    expect(screen.getByTestId("recommended-rate")).toHaveTextContent("Above 5%");
    expect(screen.getByTestId("budget-scope")).toHaveTextContent(
      "today's taxes and borrowing pay for today's",
    );
    expect(screen.getByText("How these figures are worked out")).toBeInTheDocument();
  });
});
