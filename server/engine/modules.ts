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
