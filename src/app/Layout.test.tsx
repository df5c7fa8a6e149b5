/**
 * When the layout draws a page (issue 42): the quiz paints before the Convex provider's
 * chunk arrives, under the top bar's and progress bar's placeholders; a page that needs the
 * provider waits for it, and is drawn with it once the provider's code is there (fetched
 * beside the page's: src/main.tsx).
 */
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Layout } from "./Layout";

/** The provider's chunk, which each test lets arrive (or not). */
const provider = vi.hoisted(() => ({ arrive: (): void => undefined }));

vi.mock("./loadConvex", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./loadConvex")>();
  const { preloadable } = await import("./lazyPage");
  const arrived = new Promise<void>((done) => (provider.arrive = done));
  function ConvexApp({ children }: { banner: boolean; children: ReactNode }) {
    return <div data-testid="provider">{children}</div>;
  }
  return { ...actual, ConvexApp: preloadable(() => arrived.then(() => ConvexApp)) };
});
// The bars' own chunks hold Convex hooks: stand-ins that never arrive keep their placeholders.
vi.mock("./TopBar", () => new Promise(() => undefined));
vi.mock("./ProgressBar", () => new Promise(() => undefined));

function app(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/quiz" element={<h1>The quiz</h1>} />
          <Route path="/join" element={<h1>Join a room</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe("the layout", () => {
  beforeEach(() => localStorage.clear());

  it("draws the quiz before the Convex provider's chunk arrives", () => {
    const { container } = render(app("/quiz"));
    expect(screen.getByRole("heading", { name: "The quiz" })).toBeInTheDocument();
    expect(screen.queryByTestId("provider")).toBeNull();
    // The top bar's and progress bar's places are kept meanwhile: nothing moves when they come.
    expect(container.querySelector(".sticky.top-0")).not.toBeNull();
    expect(container.querySelector(".sticky.top-14")).not.toBeNull();
  });

  it("keeps a page that needs the provider back until it is there, then draws it", async () => {
    const first = render(app("/join"));
    expect(screen.queryByRole("heading", { name: "Join a room" })).toBeNull();
    first.unmount();
    provider.arrive();
    const { ConvexApp } = await import("./loadConvex");
    await ConvexApp.load();
    render(app("/join"));
    // No await: the provider's code was there (src/app/lazyPage.test.tsx holds the rule).
    expect(screen.getByTestId("provider")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Join a room" })).toBeInTheDocument();
  });
});
