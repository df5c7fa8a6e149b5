/**
 * Verified mode tells people (NATIONAL_RESULTS=verified, issue 37): straight after binding
 * and on Your Vote, an unverified voter reads that the vote counts nationally once the email
 * is verified; in the default mode, or once verified, nothing of the kind is said.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { BoundNote, COUNTS_ONCE_VERIFIED } from "./BoundNote";
import { VerifyToCount } from "./VerifyToCount";

vi.mock("convex/react", () => import("@/test/convexReact"));

function mode(nationalCounting: "accounts" | "verified") {
  setQueryResult(api.authInfo.providers, {
    password: true,
    google: false,
    emailVerification: false,
    nationalCounting,
  });
}

const bound = { nationalHeld: false, countsNationally: true };

describe("verified mode", () => {
  it("after binding, an unverified voter is told the vote counts once the email is verified", () => {
    mode("verified");
    renderWithRouter(
      <BoundNote
        bound={{ ...bound, verified: false }}
        total={3}
        onShowCommunity={() => undefined}
      />,
    );
    expect(screen.getByTestId("bound-note")).toHaveTextContent(COUNTS_ONCE_VERIFIED);
    expect(screen.getByRole("link", { name: "Verify it now" })).toHaveAttribute("href", "/account");
  });

  it("by default the bound note gives the community's new total", () => {
    mode("accounts");
    renderWithRouter(<BoundNote bound={bound} total={3} onShowCommunity={() => undefined} />);
    expect(screen.getByTestId("bound-note")).toHaveTextContent(
      "Your vote is counted: the community total is now 3 votes, yours included.",
    );
  });

  it("Your Vote says it for an unverified vote only", () => {
    mode("verified");
    const { unmount } = renderWithRouter(<VerifyToCount verified={false} />);
    expect(screen.getByTestId("verify-to-count")).toHaveTextContent(COUNTS_ONCE_VERIFIED);
    unmount();
    renderWithRouter(<VerifyToCount verified />);
    expect(screen.queryByTestId("verify-to-count")).toBeNull();
  });
});
