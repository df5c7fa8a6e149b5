import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRICE_FIGURE_CAVEAT, PRICE_FIGURE_LABEL } from "@convex/domain/economy";
import { Averages, TotalVotes } from "./PresenterFigures";
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

describe("the presenter's total", () => {
  it("says the nation counts verified accounts when the results count only those", () => {
    render(
      <TotalVotes
        series={[
          { label: "Nation", results: { ...results, scope: "national", counting: "verified" } },
        ]}
      />,
    );
    expect(screen.getByTestId("present-counting")).toHaveTextContent(
      "votes from verified accounts; self-selected, not a weighted poll",
    );
  });

  it("says accounts otherwise, and names the nation beside a room", () => {
    render(
      <TotalVotes
        series={[
          { label: "Room", results: { ...results, scope: "room" } },
          { label: "Nation", results: { ...results, scope: "national", counting: "accounts" } },
        ]}
      />,
    );
    const counting = screen.getByTestId("present-counting");
    expect(counting).toHaveTextContent("Nation: votes from accounts; self-selected");
    expect(counting).not.toHaveTextContent("verified");
  });

  it("says nothing about accounts for a room on its own", () => {
    render(<TotalVotes series={[{ label: "Room", results: { ...results, scope: "room" } }]} />);
    expect(screen.queryByTestId("present-counting")).toBeNull();
  });
});
