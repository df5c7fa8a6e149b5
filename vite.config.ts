import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { appShellServiceWorker } from "./scripts/viteAppShell.ts";

/**
 * Import aliases, also in tsconfig.json `paths` and vitest.config.ts: `@/` is `src/`,
 * `@convex/` is `convex/` (the app reaches only `_generated` and `domain` there).
 */
const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@convex": fileURLToPath(new URL("./convex", import.meta.url)),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), appShellServiceWorker()],
  resolve: { alias },
  build: { outDir: "dist", sourcemap: false },
});
