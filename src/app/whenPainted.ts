/**
 * What a page that paints before the Convex client waits for before it takes the client
 * (src/app/Layout.tsx, issue 42): its first contentful paint, then an idle moment. Code
 * fetched before the first paint delays it on a slow phone (and Lighthouse counts every
 * script that arrived before the paint it saw as blocking it); code fetched after does not.
 */

/** The first contentful paint's entry name (Paint Timing). */
const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";

/**
 * Calls `callback` once, after the page's first contentful paint and then an idle moment;
 * returns a function that cancels it. A browser without Paint Timing waits for the load
 * event instead. A tab opened in the background paints, and so calls back, when it is shown.
 */
export function whenPaintedAndIdle(callback: () => void, win: Window = window): () => void {
  let cancelled = false;
  const cleanups: Array<() => void> = [];
  const ready = () => {
    if (!cancelled) callback();
  };
  // Safari has no requestIdleCallback: a task of its own.
  const idle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === "function") {
      const handle = win.requestIdleCallback(ready);
      cleanups.push(() => win.cancelIdleCallback(handle));
    } else {
      const handle = win.setTimeout(ready, 1);
      cleanups.push(() => win.clearTimeout(handle));
    }
  };
  const observer = paintObserver(win);
  if (win.performance?.getEntriesByName?.(FIRST_CONTENTFUL_PAINT).length) idle();
  else if (observer) {
    const watch = new observer((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
      watch.disconnect();
      idle();
    });
    watch.observe({ type: "paint", buffered: true });
    cleanups.push(() => watch.disconnect());
  } else if (win.document.readyState === "complete") idle();
  else {
    win.addEventListener("load", idle, { once: true });
    cleanups.push(() => win.removeEventListener("load", idle));
  }
  return () => {
    cancelled = true;
    for (const cleanup of cleanups) cleanup();
  };
}

/** The window's PerformanceObserver, if it reports paints. */
function paintObserver(win: Window): typeof PerformanceObserver | undefined {
  const observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  return observer?.supportedEntryTypes?.includes("paint") ? observer : undefined;
}
