/**
 * The nations and regions below the national results (issue 42): on a phone they are far
 * below the first screen, so their chunk, their query and their render wait until the card
 * nears the window (WhenVisible); the card holds their place meanwhile.
 */
import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { nationPage } from "@/test/fixtures";
import { queryArgsOf, setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import CommunityPage from "./CommunityPage";

vi.mock("convex/react", () => import("@/test/convexReact"));

/** Whether the nations view's module has been imported (its chunk fetched, in the app). */
const nationsModule = vi.hoisted(() => ({ imported: false }));
vi.mock("@/components/nations/NationsView", async (importOriginal) => {
  nationsModule.imported = true;
  return importOriginal();
});

/** The observers the page made; `reach()` tells them their boxes came near the window. */
const observers: Array<{ callback: IntersectionObserverCallback; boxes: Element[] }> = [];
class TestIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; boxes: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, boxes: [] };
    observers.push(this.entry);
  }
  observe(box: Element) {
    this.entry.boxes.push(box);
  }
  disconnect() {
    this.entry.boxes = [];
  }
}
vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);

function reach(card: HTMLElement) {
  for (const { callback, boxes } of observers) {
    const near = boxes.filter((box) => card.contains(box));
    if (near.length === 0) continue;
    const entries = near.map((target) => ({ target, isIntersecting: true }));
    callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
  }
}

beforeEach(() => {
  observers.length = 0;
});

describe("the community page's nations and regions", () => {
  it("are neither loaded, asked for nor drawn until their card nears the window", async () => {
    setQueryResult(api.community.page, nationPage());
    renderWithRouter(<CommunityPage />, { url: "/community-comparison" });
    const card = screen.getByTestId("nations-card");
    expect(within(card).getByRole("link", { name: /projector/ })).toBeInTheDocument();
    expect(screen.queryByTestId("nations-view")).not.toBeInTheDocument();
    expect(queryArgsOf(api.nations.view)).toEqual([]);
    expect(nationsModule.imported).toBe(false);

    await act(() => {
      reach(card);
      return Promise.resolve();
    });
    expect(await screen.findByTestId("nations-view")).toBeInTheDocument();
    expect(nationsModule.imported).toBe(true);
    expect(queryArgsOf(api.nations.view)).not.toEqual([]);
  });
});
