/**
 * Whether the built app (dist/) is older than its sources: `npm start` rebuilds then, and the
 * web benchmark uses the same rule.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the browser bundle is built from. */
const APP_SOURCES = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts",
  "convex/domain",
  "convex/_generated",
  "package.json",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** True when `distDir/index.html` is missing or any source under `root` is newer. */
export function appBuildIsStale(root: string, distDir: string): boolean {
  const built = join(distDir, "index.html");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return APP_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}
