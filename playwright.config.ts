import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Each port gets its own data directory, so two runs on different ports never share state. */
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
/** The built app to serve; `npm test` builds into dist/, a side build can be named with E2E_DIST. */
const DIST = process.env.E2E_DIST ?? "dist";

/**
 * Browser tests in Debian's Chromium against `npm start` on a fresh data directory.
 * The app is built once by `npm test` before this runs.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && PORT=${PORT} DATA_DIR=${DATA_DIR} STATIC_DIR=${DIST} SKIP_BUILD=1 node --import tsx server/cli.ts start`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
