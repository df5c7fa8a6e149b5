/**
 * The account page's cards render by their own state alone (issue 42: desktop /account blocked
 * its main thread for 210 ms, the page rendering its three cards again each time the sign-in
 * state, the profile or a pending manifesto changed: 8 renders of each until idle). The
 * page's own re-render leaves the verification, privacy and saved-manifestos cards as they
 * are; each card's query is asked for once per render, which is what this counts.
 */
import { act, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { queryArgsOf, setSignedIn } from "@/test/convexReact";
import AccountPage from "./AccountPage";

vi.mock("convex/react", () => import("@/test/convexReact"));
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signIn: vi.fn(), signOut: vi.fn() }),
}));

const page = () => (
  <MemoryRouter initialEntries={["/account"]}>
    <AccountPage />
  </MemoryRouter>
);

/** How many times each card has rendered so far (its query's calls). */
function cardRenders() {
  return {
    verify: queryArgsOf(api.verification.status).length,
    // The page asks for the consents too (a pending manifesto's box), once per render of its
    // own, as it asks for the profile.
    privacy: queryArgsOf(api.privacy.myConsent).length - queryArgsOf(api.profiles.me).length,
    saved: queryArgsOf(api.manifestos.listMine).length,
  };
}

describe("the account page's cards", () => {
  it("do not render again when the page does", async () => {
    setSignedIn(true);
    const { rerender } = render(page());
    for (let turn = 0; turn < 5; turn++) await act(() => Promise.resolve());
    const before = cardRenders();
    const pageRenders = queryArgsOf(api.profiles.me).length;
    expect(before.verify).toBeGreaterThan(0);
    expect(before.privacy).toBeGreaterThan(0);
    expect(before.saved).toBeGreaterThan(0);
    rerender(page());
    await act(() => Promise.resolve());
    expect(queryArgsOf(api.profiles.me).length).toBeGreaterThan(pageRenders);
    expect(cardRenders()).toEqual(before);
  });
});
