/**
 * The bind page's signed-out parts come with its first paint (issue 42): for a visitor
 * whose browser holds no session, the account card (the page's first card) and the consent
 * box are drawn while Convex Auth's provider is still reading its storage, rather than
 * pushed in above the page when it has (/bind-vote's layout shift on a phone, CLS 0.163).
 * A visitor with a stored session waits for the provider's answer.
 */
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setAuthLoading } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import BindVotePage from "./BindVotePage";

vi.mock("convex/react", () => import("@/test/convexReact"));

async function renderBindPage() {
  await act(() => {
    renderWithRouter(<BindVotePage />, { url: "/bind-vote" });
    return Promise.resolve();
  });
}

describe("the bind page before the sign-in check ends", () => {
  it("draws the account card and the consent box for a browser without a session", async () => {
    setAuthLoading(true);
    await renderBindPage();
    expect(screen.getByTestId("account-needed")).toBeInTheDocument();
    expect(screen.getByTestId("consent-box")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign up and bind my vote" })).toBeInTheDocument();
  });

  it("shows neither to a browser with a session until the provider says it is signed out", async () => {
    localStorage.setItem("__convexAuthJWT_http127001", "a token");
    setAuthLoading(true);
    await renderBindPage();
    expect(screen.queryByTestId("account-needed")).toBeNull();
    expect(screen.queryByTestId("consent-box")).toBeNull();
  });
});
