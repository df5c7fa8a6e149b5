/**
 * Where a page's main thread goes on a phone (issue 42): Chromium with a phone's screen and
 * its CPU slowed 4× (Lighthouse's mobile CPU throttling), loading each address on a fresh
 * product until network idle, with V8's sampling profiler running.
 *
 *   npx tsx bench/webProfile.ts                          (/tax-simulator on dist/)
 *   WEB_DIST=.tmp/dist-x WEB_ROUTES=/,/quiz npx tsx bench/webProfile.ts
 *   PROFILE_URL=http://127.0.0.1:5600 npx tsx bench/webProfile.ts (a product already running)
 *   PROFILE_RUNS=5 npx tsx bench/webProfile.ts           (loads per address; median; default 3)
 *   PROFILE_SAVE=.tmp npx tsx bench/webProfile.ts        (keeps each median profile, .cpuprofile)
 *   PROFILE_COUNTS=1 WEB_DIST=.tmp/dist-nomin npx tsx bench/webProfile.ts (counts, below)
 *   PROFILE_COUNTS=only ...                              (the counts alone, no timed loads)
 *   PROFILE_COMPONENTS=60 ...                            (more components in the renders line; default 14)
 *   WEB_ROUTES="/join/{room},/join/{room} (signed in)" npx tsx bench/webProfile.ts
 *     (a seeded room's code for {room}; "(signed in)" with a session of the seeded user,
 *     as bench/web.ts measures the workshop's quick vote)
 *
 * Printed per address (median of the runs): Chromium's own counters of the load (script,
 * style recalculation, layout, all tasks; ms of the slowed CPU), the long tasks' blocking
 * time (each task's time over 50 ms, summed: what Lighthouse calls total blocking time,
 * here observed rather than simulated) and the number of long tasks; then, from the median
 * run's profile, the functions with the most self time and the scripts with the most time.
 * Beside the timings, counts that do not move with the load: the style recalculations and
 * layouts Chromium ran, and the DOM's nodes once idle; and each long task's start and
 * duration, to find which step of the load blocks.
 * Counts of work (script ms at a fixed slowdown, blocking time) move with the machine's
 * load much less than Lighthouse's scores, but they still move: compare runs made together.
 *
 * PROFILE_COUNTS=1 adds one more load per address that counts calls instead of timing them
 * (V8's precise coverage with call counts): every JavaScript function call until the page
 * is idle, React's function-component renders (calls of its renderWithHooks), and the calls
 * of the economy's entry points, each component's renders (its function's calls, most
 * first: which part of the tree renders again), and the Intl number formatters made (Intl.NumberFormat
 * objects and numbers' toLocaleString calls: the first loads ICU's number data, 130–150 ms
 * of the slowed CPU). Counts do not move with the machine's load, so they compare
 * a change made on a busy machine; they need a build without minification, which keeps the
 * names.
 *
 * A build without minification names the functions (`npx vite build --minify false
 * --outDir .tmp/dist-nomin`); a minified build is what visitors get.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { sessionKeys, startProduct } from "./web";
import { routeCases, seedProduct, signIn, type Seed } from "./webRoutes";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 3) || 3);
const ROUTES = (process.env.WEB_ROUTES ?? "/tax-simulator").split(",").map((r) => r.trim());
/** Lighthouse's mobile preset: a Moto G Power's screen, the CPU 4× slower. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, cpuSlowdown: 4 };
const LONG_TASK_MS = 50;
/**
 * A component's name (PascalCase) in the build's own scripts; React's fiber constructor is
 * PascalCase too and is left out.
 */
const COMPONENT = /^(?!FiberNode$)[A-Z][A-Za-z0-9]*$/;
const APP_CHUNK = /\/assets\/[^/]+\.js$/;
/** How many of a load's most-rendered components PROFILE_COUNTS names. */
const TOP_COMPONENTS = Number(process.env.PROFILE_COMPONENTS ?? 14) || 14;
/** Functions counted by PROFILE_COUNTS: React's renders and the economy's entry points. */
const COUNTED = [
  "renderWithHooks",
  "simulateBudget",
  "recommendTaxRate",
  "calculateDistribution",
  "calculateIndividualImpact",
  "buildExplainerExample",
];

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  /** When the first sample's time delta starts (µs, the trace's clock). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Run {
  counters: Record<string, number>;
  blockingMs: number;
  longTasks: number;
  /** Each long task's start and duration, ms of the slowed CPU, in order. */
  tasks: Array<[number, number]>;
  profile: Profile;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Chromium as a phone (PHONE's screen; its CPU is slowed per page, over CDP). */
export async function launchPhone() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  return { browser, context };
}

/** A route as WEB_ROUTES names it: `{room}` for the seeded room, "(signed in)" for a session. */
export interface Address {
  label: string;
  path: string;
  signedIn: boolean;
  /** What the page must show besides its heading (bench/webRoutes.ts: the room, the quick vote). */
  text?: string;
  testId?: string;
}

export const SIGNED_IN = " (signed in)";

export function address(route: string, seed: Seed | null): Address {
  const signedIn = route.endsWith(SIGNED_IN);
  const bare = signedIn ? route.slice(0, -SIGNED_IN.length) : route;
  const path = seed ? bare.replace("{room}", seed.roomCode) : bare;
  // Its live parts come over the WebSocket, which network idle does not wait for.
  const known = seed
    ? routeCases(seed).find((c) => c.path === path && (c.signedIn ?? false) === signedIn)
    : undefined;
  return { label: route, path, signedIn, text: known?.text, testId: known?.testId };
}

/** Puts a new session of the seeded user in the origin's storage before the page's scripts. */
export async function storeSession(
  context: import("playwright-core").BrowserContext,
  base: string,
  seed: Seed,
): Promise<void> {
  const tokens = await signIn(base, seed.email);
  const keys = sessionKeys(base);
  await context.addInitScript(
    ([jwt, refresh]) => {
      // Once per context: a reload would find the first session spent.
      if (sessionStorage.getItem("__benchSession")) return;
      sessionStorage.setItem("__benchSession", "1");
      localStorage.setItem(jwt[0], jwt[1]);
      localStorage.setItem(refresh[0], refresh[1]);
    },
    [
      [keys.jwt, tokens.token],
      [keys.refresh, tokens.refreshToken],
    ] as const,
  );
}

/** Loads `url` until the page is idle and shows its heading (and `shows`' text or test id). */
async function loadUntilIdle(
  page: import("playwright-core").Page,
  url: string,
  shows: { text?: string; testId?: string } = {},
): Promise<void> {
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  await page.locator("h1").first().waitFor({ state: "attached", timeout: 120_000 });
  if (shows.text) await page.getByText(shows.text).first().waitFor({ timeout: 120_000 });
  if (shows.testId) await page.getByTestId(shows.testId).first().waitFor({ timeout: 120_000 });
}

interface Counts {
  calls: number;
  named: Record<string, number>;
  /** Calls of the app's components (a capitalised function in its own scripts), most first. */
  components: Array<[string, number]>;
  /** Intl.NumberFormat objects made and toLocaleString calls on numbers, until idle. */
  intl: number;
}

/**
 * Counts the page's Intl number formatting (issue 42): the first Intl.NumberFormat (or a
 * number's toLocaleString) loads ICU's number data, 130–150 ms of a phone's slowed CPU.
 */
function countIntl() {
  const counter = window as unknown as { __intl: number };
  counter.__intl = 0;
  const NumberFormat = Intl.NumberFormat;
  Intl.NumberFormat = new Proxy(NumberFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      counter.__intl++;
      return new target(...args);
    },
    apply(target, self, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      counter.__intl++;
      return target(...args);
    },
  });
  const toLocaleString = Number.prototype.toLocaleString;
  Number.prototype.toLocaleString = function (this: number, ...args: []) {
    counter.__intl++;
    return toLocaleString.apply(this, args);
  };
}

/** One load counting function calls (V8's precise coverage with call counts). */
/** Prepares a fresh context before its load (a session for a signed-in route). */
type Prepare = (context: import("playwright-core").BrowserContext) => Promise<void>;

async function countOnce(route: Address, base: string, prepare: Prepare): Promise<Counts> {
  const { browser, context } = await launchPhone();
  try {
    await prepare(context);
    await context.addInitScript(countIntl);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
    await loadUntilIdle(page, base + route.path, route);
    const { result } = await cdp.send("Profiler.takePreciseCoverage");
    const intl = await page.evaluate(() => (window as unknown as { __intl: number }).__intl);
    const named = Object.fromEntries(COUNTED.map((name) => [name, 0]));
    const components = new Map<string, number>();
    let calls = 0;
    for (const script of result)
      for (const fn of script.functions) {
        const count = fn.ranges[0]?.count ?? 0;
        // The script's own top level is a "function" too: counted once per load, not a call.
        if (fn.functionName === "" && fn.ranges[0]?.startOffset === 0) continue;
        calls += count;
        if (fn.functionName in named) named[fn.functionName] += count;
        // A component's renders, by its name (the app's chunks, not React's own).
        if (count > 0 && COMPONENT.test(fn.functionName) && APP_CHUNK.test(script.url))
          components.set(fn.functionName, (components.get(fn.functionName) ?? 0) + count);
      }
    const byCount = [...components.entries()].sort((a, b) => b[1] - a[1]);
    return { calls, named, components: byCount, intl };
  } finally {
    await browser.close();
  }
}

async function profileOnce(route: Address, base: string, prepare: Prepare): Promise<Run> {
  const { browser, context } = await launchPhone();
  try {
    await prepare(context);
    // Long tasks from the first script on; read once the page is idle.
    await context.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.startTime, entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    await cdp.send("Performance.enable");
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await loadUntilIdle(page, base + route.path, route);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const { metrics } = await cdp.send("Performance.getMetrics");
    const counters = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
    const flat = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    const tasks: Array<[number, number]> = [];
    for (let i = 0; i < flat.length; i += 2) tasks.push([flat[i], flat[i + 1]]);
    return {
      counters,
      blockingMs: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - LONG_TASK_MS), 0),
      longTasks: tasks.length,
      tasks,
      profile,
    };
  } finally {
    await browser.close();
  }
}

/** Self time (ms) by function and total by script, from a sampling profile. */
function summarise(profile: Profile, origin: string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const functions = new Map<string, number>();
  const scripts = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.replace(origin, "").replace(/^\/assets\//, "") || "(native)";
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    if (["(idle)", "(program)", "(garbage collector)"].includes(frame.functionName)) {
      functions.set(frame.functionName, (functions.get(frame.functionName) ?? 0) + ms);
      continue;
    }
    functions.set(name, (functions.get(name) ?? 0) + ms);
    scripts.set(file, (scripts.get(file) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { functions: top(functions, 15), scripts: top(scripts, 8) };
}

/** PROFILE_COUNTS: calls per address, one load each (the same on a busy machine). */
async function printCounts(base: string, addresses: Address[], prepare: PrepareFor): Promise<void> {
  console.log(
    `\nCalls until the page is idle (one load per address; V8's call counts; a build without minification names them):`,
  );
  console.log(
    `| route | all calls | React renders | ${COUNTED.slice(1).join(" | ")} | Intl number formats |`,
  );
  console.log(
    `|---|---:|---:|${COUNTED.slice(1)
      .map(() => "---:|")
      .join("")}---:|`,
  );
  const most: string[] = [];
  for (const route of addresses) {
    const { calls, named, components, intl } = await countOnce(route, base, prepare(route));
    console.log(
      `| ${route.label} | ${calls} | ${COUNTED.map((name) => named[name]).join(" | ")} | ${intl} |`,
    );
    const top = components.slice(0, TOP_COMPONENTS).map(([name, n]) => `${name} ${n}`);
    most.push(`${route.label}: renders by component (most first): ${top.join(", ")}`);
  }
  console.log("");
  for (const line of most) console.log(line);
}

type PrepareFor = (route: Address) => Prepare;

export async function runWebProfile(): Promise<void> {
  const product = process.env.PROFILE_URL ? null : await startProduct();
  const base = process.env.PROFILE_URL ?? product!.url;
  try {
    // A room's address or a signed-in one needs the product seeded as bench/web.ts seeds it.
    const seeded = ROUTES.some((route) => route.includes("{room}") || route.endsWith(SIGNED_IN));
    const seed = seeded ? await seedProduct(base) : null;
    const addresses = ROUTES.map((route) => address(route, seed));
    const prepare: PrepareFor = (route) => (context) =>
      route.signedIn && seed ? storeSession(context, base, seed) : Promise.resolve();
    // PROFILE_COUNTS=only: the counts alone, without the timed loads.
    if (process.env.PROFILE_COUNTS === "only") {
      await printCounts(base, addresses, prepare);
      return;
    }
    console.log(
      `Main thread on a phone (${PHONE.width}×${PHONE.height}, CPU ${PHONE.cpuSlowdown}× slower), median of ${RUNS} load(s); ms of the slowed CPU, then counts that do not move with the load:`,
    );
    console.log(
      "| route | script | style | layout | all tasks | blocking (tasks over 50 ms) | long tasks | style recalcs | layouts | DOM nodes |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    const details: string[] = [];
    for (const route of addresses) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(route, base, prepare(route)));
      const value = (key: string) => median(runs.map((r) => r.counters[key] ?? 0));
      const ms = (key: string) => Math.round(value(key) * 1000);
      const blocking = median(runs.map((r) => r.blockingMs));
      const typical = runs.find((r) => r.blockingMs === blocking) ?? runs[0];
      console.log(
        `| ${route.label} | ${ms("ScriptDuration")} | ${ms("RecalcStyleDuration")} | ${ms("LayoutDuration")} | ${ms("TaskDuration")} | ${Math.round(blocking)} | ${median(runs.map((r) => r.longTasks))} | ${value("RecalcStyleCount")} | ${value("LayoutCount")} | ${value("Nodes")} |`,
      );
      const { functions, scripts } = summarise(typical.profile, base);
      // PROFILE_SAVE=dir keeps the median run's profile (.cpuprofile: Chromium DevTools opens it).
      if (process.env.PROFILE_SAVE) {
        mkdirSync(process.env.PROFILE_SAVE, { recursive: true });
        writeFileSync(
          resolve(
            process.env.PROFILE_SAVE,
            `${route.label.replace(/\W+/g, "_") || "home"}.cpuprofile`,
          ),
          JSON.stringify(typical.profile),
        );
      }
      details.push(
        `\n${route.label}: long tasks (median run; start → duration, ms): ${typical.tasks.map(([at, d]) => `${Math.round(at)} → ${Math.round(d)}`).join(", ")}`,
        `${route.label}: self time by function (median run's profile, ms):`,
        ...functions.map(([name, t]) => `  ${t.toFixed(1).padStart(8)}  ${name}`),
        `${route.label}: time by script:`,
        ...scripts.map(([name, t]) => `  ${t.toFixed(1).padStart(8)}  ${name}`),
      );
    }
    for (const line of details) console.log(line);
    if (process.env.PROFILE_COUNTS) await printCounts(base, addresses, prepare);
  } finally {
    await product?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runWebProfile().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
