/**
 * The account page's privacy card keeps its place while a stored session is being checked
 * (issue 42): it is drawn at once, at its height with its consents as skeletons and its
 * buttons disabled, so the saved manifestos' heading below it does not move down when the
 * check ends (desktop CLS 0.011 on /account).
 */
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setAuthLoading } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import AccountPage from "./AccountPage";

vi.mock("convex/react", () => import("@/test/convexReact"));
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signIn: vi.fn(), signOut: vi.fn() }),
}));

async function renderAccountPage() {
  await act(() => {
    renderWithRouter(<AccountPage />, { url: "/account" });
    return Promise.resolve();
  });
}

describe("the account page while the sign-in check runs", () => {
  it("draws the privacy card, not yet usable, for a browser with a stored session", async () => {
    localStorage.setItem("__convexAuthJWT_http127001", "a token");
    setAuthLoading(true);
    await renderAccountPage();
    expect(screen.getByTestId("privacy-controls")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeDisabled();
    expect(screen.getByRole("heading", { name: "Saved manifestos" })).toBeInTheDocument();
  });

  it("draws no privacy card for a browser without one", async () => {
    setAuthLoading(true);
    await renderAccountPage();
    expect(screen.queryByTestId("privacy-controls")).toBeNull();
  });
});
