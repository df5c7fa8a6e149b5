import { test as base } from "@playwright/test";
import { workerBaseUrl } from "./ports";

export { expect } from "@playwright/test";

/**
 * Every worker talks to a backend of its own (playwright.config.ts starts one per worker,
 * each on its own port and data directory: ports.ts), so no test sees another worker's
 * votes, rooms or sign-in throttle. `parallelIndex` is stable per worker slot.
 */
export const test = base.extend<object, { workerUrl: string }>({
  workerUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(workerBaseUrl(workerInfo.parallelIndex)),
    { scope: "worker" },
  ],
  baseURL: async ({ workerUrl }, use) => use(workerUrl),
});
