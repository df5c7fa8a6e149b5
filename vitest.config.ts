import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Two projects: `node` for the pure rules, the Convex functions, the embedded backend and
 * the browser helpers without a DOM (`*.test.ts`); `jsdom` for the React components
 * (`src/**\/*.test.tsx`, Testing Library, `src/test/setup.ts`).
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
          server: { deps: { inline: ["convex-test"] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "jsdom",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["src/test/setup.ts"],
          // Rendering a screen and its user events can take several seconds on a busy machine
          // (a load of 11 on two cores took four tests past the 5 s default); a hang still fails.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
