/**
 * Layout shifts of each route and what moved (issue 42): Chromium loads the address on a
 * seeded product (bench/webRoutes.ts, as bench/web.ts does: signed in where the route is),
 * waits for what the route is measured for and for network idle, then a further two
 * seconds for late arrivals, and prints the shifts the Layout Instability API saw without
 * input: their sum (what Lighthouse reports as CLS, for a page that shifts in one burst) and
 * each shift's moved elements. A shift is a count, not a timing: it does not move with the
 * machine's load.
 *
 * Caveat: it has not yet reproduced every shift Lighthouse sees: on the signed-in quick vote
 * it saw none where Lighthouse's mobile load saw 0.152 (a fresh Chrome with Lighthouse's own
 * emulation and waits). bench/web.ts prints what moved, from Lighthouse, beside each route
 * with CLS above 0: that is the figure to trust.
 *
 *   npx tsx bench/webShifts.ts                                  (every route, desktop 1350×940)
 *   WEB_SHIFTS_VIEW=phone npx tsx bench/webShifts.ts             (412×823, as Lighthouse's mobile)
 *   WEB_ROUTES=present,account WEB_DIST=.tmp/dist npx tsx bench/webShifts.ts
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { sessionKeys, startProduct } from "./web";
import { routeCases, seedProduct, signIn, type RouteCase } from "./webRoutes";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VIEWS = {
  desktop: { viewport: { width: 1350, height: 940 }, isMobile: false },
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 },
};
const VIEW = VIEWS[process.env.WEB_SHIFTS_VIEW === "phone" ? "phone" : "desktop"];
const SETTLE_MS = 2_000;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

function selected(all: RouteCase[]): RouteCase[] {
  const only = process.env.WEB_ROUTES?.split(",").map((name) => name.trim());
  return only
    ? all.filter((route) => only.includes(route.pattern) || only.includes(route.path))
    : all;
}

export async function runWebShifts(): Promise<void> {
  const product = await startProduct();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const seed = await seedProduct(product.url);
    console.log(`Layout shifts without input, ${VIEW.viewport.width}×${VIEW.viewport.height}:`);
    console.log("| route | shifts | sum | moved (largest shift first) |");
    console.log("|---|---:|---:|---|");
    for (const route of selected(routeCases(seed))) {
      const context = await browser.newContext({ ...VIEW, serviceWorkers: "block" });
      await context.addInitScript(() => {
        const shifts: Array<{ value: number; at: number; sources: string[] }> = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        const name = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? "?";
          const id = node.getAttribute("data-testid") ?? node.id;
          const cls = (node.getAttribute("class") ?? "").split(/\s+/).slice(0, 3).join(".");
          return `${node.tagName.toLowerCase()}${id ? `#${id}` : ""}${cls ? `.${cls}` : ""}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
            startTime: number;
            sources: Array<{ node: Node | null }>;
          }>)
            if (!entry.hadRecentInput)
              shifts.push({
                value: entry.value,
                at: Math.round(entry.startTime),
                sources: entry.sources.map((source) => name(source.node)),
              });
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = await context.newPage();
      try {
        if (route.signedIn) {
          const tokens = await signIn(product.url, seed.email);
          const keys = sessionKeys(product.url);
          await page.goto(`${product.url}/favicon.svg`);
          await page.evaluate(
            ([jwt, refresh]) => {
              localStorage.setItem(jwt[0], jwt[1]);
              localStorage.setItem(refresh[0], refresh[1]);
            },
            [
              [keys.jwt, tokens.token],
              [keys.refresh, tokens.refreshToken],
            ],
          );
        }
        await page.goto(product.url + route.path, { timeout: 60_000 });
        await page.locator("h1").first().waitFor({ state: "attached", timeout: 60_000 });
        if (route.testId) await page.getByTestId(route.testId).first().waitFor({ timeout: 60_000 });
        if (route.text) await page.getByText(route.text).first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState("networkidle", { timeout: 60_000 });
        await page.waitForTimeout(SETTLE_MS);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Shift[] }).__shifts,
        );
        const sum = shifts.reduce((total, shift) => total + shift.value, 0);
        const moved = [...shifts]
          .sort((a, b) => b.value - a.value)
          .map((s) => `${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join(", ")}`)
          .join("; ");
        const who = route.signedIn ? " (signed in)" : "";
        console.log(`| ${route.path}${who} | ${shifts.length} | ${sum.toFixed(3)} | ${moved} |`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runWebShifts().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
