import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { activateLanguage } from "@/i18n/i18n";
import { KNOWN_ISSUES } from "./statement";
import { renderWithRouter } from "@/test/render";
import AccessibilityPage from "./AccessibilityPage";

describe("AccessibilityPage: how to report a problem", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("gives the operator's address as a mail link when one is configured", () => {
    vi.stubEnv("VITE_CONTACT_EMAIL", "access@vote.example.org");
    renderWithRouter(<AccessibilityPage />);
    const link = screen.getByRole("link", { name: "access@vote.example.org" });
    expect(link).toHaveAttribute("href", "mailto:access@vote.example.org");
  });

  it("names the operator of the site when no address is configured", () => {
    vi.stubEnv("VITE_CONTACT_EMAIL", "");
    renderWithRouter(<AccessibilityPage />);
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
    expect(screen.getByText(/contact the operator of this site/)).toBeInTheDocument();
  });
});

describe("AccessibilityPage in Welsh", () => {
  const issueCount = KNOWN_ISSUES.length;
  afterEach(async () => {
    KNOWN_ISSUES.splice(issueCount);
    await activateLanguage("en-GB", false);
  });

  it("gives the statement, its dates and its known issues in Welsh", async () => {
    renderWithRouter(<AccessibilityPage />);
    await act(() => activateLanguage("cy", false));
    expect(screen.getByRole("heading", { level: 1, name: "Datganiad hygyrchedd" })).toBeVisible();
    expect(screen.getByText(/Cafodd y wefan hon ei phrofi ddiwethaf ar/)).toHaveTextContent(
      "26 Tachwedd 2026",
    );
    const issues = within(screen.getByTestId("known-issues")).getAllByRole("listitem");
    expect(issues).toHaveLength(KNOWN_ISSUES.length);
    for (const issue of issues) {
      expect(issue).toHaveTextContent(/Mae hyn yn methu maen prawf llwyddiant WCAG 2\.2/);
      expect(issue).not.toHaveAttribute("lang");
    }
  });

  it("shows an issue not yet in the catalogue in English, marked as English", async () => {
    KNOWN_ISSUES.push({ issue: "Something new is broken.", criterion: "9.9.9 Invented" });
    renderWithRouter(<AccessibilityPage />);
    await act(() => activateLanguage("cy", false));
    const item = screen.getByText(/Something new is broken\./);
    expect(item).toHaveAttribute("lang", "en-GB");
    expect(item).toHaveTextContent("This fails WCAG 2.2 success criterion 9.9.9 Invented.");
  });
});
