/**
 * Web figures (issue 7): how much JavaScript the home page needs before it is interactive,
 * each route chunk's size, and Lighthouse scores of the real product.
 *
 *   npx tsx bench/web.ts                     (measures dist/, building it when stale)
 *   WEB_DIST=.tmp/dist-x npx tsx bench/web.ts (another build directory, built if missing)
 *   LIGHTHOUSE_RUNS=1 npx tsx bench/web.ts   (runs per page; the median is reported; default 3)
 *
 * Targets: at most 200 KB of gzipped JavaScript before the home page is interactive;
 * Lighthouse (desktop preset) performance ≥ 90 and accessibility ≥ 95 on /, /quiz and
 * /narratives. A missed target is printed, never a failure: benchmarks print figures. The
 * script exits non-zero only when something crashes.
 *
 * Sizes are gzip (zlib's default level 6, the level web servers commonly use) of the
 * files as built, in KB of 1,000 bytes, the unit Vite's build report uses.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium } from "playwright-core";
import { appBuildIsStale } from "../server/appBuild";

const ROOT = resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DIST = resolve(ROOT, process.env.WEB_DIST ?? "dist");
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const PAGES = ["/", "/quiz", "/narratives"];
/** Issue 7's targets. */
const TARGETS = { homeJsKb: 200, performance: 90, accessibility: 95 };
/** Where the lazy routes are declared; each `import("…/XPage")` becomes chunk XPage-<hash>.js. */
const ROUTE_FILES = ["src/app/routes.tsx", "src/app/extraRoutes.tsx"];
const SERVER_START_TIMEOUT_MS = 120_000;

const kb = (bytes: number) => bytes / 1000;
const fmtKb = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
const gzipBytes = (data: Buffer | string) => gzipSync(data).length;
const verdict = (met: boolean) => (met ? "met" : "MISSED");

// ---------------------------------------------------------------------------------------
// The build

/** Builds into DIST when it is missing or, for dist/, older than its sources (as `npm start`). */
async function ensureBuild(): Promise<void> {
  const stale =
    !existsSync(join(DIST, "index.html")) ||
    (DIST === join(ROOT, "dist") && appBuildIsStale(ROOT, DIST));
  if (!stale) return;
  console.log(`building the app into ${DIST} ...`);
  const { build } = await import("vite");
  await build({ root: ROOT, logLevel: "warn", build: { outDir: DIST, emptyOutDir: true } });
}

// ---------------------------------------------------------------------------------------
// Route chunks

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

function readChunk(file: string): Chunk {
  const data = readFileSync(join(DIST, "assets", file));
  return { file, raw: data.length, gzip: gzipBytes(data) };
}

/** The lazy page modules named in the route files, e.g. "HomePage", "QuizPage". */
function routeModules(): string[] {
  const names = new Set<string>();
  for (const file of ROUTE_FILES) {
    const path = join(ROOT, file);
    if (!existsSync(path)) continue;
    for (const match of readFileSync(path, "utf8").matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
      names.add(basename(match[1]).replace(/\.(t|j)sx?$/, ""));
    }
  }
  return [...names];
}

/** Vite names a lazy chunk after its module: `${name}-${hash}.js`. */
function chunkFor(name: string, files: string[]): string | null {
  return files.find((file) => new RegExp(`^${name}-[\\w-]{6,}\\.js$`).test(file)) ?? null;
}

/** Relative static imports of a built chunk (`from"./x.js"`, `import"./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(DIST, "assets", file), "utf8");
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g))
    found.add(match[1]);
  return [...found];
}

/** A chunk and everything it imports statically, recursively. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(DIST, "assets", file))) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** index.html's entry script and modulepreloads (the files the browser fetches first). */
function entryFiles(): string[] {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([\w.-]+\.js)"[^>]*>/g,
  ))
    files.add(match[1]);
  return [...files];
}

function printRouteChunks(files: string[]): void {
  const rows = routeModules()
    .map((name) => ({ name, file: chunkFor(name, files) }))
    .map(({ name, file }) => ({ name, chunk: file ? readChunk(file) : null }));
  console.log("\nRoute chunks (lazy-loaded pages; gzip):");
  console.log("| page module | chunk | raw | gzip |");
  console.log("|---|---|---:|---:|");
  for (const { name, chunk } of rows.sort((a, b) => (b.chunk?.gzip ?? 0) - (a.chunk?.gzip ?? 0))) {
    if (chunk)
      console.log(`| ${name} | ${chunk.file} | ${fmtKb(chunk.raw)} | ${fmtKb(chunk.gzip)} |`);
    else console.log(`| ${name} | (inlined in a shared chunk) | | |`);
  }
  const routeFiles = new Set(rows.flatMap(({ chunk }) => (chunk ? [chunk.file] : [])));
  const shared = files
    .filter((file) => !routeFiles.has(file))
    .map(readChunk)
    .sort((a, b) => b.gzip - a.gzip);
  const total = files.map(readChunk).reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(
    `Shared chunks: ${shared.length}, largest ${shared
      .slice(0, 4)
      .map((chunk) => `${chunk.file} ${fmtKb(chunk.gzip)}`)
      .join(", ")}. All JavaScript: ${files.length} files, ${fmtKb(total)} gzip.`,
  );
}

// ---------------------------------------------------------------------------------------
// The product, started like `npm start`

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once("error", () => done(false));
    server.listen(port, "127.0.0.1", () => server.close(() => done(true)));
  });
}

/** A port whose neighbour (HTTP actions use PORT + 1) is free too. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort();
    if (port < 65535 && (await portIsFree(port + 1))) return port;
  }
  throw new Error("no free pair of ports");
}

interface Product {
  url: string;
  stop(): Promise<void>;
}

async function startProduct(): Promise<Product> {
  const port = await freePortPair();
  const dataDir = mkdtempSync(join(tmpdir(), "web-bench-data-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "server/cli.ts", "start"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SKIP_BUILD: "1",
        STATIC_DIR: DIST,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`the product did not start in time:\n${output}`)),
        SERVER_START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("is running at")) {
          clearTimeout(timer);
          ready();
        }
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.once("exit", (code) => {
        clearTimeout(timer);
        fail(new Error(`the product exited with ${code} before starting:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

// ---------------------------------------------------------------------------------------
// JavaScript the home page loads before it is interactive

/**
 * Method: Chromium (Playwright) opens `/` on the running product with an empty cache and
 * records every same-origin JavaScript response until the load event and then network idle
 * (no request for 500 ms): the entry, its modulepreloads and the home route's lazy chunk
 * with its imports. Each file's body is gzipped here, so the figure does not depend on
 * whether the server compresses. A static cross-check follows: index.html's entry and
 * modulepreloads plus the HomePage chunk's static import closure.
 */
async function measureHomeJs(url: string, files: string[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const loaded = new Map<string, number>();
  try {
    const page = await browser.newPage();
    const bodies: Promise<void>[] = [];
    page.on("response", (response) => {
      const address = new URL(response.url());
      if (address.origin !== new URL(url).origin || !address.pathname.endsWith(".js")) return;
      bodies.push(
        response.body().then(
          (body) => void loaded.set(basename(address.pathname), gzipBytes(body)),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await Promise.all(bodies);
  } finally {
    await browser.close();
  }
  const total = [...loaded.values()].reduce((sum, size) => sum + size, 0);
  console.log(
    `JavaScript loaded by / before it is interactive: ${fmtKb(total)} gzip in ${loaded.size} files (target ≤ ${TARGETS.homeJsKb} KB: ${verdict(kb(total) <= TARGETS.homeJsKb)})`,
  );
  for (const [file, size] of [...loaded.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${file.padEnd(40)} ${fmtKb(size).padStart(9)}`);
  }
  const home = chunkFor("HomePage", files);
  const closure = staticClosure([...entryFiles(), ...(home ? [home] : [])]);
  const staticTotal = [...closure].reduce((sum, file) => sum + readChunk(file).gzip, 0);
  console.log(
    `  cross-check from the build: entry + modulepreloads + HomePage chunk and its static imports = ${closure.size} files, ${fmtKb(staticTotal)} gzip`,
  );
}

// ---------------------------------------------------------------------------------------
// Lighthouse

interface Scores {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failing: string[];
}

const METRICS: [string, string][] = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
];

async function lighthouseOnce(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    METRICS.map(([label, id]) => [label, lhr.audits[id]?.displayValue ?? "?"]),
  );
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    metrics,
    failing,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function runLighthouse(baseUrl: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-extensions",
    ],
  });
  try {
    console.log(`\nLighthouse 12, desktop preset, median of ${RUNS} run(s) per page:`);
    console.log("| page | performance | accessibility | FCP | LCP | TBT | CLS | SI |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    const notes: string[] = [];
    for (const path of PAGES) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(baseUrl + path, chrome.port));
      const performance = median(runs.map((run) => run.performance));
      const accessibility = median(runs.map((run) => run.accessibility));
      const typical = runs.find((run) => run.performance === performance) ?? runs[0];
      const m = typical.metrics;
      console.log(
        `| ${path} | ${performance} | ${accessibility} | ${m.FCP} | ${m.LCP} | ${m.TBT} | ${m.CLS} | ${m.SI} |`,
      );
      notes.push(
        `${path}: performance ${performance} (target ≥ ${TARGETS.performance}: ${verdict(performance >= TARGETS.performance)}), accessibility ${accessibility} (target ≥ ${TARGETS.accessibility}: ${verdict(accessibility >= TARGETS.accessibility)})` +
          (typical.failing.length > 0
            ? `; failing accessibility audits: ${typical.failing.join(", ")}`
            : ""),
      );
    }
    for (const note of notes) console.log(note);
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------

export async function runWebBench(): Promise<void> {
  await ensureBuild();
  const files = readdirSync(join(DIST, "assets")).filter((file) => file.endsWith(".js"));
  console.log(`Build: ${DIST}`);
  const product = await startProduct();
  try {
    console.log(`Product started like \`npm start\` at ${product.url} (fresh data directory)\n`);
    await measureHomeJs(product.url + "/", files);
    printRouteChunks(files);
    await runLighthouse(product.url);
  } finally {
    await product.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runWebBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
