import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ScopeResults } from "./presenterTypes";
import { QuadrantBars } from "./QuadrantBars";

const results = (quadrantDistribution: ScopeResults["quadrantDistribution"]): ScopeResults => ({
  totalVotes: 10,
  withheld: false,
  threshold: 5,
  quadrantDistribution,
  topNarratives: [],
  averageEconomics: {
    taxRate: 1,
    dividend: 5_000,
    inflation: 0,
    priceRise: { low: 1.2, central: 2.7, high: 5.1 },
  },
  map: [],
});

describe("the presenter's quadrant bars", () => {
  it("shows each quadrant's share of the first series", () => {
    render(
      <QuadrantBars
        series={[
          { label: "Room", results: results({ rewild: 60, leap: 20, steady: 10, scale: 10 }) },
        ]}
      />,
    );
    expect(screen.getByTestId("present-quadrant-rewild")).toHaveTextContent("60.0%");
    expect(screen.getByTestId("present-quadrant-scale")).toHaveTextContent("10.0%");
  });

  it("names both series for screen readers when the room is compared with the nation", () => {
    render(
      <QuadrantBars
        series={[
          { label: "Room", results: results({ rewild: 60, leap: 20, steady: 10, scale: 10 }) },
          { label: "Nation", results: results({ rewild: 25, leap: 25, steady: 25, scale: 25 }) },
        ]}
      />,
    );
    const rewild = within(screen.getByRole("list", { name: "Quadrant distribution" })).getAllByRole(
      "listitem",
    )[0];
    expect(rewild).toHaveTextContent("Room 60.0%");
    expect(rewild).toHaveTextContent("Nation 25.0%");
  });
});
