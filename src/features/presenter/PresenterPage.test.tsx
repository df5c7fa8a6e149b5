/**
 * The presenter's screens a facilitator meets before the results (issue 38 item 3): Room vs
 * Nation while the room is under its threshold shows "Waiting for votes" with the room's
 * progress in place of the map and keeps every room figure off the screen, while the
 * nation's count says whose votes it counts.
 */
import { screen } from "@testing-library/react";
import type { FunctionReturnType } from "convex/server";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import PresenterPage from "./PresenterPage";

vi.mock("convex/react", () => import("@/test/convexReact"));

type Presenter = FunctionReturnType<typeof api.community.presenter>;
const CODE = "ABC234";

function scope(overrides: Partial<Presenter>): Presenter {
  return {
    scope: "national",
    counting: "verified",
    withheld: false,
    threshold: 0,
    totalVotes: 40,
    thresholdVotes: 40,
    quadrantDistribution: { rewild: 25, leap: 25, steady: 25, scale: 25 },
    topNarratives: [],
    averageEconomics: {
      taxRate: 1.3,
      dividend: 9_000,
      inflation: 0.4,
      priceRise: { low: 1.4, central: 3.3, high: 6.4 },
    },
    room: null,
    map: [],
    consensus: null,
    guestBurst: null,
    ...overrides,
  };
}

const room = {
  id: "r1" as Id<"rooms">,
  code: CODE,
  name: "Year 10 civics",
  isOpen: true,
  createdAt: 0,
  closedAt: null,
  totalVotes: 2,
  threshold: 5,
  thresholdVotes: 2,
  accountsOnly: false,
  expectedSize: 30,
  pendingGuestVotes: 0,
  language: "en-GB" as const,
};

describe("Room vs Nation before the room reaches its threshold", () => {
  it("shows 'Waiting for votes' with the room's progress, and no room figures", () => {
    setQueryResult(api.community.presenter, scope({}));
    setQueryResult(
      api.community.presenter,
      scope({
        scope: "room",
        counting: null,
        withheld: true,
        threshold: 5,
        totalVotes: 0,
        thresholdVotes: 2,
        room: room,
      }),
      { roomCode: CODE },
    );
    setQueryResult(api.rooms.isOwner, false, { code: CODE });
    renderWithRouter(<PresenterPage />, { url: `/present?room=${CODE}&view=compare` });

    expect(screen.getByRole("heading", { name: "Waiting for votes" })).toBeInTheDocument();
    expect(screen.getByTestId("present-threshold")).toHaveTextContent("2");
    expect(screen.getByText(/Results appear once the room has 5 votes/)).toBeInTheDocument();
    expect(screen.getByText("Room results show from 5 votes.")).toBeInTheDocument();
    // Nothing of the room's results: no map, no averages, no consensus.
    expect(screen.queryByRole("heading", { name: "Where voters landed" })).toBeNull();
    expect(screen.queryByTestId("present-results")).toBeNull();
    expect(screen.queryByTestId("present-consensus")).toBeNull();
    // The nation beside it says whose votes it counts.
    expect(screen.getByTestId("present-counting")).toHaveTextContent(
      "Nation: votes from verified accounts",
    );
  });

  it("a closed room under its threshold says its results stay hidden", () => {
    setQueryResult(api.community.presenter, scope({}));
    setQueryResult(
      api.community.presenter,
      scope({
        scope: "room",
        counting: null,
        withheld: true,
        threshold: 5,
        totalVotes: 0,
        thresholdVotes: 2,
        room: { ...room, isOpen: false, closedAt: 1 },
      }),
      { roomCode: CODE },
    );
    renderWithRouter(<PresenterPage />, { url: `/present?room=${CODE}&view=compare` });
    expect(screen.getByRole("heading", { name: "Room closed" })).toBeInTheDocument();
    expect(screen.getByText(/its results stay hidden/)).toBeInTheDocument();
  });
});
