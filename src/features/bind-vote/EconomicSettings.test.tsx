import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  PACKAGE_BALANCE_LABEL,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_LABEL,
  simulateBudget,
} from "@convex/domain/economy";
import { EconomicSettings } from "./EconomicSettings";

describe("the bind page's economic settings", () => {
  it("shows the package balance led by its range and the one price figure with its caveat", () => {
    const simulation = simulateBudget({ taxRatePercent: 1.94, dividend: 1000, policies: [] });
    render(<EconomicSettings taxRate={1.94} dividend={1000} simulation={simulation} />);
    expect(screen.getByText(PACKAGE_BALANCE_LABEL)).toBeInTheDocument();
    expect(screen.getByTestId("bind-balance")).toHaveTextContent("-£29.0bn to +£70.8bn");
    expect(screen.getByTestId("bind-balance-detail")).toHaveTextContent(
      "balances in the central case",
    );
    expect(screen.getByText(PRICE_FIGURE_LABEL)).toBeInTheDocument();
    expect(screen.getByTestId("bind-price-rise")).toHaveTextContent("1.4%");
    expect(screen.getByTestId("bind-price-rise-detail")).toHaveTextContent("range 0.7% to 2.8%");
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(PRICE_FIGURE_CAVEAT);
    expect(screen.queryByText("Estimated inflation")).not.toBeInTheDocument();
    expect(screen.queryByText("Budget balance")).not.toBeInTheDocument();
  });
});
