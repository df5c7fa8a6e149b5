/**
 * What follows the room's vote appears once the vote has arrived, never above its
 * placeholders (issue 42): below them it moved down a phone's screen as the vote loaded.
 */
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RoomVoteStep } from "./RoomVoteStep";

const state = vi.hoisted(() => ({ stories: undefined as unknown[] | undefined }));

vi.mock("@/lib/useViewer", () => ({
  useViewer: () => ({ isLoading: false, isSignedIn: true, isGuest: false }),
}));
vi.mock("./QuickVote", () => ({ QuickVote: () => <p>The quick vote</p> }));
vi.mock("convex/react", () => ({
  // rooms.byCode answers with an open room; narratives.listAll with `state.stories`.
  useQuery: (_query: unknown, args: unknown) =>
    args !== null && typeof args === "object" && "code" in args
      ? { code: "ABC123", isOpen: true, accountsOnly: false }
      : state.stories,
}));

describe("RoomVoteStep", () => {
  beforeEach(() => (state.stories = undefined));

  it("keeps what follows the vote back until the quick vote's stories have arrived", () => {
    const { rerender } = render(
      <RoomVoteStep code="ABC123">
        <p>After the vote</p>
      </RoomVoteStep>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByText("The quick vote")).toBeInTheDocument();
    expect(screen.queryByText("After the vote")).not.toBeInTheDocument();
    state.stories = [];
    rerender(
      <RoomVoteStep code="ABC123">
        <p>After the vote</p>
      </RoomVoteStep>,
    );
    expect(screen.getByText("After the vote")).toBeInTheDocument();
  });
});
