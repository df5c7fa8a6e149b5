/**
 * Verified mode tells people (NATIONAL_RESULTS=verified, issue 37): straight after binding
 * and on Your Vote, an unverified voter reads that the vote counts nationally once the email
 * is verified; in the default mode, or once verified, nothing of the kind is said.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { callsOf, setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { BoundNote } from "./BoundNote";

const COUNTS_ONCE_VERIFIED = "Your vote counts nationally once you verify your email.";
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
    expect(screen.getByRole("link", { name: "Verify it on your account page" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("after binding, the code step is on the same screen: send a code, type it, and it is checked", async () => {
    mode("verified");
    setQueryResult(api.verification.status, {
      email: "voter@example.com",
      verified: false,
      codePending: false,
    });
    callsOf(api.verification.sendCode).mockResolvedValueOnce({
      sentTo: "voter@example.com",
      delivery: "email",
    });
    callsOf(api.verification.confirm).mockResolvedValueOnce({ verified: true, message: null });
    const { user } = renderWithRouter(
      <BoundNote
        bound={{ ...bound, verified: false }}
        total={3}
        onShowCommunity={() => undefined}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Send a code to voter@example.com" }));
    expect(callsOf(api.verification.sendCode)).toHaveBeenCalledWith({});
    expect(await screen.findByText(/We sent a \d-digit code to voter@example.com/)).toBeVisible();
    await user.type(screen.getByLabelText(/-digit code/), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(callsOf(api.verification.confirm)).toHaveBeenCalledWith({ code: "123456" });
  });

  it("a wrong code says why, on the same screen", async () => {
    mode("verified");
    setQueryResult(api.verification.status, {
      email: "voter@example.com",
      verified: false,
      codePending: true,
    });
    callsOf(api.verification.confirm).mockResolvedValueOnce({
      verified: false,
      message: "That code is not right.",
    });
    const { user } = renderWithRouter(
      <BoundNote
        bound={{ ...bound, verified: false }}
        total={3}
        onShowCommunity={() => undefined}
      />,
    );
    await user.type(screen.getByLabelText(/-digit code/), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
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
