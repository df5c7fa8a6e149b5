/**
 * `npm run test:e2e`'s first step: builds the app into the directory the browser tests
 * serve (dist/, or E2E_DIST as in playwright.config.ts) when it is missing, older than
 * what the bundle is built from, or built with other `VITE_*` values — the rule `npm start`
 * uses (server/appBuild.ts: src/, public/, index.html, vite.config.ts, scripts/,
 * convex/domain and convex/_generated, package.json; the settings in build-settings.json). The rest of convex/ is not in the bundle: each test backend loads the
 * functions from source. Up to date, it costs a directory walk.
 */
import { resolve } from "node:path";
import { appBuildStaleReason } from "../server/appBuild";

const root = resolve(import.meta.dirname, "..");
const distDir = resolve(root, process.env.E2E_DIST ?? "dist");

const staleBecause = appBuildStaleReason(root, distDir);
if (staleBecause) {
  console.log(`building the app into ${distDir} (${staleBecause})...`);
  const { build } = await import("vite");
  await build({ root, logLevel: "warn", build: { outDir: distDir, emptyOutDir: true } });
} else {
  console.log(`${distDir} is up to date`);
}
