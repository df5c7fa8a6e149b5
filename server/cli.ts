/**
 * `npm start`: build the app if needed, start the embedded backend (supervised: restarted if
 * it dies), serve the app, print one URL.
 * `npm run dev`: Vite's dev server with hot reload in front of the backend, which restarts
 * (keeping its data) whenever a file under convex/ changes.
 * `npm run catalogue:reload`: reload the policy catalogue into the data directory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { watch } from "node:fs";
import { join, resolve } from "node:path";
import { appBuildIsStale } from "./appBuild";
import { startBackend } from "./backend";
import { DataDirLockedError, dataDirOwner, EXIT_DATA_DIR_LOCKED } from "./store/dataDirLock";
import { stopWhenOrphaned, superviseBackend } from "./supervisor";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
const host = process.env.HOST ?? "127.0.0.1";

async function buildApp() {
  console.log("building the app (first run or sources changed)...");
  const { build } = await import("vite");
  await build({ root, logLevel: "warn" });
}

function onShutdown(close: () => Promise<void>) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  stopWhenOrphaned(stop);
}

/** `npm start`: the backend in a supervised child process (server/supervisor.ts). */
async function start() {
  const owner = dataDirOwner(dataDir);
  if (owner) throw new DataDirLockedError(dataDir, owner);
  if (process.env.SKIP_BUILD !== "1" && appBuildIsStale(root, join(root, "dist"))) await buildApp();
  superviseBackend({
    script: import.meta.filename,
    args: ["backend"],
    env: {
      ...process.env,
      BACKEND_PORT: String(port),
      HOST: host,
      STATIC_DIR: resolve(root, process.env.STATIC_DIR ?? "dist"),
    },
    onReady({ url }, restarts) {
      if (restarts > 0) return console.error(`backend serving again after restart ${restarts}`);
      console.log(
        `\n  Policy Simulator UK is running at ${url.replace("127.0.0.1", "localhost")}\n`,
      );
    },
  });
}

/** The backend alone, on explicit ports (used by dev mode and by tests). */
async function backendOnly() {
  const backend = await startBackend({
    port: Number(process.env.BACKEND_PORT ?? port),
    sitePort: process.env.SITE_PORT ? Number(process.env.SITE_PORT) : undefined,
    host,
    dataDir,
    convexDir: resolve(process.env.CONVEX_DIR ?? join(root, "convex")),
    appUrl: process.env.APP_URL,
    staticDir: process.env.STATIC_DIR,
    seed: process.env.SEED !== "0",
    quiet: process.env.QUIET === "1",
  });
  onShutdown(() => backend.close());
  process.send?.({ ready: true, url: backend.url, siteUrl: backend.siteUrl });
}

async function dev() {
  const backendPort = port + 2;
  let child: ChildProcess | null = null;
  const launch = () => {
    child = spawn(process.execPath, [...process.execArgv, import.meta.filename, "backend"], {
      stdio: "inherit",
      env: {
        ...process.env,
        BACKEND_PORT: String(backendPort),
        SITE_PORT: String(port + 1),
        APP_URL: `http://localhost:${port}`,
      },
    });
  };
  launch();
  let timer: NodeJS.Timeout | null = null;
  watch(join(root, "convex"), { recursive: true }, (_event, file) => {
    if (!file || file.includes("_generated") || file.endsWith(".test.ts")) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      console.log(`convex/${file} changed: restarting the backend`);
      const old = child;
      old?.once("exit", launch);
      old?.kill("SIGTERM");
    }, 200);
  });
  const { createServer } = await import("vite");
  const target = `http://127.0.0.1:${backendPort}`;
  const vite = await createServer({
    root,
    server: {
      port,
      strictPort: true,
      host,
      proxy: { "/api": { target, ws: true, changeOrigin: true } },
    },
  });
  await vite.listen();
  console.log(`\n  Policy Simulator UK (dev) is running at http://localhost:${port}\n`);
  const stop = () => {
    child?.kill("SIGTERM");
    void vite.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

async function reloadCatalogue() {
  const backend = await startBackend({
    port: 0,
    host,
    dataDir,
    convexDir: join(root, "convex"),
    quiet: true,
  });
  const result = await backend.engine.runInternal("seed:reloadCatalogue", {});
  console.log("catalogue reloaded:", result);
  await backend.close();
}

const command = process.argv[2] ?? "start";
const commands: Record<string, () => Promise<void>> = {
  start,
  dev,
  backend: backendOnly,
  "reload-catalogue": reloadCatalogue,
};
const run = commands[command];
if (!run) {
  console.error(`Unknown command ${command}; use one of ${Object.keys(commands).join(", ")}`);
  process.exit(2);
}
run().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(EXIT_DATA_DIR_LOCKED);
  }
  console.error(error);
  process.exit(1);
});
