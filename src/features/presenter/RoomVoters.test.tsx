import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RoomVoters } from "./RoomVoters";

describe("the presenter's voters line", () => {
  it("shows guests, accounts and waiting guest votes apart", () => {
    render(<RoomVoters guestVotes={12} accountVotes={1} pendingGuestVotes={3} burst={null} />);
    expect(screen.getByTestId("present-voters")).toHaveTextContent(
      "12 guests · 1 account · 3 guest votes awaiting approval",
    );
    expect(screen.queryByTestId("present-burst")).toBeNull();
  });

  it("flags a burst with its count and time, nothing else", () => {
    const at = new Date(2026, 10, 25, 14, 2).getTime();
    render(
      <RoomVoters
        guestVotes={40}
        accountVotes={0}
        pendingGuestVotes={0}
        burst={{ count: 40, at }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "40 guest votes from one network within a minute (at 14:02)",
    );
  });
});
