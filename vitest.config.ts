import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

/** The test files under `dir` whose names end with `suffix`, relative to the repository. */
function testFiles(dir: string, suffix: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(suffix)) {
      found.push(relative(ROOT, join(entry.parentPath, entry.name)));
    }
  }
  return found.sort();
}

/**
 * Whether a test file swaps modules or globals for the whole file (`vi.mock`, `vi.doMock`,
 * `vi.stubGlobal`, `vi.stubEnv`): such a file runs in a module graph of its own.
 */
function swapsModules(file: string): boolean {
  return /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(join(ROOT, file), "utf8"));
}

const components = testFiles("src", ".test.tsx");
// The pure rules and the browser helpers without a DOM: no backend, no child process.
const units = [...testFiles("src", ".test.ts"), ...testFiles("convex/domain", ".test.ts")];

/**
 * Four projects. `node` runs the Convex functions and the embedded backend (`*.test.ts`),
 * each file in a process of its own; `units` the pure rules and `components` the React
 * components (`src/**\/*.test.tsx`, Testing Library, `src/test/setup.ts`) in shared workers
 * (`isolate: false`): a file's modules stay loaded for the next file, which saved about
 * 70 % of these files' CPU time (ARCHITECTURE.md, "unit tests"). A file that swaps a module or a global
 * for the whole file (`swapsModules`) would leave its swap to the files after it, so it
 * runs isolated instead (`node`, `jsdom`); the set-up file puts back the state the app's
 * modules keep (the language, the Convex mock, storage) before each file.
 */
export default defineConfig({
  // The import aliases of vite.config.ts and tsconfig.json.
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@convex": fileURLToPath(new URL("./convex", import.meta.url)),
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two.
    // Many files spend their time waiting (backends in child processes, sockets), so two
    // files run side by side: the suite took 185 s with one worker.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "convex/**/*.test.ts",
            "src/**/*.test.ts",
            "tests/*.test.ts",
            "tests/server/**/*.test.ts",
            "tests/deploy/**/*.test.ts",
          ],
          exclude: units.filter((file) => !swapsModules(file)),
          server: { deps: { inline: ["convex-test"] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "units",
          environment: "node",
          include: units.filter((file) => !swapsModules(file)),
          isolate: false,
          testTimeout: 30_000,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "jsdom",
          environment: "jsdom",
          include: components.filter(swapsModules),
          setupFiles: ["src/test/setup.ts"],
          // Rendering a screen and its user events can take several seconds on a busy machine
          // (a load of 11 on two cores took four tests past the 5 s default); a hang still fails.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: components.filter((file) => !swapsModules(file)),
          setupFiles: ["src/test/setup.ts"],
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
