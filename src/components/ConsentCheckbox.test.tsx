/**
 * Consent per purpose in the browser (docs/privacy.md "Consent"): each purpose asks with
 * its own unticked box until a current consent of that purpose is recorded; a notice that
 * has changed asks again; the policy dialog asks in its footer, beside Save, and a routine
 * Save without the tick keeps the choice in the browser and records no consent.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { useState } from "react";
import {
  CONSENT_REQUIRED_MESSAGES,
  CONSENT_STATEMENTS,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  CONSENT_PURPOSES,
  type ConsentPurpose,
} from "@convex/domain/privacy";
import { compileCatalogue } from "@/i18n/compile";
import { activateLanguage } from "@/i18n/i18n";
import { consentEnGB } from "@/i18n/messages/consent/en-GB";
import { callsOf, setQueryResult, setSignedIn } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { PolicyDialog } from "@/components/policy-dialog/PolicyDialog";
import { useSaveCategory } from "@/components/policy-dialog/useSaveCategory";
import { useConsent } from "@/lib/useVoteConsent";
import { ConsentCheckbox } from "./ConsentCheckbox";

vi.mock("convex/react", () => import("@/test/convexReact"));

const given = (version: string) => ({
  version,
  givenAt: Date.UTC(2026, 10, 1),
  current: version === PRIVACY_NOTICE_VERSION,
});

function consents(vote: string | null, rankings: string | null = null) {
  setQueryResult(api.privacy.myConsent, {
    vote: vote === null ? null : given(vote),
    rankings: rankings === null ? null : given(rankings),
    manifestos: null,
  });
}

function Box({ purpose }: { purpose: ConsentPurpose }) {
  return <ConsentCheckbox consent={useConsent(purpose)} />;
}

describe("the consent box of each purpose", () => {
  it("a vote consent does not answer for rankings: each purpose asks on its own", () => {
    setSignedIn(true);
    consents(PRIVACY_NOTICE_VERSION);
    renderWithRouter(
      <>
        <Box purpose="vote" />
        <Box purpose="rankings" />
      </>,
    );
    expect(screen.queryByRole("checkbox", { name: CONSENT_STATEMENTS.vote })).toBeNull();
    expect(screen.getByTestId("consent-note")).toHaveTextContent("You agreed on 1 November 2026");
    expect(screen.getByRole("checkbox", { name: CONSENT_STATEMENTS.rankings })).not.toBeChecked();
  });

  it("a consent to an older notice asks again, unticked", () => {
    setSignedIn(true);
    consents("2026-11-25", "2026-11-25");
    renderWithRouter(<Box purpose="vote" />);
    expect(screen.getByRole("checkbox", { name: CONSENT_STATEMENTS.vote })).not.toBeChecked();
  });

  it("a vote whose consent was to an older notice asks again: the box, not 'You agreed on'", () => {
    setSignedIn(true);
    consents("2026-11-25");
    renderWithRouter(<Box purpose="vote" />);
    expect(screen.getByRole("checkbox", { name: CONSENT_STATEMENTS.vote })).toBeVisible();
    expect(screen.queryByTestId("consent-note")).toBeNull();
  });

  it("a refused store moves focus to the box, which says why; ticking it clears the refusal", async () => {
    setSignedIn(true);
    consents(null);
    const { user } = renderWithRouter(<Refusable />);
    await user.click(screen.getByRole("button", { name: "Bind" }));
    const box = screen.getByRole("checkbox", { name: CONSENT_STATEMENTS.vote });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent(CONSENT_REQUIRED_MESSAGES.vote);
    expect(box).toHaveAccessibleDescription(CONSENT_REQUIRED_MESSAGES.vote);
    expect(screen.getByTestId("stored")).toHaveTextContent("no");
    await user.click(box);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Bind" }));
    expect(screen.getByTestId("stored")).toHaveTextContent("yes");
  });

  it("signed out, nothing is asked (nothing is stored)", () => {
    renderWithRouter(<Box purpose="manifestos" />);
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});

/** A page that stores a vote: the button asks the box first, as the bind page does. */
function Refusable() {
  const consent = useConsent("vote");
  const [stored, setStored] = useState(false);
  return (
    <>
      <ConsentCheckbox consent={consent} />
      <button type="button" onClick={() => consent.check() && setStored(true)}>
        Bind
      </button>
      <output data-testid="stored">{stored ? "yes" : "no"}</output>
    </>
  );
}

function RankingDialog() {
  const consent = useConsent("rankings");
  const save = useSaveCategory("n1", consent);
  return (
    <PolicyDialog
      open
      onOpenChange={() => undefined}
      category="Health & Care"
      policies={[{ _id: "p1", title: "Policy one", description: "", costEstimate: "£1bn" }]}
      defaultPolicyId="p1"
      onSave={async (ids) => void (await save("Health & Care", ids))}
      consent={consent}
    />
  );
}

/**
 * The box reads its catalogue with React's `use`, which a synchronous `act` leaves to a
 * microtask: rendered inside an awaited `act`, the dialog's layers are settled at once.
 */
async function renderDialog() {
  let result: ReturnType<typeof renderWithRouter> | undefined;
  await act(() => {
    result = renderWithRouter(<RankingDialog />);
    return Promise.resolve();
  });
  return result!;
}

describe("the policy dialog", () => {
  it("asks in its footer, beside Save; an unticked Save stores nothing and records no consent", async () => {
    setSignedIn(true);
    consents(null);
    const { user } = await renderDialog();
    const box = screen.getByRole("checkbox", { name: CONSENT_STATEMENTS.rankings });
    const confirm = screen.getByRole("button", { name: "Confirm" });
    // Beside the button, in the footer, not below the list of policies.
    expect(box.closest("div.border-t")).toBe(confirm.closest("div.border-t"));
    await user.click(confirm);
    expect(callsOf(api.rankings.save)).not.toHaveBeenCalled();
    expect(screen.queryByText(PRIVACY_MESSAGES.consentRequiredToSave)).toBeNull();
  });

  it("ticked, Save stores the ranking with the consent", async () => {
    setSignedIn(true);
    consents(PRIVACY_NOTICE_VERSION);
    setQueryResult(api.privacy.myConsent, {
      vote: given(PRIVACY_NOTICE_VERSION),
      rankings: null,
      manifestos: null,
    });
    const { user } = await renderDialog();
    await user.click(screen.getByRole("checkbox", { name: CONSENT_STATEMENTS.rankings }));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(callsOf(api.rankings.save)).toHaveBeenCalledWith({
        narrativeId: "n1",
        category: "Health & Care",
        policyIds: ["p1"],
        consentVersion: PRIVACY_NOTICE_VERSION,
      }),
    );
  });
});

describe("the consent box in both languages (docs/i18n.md)", () => {
  afterEach(async () => {
    await activateLanguage("en-GB", false);
  });

  it("in English its statements and refusals are the server's own words, word for word", () => {
    const english = setupI18n({
      locale: "en-GB",
      messages: { "en-GB": compileCatalogue(consentEnGB) as Messages },
    });
    for (const purpose of CONSENT_PURPOSES) {
      expect(english._(`consent.statement.${purpose}`), purpose).toBe(CONSENT_STATEMENTS[purpose]);
      expect(english._(`consent.required.${purpose}`), purpose).toBe(
        CONSENT_REQUIRED_MESSAGES[purpose],
      );
    }
  });

  it("in Welsh the box, its reason, the notice's link and the date of a given consent are Welsh", async () => {
    setSignedIn(true);
    consents(PRIVACY_NOTICE_VERSION);
    renderWithRouter(
      <>
        <Box purpose="vote" />
        <Box purpose="rankings" />
      </>,
    );
    await act(() => activateLanguage("cy", false));
    expect(screen.getByTestId("consent-note")).toHaveTextContent(
      "Fe wnaethoch chi gytuno ar 1 Tachwedd 2026 i gadw'ch pleidlais",
    );
    expect(
      screen.getByRole("checkbox", { name: /^Rwy'n cytuno bod fy newisiadau polisi/ }),
    ).not.toBeChecked();
    expect(screen.getByTestId("consent-box-rankings")).toHaveTextContent(
      "mae'r gyfraith yn gofyn am eich caniatâd",
    );
    for (const link of screen.getAllByRole("link", { name: "hysbysiad preifatrwydd" })) {
      expect(link).toHaveAttribute("href", "/privacy");
    }
  });
});
