/**
 * The typed intro re-renders itself per character, never the whole home page (issue 42): a
 * character typed is a render of its few paragraphs, not of the header, the account menu
 * and the page around them.
 */
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TYPE_LINE_PAUSE_MS, TYPE_MS_PER_CHAR } from "./useTypedLines";
import { SPLASH_COMPLETE_MS } from "./Splash";
import HomePage from "./HomePage";

const renders = vi.hoisted(() => ({ page: 0, island: 0 }));

// The account menu stands in for the page around the intro: it renders when the page does,
// as a Convex island for a visitor who may be signed in, else as a plain 'Sign In' link.
vi.mock("@/app/convexIsland", () => ({
  ConvexIsland: () => {
    renders.page++;
    renders.island++;
    return null;
  },
}));
vi.mock("@/components/SignInLink", () => ({
  SignInLink: () => {
    renders.page++;
    return null;
  },
}));

const LINES = [
  "This isn't a petition.",
  "Or a pledge.",
  "Or even a campaign.",
  "It's a prototype OS for a new democratic economy.",
];

describe("the home page's typed intro", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    renders.page = 0;
    renders.island = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("types every character while the page around it renders a handful of times", () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    const characters = LINES.join("").length;
    const typing = characters * TYPE_MS_PER_CHAR + LINES.length * TYPE_LINE_PAUSE_MS;
    // One timer at a time: advance in steps so each character's timer is set and fires.
    for (let elapsed = 0; elapsed < SPLASH_COMPLETE_MS + typing + 1_000; elapsed += 25)
      act(() => void vi.advanceTimersByTime(25));
    expect(within(screen.getByTestId("intro-typed")).getByText(LINES[3])).toBeInTheDocument();
    expect(screen.getByRole("textbox")).toBeInTheDocument();
    expect(characters).toBeGreaterThan(100);
    expect(renders.page).toBeLessThanOrEqual(6);
  });

  it("lays every line out whole before a character is typed, so nothing moves as it types", () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    const typed = screen.getByTestId("intro-typed");
    for (const line of LINES) {
      const unseen = within(typed).getByText(line);
      expect(unseen).toHaveClass("invisible");
    }
  });

  it("shows the whole intro and the form at once when the intro is skipped", () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    act(() => screen.getByRole("button", { name: "Skip intro" }).click());
    expect(within(screen.getByTestId("intro-typed")).getByText(LINES[3])).toBeInTheDocument();
    expect(screen.getByRole("textbox")).toBeInTheDocument();
  });

  it("gives a first visitor 'Sign In' without the Convex client, and one with a session the account island", () => {
    const first = render(<HomePage />, { wrapper: MemoryRouter });
    expect(renders.page).toBeGreaterThan(0);
    expect(renders.island).toBe(0);
    first.unmount();
    // Convex Auth's refresh token (src/lib/storedSession.ts).
    localStorage.setItem("__convexAuthRefreshToken_httplocalhost3000", "token");
    render(<HomePage />, { wrapper: MemoryRouter });
    expect(renders.island).toBeGreaterThan(0);
  });
});
