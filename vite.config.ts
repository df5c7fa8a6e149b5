import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { appShellServiceWorker } from "./scripts/viteAppShell";

export default defineConfig({
  plugins: [react(), tailwindcss(), appShellServiceWorker()],
  build: { outDir: "dist", sourcemap: false },
});
