import type { Quadrant } from "@/lib/quadrants";

const PATHS: Record<Quadrant, string> = {
  // A sprouting leaf.
  rewild: "M12 21V11m0 0C12 6 8 4 4 4c0 4 2 8 8 7Zm0 0c0-4 3-6 8-6 0 4-3 7-8 6",
  // A rocket-like arrow.
  leap: "M5 19l4-4m-2-4 6-6c2-2 5-2 6-2 0 1 0 4-2 6l-6 6m-4-4 4 4m-4-4-3 1 2 2m5 1 1 3-2 2",
  // A shield.
  steady: "M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6l7-3Z",
  // Rising bars.
  scale: "M5 20V14m5 6V10m5 10V6m5 14V3",
};

const COLOURS: Record<Quadrant, string> = {
  rewild: "bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-200",
  leap: "bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-200",
  steady: "bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-200",
  scale: "bg-amber-100 text-amber-900 dark:bg-amber-800/60 dark:text-amber-100",
};

/** The quadrant's icon in its colour (spec 2.3 bind vote). */
export function QuadrantIcon({ quadrant }: { quadrant: Quadrant }) {
  return (
    <span
      data-testid={`quadrant-icon-${quadrant}`}
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${COLOURS[quadrant]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-7 w-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[quadrant]} />
      </svg>
    </span>
  );
}
