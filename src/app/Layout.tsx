import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { useLanguage, useT } from "@/i18n/react";
import { Spinner } from "@/components/ui/Spinner";
import { Toaster } from "@/components/ui/Toast";
import { applyThemeChoice, applyTimeOfDayTheme } from "@/lib/theme";
import { setDocumentTitle } from "@/lib/useDocumentTitle";
import { ErrorPage } from "./ErrorPage";
import { Footer } from "./Footer";
import { useUrgentIsland } from "./convexIsland";
import { CONVEX_AFTER_PAINT, loadConvex } from "./loadConvex";
import { titleForPath } from "./pageTitles";
import { findMainContent, focusProgrammatically } from "./pageFocus";
import { paths } from "./paths";
import { PROGRESS_BAR_FRAME } from "./progressBarFrame";
import { useFocusHeadingOnNavigate } from "./useFocusHeadingOnNavigate";

/**
 * The top bar in its own chunk with its menus (theme, account): the home page, the first
 * page most visitors load, has no top bar and so never downloads them.
 */
const TopBar = lazy(() => import("./TopBar").then((module) => ({ default: module.TopBar })));

/** The top bar's dark strip at its own height while its code loads, so nothing moves. */
function TopBarPlaceholder() {
  return (
    <div aria-hidden="true" className="sticky top-0 z-40 border-b border-slate-800 bg-slate-950">
      <div className="h-14" />
    </div>
  );
}

/**
 * The Convex provider with the shell's live parts (src/app/convex.tsx): pages wait for it
 * (it is fetched beside their own chunk: src/main.tsx), the home page does not.
 */
const ConvexApp = lazy(loadConvex);

/** The progress bar in its own chunk too (with its steps and its query); none on the home page. */
const ProgressBar = lazy(() =>
  import("./ProgressBar").then((module) => ({ default: module.ProgressBar })),
);

/** The progress bar's frame at its own height while its code loads (progressBarFrame.ts). */
function ProgressBarPlaceholder() {
  return (
    <div aria-hidden="true" className={PROGRESS_BAR_FRAME.outer}>
      <div className={PROGRESS_BAR_FRAME.inner}>
        <div className={PROGRESS_BAR_FRAME.placeholderRow} />
      </div>
    </div>
  );
}

/** Routes without the top bar (spec 2.2, and the full-screen presenter view). */
const NO_TOP_BAR: string[] = [
  paths.home,
  paths.auth,
  paths.manifestoEditor,
  paths.standaloneTaxSimulator,
  paths.present,
];

/** The presenter says "Reconnecting…" in its own words, once (issue 27). */
const OWN_CONNECTION_BANNER: string[] = [paths.present];

/** Full-screen views without the footer (the projector, the editor's own bottom bar). */
const NO_FOOTER: string[] = [paths.present, paths.manifestoEditor];

/** The skip link goes to the page's main content on every route, and focuses it. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = findMainContent();
  if (!target) return;
  event.preventDefault();
  focusProgrammatically(target);
  target.scrollIntoView();
}

function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-slate-500">
      <Spinner className="h-6 w-6" />
    </div>
  );
}

/**
 * Whether the Convex provider is rendered: at once on a page that needs it, and on one that
 * paints without it (CONVEX_AFTER_PAINT) once the page has loaded and the main thread is
 * idle, so its download and start never delay the first paint (issue 42), or at once when
 * one of its islands holds its main content.
 */
function useConvexWanted(afterPaint: boolean): boolean {
  const [idle, setIdle] = useState(false);
  const urgent = useUrgentIsland();
  useEffect(() => {
    if (!afterPaint || idle) return;
    let cancelled = false;
    const ready = () => !cancelled && setIdle(true);
    // Safari has no requestIdleCallback: a task after the load event's.
    const start = () =>
      "requestIdleCallback" in window ? requestIdleCallback(ready) : setTimeout(ready, 1);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
    };
  }, [afterPaint, idle]);
  return idle || urgent || !afterPaint;
}

/** The top bar, progress bar and page's places while the Convex provider loads. */
function ShellPlaceholder({ showTopBar }: { showTopBar: boolean }) {
  return (
    <>
      {showTopBar && <TopBarPlaceholder />}
      {showTopBar && <ProgressBarPlaceholder />}
      <div className="min-h-screen">
        <PageFallback />
      </div>
    </>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const showTopBar = !NO_TOP_BAR.includes(pathname);
  const afterPaint = CONVEX_AFTER_PAINT.includes(pathname);
  const convexWanted = useConvexWanted(afterPaint);
  const pageArea = useRef<HTMLDivElement>(null);
  const t = useT();
  const language = useLanguage();
  useFocusHeadingOnNavigate(pathname, pageArea);
  useEffect(() => {
    setDocumentTitle(titleForPath(pathname));
  }, [pathname, language]);
  useEffect(() => {
    if (pathname === paths.home) applyTimeOfDayTheme();
    else applyThemeChoice();
    window.scrollTo(0, 0);
  }, [pathname]);
  const page = (
    // At least a screen tall: the footer starts below the first screen, so it does not jump
    // down the page (layout shift) as the page's content loads in above it.
    <div className="min-h-screen">
      <ErrorBoundary fallback={<ErrorPage />} resetKey={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t("shell.skipToContent")}
      </a>
      {/* The page's area, whichever side of the provider the page is on (heading focus). */}
      <div ref={pageArea} className="contents">
        {convexWanted && (
          <Suspense fallback={afterPaint ? null : <ShellPlaceholder showTopBar={showTopBar} />}>
            <ConvexApp banner={!OWN_CONNECTION_BANNER.includes(pathname)}>
              {showTopBar && !afterPaint && (
                <Suspense fallback={<TopBarPlaceholder />}>
                  <TopBar />
                </Suspense>
              )}
              {showTopBar && !afterPaint && (
                <Suspense fallback={<ProgressBarPlaceholder />}>
                  <ProgressBar />
                </Suspense>
              )}
              {!afterPaint && page}
            </ConvexApp>
          </Suspense>
        )}
        {afterPaint && page}
      </div>
      {!NO_FOOTER.includes(pathname) && <Footer />}
      <Toaster />
    </div>
  );
}
