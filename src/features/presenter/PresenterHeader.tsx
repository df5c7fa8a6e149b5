import { Link } from "react-router-dom";
import { Button, buttonClass } from "@/components/ui/Button";
import { SegmentedTabs } from "@/components/ui/SegmentedTabs";
import type { PresenterView } from "./presenterTypes";
import type { WakeLockState } from "./useProjectorScreen";
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

/** The keys that hide the results and go full screen: the same in every language. */
const HIDE_KEY = "H";
const FULLSCREEN_KEY = "F";

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
  const t = useT(presenterMessages);
  const tabs = [
    { value: "nation" as const, label: t("presenter.series.nation") },
    { value: "room" as const, label: t("presenter.series.room") },
    { value: "compare" as const, label: t("presenter.subtitle.compare") },
  ];
  return (
    <header className="flex flex-wrap items-center gap-x-[0.8em] gap-y-[0.4em] lg:flex-nowrap">
      <div className="mr-auto min-w-0 lg:flex-1">
        <h1 className="text-[1.6em] font-black leading-tight tracking-tight lg:truncate">
          {props.title}
        </h1>
        <p className="text-[0.9em] font-medium text-slate-700 lg:truncate dark:text-slate-200">
          {props.subtitle}
          {props.wakeLock === "on" && (
            <span data-testid="present-awake">{t("presenter.awake")}</span>
          )}
          {props.closed && (
            <span className="ml-[0.5em] rounded-full bg-slate-900 px-[0.6em] py-[0.1em] text-[0.9em] font-bold text-white dark:bg-white dark:text-slate-900">
              {t("presenter.closed")}
            </span>
          )}
        </p>
      </div>
      {props.showTabs && (
        <SegmentedTabs
          tabs={tabs}
          value={props.view}
          onChange={props.onViewChange}
          label={t("presenter.tabs.label")}
          idPrefix="present"
          className="shrink-0 [&>button]:whitespace-nowrap [&>button]:px-3 [&>button]:py-1"
        />
      )}
      <Button
        size="sm"
        className="shrink-0 whitespace-nowrap"
        variant={props.hidden ? "primary" : "outline"}
        onClick={props.onToggleHidden}
        aria-keyshortcuts={HIDE_KEY}
      >
        {props.hidden ? t("presenter.reveal") : t("presenter.hide")}
        <kbd className="rounded border border-current px-1 font-sans text-[0.9em] opacity-80">
          {HIDE_KEY}
        </kbd>
      </Button>
      <Button
        size="sm"
        className="shrink-0 whitespace-nowrap"
        variant={props.largeText ? "primary" : "outline"}
        onClick={props.onToggleLargeText}
        aria-pressed={props.largeText}
      >
        {t("presenter.largeText")}
      </Button>
      {props.fullscreen.supported && (
        <Button
          size="sm"
          className="shrink-0 whitespace-nowrap"
          variant="outline"
          onClick={props.fullscreen.toggle}
          aria-keyshortcuts={FULLSCREEN_KEY}
        >
          {props.fullscreen.isFullscreen
            ? t("presenter.exitFullscreen")
            : t("presenter.fullscreen")}
          <kbd className="rounded border border-current px-1 font-sans text-[0.9em] opacity-80">
            {FULLSCREEN_KEY}
          </kbd>
        </Button>
      )}
      <Link to={props.exitTo} className={buttonClass("ghost", "sm", "shrink-0 whitespace-nowrap")}>
        {t("presenter.exit")}
      </Link>
    </header>
  );
}
