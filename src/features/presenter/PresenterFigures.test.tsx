import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRICE_FIGURE_CAVEAT, PRICE_FIGURE_LABEL } from "@convex/domain/economy";
import { Averages } from "./PresenterFigures";
import type { ScopeResults } from "./presenterTypes";

const results: ScopeResults = {
  totalVotes: 10,
  withheld: false,
  threshold: 5,
  quadrantDistribution: { rewild: 25, leap: 25, steady: 25, scale: 25 },
  topNarratives: [],
  averageEconomics: {
    taxRate: 1.3,
    dividend: 9_000,
    inflation: 0.4,
    priceRise: { low: 1.4, central: 3.3, high: 6.4 },
  },
  map: [],
};

describe("the presenter's averages", () => {
  it("show the model's price figure with its range and caveat, not the stored rule of thumb", () => {
    render(<Averages series={[{ label: "Nation", results }]} />);
    expect(screen.getByText(PRICE_FIGURE_LABEL)).toBeInTheDocument();
    expect(screen.getByTestId("present-priceRise")).toHaveTextContent("3.3%");
    expect(screen.getByTestId("present-priceRise")).toHaveTextContent("range 1.4% to 6.4%");
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(PRICE_FIGURE_CAVEAT);
    expect(screen.queryByText("Inflation")).not.toBeInTheDocument();
  });
});
