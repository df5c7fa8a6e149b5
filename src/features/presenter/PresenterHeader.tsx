import { Link } from "react-router-dom";
import { Button, buttonClass } from "@/components/ui/Button";
import { SegmentedTabs } from "@/components/ui/SegmentedTabs";
import type { PresenterView } from "./presenterTypes";
import type { WakeLockState } from "./useProjectorScreen";

const TABS = [
  { value: "nation" as const, label: "Nation" },
  { value: "room" as const, label: "Room" },
  { value: "compare" as const, label: "Room vs Nation" },
];

interface Props {
  title: string;
  subtitle: string;
  closed: boolean;
  showTabs: boolean;
  view: PresenterView;
  onViewChange: (view: PresenterView) => void;
  hidden: boolean;
  onToggleHidden: () => void;
  largeText: boolean;
  onToggleLargeText: () => void;
  exitTo: string;
  fullscreen: { supported: boolean; isFullscreen: boolean; toggle: () => void };
  wakeLock: WakeLockState;
}

/**
 * Title, scope switch, hide/reveal (also the H key), full screen (F) and the way out, in one
 * row on a large screen so the results keep the rest of it.
 */
export function PresenterHeader(props: Props) {
  return (
    <header className="flex flex-wrap items-center gap-x-[0.8em] gap-y-[0.4em] lg:flex-nowrap">
      <div className="mr-auto min-w-0 lg:flex-1">
        <h1 className="text-[1.6em] font-black leading-tight tracking-tight lg:truncate">
          {props.title}
        </h1>
        <p className="text-[0.9em] font-medium text-slate-700 lg:truncate dark:text-slate-200">
          {props.subtitle}
          {props.wakeLock === "on" && <span data-testid="present-awake"> · screen kept awake</span>}
          {props.closed && (
            <span className="ml-[0.5em] rounded-full bg-slate-900 px-[0.6em] py-[0.1em] text-[0.9em] font-bold text-white dark:bg-white dark:text-slate-900">
              Closed
            </span>
          )}
        </p>
      </div>
      {props.showTabs && (
        <SegmentedTabs
          tabs={TABS}
          value={props.view}
          onChange={props.onViewChange}
          label="Results for"
          idPrefix="present"
          className="shrink-0 [&>button]:whitespace-nowrap [&>button]:px-3 [&>button]:py-1"
        />
      )}
      <Button
        size="sm"
        className="shrink-0 whitespace-nowrap"
        variant={props.hidden ? "primary" : "outline"}
        onClick={props.onToggleHidden}
        aria-keyshortcuts="H"
      >
        {props.hidden ? "Reveal results" : "Hide results"}
        <kbd className="rounded border border-current px-1 font-sans text-[0.9em] opacity-80">
          H
        </kbd>
      </Button>
      <Button
        size="sm"
        className="shrink-0 whitespace-nowrap"
        variant={props.largeText ? "primary" : "outline"}
        onClick={props.onToggleLargeText}
        aria-pressed={props.largeText}
      >
        Large text
      </Button>
      {props.fullscreen.supported && (
        <Button
          size="sm"
          className="shrink-0 whitespace-nowrap"
          variant="outline"
          onClick={props.fullscreen.toggle}
          aria-keyshortcuts="F"
        >
          {props.fullscreen.isFullscreen ? "Exit full screen" : "Full screen"}
          <kbd className="rounded border border-current px-1 font-sans text-[0.9em] opacity-80">
            F
          </kbd>
        </Button>
      )}
      <Link to={props.exitTo} className={buttonClass("ghost", "sm", "shrink-0 whitespace-nowrap")}>
        Exit presenter view
      </Link>
    </header>
  );
}
