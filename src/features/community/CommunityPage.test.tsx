import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { PRICE_FIGURE_CAVEAT, PRICE_FIGURE_LABEL } from "@convex/domain/economy";
import type { Id } from "@convex/_generated/dataModel";
import { communityResults, nationPage, roomPage } from "@/test/fixtures";
import { callsOf, queryArgsOf, setQueryResult, setSignedIn } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { preloadToasts, Toaster } from "@/components/ui/Toast";
import CommunityPage from "./CommunityPage";

// The toasts' view is its own chunk, loaded with the first toast: loaded here first, so a
// toast shows as soon as it is raised.
beforeAll(() => preloadToasts());

vi.mock("convex/react", () => import("@/test/convexReact"));

const renderPage = (url = "/community-comparison") => renderWithRouter(<CommunityPage />, { url });

describe("the community comparison page (community:page)", () => {
  it("shows skeletons while the page loads", () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading community results...");
  });

  it("draws the workshop link with the results, not under the skeleton they push down", () => {
    const workshop = () => screen.queryByRole("link", { name: "Create a workshop room" });
    const { unmount } = renderPage("/community-comparison?room=ABC234");
    expect(workshop()).toBeNull();
    unmount();
    setQueryResult(api.community.page, roomPage(), { roomCode: "ABC234" });
    renderPage("/community-comparison?room=ABC234");
    expect(workshop()).toHaveAttribute("href", "/rooms");
  });

  it("renders the nation's totals, quadrants, top narratives and averages", () => {
    setQueryResult(api.community.page, nationPage());
    renderPage();
    expect(screen.queryByRole("tab", { name: "Room vs Nation" })).not.toBeInTheDocument();
    expect(screen.getByTestId("total-votes")).toHaveTextContent("40");
    expect(screen.getByTestId("based-on")).toHaveTextContent(
      "Based on 40 active votes from accounts across the nation: self-selected, not a poll weighted to the population. How we count",
    );
    expect(screen.getByRole("link", { name: "How we count" })).toHaveAttribute("href", "/methods");
    const quadrants = screen.getByRole("list", { name: "Quadrant distribution" });
    expect(within(quadrants).getAllByRole("listitem")).toHaveLength(4);
    expect(within(quadrants).getByText("50.0%")).toBeInTheDocument();
    expect(screen.getByText("Green Commons")).toBeInTheDocument();
    expect(screen.getByText("Moonshot Britain")).toBeInTheDocument();
    expect(screen.getByTestId("average-tax")).toHaveTextContent("1.3%");
    expect(screen.getByTestId("average-dividend")).toHaveTextContent("£9,000");
    // The one price figure (the model's, at the average rate), never the stored 0.4 rule of thumb.
    expect(screen.queryByTestId("average-inflation")).not.toBeInTheDocument();
    expect(screen.getByText(PRICE_FIGURE_LABEL)).toBeInTheDocument();
    expect(screen.getByTestId("average-price-rise")).toHaveTextContent("3.3%");
    expect(screen.getByTestId("average-price-rise-range")).toHaveTextContent("range 1.4% to 6.4%");
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(PRICE_FIGURE_CAVEAT);
  });

  it("says so when no narrative has been chosen", () => {
    setQueryResult(api.community.page, nationPage({ totalVotes: 0, topNarratives: [] }));
    renderPage();
    expect(screen.getByText("No narratives chosen yet.")).toBeInTheDocument();
    expect(screen.getByTestId("based-on")).toHaveTextContent("Based on 0 active votes");
    // No zeros dressed as averages ("Tax rate 0.0% · Dividend £0 …", issue 37).
    expect(screen.getByTestId("averages-empty")).toHaveTextContent("No votes yet");
    expect(screen.queryByTestId("average-tax")).not.toBeInTheDocument();
    expect(screen.queryByTestId("average-price-rise-range")).not.toBeInTheDocument();
  });

  it("with no votes and no sample, any visitor can generate the sample (the spec's messages)", async () => {
    setQueryResult(api.community.page, nationPage({ totalVotes: 0, topNarratives: [] }));
    const generate = callsOf(api.seed.generateSample);
    generate.mockResolvedValueOnce({ success: true, seedCount: 150 });
    const { user } = renderWithRouter(
      <>
        <CommunityPage />
        <Toaster />
      </>,
      { url: "/community-comparison" },
    );
    const panel = screen.getByTestId("sample-data-panel");
    expect(panel).toHaveTextContent("No vote is in the community results yet.");
    expect(panel).not.toHaveTextContent("fewer than 50");
    await user.click(within(panel).getByRole("button", { name: "Generate seed data" }));
    expect(generate).toHaveBeenCalledWith({});
    expect(await screen.findByText("Successfully generated 150 seed votes!")).toBeInTheDocument();

    generate.mockResolvedValueOnce({ success: false, seedCount: 0, error: "Please wait." });
    await user.click(within(panel).getByRole("button", { name: "Generate seed data" }));
    expect(
      await screen.findByText("Failed to generate seed data: Please wait."),
    ).toBeInTheDocument();
  });

  it("shows no sample-data panel once there are real votes", () => {
    setQueryResult(api.community.page, nationPage());
    renderPage();
    expect(screen.queryByTestId("sample-data-panel")).not.toBeInTheDocument();
  });

  it("offers sample data, off by default and labelled synthetic when on", async () => {
    const sample = communityResults({
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
    });
    setQueryResult(api.community.page, nationPage({ totalVotes: 0, topNarratives: [] }, sample));
    const { user } = renderPage();
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

  it("opens on a room's results and switches to Nation and Room vs Nation", async () => {
    // The code as typed in the address; the query is asked for it as a room code.
    setQueryResult(api.community.page, roomPage(), { roomCode: "ABC234" });
    const { user } = renderPage("/community-comparison?room=abc-234");
    expect(screen.getByRole("tab", { name: "Room" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Workshop")).toBeInTheDocument();
    expect(screen.getByTestId("based-on")).toHaveTextContent(
      "Based on 6 active votes in Workshop; shown from 5 votes.",
    );

    await user.click(screen.getByRole("tab", { name: "Nation" }));
    expect(screen.getByTestId("based-on")).toHaveTextContent("across the nation");

    await user.click(screen.getByRole("tab", { name: "Room vs Nation" }));
    const table = screen.getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Workshop" })).toBeInTheDocument();
    const totals = within(table).getByRole("row", { name: /Total votes/ });
    expect(
      within(totals)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["6", "40"]);
    const prices = within(table).getByRole("row", { name: new RegExp(PRICE_FIGURE_LABEL) });
    expect(
      within(prices)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["4.6% (range 1.9% to 9.9%)", "3.3% (range 1.4% to 6.4%)"]);
    expect(screen.getByTestId("price-figure-note")).toHaveTextContent(PRICE_FIGURE_CAVEAT);
    expect(screen.getByRole("link", { name: "Presenter view" })).toHaveAttribute(
      "href",
      "/present?room=ABC234&view=compare",
    );
  });

  it("shows only the count for a room below its threshold, in Room and Room vs Nation", async () => {
    setQueryResult(
      api.community.page,
      roomPage({ withheld: true, totalVotes: 2, thresholdVotes: 2, topNarratives: [] }),
      { roomCode: "ABC234" },
    );
    const { user } = renderPage("/community-comparison?room=ABC234");
    expect(screen.getByTestId("threshold-state")).toHaveTextContent("2 of 5");
    expect(screen.queryByTestId("total-votes")).not.toBeInTheDocument();
    expect(screen.queryByText("Moonshot Britain")).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Room vs Nation" }));
    expect(screen.getByTestId("threshold-state")).toHaveTextContent("2 of 5");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when no room has the code, and still offers the nation", async () => {
    setQueryResult(
      api.community.page,
      { kind: "unknownRoom", code: "XYZ789", nation: communityResults(), sample: null },
      { roomCode: "XYZ789" },
    );
    const { user } = renderPage("/community-comparison?room=XYZ789");
    expect(screen.getByRole("alert")).toHaveTextContent("No room has the code XYZ789.");
    expect(screen.getByRole("link", { name: "Join a room" })).toHaveAttribute("href", "/join");

    await user.click(screen.getByRole("tab", { name: "Nation" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByTestId("based-on")).toHaveTextContent("across the nation");
  });

  it("offers the room's CSV to its owner only (rooms:isOwner, asked only when signed in)", () => {
    setQueryResult(api.community.page, roomPage(), { roomCode: "ABC234" });
    setQueryResult(api.rooms.isOwner, true, { code: "ABC234" });
    const signedOut = renderPage("/community-comparison?room=ABC234");
    expect(screen.queryByRole("button", { name: "Export CSV" })).not.toBeInTheDocument();
    expect(queryArgsOf(api.rooms.isOwner)).toEqual([]);
    signedOut.unmount();

    setSignedIn(true);
    renderPage("/community-comparison?room=ABC234");
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeInTheDocument();
    expect(queryArgsOf(api.rooms.isOwner)).toContainEqual({ code: "ABC234" });
  });
});
