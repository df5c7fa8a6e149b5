/**
 * The pseudo-locale (docs/i18n.md): every catalogue message with each letter swapped for an
 * accented twin. A converted screen rendered in it shows no plain ASCII word; one that does
 * holds a string that did not go through the layer. Data from the server or the quiz's
 * question bank (not yet in the catalogues) is named and allowed.
 */
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QUIZ_QUESTIONS } from "@convex/domain/quiz";
import { ErrorPage } from "@/app/ErrorPage";
import { Footer } from "@/app/Footer";
import NotFound from "@/app/NotFound";
import { ProgressBar } from "@/app/ProgressBar";
import { AreaCard } from "@/features/narratives/AreaCard";
import QuadrantMapPage from "@/features/narratives/QuadrantMapPage";
import { SummaryToolbar } from "@/features/narratives/SummaryToolbar";
import { VisionForm } from "@/features/home/VisionForm";
import QuizPage from "@/features/quiz/QuizPage";
import AuthPage from "@/features/auth/AuthPage";
import { PrivacyControls } from "@/features/account/PrivacyControls";
import { SavedManifestos } from "@/features/account/SavedManifestos";
import PrivacyPage from "@/features/privacy/PrivacyPage";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { AddPoliciesPanel } from "@/features/manifesto-editor/AddPoliciesPanel";
import { CoveragePanel } from "@/features/manifesto-editor/CoveragePanel";
import { DetailsPanel } from "@/features/manifesto-editor/DetailsPanel";
import { EditorActions } from "@/features/manifesto-editor/EditorActions";
import { EditorTabs } from "@/features/manifesto-editor/EditorTabs";
import { SelectedPanel } from "@/features/manifesto-editor/SelectedPanel";
import { POLICY_AREAS } from "@convex/domain/areas";
import { useConsent } from "@/lib/useVoteConsent";
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";
import { api } from "@convex/_generated/api";
import { setQueryResult, setSignedIn } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { pseudoText } from "./compile";
import { activateLanguage, i18n } from "./i18n";
import { inPseudoLocale, untranslated } from "@/test/pseudoLocale";

vi.mock("convex/react", () => import("@/test/convexReact"));
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signIn: vi.fn(), signOut: vi.fn() }),
}));

inPseudoLocale();

describe("the converted screens in the pseudo-locale", () => {
  it("the pseudo-locale changes every letter, so an English word stands out", () => {
    expect(pseudoText("Skip to content")).toBe("Šķíƥ ţó çóñţéñţ");
    expect(i18n._("shell.skipToContent")).toBe("Šķíƥ ţó çóñţéñţ");
  });

  it.each([
    ["the footer", () => <Footer />],
    ["the error page", () => <ErrorPage />],
    ["the 404 page", () => <NotFound />],
    ["the progress bar", () => <ProgressBar />],
    ["the vision form", () => <VisionForm building={false} onSubmit={() => undefined} />],
    ["the quadrant map", () => <QuadrantMapPage />],
    ["the sign-in page", () => <AuthPage />],
    [
      "the summary toolbar",
      () => (
        <SummaryToolbar
          customised={1}
          total={3}
          mode="default"
          onMode={() => {}}
          onReset={() => {}}
        />
      ),
    ],
  ])("%s shows no string outside the catalogues", (_name, ui) => {
    const { container } = renderWithRouter(ui());
    expect(untranslated(container)).toEqual([]);
  });

  it("an area card shows only its data outside the catalogues", () => {
    const { container } = renderWithRouter(
      <AreaCard
        category="Health"
        defaultTitle="Free dental care"
        defaultDescription="For all."
        selectedCount={2}
        customised
        onOpen={() => {}}
      />,
    );
    expect(untranslated(container, ["Health"])).toEqual([]);
  });

  it("the quiz shows only its question bank outside the catalogues", () => {
    const { container } = renderWithRouter(<QuizPage />);
    const question = QUIZ_QUESTIONS[0];
    const data = [
      question.label,
      question.lowLabel,
      question.highLabel,
      ...question.options.map((option) => option.text),
    ];
    expect(untranslated(container, data)).toEqual([]);
  });

  it("the account's data controls and empty manifesto list show no string outside the catalogues", () => {
    setQueryResult(api.privacy.myConsent, {
      vote: { version: "2026-11-27", givenAt: Date.UTC(2026, 10, 25), current: true },
      rankings: null,
      manifestos: { version: "2026-11-01", givenAt: Date.UTC(2026, 10, 1), current: false },
    });
    setQueryResult(api.manifestos.listMine, []);
    const { container } = renderWithRouter(
      <>
        <PrivacyControls signedIn />
        <SavedManifestos signedIn />
      </>,
    );
    // The notice's version is data; the date's month is Intl's (English in the pseudo-locale).
    expect(untranslated(container, ["2026-11-27", "2026-11-01", "November"])).toEqual([]);
  });

  it("the privacy notice shows only its version and the regulator's address outside the catalogues", () => {
    const { container } = renderWithRouter(<PrivacyPage />);
    expect(
      untranslated(container, [PRIVACY_NOTICE_VERSION, "UK GDPR", "ICO", "ico.org.uk"]),
    ).toEqual([]);
  });

  it("the consent boxes show no string outside the catalogues", () => {
    setSignedIn(true);
    setQueryResult(api.privacy.myConsent, { vote: null, rankings: null, manifestos: null });
    function Boxes() {
      return (
        <>
          <ConsentCheckbox consent={useConsent("vote")} />
          <ConsentCheckbox consent={useConsent("manifestos")} />
        </>
      );
    }
    const { container } = renderWithRouter(<Boxes />);
    expect(container.querySelectorAll("input[type=checkbox]").length).toBeGreaterThan(0);
    expect(untranslated(container)).toEqual([]);
  });

  it("the manifesto editor shows only the manifesto's and the catalogue's data outside the catalogues", () => {
    setSignedIn(true);
    setQueryResult(api.privacy.myConsent, { vote: null, rankings: null, manifestos: null });
    const policy = {
      id: "p1",
      title: "Zzpolicy",
      category: POLICY_AREAS[0].name,
      reason: "Zzreason",
    };
    const manifesto = {
      manifestoTitle: "Zztitle",
      manifestoDescription: "Zzdescription",
      quadrantAlignment: "rewild" as const,
      confidenceScore: 0.87,
      selectedPolicies: [policy],
      matchedNarrative: { id: "n1", title: "Zznarrative", reason: "Zzwhy" },
      saved: false,
    };
    function Editor() {
      const consent = useConsent("manifestos");
      return (
        <>
          <DetailsPanel
            manifesto={manifesto}
            onTitleChange={vi.fn()}
            onDescriptionChange={vi.fn()}
          />
          <CoveragePanel selected={[policy]} onOpenCategory={vi.fn()} />
          <SelectedPanel policies={[policy]} loading={false} onRemove={vi.fn()} />
          <SelectedPanel policies={[]} loading onRemove={vi.fn()} />
          <AddPoliciesPanel catalogue={[]} selected={[policy]} onAdd={vi.fn()} />
          <EditorTabs
            parts={{ details: null, coverage: null, selected: null, add: null }}
            selectedCount={1}
          />
          <EditorActions
            consent={consent}
            busy={null}
            onCancel={vi.fn()}
            onSave={vi.fn()}
            onSubmit={vi.fn()}
          />
        </>
      );
    }
    const { container } = renderWithRouter(<Editor />);
    const data = [
      ...POLICY_AREAS.map((area) => area.name),
      "Zzpolicy",
      "Zzdescription",
      "Zzreason",
      "Zznarrative",
      "Zzwhy",
    ];
    expect(screen.getAllByRole("button").length).toBeGreaterThan(POLICY_AREAS.length);
    expect(untranslated(container, data)).toEqual([]);
  });

  it("would catch a hard-coded string", () => {
    const { container } = renderWithRouter(
      <p>
        {i18n._("footer.privacy")} <span>Hard-coded</span>
      </p>,
    );
    expect(untranslated(container)).toEqual(["Hard-coded"]);
  });

  it("switching language re-renders the screen", async () => {
    renderWithRouter(<NotFound />);
    await act(() => activateLanguage("cy", false));
    expect(screen.getByRole("heading", { name: "Wps! Heb ddod o hyd i'r dudalen" })).toBeVisible();
  });
});
