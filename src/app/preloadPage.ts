import { matchRoutes } from "react-router-dom";
import { extraRoutes } from "./extraRoutes";
import { pageRoutes } from "./routes";

const routeAt = (pathname: string) =>
  matchRoutes([...pageRoutes, ...extraRoutes], pathname)?.at(-1)?.route;

/** Starts fetching the code of the page at `pathname` (none for an unknown address). */
export function preloadPage(pathname: string): void {
  routeAt(pathname)?.page.preload();
}

/**
 * The code of the page at `pathname`, for a caller that goes there once it has arrived, so
 * the page is drawn at once instead of a spinner that takes the keyboard's focus with the
 * page it replaces (the quiz's last answer: tests/e2e/focus.spec.ts). Settles at once for an
 * address no route matches.
 */
export function loadPage(pathname: string): Promise<unknown> {
  return routeAt(pathname)?.page.load() ?? Promise.resolve();
}
