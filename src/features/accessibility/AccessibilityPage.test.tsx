import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
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
