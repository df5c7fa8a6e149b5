import { useLayoutEffect, useRef } from "react";
import { findPageHeading, focusProgrammatically } from "./pageFocus";

/** Fields a page may autofocus; focus on one of them is left where it is. */
const FIELDS = "input, textarea, select, [contenteditable='true']";

/** How long to wait for a lazily loaded page to render its heading. */
const HEADING_WAIT_MS = 5_000;

/**
 * After a route change (not the first load), moves focus to the new page's h1 so a
 * keyboard or screen reader user starts at the top of the page and hears its name.
 * A page that has already put focus inside itself (an autofocused field, a dialog)
 * keeps it. `pageArea` is the element wrapping the routed page.
 *
 * A layout effect: focus moves in the commit that draws the new page, before it is painted.
 * A passive effect ran after the paint, so between the two the old page's focused button was
 * gone and focus sat on the document's body (what `tests/e2e/focus.spec.ts` caught now and
 * then after the quiz's last Enter).
 */
export function useFocusHeadingOnNavigate(
  pathname: string,
  pageArea: React.RefObject<HTMLElement | null>,
): void {
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return;
    const area = pageArea.current;
    if (!area) return;

    const focusWhenReady = (): boolean => {
      const active = document.activeElement;
      // The page (or an open dialog) has already chosen where focus goes.
      if (active && area.contains(active) && active.matches(FIELDS)) return true;
      if (active?.closest("[role='dialog'], [role='alertdialog']")) return true;
      const heading = findPageHeading(area);
      if (!heading) return false;
      focusProgrammatically(heading);
      return true;
    };
    if (focusWhenReady()) return;
    // A lazily loaded page renders its heading later.
    const observer = new MutationObserver(() => {
      if (focusWhenReady()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(area, { childList: true, subtree: true });
    return stop;
  }, [pathname, pageArea]);
}
