import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";
import { activateLanguage } from "@/i18n/i18n";
import { callsOf, setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { PrivacyControls } from "./PrivacyControls";

vi.mock("convex/react", () => import("@/test/convexReact"));
const signOut = vi.fn(() => Promise.resolve());
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signIn: vi.fn(), signOut }),
}));

describe("your data on the account page", () => {
  beforeEach(() => {
    signOut.mockClear();
    setQueryResult(api.privacy.myConsent, {
      vote: { version: PRIVACY_NOTICE_VERSION, givenAt: Date.UTC(2026, 10, 25), current: true },
      rankings: null,
      manifestos: { version: "2026-11-01", givenAt: Date.UTC(2026, 10, 1), current: false },
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage("en-GB", false);
  });

  it("in Welsh, says the same with a Welsh date and Welsh buttons", async () => {
    renderWithRouter(<PrivacyControls signedIn />);
    await act(() => activateLanguage("cy", false));
    expect(screen.getByTestId("consent-vote")).toHaveTextContent(
      "Eich pleidlais: Fe wnaethoch chi gytuno ar 25 Tachwedd 2026 i gadw'ch pleidleisiau",
    );
    expect(screen.getByTestId("consent-manifestos")).toHaveTextContent(
      "sydd wedi newid ers hynny: gofynnir i chi eto",
    );
    expect(screen.getByRole("button", { name: "Lawrlwytho fy nata" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Dileu fy nghyfrif" })).toBeVisible();
  });

  it("says, per purpose, when consent was given and links to the notice", () => {
    renderWithRouter(<PrivacyControls signedIn />);
    expect(screen.getByTestId("consent-vote")).toHaveTextContent(
      "Your vote: You agreed on 25 November 2026 that your votes are stored",
    );
    expect(screen.getByTestId("consent-rankings")).toHaveTextContent(
      "You have not agreed that your policy choices are stored, so none are.",
    );
    expect(screen.getByTestId("consent-manifestos")).toHaveTextContent(
      "since changed: you will be asked again",
    );
    expect(screen.getByRole("link", { name: "Read the privacy notice" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("deletes the account only after the confirmation, then signs out and goes home", async () => {
    const { user } = renderWithRouter(<PrivacyControls signedIn />, { url: "/account" });
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(callsOf(api.privacy.deleteMyAccount)).not.toHaveBeenCalled();
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    await user.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(dialog).not.toBeInTheDocument();
    expect(callsOf(api.privacy.deleteMyAccount)).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await screen.findByRole("alertdialog");
    const confirm = screen
      .getAllByRole("button", { name: "Delete my account" })
      .find((button) => button.closest("[role=alertdialog]") !== null)!;
    await user.click(confirm);
    await waitFor(() => expect(callsOf(api.privacy.deleteMyAccount)).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    // Home comes once signing out has settled (a microtask after the call).
    await waitFor(() => expect(screen.getByTestId("current-path")).toHaveTextContent(/^\/$/));
  });

  it("withdrawing one purpose asks first, then withdraws that purpose only", async () => {
    const { user } = renderWithRouter(<PrivacyControls signedIn />);
    expect(
      screen.queryByRole("button", { name: "Withdraw consent: your policy choices" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Withdraw consent: your vote" }));
    await user.click(await screen.findByRole("button", { name: "Withdraw and delete my votes" }));
    await waitFor(() => expect(callsOf(api.privacy.withdrawConsent)).toHaveBeenCalledTimes(1));
    expect(callsOf(api.privacy.withdrawConsent)).toHaveBeenCalledWith({ purpose: "vote" });
  });

  it("downloads everything as policy-simulator-my-data-<date>.json", async () => {
    setQueryResult(api.privacy.myData, { tables: { users: [{ _id: "u1" }] } } as never);
    const created = vi.fn((blob: Blob) => (void blob, "blob:my-data"));
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderWithRouter(<PrivacyControls signedIn />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^policy-simulator-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const blob = created.mock.calls[0][0];
    expect(JSON.parse(await blob.text())).toEqual({ tables: { users: [{ _id: "u1" }] } });
  });
});
