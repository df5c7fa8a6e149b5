/**
 * JavaScript budgets of the built app (issue 42), read from a build directory without a
 * browser: the files the home page needs before it is interactive, and each lazy page's own
 * chunks. bench/web.ts prints them beside its Lighthouse tables and tests/bundleBudget.test.ts
 * fails a build that exceeds them.
 *
 * Sizes are gzip (zlib's default level 6, the level web servers commonly use) of the files
 * as built, in KB of 1,000 bytes, the unit Vite's build report uses.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Home JS before it is interactive (issue 26 set 150 KB, issue 7 200 KB). Issue 42's target
 * is 120 KB: the phones work reached 119.8 KB, then the i18n layer (issue 40: Lingui's runtime
 * and the en-GB catalogue, about 7 KB gzip) took it to 127 KB; the Convex client and Convex
 * Auth's provider after the home page's first paint (src/app/loadConvex.ts) to 105.0 KB.
 */
// Issue 42 (phones4): 105.1 -> 106.75 KB when the home page drew 'Sign In' without the
// client (SignInLink, mayHaveSession) and the shell gained preloadable: the bundler split the
// i18n hooks into a chunk of their own, most of the growth. A first visit no longer downloads
// or starts the Convex chunk after its paint at all.
// Issue 42 (phones5): 106.9 -> 107.04 KB for the layout's memoised page area and
// useTranslate (src/i18n/react.tsx), which keeps the open policy dialog in the page's language.
export const HOME_JS_BUDGET_KB = 107.5;

/**
 * What opening a page downloads beyond the shell every page loads (the entry and its
 * modulepreloads), gzip KB: its lazy chunk and the chunks it imports statically. A page
 * not named here has the default. Each budget is the page's size when it was set (issue 42)
 * with about a tenth more, so a page that grows much is noticed: raise a budget on purpose,
 * in the commit that needs it, saying why.
 */
export const ROUTE_BUDGET_KB: Record<string, number> = {
  default: 25,
  // Issue 42, the phone chunks (scripts/vitePhoneChunks.ts): the modules the phone routes
  // reach are cut into one chunk per set of phone routes reaching them, so a phone route
  // loads 10-25 files instead of 11-63. A page outside the phone routes now also loads what
  // such a chunk holds beyond the module it needs: 12 pages rose above their budgets (AuthPage
  // 10.1 -> 44.2 KB, MethodsPage 27.3 -> 60.7, PrivacyPage 5.8 -> 25.2; in files: 10 -> 11,
  // 17 -> 17, 7 -> 9, and with the top bar's chunks most such pages load 10-20 files fewer).
  // Raised to their new sizes with a tenth more. A phone fetches six files at a time, each a
  // 150 ms round trip on slow 4G; 30 KB more is about the same time as one round trip.
  // Issue 42: what the shell held for the Convex side (the error texts, the AI client id) came
  // to the home page's own chunks when the client left the shell: 8.2 KB.
  // Issue 42, the phone chunks merged (mergePhoneChunks): the home page loads 4 files before
  // it is interactive instead of 8, its page's chunk holding the small chunks it shared with
  // the quiz: 8.6 -> 10.4 KB of its own, 105.6 -> 106.9 KB in all.
  HomePage: 11.5,
  QuizPage: 20,
  JoinRoomPage: 30,
  // Issue 40: each converted screen's English now travels as its area's catalogue with the
  // route (the consent box, the price-figure notes, the simulator's and community's areas),
  // 0.1-0.8 KB more: 60.4, 60.8, 40.5 and 40.1 KB when raised.
  // phones3 (issue 42): the simulator's calculator in a chunk after the first paint, and the
  // economy's own modules imported rather than its barrel (which put the calculator's tax
  // tables in every page using the economy): 46.4, 46.7, 33.4 and 29.7 KB when lowered
  // (60.5, 60.8, 40.6 and 39.8 before).
  BindVotePage: 37,
  SimulatorPage: 51,
  StandaloneSimulatorPage: 51,
  CommunityPage: 33,
  // Issue 42: the theme menu (Radix's dropdown menu) left the shell for a chunk drawn on
  // first opening, and the shell with the Convex chunk fell from 154.2 to 125.9 KB. The
  // Radix parts the dialogs share with it (focus scope, dismissable layer, portal, scroll
  // lock) came to the pages that use them: these seven rose by 3.8-17.9 KB against the
  // shell's 28.3, so each one's total fell. Raised to their new sizes with a tenth more.
  PresenterPage: 69,
  AccountPage: 73,
  RoomsPage: 72,
  ManifestoEditorPage: 105,
  NarrativeSummaryPage: 83,
  PolicyAreasPage: 65,
  PolicySelectionPage: 60,
  // Issue 40: their prose became catalogue JSON (methods, equalShares, communityManifesto
  // areas), 26.7 and 25.4 KB against the default 25.
  MethodsPage: 67,
  CommunityManifestoPage: 68,
  EconomyExplainerPage: 49,
  AuthPage: 49,
  PolicyAreaDetailPage: 45,
  NarrativeCategoryPage: 38,
  SearchPage: 32,
  PrivacyPage: 28,
};

/**
 * Files a phone route downloads before its page is drawn: the entry with its modulepreloads
 * and the route's own preloads (dist/route-preloads.json). Our server speaks HTTP/1.1, so a
 * phone fetches at most six at a time and each costs a round trip (150 ms on slow 4G) however
 * small it is. Issue 42: 11-63 files per route before the phone chunks
 * (scripts/vitePhoneChunks.ts), 10-25 after; the budget is the largest with a little room.
 */
export const PHONE_ROUTE_FILE_BUDGET = 28;

/** Each phone route's files (entry, its modulepreloads and the route's preloads) and gzip. */
export function phoneRouteFiles(
  dist: string,
  preloads: Record<string, string[]>,
): { route: string; files: number; gzip: number }[] {
  const entry = staticClosure(dist, entryFiles(dist));
  return Object.entries(preloads).map(([route, listed]) => {
    const all = new Set([...entry, ...listed.map((file) => file.replace(/^\/assets\//, ""))]);
    return { route, files: all.size, gzip: gzipOf(dist, all) };
  });
}

/**
 * The chunk of the Convex client, Convex Auth's provider and the shell's live parts
 * (src/app/convex.tsx): every page but the home page waits for it, so it counts as shell.
 */
export const CONVEX_CHUNK = "convex";

/** Pages that paint without the Convex chunk (src/app/loadConvex.ts CONVEX_AFTER_PAINT). */
const CONVEX_AFTER_PAINT_PAGES = ["HomePage", "QuizPage"];

/** Where the lazy routes are declared; each `import("…/XPage")` becomes chunk XPage-<hash>.js. */
export const ROUTE_FILES = ["src/app/routes.tsx", "src/app/extraRoutes.tsx"];

export interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

export const kb = (bytes: number) => bytes / 1000;

export function readChunk(dist: string, file: string): Chunk {
  const data = readFileSync(join(dist, "assets", file));
  return { file, raw: data.length, gzip: gzipSync(data).length };
}

/** The lazy page modules named in the route files, e.g. "HomePage", "QuizPage". */
export function routeModules(root: string): string[] {
  const names = new Set<string>();
  for (const file of ROUTE_FILES) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    for (const match of readFileSync(path, "utf8").matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
      names.add(basename(match[1]).replace(/\.(t|j)sx?$/, ""));
    }
  }
  return [...names];
}

/** Vite names a lazy chunk after its module: `${name}-${hash}.js`. */
export function chunkFor(name: string, files: string[]): string | null {
  return files.find((file) => new RegExp(`^${name}-[\\w-]{6,}\\.js$`).test(file)) ?? null;
}

/** Relative static imports of a built chunk (`from"./x.js"`, `import"./x.js"`). */
function staticImports(dist: string, file: string): string[] {
  const code = readFileSync(join(dist, "assets", file), "utf8");
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g))
    found.add(match[1]);
  return [...found];
}

/** Chunks and everything they import statically, recursively. */
export function staticClosure(dist: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(dist, "assets", file))) continue;
    seen.add(file);
    queue.push(...staticImports(dist, file));
  }
  return seen;
}

/** index.html's entry script and modulepreloads (the files the browser fetches first). */
export function entryFiles(dist: string): string[] {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([\w.-]+\.js)"[^>]*>/g,
  ))
    files.add(match[1]);
  return [...files];
}

const gzipOf = (dist: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + readChunk(dist, file).gzip, 0);

/** The home page's JavaScript from the build: the shell and the HomePage chunk's closure. */
export function homeJs(dist: string, files: string[]): { files: Set<string>; gzip: number } {
  const home = chunkFor("HomePage", files);
  const closure = staticClosure(dist, [...entryFiles(dist), ...(home ? [home] : [])]);
  return { files: closure, gzip: gzipOf(dist, closure) };
}

export interface RouteBudget {
  page: string;
  /** The page's own chunk, or null when the bundler inlined it elsewhere. */
  chunk: Chunk | null;
  /** Chunks the page loads beyond the shell (its chunk and its static imports). */
  files: number;
  gzip: number;
  budgetKb: number;
}

/**
 * The JavaScript every page loads before its own: the entry with its modulepreloads, and but
 * on the home page, the Convex chunk with its static imports.
 */
export function pageShell(dist: string, files: string[]): Set<string> {
  const convex = chunkFor(CONVEX_CHUNK, files);
  return staticClosure(dist, [...entryFiles(dist), ...(convex ? [convex] : [])]);
}

/** Each lazy page's own JavaScript beyond the shell, against its budget; largest first. */
export function routeBudgets(root: string, dist: string, files: string[]): RouteBudget[] {
  const entryShell = staticClosure(dist, entryFiles(dist));
  const convexShell = pageShell(dist, files);
  return routeModules(root)
    .map((page) => {
      const file = chunkFor(page, files);
      const shell = CONVEX_AFTER_PAINT_PAGES.includes(page) ? entryShell : convexShell;
      const own = file ? [...staticClosure(dist, [file])].filter((f) => !shell.has(f)) : [];
      return {
        page,
        chunk: file ? readChunk(dist, file) : null,
        files: own.length,
        gzip: gzipOf(dist, own),
        budgetKb: ROUTE_BUDGET_KB[page] ?? ROUTE_BUDGET_KB.default,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
