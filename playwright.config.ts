import { defineConfig, devices } from "@playwright/test";
import { workerBaseUrl, workerPort } from "./tests/e2e/ports";

/** One backend per worker (tests/e2e/ports.ts, tests/e2e/fixtures.ts). */
const WORKERS = 2;
/** The built app to serve; `npm test` builds into dist/, a side build can be named with E2E_DIST. */
const DIST = process.env.E2E_DIST ?? "dist";

/**
 * Browser tests in Debian's Chromium against `npm start` on a fresh data directory.
 * The app is built once by `npm test` before this runs.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // Each test's baseURL is its worker's backend (tests/e2e/fixtures.ts).
    baseURL: workerBaseUrl(0),
    // A retried test keeps the retry's trace (test-results/), so a flaky one can be read.
    trace: "on-first-retry",
    // The app-shell service worker is tested on its own (sharing.spec.ts); elsewhere it is
    // kept out, so page.route sees every request and no test pays for precaching.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, worker) => {
    const port = workerPort(worker);
    const dataDir = `.tmp/e2e-data-${port}`;
    return {
      command: `rm -rf ${dataDir} && PORT=${port} DATA_DIR=${dataDir} STATIC_DIR=${DIST} SKIP_BUILD=1 node --import tsx server/cli.ts start`,
      url: workerBaseUrl(worker),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    };
  }),
});
