import { memo, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { useLanguage, useT } from "@/i18n/react";
import { Spinner } from "@/components/ui/Spinner";
import { Toaster } from "@/components/ui/Toast";
import { applyThemeChoice, applyTimeOfDayTheme } from "@/lib/theme";
import { mayHaveSession } from "@/lib/storedSession";
import { setDocumentTitle } from "@/lib/useDocumentTitle";
import { ErrorPage } from "./ErrorPage";
import { Footer } from "./Footer";
import { useUrgentIsland } from "./convexIsland";
import { preloadable } from "./lazyPage";
import { ConvexApp, paintsBeforeConvex } from "./loadConvex";
import { titleForPath } from "./pageTitles";
import { findMainContent, focusProgrammatically } from "./pageFocus";
import { whenPaintedAndIdle } from "./whenPainted";
import { paths } from "./paths";
import { PROGRESS_BAR_FRAME } from "./progressBarFrame";
import { useFocusHeadingOnNavigate } from "./useFocusHeadingOnNavigate";

/**
 * The top bar in its own chunk with its menus (theme, account): the home page, the first
 * page most visitors load, has no top bar and so never downloads them.
 */
const TopBar = preloadable(() => import("./TopBar").then((module) => module.TopBar));

/** The top bar's dark strip at its own height while its code loads, so nothing moves. */
function TopBarPlaceholder() {
  return (
    <div aria-hidden="true" className="sticky top-0 z-40 border-b border-slate-800 bg-slate-950">
      <div className="h-14" />
    </div>
  );
}

/** The progress bar in its own chunk too (with its steps and its query); none on the home page. */
const ProgressBar = preloadable(() => import("./ProgressBar").then((module) => module.ProgressBar));

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

/** Whether `pathname` shows the top bar (and the progress bar under it). */
const showsTopBar = (pathname: string) => !NO_TOP_BAR.includes(pathname);

/**
 * Starts fetching the shell's parts `pathname` shows, beside the page's chunk and the Convex
 * client's (src/main.tsx): they arrive together and the page is drawn once, not part by part
 * as each chunk asked for by the one before arrives (issue 42).
 */
export function preloadShell(pathname: string): void {
  // The pages that paint first take the client once they have painted (useConvexWanted).
  if (paintsBeforeConvex(pathname)) return;
  const topBar = showsTopBar(pathname);
  ConvexApp.preload();
  if (!topBar) return;
  TopBar.preload();
  ProgressBar.preload();
}

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
 * Whether the Convex provider is rendered: at once on a page that needs it; on one that
 * paints without it (the home page, the quiz), once the page has painted and the main thread
 * is idle, so its download and start never delay the first paint (issue 42): the quiz then
 * draws its top bar and progress bar in their placeholders' places; the home page, which has
 * no top bar, takes it only for a visitor who may be signed in (its live part, the account
 * menu, shows 'Sign In' without it: a first visit never starts the client until it is used);
 * or at once when one of its islands holds its main content.
 */
function useConvexWanted(afterPaint: boolean, topBar: boolean): boolean {
  const [painted, setPainted] = useState(false);
  const urgent = useUrgentIsland();
  useEffect(() => {
    if (!afterPaint || painted) return;
    return whenPaintedAndIdle(() => setPainted(true));
  }, [afterPaint, painted]);
  const wanted = !afterPaint || urgent || (painted && (topBar || mayHaveSession()));
  // Once there it stays, on every page after (signing out on the home page leaves no menu).
  const [kept, setKept] = useState(false);
  if (wanted && !kept) setKept(true);
  return wanted || kept;
}

/** The top bar's and progress bar's places while the Convex provider loads. */
function BarPlaceholders({ showTopBar }: { showTopBar: boolean }) {
  if (!showTopBar) return null;
  return (
    <>
      <TopBarPlaceholder />
      <ProgressBarPlaceholder />
    </>
  );
}

/** The top bar, progress bar and page's places while the Convex provider loads. */
function ShellPlaceholder({ showTopBar }: { showTopBar: boolean }) {
  return (
    <>
      <BarPlaceholders showTopBar={showTopBar} />
      <div className="min-h-screen">
        <PageFallback />
      </div>
    </>
  );
}

/**
 * The bars and the page, drawn again only when the address changes or the provider is
 * wanted: the layout's own re-renders (a language switch, the home page's idle moment) do
 * not reach them. Each part follows the language through its own `useT`; a page is drawn
 * again by its own subscriptions and by the router on navigation (issue 42: docs/
 * performance.md, "Renders and steady pages").
 */
const PageArea = memo(function PageArea({
  pathname,
  showTopBar,
  afterPaint,
  convexWanted,
}: {
  pathname: string;
  /** `showsTopBar(pathname)`. */
  showTopBar: boolean;
  /** `paintsBeforeConvex(pathname)`, decided once by the layout. */
  afterPaint: boolean;
  convexWanted: boolean;
}) {
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
    <>
      {/* The quiz keeps the bars' places until it takes the provider, so nothing moves. */}
      {!convexWanted && afterPaint && <BarPlaceholders showTopBar={showTopBar} />}
      {convexWanted && (
        <Suspense
          fallback={
            afterPaint ? (
              <BarPlaceholders showTopBar={showTopBar} />
            ) : (
              <ShellPlaceholder showTopBar={showTopBar} />
            )
          }
        >
          <ConvexApp banner={!OWN_CONNECTION_BANNER.includes(pathname)}>
            {showTopBar && (
              <Suspense fallback={<TopBarPlaceholder />}>
                <TopBar />
              </Suspense>
            )}
            {showTopBar && (
              <Suspense fallback={<ProgressBarPlaceholder />}>
                <ProgressBar />
              </Suspense>
            )}
            {!afterPaint && page}
          </ConvexApp>
        </Suspense>
      )}
      {afterPaint && page}
    </>
  );
});

/** The footer and the toasts, which follow the language and their store on their own. */
const ShellFooter = memo(function ShellFooter({ footer }: { footer: boolean }) {
  return (
    <>
      {footer && <Footer />}
      <Toaster />
    </>
  );
});

export function Layout() {
  const { pathname } = useLocation();
  const showTopBar = showsTopBar(pathname);
  const afterPaint = paintsBeforeConvex(pathname);
  const convexWanted = useConvexWanted(afterPaint, showTopBar);
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
        <PageArea
          pathname={pathname}
          showTopBar={showTopBar}
          afterPaint={afterPaint}
          convexWanted={convexWanted}
        />
      </div>
      <ShellFooter footer={!NO_FOOTER.includes(pathname)} />
    </div>
  );
}
