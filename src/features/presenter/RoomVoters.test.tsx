import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RoomVoters } from "./RoomVoters";

describe("the presenter's voters line", () => {
  it("shows the guest votes waiting for approval, never guests and accounts apart", () => {
    render(<RoomVoters pendingGuestVotes={3} burst={null} />);
    expect(screen.getByTestId("present-voters")).toHaveTextContent(
      /^3 guest votes awaiting approval$/,
    );
    expect(screen.queryByTestId("present-burst")).toBeNull();
  });

  it("flags a burst with its count and time, nothing else", () => {
    const at = new Date(2026, 10, 25, 14, 2).getTime();
    render(<RoomVoters pendingGuestVotes={0} burst={{ count: 40, at }} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "40 guest votes from one network within a minute (at 14:02)",
    );
  });
});
