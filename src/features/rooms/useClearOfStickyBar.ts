import { useCallback, useRef, type FocusEvent } from "react";

/** Space kept between the focused choice and the bar, CSS pixels. */
const GAP_PX = 8;

/**
 * Keeps whatever takes focus clear of a sticky bar at the bottom of the screen (WCAG 2.2
 * 2.4.11, focus not obscured): the quick vote's bar holds the cast button and the consent
 * words, and on a phone it would cover a story reached with Tab or the arrow keys. When the
 * focused control's label (the whole choice, which shows the focus ring) reaches under the
 * bar, the page scrolls just enough to show it above the bar.
 *
 * Pass `onFocus` to the element around the choices (focus events bubble in React) and
 * `barRef` to the bar.
 */
export function useClearOfStickyBar<Bar extends HTMLElement>() {
  const barRef = useRef<Bar>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const bar = barRef.current;
    if (bar === null) return;
    const choice = event.target.closest("label") ?? event.target;
    const covered = choice.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
    if (covered > 0) window.scrollBy({ top: covered + GAP_PX, behavior: "instant" });
  }, []);
  return { barRef, onFocus };
}
