import type { ReactNode } from "react";
import { tabPanelProps } from "@/components/ui/SegmentedTabs";

interface Props {
  /** The tab panel's ids when the scope tabs are shown. */
  tabbed: boolean;
  view: string;
  /**
   * Large text: the count, the way in and the map a quarter larger, the map's column a
   * larger share; the right column's figures and lists stay at the standard size.
   */
  large: boolean;
  /** The narrow column: the count, the way in and the quadrants. */
  side: ReactNode[];
  /** The middle column: the map (or a curtain spanning it and `aside`). */
  main: ReactNode;
  /** The right column: figures and lists; the last panels share what height is left. */
  aside: ReactNode[] | null;
}

/**
 * The presenter's one-screen grid (docs/rooms.md "Presenter"): on a large screen three
 * columns exactly the viewport's height, so nothing is below the fold at 1920 × 1080 or
 * 1280 × 720; on a phone one column that scrolls. A panel is added by passing it in `side`
 * or `aside` (each column stacks its panels; a panel marked `flex-1 min-h-0` takes the
 * height that is left and clips its own list, never the page).
 */
export function PresenterLayout({ tabbed, view, large, side, main, aside }: Props) {
  // Large text: a quarter larger in em, and the map's column a larger share of the width; the
  // right column's figures and lists keep the standard size (0.8 × 1.25), so its narrower
  // width still holds a whole policy in each consensus panel (issue 37).
  const columns = large
    ? "text-[1.25em] lg:grid-cols-[minmax(0,26fr)_minmax(0,45fr)_minmax(0,29fr)]"
    : "lg:grid-cols-[minmax(0,25fr)_minmax(0,41fr)_minmax(0,34fr)]";
  return (
    <div
      {...(tabbed ? tabPanelProps("present", view) : {})}
      className={`grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] gap-[0.7em] focus-visible:outline-none lg:grid-rows-[minmax(0,1fr)] ${columns}`}
    >
      <Column>{side}</Column>
      {aside === null ? (
        <div className="flex min-h-0 flex-col lg:col-span-2">{main}</div>
      ) : (
        <>
          <div className="flex min-h-0 flex-col">{main}</div>
          <Column testId="present-results" className={large ? "text-[0.8em]" : undefined}>
            {aside}
          </Column>
        </>
      )}
    </div>
  );
}

function Column({
  children,
  testId,
  className,
}: {
  children: ReactNode[];
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`flex min-h-0 flex-col gap-[0.7em] ${className ?? ""}`} data-testid={testId}>
      {children}
    </div>
  );
}
