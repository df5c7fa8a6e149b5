import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from "react";

/** A lazy page that can also be fetched ahead of its first render (`preload`). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * `lazy(load)` with `preload`: on a first visit the page's chunk is fetched beside the
 * Convex client's (src/app/convex.ts), not after it, though the page renders only once both
 * are there (issue 42). The browser keeps each module once, so a preload and the render's
 * own `load()` share one download.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) });
}

/** A route of the app's table: its page, and how to fetch that page's code ahead. */
export interface PageRoute {
  path: string;
  element: ReactElement;
  preload: () => void;
}
