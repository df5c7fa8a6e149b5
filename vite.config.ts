import { fileURLToPath } from "node:url";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { appShellServiceWorker } from "./scripts/viteAppShell.ts";
import { phoneRouteChunks } from "./scripts/vitePhoneChunks.ts";
import { ROUTE_PRELOADS_FILE, routePreloadsOf } from "./server/http/routePreloads.ts";
import { absoluteShareUrls, appBuildSettings, recordAppBuildSettings } from "./server/appBuild.ts";

/**
 * Import aliases, also in tsconfig.json `paths` and vitest.config.ts: `@/` is `src/`,
 * `@convex/` is `convex/` (the app reaches only `_generated` and `domain` there).
 */
const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@convex": fileURLToPath(new URL("./convex", import.meta.url)),
};

/**
 * React Router 7 exports only its development build (dev warnings on); a production build
 * of the app takes the package's production build, which drops them (issue 42: the home
 * page's JavaScript, about 1 KB gzip less).
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
    ),
  },
];

/**
 * Records the `VITE_*` values of a build beside it (dist/build-settings.json), so that
 * `npm start` rebuilds when they change (server/appBuild.ts).
 */
function recordBuildSettings(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "record-build-settings",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      recordAppBuildSettings(outDir, appBuildSettings(root));
    },
  };
}

/**
 * Writes dist/route-preloads.json: each phone route's chunks, from this build's chunk graph,
 * which the server puts in that route's index.html as modulepreload links (issue 42,
 * server/http/routePreloads.ts).
 */
function routePreloads(): Plugin {
  let root = "";
  return {
    name: "route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk" ? [output] : [],
      );
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloadsOf(chunks, root), null, 2),
      });
    },
  };
}

/** Absolute og:image / og:url from PUBLIC_URL at build time (server/appBuild.ts). */
function shareUrls(): Plugin {
  return {
    name: "absolute-share-urls",
    apply: "build",
    transformIndexHtml: (html) => absoluteShareUrls(html, process.env.PUBLIC_URL),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    appShellServiceWorker(),
    recordBuildSettings(),
    routePreloads(),
    phoneRouteChunks(),
    shareUrls(),
  ],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  build: { outDir: "dist", sourcemap: false, modulePreload: { polyfill: false } },
}));
