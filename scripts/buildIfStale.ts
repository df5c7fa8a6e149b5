/**
 * `npm run test:e2e`'s first step: builds the app into the directory the browser tests
 * serve (dist/, or E2E_DIST as in playwright.config.ts) when it is missing or older than
 * what the bundle is built from — the rule `npm start` uses (server/appBuild.ts: src/,
 * public/, index.html, vite.config.ts, scripts/, convex/domain and convex/_generated,
 * package.json). The rest of convex/ is not in the bundle: each test backend loads the
 * functions from source. Up to date, it costs a directory walk.
 */
import { resolve } from "node:path";
import { appBuildIsStale } from "../server/appBuild";

const root = resolve(import.meta.dirname, "..");
const distDir = resolve(root, process.env.E2E_DIST ?? "dist");

if (appBuildIsStale(root, distDir)) {
  console.log(`building the app into ${distDir} (missing or older than its sources)...`);
  const { build } = await import("vite");
  await build({ root, logLevel: "warn", build: { outDir: distDir, emptyOutDir: true } });
} else {
  console.log(`${distDir} is up to date`);
}
