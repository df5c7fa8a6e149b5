/**
 * The JavaScript budgets of issue 42 (bench/webBudgets.ts), checked on a fresh production
 * build: the home page's JavaScript before it is interactive, and each lazy page's own
 * chunks beyond the shell. Sizes in bytes (gzip), never times.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chunkFor,
  HOME_JS_BUDGET_KB,
  homeJs,
  kb,
  PHONE_ROUTE_FILE_BUDGET,
  phoneRouteFiles,
  routeBudgets,
  staticClosure,
} from "../bench/webBudgets";
import { SOURCES } from "../src/i18n/sources";
import { PHONE_ROUTES, ROUTE_PRELOADS_FILE } from "../server/http/routePreloads";

const ROOT = resolve(import.meta.dirname, "..");
let dist = "";
let files: string[] = [];

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "bundle-budget-"));
  const built = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", dist, "--logLevel", "error"],
    // Vitest sets NODE_ENV=test, which would build React's development bundles.
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stderr}`);
  files = readdirSync(join(dist, "assets")).filter((file) => file.endsWith(".js"));
}, 180_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/**
 * The one built file whose code holds `marker`: the phone chunks (scripts/vitePhoneChunks.ts)
 * merge small modules into larger chunks, so a module is found by its code, not its name.
 */
function fileWith(marker: string): string {
  const found = files.filter((file) =>
    readFileSync(join(dist, "assets", file), "utf8").includes(marker),
  );
  expect(found, marker).toHaveLength(1);
  return found[0]!;
}

/** src/app/convex.tsx: the Convex client's own module, which creates the client. */
const CONVEX_MARKER = "ConvexReactClient no longer delivers updates through transition()";
/** src/app/TopBar.tsx: the top bar's header (the layout's placeholder has no text colour). */
const TOP_BAR_MARKER = "sticky top-0 z-40 border-b border-slate-800 bg-slate-950 text-slate-100";

describe("JavaScript budgets (gzip)", () => {
  it(`the home page needs at most ${HOME_JS_BUDGET_KB} KB before it is interactive`, () => {
    const home = homeJs(dist, files);
    expect(home.files.size).toBeGreaterThan(1);
    expect(kb(home.gzip)).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });

  it("no page loads more than its budget beyond the shell", () => {
    const rows = routeBudgets(ROOT, dist, files);
    expect(rows.length).toBeGreaterThan(20);
    const over = rows
      .filter((row) => kb(row.gzip) > row.budgetKb)
      .map((row) => `${row.page}: ${kb(row.gzip).toFixed(1)} KB > ${row.budgetKb} KB`);
    expect(over).toEqual([]);
  });

  it("the home page's static closure holds no Convex client: it comes after the first paint", () => {
    const home = [...homeJs(dist, files).files];
    expect(home).not.toContain(fileWith(CONVEX_MARKER));
    // The client's WebSocket protocol and Convex Auth's token refresh: in no file home loads.
    const code = home.map((file) => readFileSync(join(dist, "assets", file), "utf8")).join("\n");
    expect(code).not.toContain("ModifyQuerySet");
    // (Not the token keys' names: src/lib/storedSession.ts reads those without the client.)
    expect(code).not.toContain("__convexAuthServerStateFetchTime");
  });

  it("the quiz page's static closure holds no Convex client: it paints before the client arrives", () => {
    const quiz = chunkFor("QuizPage", files);
    expect(quiz).not.toBeNull();
    const closure = [...staticClosure(dist, [quiz!])];
    expect(closure).not.toContain(fileWith(CONVEX_MARKER));
    const code = closure.map((file) => readFileSync(join(dist, "assets", file), "utf8")).join("\n");
    expect(code).not.toContain("ModifyQuerySet");
  });

  // phones3 (issue 42): the economy's pages parse neither the charts nor the personal
  // calculator before they paint (the calculator is SimulatorBelowFold's, after the paint).
  it.each(["SimulatorPage", "BindVotePage", "CommunityPage"])(
    "%s's first chunks hold neither the charts nor the personal calculator",
    (name) => {
      const page = chunkFor(name, files);
      expect(page).not.toBeNull();
      const code = [...staticClosure(dist, [page!])]
        .map((file) => readFileSync(join(dist, "assets", file), "utf8"))
        .join("\n");
      // recharts' class names, and a line's label of the calculator's own
      // (convex/domain/economy/personalImpact.ts), quoted as the minifier writes it.
      expect(code).not.toContain("recharts-");
      expect(code).not.toMatch(/[`"']High Income Child Benefit Charge[`"']/);
    },
  );

  it("the simulator's calculator is a chunk of its own", () => {
    expect(chunkFor("SimulatorBelowFold", files)).not.toBeNull();
  });

  // It shares modules with the community page and the vote page (LAZY_SECTIONS,
  // scripts/vitePhoneChunks.ts): drawn as the simulator loads, it must not download and run
  // their pages' chunks with them.
  it("the simulator's lower half loads neither the community page's nor the vote page's code", () => {
    const code = (name: string) =>
      [...staticClosure(dist, [chunkFor(name, files)!])]
        .map((file) => readFileSync(join(dist, "assets", file), "utf8"))
        .join("\n");
    // The facilitator's CSV (src/lib/csvDownload.ts) and the vote kept across a sign-in
    // (src/lib/pendingVote.ts): each page's own, in its closure and not in the lower half's.
    expect(code("CommunityPage")).toContain("exportData");
    expect(code("BindVotePage")).toContain("apt-pending-vote");
    const below = code("SimulatorBelowFold");
    expect(below).not.toContain("exportData");
    expect(below).not.toContain("apt-pending-vote");
  });

  it("the catalogue's Welsh is a chunk of its own, outside the home page's JavaScript", () => {
    // A Welsh policy title (convex/domain/cy/rewild.ts) marks the chunk that holds the Welsh.
    const marker = "Teithio ar fws am ddim i bobl dan 22 oed";
    const welsh = files.filter((file) =>
      readFileSync(join(dist, "assets", file), "utf8").includes(marker),
    );
    expect(welsh).toHaveLength(1);
    expect(homeJs(dist, files).files.has(welsh[0])).toBe(false);
  });

  it("the home page's static closure holds neither the toasts' Radix code nor the built manifesto", () => {
    const home = [...homeJs(dist, files).files];
    expect(home.some((file) => /^(ToastList|ManifestoResult|ProgressBar)-/.test(file))).toBe(false);
  });

  it("the home page's static closure holds the core and home catalogues in English only (docs/i18n.md)", () => {
    const home = [...homeJs(dist, files).files]
      .map((file) => readFileSync(join(dist, "assets", file), "utf8"))
      .join("\n");
    expect(home).toContain(JSON.stringify(Object.keys(SOURCES.home["en-GB"])[0]));
    for (const [area, languages] of Object.entries(SOURCES)) {
      const ids = Object.keys(languages["en-GB"]);
      const welsh: Readonly<Record<string, string>> = languages.cy;
      // Another area's ids stay in its route's chunks.
      if (area !== "core" && area !== "home") expect(home, area).not.toContain(`"${ids[0]}"`);
      // No Welsh: a plain run of words from each Welsh message is in no file it loads.
      for (const id of ids) {
        const words = welsh[id].match(/[A-Za-z ]{24,}/)?.[0];
        if (words) expect(home, `${id} in Welsh`).not.toContain(words);
      }
    }
  });
});

// Issue 42, the critical path (docs/performance.md): the build's per-route preload table.
describe("the phone routes' preload table", () => {
  const table = () =>
    JSON.parse(readFileSync(join(dist, ROUTE_PRELOADS_FILE), "utf8")) as Record<string, string[]>;

  it("names, for every phone route, built files that exist, its page's chunk first", () => {
    const routes = table();
    expect(Object.keys(routes)).toEqual(Object.keys(PHONE_ROUTES));
    for (const [route, listed] of Object.entries(routes)) {
      const page = PHONE_ROUTES[route][0]
        .split("/")
        .at(-1)!
        .replace(/\.tsx$/, "");
      expect(listed[0], route).toMatch(new RegExp(`^/assets/${page}-[\\w-]+\\.js$`));
      for (const file of listed) expect(files, `${route}: ${file}`).toContain(file.slice(8));
    }
  });

  it("gives the pages that paint first no Convex client nor top bar, every other phone route both", () => {
    const convex = `/assets/${fileWith(CONVEX_MARKER)}`;
    const topBar = `/assets/${fileWith(TOP_BAR_MARKER)}`;
    const routes = table();
    // src/app/loadConvex.ts paintsBeforeConvex: they fetch them once they have painted.
    const paintFirst = ["/", "/quiz", "/join", "/join/:code"];
    for (const route of paintFirst) {
      expect(routes[route], route).not.toContain(convex);
      expect(routes[route], route).not.toContain(topBar);
    }
    for (const route of Object.keys(routes).filter((r) => !paintFirst.includes(r))) {
      expect(routes[route], route).toContain(convex);
      expect(routes[route], route).toContain(topBar);
    }
  });

  it(`makes each phone route download at most ${PHONE_ROUTE_FILE_BUDGET} files before its page is drawn`, () => {
    const rows = phoneRouteFiles(dist, table());
    expect(rows.map((row) => row.route)).toEqual(Object.keys(PHONE_ROUTES));
    const over = rows
      .filter((row) => row.files > PHONE_ROUTE_FILE_BUDGET)
      .map((row) => `${row.route}: ${row.files} files`);
    expect(over).toEqual([]);
  });

  it("leaves the built index.html (the home budget's input) without route hints", () => {
    const html = readFileSync(join(dist, "index.html"), "utf8");
    for (const file of Object.values(table()).flat()) expect(html).not.toContain(file);
  });
});

describe("the service worker's shell", () => {
  // cache.addAll fails the whole install on one missing file: the app would never work
  // offline (an entry chunk the build dropped was once precached).
  it("precaches only files the build wrote, the page scripts among them", () => {
    const worker = readFileSync(join(dist, "sw.js"), "utf8");
    const precache = JSON.parse(/const PRECACHE = (\[[^\]]*\]);/.exec(worker)![1]) as string[];
    const publicDir = resolve("public");
    const missing = precache.filter(
      (path) =>
        !existsSync(join(dist, path)) && !existsSync(join(publicDir, path.replace(/^\//, ""))),
    );
    expect(missing).toEqual([]);
    const html = readFileSync(join(dist, "index.html"), "utf8");
    for (const [, script] of html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g))
      expect(precache).toContain(script);
  });
});
