import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { nationalOverview } from "@/test/fixtures";
import { setQueryResult } from "@/test/convexReact";
import { CommunityView } from "./CommunityView";

vi.mock("convex/react", () => import("@/test/convexReact"));

describe("the community view", () => {
  it("shows skeletons while the overview loads", () => {
    render(<CommunityView overview={undefined} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading community results...");
  });

  it("renders the nation's totals, quadrants, top narratives and averages", () => {
    render(<CommunityView overview={nationalOverview()} />);
    expect(screen.getByTestId("total-votes")).toHaveTextContent("40");
    expect(screen.getByTestId("based-on")).toHaveTextContent(
      "Based on 40 active votes across the nation.",
    );
    const quadrants = screen.getByRole("list", { name: "Quadrant distribution" });
    expect(within(quadrants).getAllByRole("listitem")).toHaveLength(4);
    expect(within(quadrants).getByText("50.0%")).toBeInTheDocument();
    expect(screen.getByText("Green Commons")).toBeInTheDocument();
    expect(screen.getByText("Moonshot Britain")).toBeInTheDocument();
    expect(screen.getByTestId("average-tax")).toHaveTextContent("1.3%");
    expect(screen.getByTestId("average-dividend")).toHaveTextContent("£9,000");
    expect(screen.getByTestId("average-inflation")).toHaveTextContent("0.4%");
  });

  it("says so when no narrative has been chosen", () => {
    render(<CommunityView overview={nationalOverview({ totalVotes: 0, topNarratives: [] })} />);
    expect(screen.getByText("No narratives chosen yet.")).toBeInTheDocument();
    expect(screen.getByTestId("based-on")).toHaveTextContent("Based on 0 active votes");
  });

  it("shows only the count for a room below its threshold", () => {
    const room = nationalOverview({
      scope: "room",
      withheld: true,
      threshold: 5,
      totalVotes: 2,
      topNarratives: [],
    });
    render(<CommunityView overview={room} />);
    expect(screen.getByTestId("threshold-state")).toHaveTextContent("2 of 5");
    expect(screen.queryByTestId("total-votes")).not.toBeInTheDocument();
    expect(screen.queryByText("Green Commons")).not.toBeInTheDocument();
  });

  it("offers sample data, off by default and labelled synthetic when on", async () => {
    setQueryResult(
      api.community.sampleOverview,
      nationalOverview({
        scope: "sample",
        totalVotes: 300,
        topNarratives: [
          {
            id: "n3" as Id<"narratives">,
            title: "Steady State",
            quadrant: "steady",
            count: 300,
            percentage: 100,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    render(<CommunityView overview={nationalOverview({ totalVotes: 0, topNarratives: [] })} />);
    const toggle = screen.getByRole("switch");
    expect(toggle).not.toBeChecked();
    expect(screen.queryByTestId("sample-figures")).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByTestId("sample-figures")).toHaveTextContent("Not real votes.");
    expect(screen.getByTestId("based-on")).toHaveTextContent(
      "Based on 300 synthetic sample votes, not real ones.",
    );
    expect(screen.getByText("Steady State")).toBeInTheDocument();
  });
});
