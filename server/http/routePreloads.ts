/**
 * The critical path of the phone routes (issue 42, docs/performance.md "The critical path"):
 * each route's page chunk, the Convex client's chunk and the top bar's and progress bar's
 * were requested only once the entry script had downloaded and run (src/main.tsx), one
 * round trip after another. The build writes, from its own chunk graph, which files each
 * phone route needs (ROUTE_PRELOADS_FILE in dist/), and the server answers a navigation to
 * that route with index.html carrying a `<link rel="modulepreload">` for each, so the browser
 * fetches them beside the entry. The hints are only an optimisation: the plain index.html
 * (Convex's hosting, the service worker's offline shell) loads the same files as before.
 */

/** Beside index.html in the build's output. */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** Modules every route with the top bar needs before its first full paint (src/app/Layout.tsx). */
const SHELL_MODULES = ["src/app/convex.tsx", "src/app/TopBar.tsx", "src/app/ProgressBar.tsx"];

/**
 * The routes a phone lands on (issue 42's mobile table) and the source modules each needs
 * drawn, as src/main.tsx's preloadPage and preloadShell fetch them. The home page, the quiz
 * and the join pages take the Convex client and the bars after they paint
 * (src/app/loadConvex.ts `paintsBeforeConvex`), so only their pages.
 */
export const PHONE_ROUTES: Record<string, string[]> = {
  "/": ["src/features/home/HomePage.tsx"],
  "/quiz": ["src/features/quiz/QuizPage.tsx"],
  "/join": ["src/features/rooms/JoinRoomPage.tsx"],
  "/join/:code": ["src/features/rooms/JoinRoomPage.tsx"],
  "/tax-simulator": ["src/features/budget-simulator/SimulatorPage.tsx", ...SHELL_MODULES],
  "/bind-vote": ["src/features/bind-vote/BindVotePage.tsx", ...SHELL_MODULES],
  "/community-comparison": ["src/features/community/CommunityPage.tsx", ...SHELL_MODULES],
};

/** Route pattern → built files (`/assets/…`) to preload, in the order they are listed. */
export type RoutePreloads = Record<string, string[]>;

/** What the build knows of one output chunk (a subset of Rollup's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules in the chunk (a page merged into a phone chunk has no facade of its own). */
  moduleIds?: readonly string[];
  imports: string[];
}

/**
 * Each phone route's files: the chunks whose entry module is one of the route's modules and
 * the chunks they import statically, less the entry's own closure (index.html already has
 * those, as a script and Vite's own modulepreload links). Paths are relative to `root`.
 */
export function routePreloadsOf(chunks: BuiltChunk[], root: string): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[], into = new Set<string>()) => {
    for (const fileName of start) {
      if (into.has(fileName)) continue;
      into.add(fileName);
      closure(byFile.get(fileName)?.imports ?? [], into);
    }
    return into;
  };
  const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
  const prefix = root.replace(/\\/g, "/").replace(/\/?$/, "/");
  const slashes = (id: string) => id.replace(/\\/g, "/");
  const chunkOf = (module: string) => {
    const chunk =
      chunks.find((c) => c.facadeModuleId && slashes(c.facadeModuleId) === prefix + module) ??
      chunks.find((c) => c.moduleIds?.some((id) => slashes(id) === prefix + module));
    if (!chunk) throw new Error(`route preloads: no chunk is built from ${module}`);
    return chunk.fileName;
  };
  const table: RoutePreloads = {};
  for (const [pattern, modules] of Object.entries(PHONE_ROUTES)) {
    const files = [...closure([...new Set(modules.map(chunkOf))])].filter(
      (file) => !entryFiles.has(file),
    );
    table[pattern] = files.map((file) => `/${file}`);
  }
  return table;
}

/**
 * The pattern of PHONE_ROUTES `pathname` matches (`:name` is one segment), if any; a Welsh
 * address (`/cy/…`, src/i18n/language.ts) needs the same chunks as its English twin.
 */
export function phoneRouteOf(pathname: string, patterns: string[]): string | undefined {
  const english = pathname.replace(/^\/cy(?=\/|$)/, "") || "/";
  const trimmed = english.length > 1 ? english.replace(/\/+$/, "") : english;
  return patterns.find((pattern) =>
    new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(trimmed),
  );
}

/** `html` with a modulepreload link for each file, just before `</head>`. */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join("");
  return html.replace("</head>", `${links}</head>`);
}
