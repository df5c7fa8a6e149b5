import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

const FUNCTION_FILE = /\.(ts|js|mjs)$/;
/**
 * As the Convex bundler does: a file whose name has two or more dots (`*.test.ts`,
 * `test.setup.ts`, `test.helpers.ts`, `auth.config.ts`, `*.d.ts`) is not a function module,
 * so no client can make the server load it.
 */
const NOT_A_MODULE = /^[^.]*\.[^.]*\./;

/**
 * The app's convex/ modules as the lazy import map convex-test expects, keyed like
 * `import.meta.glob("./convex/**")` would key them (the `_generated` entry tells convex-test
 * where the root is).
 */
export function discoverModules(convexDir: string): Record<string, () => Promise<unknown>> {
  const modules: Record<string, () => Promise<unknown>> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "node_modules" && !name.startsWith(".")) walk(path);
        continue;
      }
      if (!FUNCTION_FILE.test(name) || NOT_A_MODULE.test(name)) continue;
      const key = "./convex/" + relative(convexDir, path).split("\\").join("/");
      const url = pathToFileURL(path).href;
      // Every function call loads its module: keep the promise, so that only the first call
      // goes through the module loader (with tsx, a round trip to its loader thread).
      let loaded: Promise<unknown> | null = null;
      modules[key] = () => (loaded ??= import(url));
    }
  };
  walk(convexDir);
  return modules;
}

/** The convex/ root of a modules map (its keys' prefix before `_generated/`). */
export function moduleRoot(modules: Record<string, unknown>): string {
  for (const key of Object.keys(modules)) {
    const at = key.indexOf("_generated/");
    if (at >= 0) return key.slice(0, at);
  }
  throw new Error("The modules map has no _generated/ entry to locate the convex/ root");
}

/**
 * The export `udfPath` (`module/path:export`, `default` when no export is named) of the
 * modules map, or null when there is no such module; its module is loaded on first use.
 */
export async function loadExport(
  modules: Record<string, () => Promise<unknown>>,
  root: string,
  udfPath: string,
): Promise<unknown> {
  const [modulePath, exportName = "default"] = udfPath.split(":");
  const loader = modules[`${root}${modulePath}.ts`] ?? modules[`${root}${modulePath}.js`];
  if (!loader) return null;
  const mod = (await loader()) as Record<string, unknown>;
  return mod[exportName] ?? null;
}
