import { startTransition, Suspense, useEffect, useState, type ReactNode } from "react";
import { whenPaintedAndIdle } from "@/app/whenPainted";

/**
 * Children drawn just after the page's first paint rather than with it: below-the-fold
 * sections whose render (and the economy they compute) would otherwise lengthen the task
 * that paints the page (issue 42). They wait for the browser's first contentful paint and an
 * idle moment (`whenPaintedAndIdle`; at once on a page reached within the app, which has
 * painted), so their code is fetched after it: fetched with the page, a slow phone spent
 * its download and its run before anything was drawn. They render as a transition, which
 * React splits into short slices, so a phone's main thread is never blocked long. Until
 * then a box of `className` (give it the section's height, or a screen's, so that nothing
 * visible moves when they arrive) stands in, and stays while lazy children's code is on its
 * way (a Suspense boundary of its own). Unlike WhenVisible, the children are always there a
 * moment after load, whether or not they are scrolled to (find-in-page, tests and links
 * find them).
 */
export function Deferred({ className, children }: { className?: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPaintedAndIdle(() => startTransition(() => setReady(true))), []);
  const placeholder = <div aria-hidden="true" className={className} />;
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
