/**
 * Whether the built app (dist/) is stale: older than its sources, or built with other
 * settings (the `VITE_*` values the bundle inlines, such as `VITE_CONVEX_URL`). `npm start`
 * rebuilds then, and `npm run test:e2e` and the web benchmark use the same rule. Every
 * build records its settings beside the bundle (`dist/build-settings.json`, written by
 * the Vite plugin `recordBuildSettings` in vite.config.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

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

/** Beside the bundle: the settings it was built with. */
export const BUILD_SETTINGS_FILE = "build-settings.json";
/** The prefix of the variables Vite inlines into the bundle. */
const BUNDLED_PREFIX = "VITE_";
/** Also built into index.html: the absolute og:image and og:url (absoluteShareUrls). */
export const SHARE_URL_SETTING = "PUBLIC_URL";
/** Vite's env files for a production build, lowest precedence first. */
const ENV_FILES = [".env", ".env.local", ".env.production", ".env.production.local"];

/**
 * The `VITE_*` values a production build of `root` would inline, as Vite resolves them, and
 * `PUBLIC_URL` (the share tags' absolute URLs):
 * the env files, then the environment, which wins. Sorted by name.
 */
export function appBuildSettings(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ENV_FILES) {
    const path = join(root, name);
    if (!existsSync(path)) continue;
    Object.assign(values, parseEnv(readFileSync(path, "utf8")));
  }
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined) values[name] = value;
  }
  const bundled = Object.keys(values).filter(
    (name) => name.startsWith(BUNDLED_PREFIX) || name === SHARE_URL_SETTING,
  );
  return Object.fromEntries(bundled.sort().map((name) => [name, values[name]]));
}

/** Records the settings of the build just written to `distDir`. */
export function recordAppBuildSettings(distDir: string, settings: Record<string, string>) {
  writeFileSync(join(distDir, BUILD_SETTINGS_FILE), JSON.stringify(settings, null, 2) + "\n");
}

/**
 * index.html with absolute share URLs: link previews (Open Graph, Twitter) need an
 * absolute og:image, and og:url names the canonical address. With no public URL the
 * relative paths stay (the embedded server's own origin is not known at build time).
 */
export function absoluteShareUrls(html: string, publicUrl: string | undefined): string {
  const base = publicUrl?.trim().replace(/\/+$/, "");
  if (!base || !/^https?:\/\//.test(base)) return html;
  return html
    .replace(/(<meta (?:property|name)="(?:og|twitter):image" content=")\//g, `$1${base}/`)
    .replace(
      /(<meta property="og:type"[^>]*>)/,
      `$1\n    <meta property="og:url" content="${base}/" />`,
    );
}

/** Why `distDir` needs a rebuild: a missing build, newer sources or other settings; or null. */
export function appBuildStaleReason(
  root: string,
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const built = join(distDir, "index.html");
  if (!existsSync(built)) return "first run";
  const builtAt = statSync(built).mtimeMs;
  if (APP_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt)) {
    return "sources changed";
  }
  const recorded = join(distDir, BUILD_SETTINGS_FILE);
  if (!existsSync(recorded)) return "build settings not recorded";
  let previous: unknown = null;
  try {
    previous = JSON.parse(readFileSync(recorded, "utf8"));
  } catch {
    return "build settings unreadable";
  }
  const current = appBuildSettings(root, env);
  if (JSON.stringify(previous) !== JSON.stringify(current)) {
    const names = new Set([...Object.keys(current), ...Object.keys(previous as object)]);
    const changed = [...names].filter(
      (name) => (previous as Record<string, string>)[name] !== current[name],
    );
    return `${changed.join(", ")} changed`;
  }
  return null;
}

/** True when the build is missing, older than its sources, or built with other settings. */
export function appBuildIsStale(
  root: string,
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return appBuildStaleReason(root, distDir, env) !== null;
}
