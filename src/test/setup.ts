/**
 * Set-up for the jsdom project (vitest.config.ts): Testing Library's matchers and
 * clean-up, and the browser APIs jsdom lacks that Radix and the layout code call.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { createElement, type ComponentProps } from "react";
import { afterEach, beforeAll, vi } from "vitest";
import { provideCatalogueText } from "@/i18n/data/catalogueText";
import { activateLanguage } from "@/i18n/i18n";
import { resetConvex } from "./convexReact";

// The jsdom files share one environment and their modules (vitest.config.ts: `isolate:
// false`), so each file starts from the page's first state: English, no Welsh data loaded.
beforeAll(async () => {
  provideCatalogueText(null);
  await activateLanguage("en-GB", false);
});

afterEach(() => {
  cleanup();
  resetConvex();
  localStorage.clear();
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

/** No media query matches (light theme, motion allowed, a wide screen). */
const matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
Object.defineProperty(window, "scrollTo", { configurable: true, value: vi.fn() });
Object.defineProperty(Element.prototype, "scrollIntoView", { configurable: true, value: vi.fn() });

/** Charts get a fixed size: jsdom measures every container as 0 by 0. */
vi.mock("recharts", async (importOriginal) => {
  const recharts = await importOriginal<typeof import("recharts")>();
  return {
    ...recharts,
    ResponsiveContainer: (props: ComponentProps<typeof recharts.ResponsiveContainer>) =>
      createElement(recharts.ResponsiveContainer, {
        ...props,
        width: 800,
        height: 400,
      }),
  };
});
