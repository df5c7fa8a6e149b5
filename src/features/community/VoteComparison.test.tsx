import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRICE_FIGURE_CAVEAT, PRICE_FIGURE_LABEL } from "@convex/domain/economy";
import { communityResults } from "@/test/fixtures";
import { VoteComparison } from "./VoteComparison";

describe("your vote against the community", () => {
  it("compares the model's price figure at your rate with the community's, with the caveat", () => {
    render(
      <VoteComparison
        vote={{ taxRate: 1.3, dividend: 1000 }}
        averages={communityResults().averageEconomics}
      />,
    );
    const row = screen.getByRole("row", { name: new RegExp(PRICE_FIGURE_LABEL) });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1.2%", "3.3%"]);
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(PRICE_FIGURE_CAVEAT);
    expect(screen.queryByText("Inflation")).not.toBeInTheDocument();
  });
});
