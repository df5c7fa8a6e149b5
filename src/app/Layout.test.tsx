/**
 * When the layout draws a page (issue 42): the quiz paints before the Convex provider's
 * chunk arrives, under the top bar's and progress bar's placeholders, and takes the provider
 * only once it has painted; a page that needs the
 * provider waits for it, and is drawn with it once the provider's code is there (fetched
 * beside the page's: src/main.tsx). The layout's own re-renders (a language switch) do not
 * draw the provider and the page again: each part follows the language on its own.
 */
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "@/i18n/i18n";
import { useT } from "@/i18n/react";
import { Layout } from "./Layout";

/** The provider's chunk, which each test lets arrive (or not), and its renders. */
const provider = vi.hoisted(() => ({ arrive: (): void => undefined, renders: 0 }));

vi.mock("./loadConvex", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./loadConvex")>();
  const { preloadable } = await import("./lazyPage");
  const arrived = new Promise<void>((done) => (provider.arrive = done));
  function ConvexApp({ children }: { banner: boolean; children: ReactNode }) {
    provider.renders++;
    return <div data-testid="provider">{children}</div>;
  }
  return { ...actual, ConvexApp: preloadable(() => arrived.then(() => ConvexApp)) };
});
/** The page's first paint and idle moment, which a test lets come (src/app/whenPainted.ts). */
const paint = vi.hoisted(() => ({ come: (): void => undefined, waiting: 0 }));
vi.mock("./whenPainted", () => ({
  whenPaintedAndIdle(callback: () => void) {
    paint.waiting++;
    paint.come = callback;
    return () => {
      paint.waiting--;
      paint.come = () => undefined;
    };
  },
}));
// The bars' own chunks hold Convex hooks: stand-ins that never arrive keep their placeholders.
vi.mock("./TopBar", () => new Promise(() => undefined));
vi.mock("./ProgressBar", () => new Promise(() => undefined));

/** A page worded through the i18n layer, counting its renders. */
const worded = { renders: 0 };
function WordedPage() {
  const t = useT();
  worded.renders++;
  return <h1>{t("site.name")}</h1>;
}

function app(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/quiz" element={<h1>The quiz</h1>} />
          <Route path="/bind-vote" element={<h1>Bind your vote</h1>} />
          <Route path="/worded" element={<WordedPage />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe("the layout", () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    await act(() => activateLanguage("en-GB", false));
  });

  it("draws the quiz before the Convex provider's chunk arrives", () => {
    const { container } = render(app("/quiz"));
    expect(screen.getByRole("heading", { name: "The quiz" })).toBeInTheDocument();
    expect(screen.queryByTestId("provider")).toBeNull();
    // The top bar's and progress bar's places are kept meanwhile: nothing moves when they come.
    expect(container.querySelector(".sticky.top-0")).not.toBeNull();
    expect(container.querySelector(".sticky.top-14")).not.toBeNull();
  });

  it("keeps a page that needs the provider back until it is there, then draws it", async () => {
    const first = render(app("/bind-vote"));
    expect(screen.queryByRole("heading", { name: "Bind your vote" })).toBeNull();
    first.unmount();
    provider.arrive();
    const { ConvexApp } = await import("./loadConvex");
    await ConvexApp.load();
    render(app("/bind-vote"));
    // No await: the provider's code was there (src/app/lazyPage.test.tsx holds the rule).
    expect(screen.getByTestId("provider")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bind your vote" })).toBeInTheDocument();
  });

  it("does not draw the provider and the page again when it re-renders for a language switch", async () => {
    provider.arrive();
    const { ConvexApp } = await import("./loadConvex");
    await ConvexApp.load();
    render(app("/worded"));
    expect(screen.getByRole("heading", { name: "Policy Simulator UK" })).toBeInTheDocument();
    const drawn = { provider: provider.renders, page: worded.renders };
    await act(() => activateLanguage("cy", false));
    // The layout's own words follow (its skip link); the page re-words itself, once.
    expect(screen.getByRole("link", { name: "Neidio i'r cynnwys" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Efelychydd Polisi'r DU" })).toBeInTheDocument();
    expect(worded.renders - drawn.page).toBe(1);
    expect(provider.renders - drawn.provider).toBe(0);
  });

  it("gives the quiz the provider only once the quiz has painted, keeping the bars' places", async () => {
    provider.arrive();
    const { ConvexApp } = await import("./loadConvex");
    await ConvexApp.load();
    const { container } = render(app("/quiz"));
    // Its code is there, yet the quiz is drawn alone: nothing is fetched before its paint.
    expect(screen.getByRole("heading", { name: "The quiz" })).toBeInTheDocument();
    expect(screen.queryByTestId("provider")).toBeNull();
    expect(paint.waiting).toBe(1);
    expect(container.querySelector(".sticky.top-0")).not.toBeNull();
    expect(container.querySelector(".sticky.top-14")).not.toBeNull();
    act(() => paint.come());
    expect(screen.getByTestId("provider")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The quiz" })).toBeInTheDocument();
    // The bars' places are held inside the provider now (their chunks never arrive here).
    expect(container.querySelectorAll(".sticky.top-0")).toHaveLength(1);
    expect(container.querySelectorAll(".sticky.top-14")).toHaveLength(1);
    expect(paint.waiting).toBe(0);
  });
});
