import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { PRICE_FIGURE_CAVEAT, PRICE_FIGURE_LABEL } from "@convex/domain/economy";
import { communityResults } from "@/test/fixtures";
import { callsOf, setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import CommunityManifestoPage from "./CommunityManifestoPage";

vi.mock("convex/react", () => import("@/test/convexReact"));

describe("the community manifesto's economic impact", () => {
  it("shows the one price figure with its range and caveat, not 'Average inflation'", async () => {
    setQueryResult(api.community.overview, { ...communityResults(), room: null });
    callsOf(api.ai.communityManifesto).mockResolvedValue({
      engine: "offline",
      title: "Community Manifesto",
      summary: "A summary.",
      policy_categories: {},
      economic_summary: "An economic summary.",
    });
    renderWithRouter(<CommunityManifestoPage />, { url: "/community-manifesto" });
    expect(await screen.findByText(PRICE_FIGURE_LABEL)).toBeInTheDocument();
    expect(screen.getByTestId("manifesto-price-rise")).toHaveTextContent(
      "3.3% (range 1.4% to 6.4%)",
    );
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(PRICE_FIGURE_CAVEAT);
    expect(screen.queryByText("Average inflation")).not.toBeInTheDocument();
  });
});
