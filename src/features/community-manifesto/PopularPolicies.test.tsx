import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PopularPolicies } from "./PopularPolicies";

describe("popular policies by category", () => {
  it("lists the areas with choices, each ranked, and leaves out empty areas", () => {
    render(
      <PopularPolicies
        categories={{
          Transport: ["Free bus travel", "Rail renationalisation"],
          Housing: [],
          "Health & Care": ["Community clinics"],
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "Popular Policies by Category" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Transport", "Health & Care"]);
    expect(within(section).getByText("Rail renationalisation")).toBeInTheDocument();
  });

  it("says so when nothing has been chosen", () => {
    render(<PopularPolicies categories={{ Housing: [] }} />);
    expect(screen.getByText("No policies have been chosen yet.")).toBeInTheDocument();
  });
});
