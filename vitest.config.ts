import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "convex/**/*.test.ts",
      "src/**/*.test.{ts,tsx}",
      "tests/server/**/*.test.ts",
      "tests/deploy/**/*.test.ts",
    ],
    server: { deps: { inline: ["convex-test"] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
