/**
 * What follows the room's vote appears once the vote has arrived, never above its
 * placeholders (issue 42): below them it moved down a phone's screen as the vote loaded.
 * The quick vote itself is drawn once, with its stories, the voter's current vote and their
 * consent there: a current vote's line arriving later moved the stories down.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RoomVoteStep } from "./RoomVoteStep";

/** The quick vote's queries' answers, by function name (undefined while loading). */
const answers = vi.hoisted((): Record<string, unknown> => ({}));
const QUICK_VOTE_QUERIES = ["narratives:listAll", "votes:myActive", "privacy:myConsent"];

vi.mock("@/lib/useViewer", () => ({
  useViewer: () => ({ isLoading: false, isSignedIn: true, isGuest: false }),
}));
vi.mock("./QuickVote", () => ({ QuickVote: () => <p>The quick vote</p> }));
vi.mock("convex/react", async () => {
  const { getFunctionName } = await import("convex/server");
  return {
    // rooms.byCode answers with an open room; the others with `answers`.
    useQuery: (query: Parameters<typeof getFunctionName>[0], args: unknown) => {
      const name = getFunctionName(query);
      if (name === "rooms:byCode") return { code: "ABC123", isOpen: true, accountsOnly: false };
      return args === "skip" ? undefined : answers[name];
    },
  };
});

/** A new element each time, so a rerender renders it again. */
const step = () => (
  <RoomVoteStep code="ABC123">
    <p>After the vote</p>
  </RoomVoteStep>
);

describe("RoomVoteStep", () => {
  beforeEach(() => {
    for (const name of QUICK_VOTE_QUERIES) delete answers[name];
  });

  it("keeps the quick vote and what follows it back until the quick vote's queries have arrived", () => {
    const { rerender } = render(step(), { wrapper: MemoryRouter });
    expect(screen.queryByText("The quick vote")).not.toBeInTheDocument();
    expect(screen.queryByText("After the vote")).not.toBeInTheDocument();
    answers["narratives:listAll"] = [];
    answers["votes:myActive"] = null;
    answers["privacy:myConsent"] = {};
    rerender(step());
    expect(screen.getByText("The quick vote")).toBeInTheDocument();
    expect(screen.getByText("After the vote")).toBeInTheDocument();
  });

  it.each(QUICK_VOTE_QUERIES)("waits for %s with the others there", (late) => {
    answers["narratives:listAll"] = [];
    answers["votes:myActive"] = null;
    answers["privacy:myConsent"] = {};
    delete answers[late];
    render(step(), { wrapper: MemoryRouter });
    expect(screen.queryByText("The quick vote")).not.toBeInTheDocument();
  });
});
