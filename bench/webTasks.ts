/**
 * Which code each long task of a page's load runs, on a phone (issue 42): Chromium with a
 * phone's screen and its CPU slowed 4× (Lighthouse's mobile preset), tracing the main
 * thread while V8's sampling profiler runs beside it; each task over TASK_MIN_MS of the
 * trace is then named by the browser's own work inside it (layout, style, parsing: the
 * trace's events) and by the functions its samples fell in (the profile). Lighthouse and
 * bench/webProfile.ts say how long the tasks are; this says what is in them.
 *
 *   npx vite build --minify false --outDir .tmp/dist-nomin     (names the functions)
 *   WEB_DIST=.tmp/dist-nomin npx tsx bench/webTasks.ts         (/tax-simulator)
 *   WEB_DIST=.tmp/dist-nomin WEB_ROUTES=/bind-vote,/quiz npx tsx bench/webTasks.ts
 *   TASK_MIN_MS=30 ...                                         (shorter tasks too; default 40)
 *   TASK_CPU=1 TASK_MIN_MS=12 ...                              (unslowed, as Lighthouse observes)
 *
 *   WEB_ROUTES="/join/{room} (signed in)" ...                  (the seeded room, signed in,
 *                                                              as bench/webProfile.ts names them)
 * One load per address: the tasks' lengths move with the machine's load, what is in them
 * does not. Before printing, it checks it measured the page: the page drew its heading, the
 * trace has the page's main thread, and the profile's samples fall inside its tasks.
 */
import type { CDPSession } from "playwright-core";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { startProduct } from "./web";
import { address, launchPhone, PHONE, SIGNED_IN, storeSession, type Profile } from "./webProfile";
import { seedProduct, type Seed } from "./webRoutes";

const ROUTES = (process.env.WEB_ROUTES ?? "/tax-simulator").split(",").map((r) => r.trim());
const TASK_MIN_MS = Number(process.env.TASK_MIN_MS ?? 40) || 40;
/**
 * TASK_CPU=1 loads at the machine's own speed, as Lighthouse's simulated preset observes a
 * load before it multiplies each task by 4 (a task over 12.5 ms there is a long one).
 */
const SLOWDOWN = Number(process.env.TASK_CPU ?? PHONE.cpuSlowdown) || PHONE.cpuSlowdown;
/** After the network is idle, how long the load's last tasks (deferred sections) get. */
const SETTLE_MS = 5_000;
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "toplevel",
  "loading",
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { functionName?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}
/** The renderer main thread with the most complete events: the page's. */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const names = new Map<string, string>();
  for (const event of events)
    if (event.name === "thread_name")
      names.set(`${event.pid}:${event.tid}`, event.args?.name ?? "");
  const counts = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (names.get(key) === "CrRendererMain" && event.ph === "X")
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (key === undefined) throw new Error("the trace has no renderer main thread");
  return events
    .filter((event) => `${event.pid}:${event.tid}` === key && event.ph === "X" && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
}

/** Self time (ms) by event name of the events inside `task`. */
function browserWork(task: TraceEvent, events: TraceEvent[]): Map<string, number> {
  const inside = events.filter(
    (event) =>
      event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!,
  );
  const children = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of inside) {
    while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) children.set(parent, (children.get(parent) ?? 0) + event.dur!);
    stack.push(event);
  }
  const self = new Map<string, number>();
  for (const event of inside) {
    const name =
      event.name === "FunctionCall"
        ? `FunctionCall ${event.args?.data?.functionName ?? ""}`
        : event.name;
    const ms = (event.dur! - Math.min(event.dur!, children.get(event) ?? 0)) / 1000;
    self.set(name, (self.get(name) ?? 0) + ms);
  }
  return self;
}

/** Each sample's time and the functions on its stack (each once). */
function sampleStacks(profile: Profile): Array<{ at: number; stack: Set<string>; leaf: string }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  let at = profile.startTime;
  return profile.samples.map((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const stack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const name = byId.get(node)!.callFrame.functionName;
      if (name && !name.startsWith("(")) stack.add(name);
    }
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split("/").pop() ?? "";
    return { at, stack, leaf: `${frame.functionName || "(anonymous)"} ${file}`.trim() };
  });
}

const top = (counts: Map<string, number>, count: number, unit: (value: number) => string) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => `${name} ${unit(value)}`)
    .join(", ");

async function traceLoad(cdp: CDPSession, load: () => Promise<void>) {
  const chunks: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) =>
    chunks.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: "ReportEvents",
  });
  await cdp.send("Profiler.start");
  await load();
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  await cdp.send("Tracing.end");
  await done;
  return { events: chunks, profile };
}

/** One load of `route` on a phone: its main thread's trace and V8's profile beside it. */
async function traceRoute(baseUrl: string, route: string, seed: Seed | null) {
  const { browser, context } = await launchPhone();
  try {
    const { path, signedIn } = address(route, seed);
    if (signedIn && seed) await storeSession(context, baseUrl, seed);
    // A first load warms the server (the catalogue's first reads), as a visitor never sees.
    const warm = await context.newPage();
    await warm.goto(`${baseUrl}/privacy`, { waitUntil: "networkidle" });
    const page = await context.newPage();
    await warm.close();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    const traced = await traceLoad(cdp, async () => {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(SETTLE_MS);
    });
    // Checked after the trace: Playwright's own script, injected to find it, is no task of
    // the page's.
    await page.locator("h1").first().waitFor({ timeout: 1_000 });
    return traced;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const product = await startProduct();
  try {
    // A room's address or a signed-in one needs the product seeded as bench/web.ts seeds it.
    const seeded = ROUTES.some((route) => route.includes("{room}") || route.endsWith(SIGNED_IN));
    const seed = seeded ? await seedProduct(product.url) : null;
    for (const route of ROUTES) {
      const { events, profile } = await traceRoute(product.url, route, seed);
      const thread = mainThread(events);
      const start = thread[0]!.ts;
      const tasks = thread.filter(
        (event) => event.name === "RunTask" && event.dur! > TASK_MIN_MS * 1000,
      );
      const samples = sampleStacks(profile);
      const sampled = samples.filter(({ at }) =>
        tasks.some((task) => at >= task.ts && at <= task.ts + task.dur!),
      );
      if (tasks.length === 0 || sampled.length === 0)
        throw new Error(
          `${route}: no long task with samples in it: the trace and profile do not line up`,
        );

      const paint = events.find((event) => event.name === "firstContentfulPaint");
      console.log(
        `\n${route}: first contentful paint at ${paint ? Math.round((paint.ts - start) / 1000) : "?"} ms.`,
      );
      console.log(
        `${route}: tasks over ${TASK_MIN_MS} ms (start → duration, ms of the ${SLOWDOWN}× slowed CPU from the first event); the browser's own work in each (self ms), then the functions its samples fell in (share of its samples):`,
      );
      if (paint) {
        // After the paint, where the script's time goes: each function's own samples.
        const after = samples.filter(({ at, leaf }) => at >= paint.ts && leaf !== "(idle)");
        const own = new Map<string, number>();
        for (const { leaf } of after) own.set(leaf, (own.get(leaf) ?? 0) + 1);
        const share = (count: number) =>
          `${Math.round((count / Math.max(1, after.length)) * 100)}%`;
        console.log(
          `${route}: after the paint, ${after.length} busy samples; the functions they fell in (self): ${top(own, 25, share)}`,
        );
      }
      for (const task of tasks) {
        const inTask = samples.filter(({ at }) => at >= task.ts && at <= task.ts + task.dur!);
        const functions = new Map<string, number>();
        for (const { stack } of inTask)
          for (const name of stack) functions.set(name, (functions.get(name) ?? 0) + 1);
        const share = (count: number) =>
          `${Math.round((count / Math.max(1, inTask.length)) * 100)}%`;
        console.log(
          `  ${Math.round((task.ts - start) / 1000)} → ${Math.round(task.dur! / 1000)}: ${top(browserWork(task, thread), 5, (ms) => ms.toFixed(0))}`,
        );
        const layouts = thread.filter(
          (event) =>
            event.name === "Layout" &&
            event.ts >= task.ts &&
            event.ts <= task.ts + task.dur! &&
            (event.args?.beginData?.dirtyObjects ?? 0) > 0,
        );
        if (layouts.length > 0)
          console.log(
            `      layout: ${layouts.map((event) => `${event.args!.beginData!.dirtyObjects} of ${event.args!.beginData!.totalObjects} objects in ${Math.round(event.dur! / 1000)} ms`).join("; ")}`,
          );
        if (inTask.length > 0)
          console.log(`      JS (${inTask.length} samples): ${top(functions, 10, share)}`);
      }
    }
  } finally {
    await product.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
