import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { setQueryResult } from "@/test/convexReact";
import { VoteWaiting } from "./VoteWaiting";

vi.mock("convex/react", () => import("@/test/convexReact"));

const voteId = "vote1" as Id<"userVotes">;
type Active = NonNullable<Parameters<typeof setQueryResult<typeof api.votes.myActive>>[1]>;
const active = (pendingApproval: boolean | undefined) =>
  ({ _id: voteId, pendingApproval }) as unknown as Active;

describe("a guest's vote waiting for approval", () => {
  it("says it is waiting while it waits", () => {
    setQueryResult(api.votes.myActive, active(true));
    render(<VoteWaiting voteId={voteId} onChange={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your vote is waiting for the facilitator's approval.",
    );
  });

  it("says it counts once the facilitator approves it", () => {
    setQueryResult(api.votes.myActive, active(undefined));
    render(<VoteWaiting voteId={voteId} onChange={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "The facilitator approved your vote: it counts in this room.",
    );
  });
});
