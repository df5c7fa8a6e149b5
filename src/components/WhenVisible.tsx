import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from "react";

/** How far below the window a box starts loading: a chart is drawn before it scrolls in. */
const AHEAD = "200px";

/**
 * A box (sized by `className`, so nothing moves when its content arrives) whose children
 * render only once it comes within 200px of the window: below-the-fold charts, whose code
 * (`lazy`) and first render are the heaviest work of their page, load and draw only when
 * the visitor gets there. The render runs as a transition, which React splits into short
 * slices instead of one long task. Where IntersectionObserver is missing (tests), the
 * children render at once.
 */
export function WhenVisible({ className, children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = box.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={className}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
