/**
 * `npm start`: build the app if needed, start the embedded backend (supervised: restarted if
 * it dies), serve the app, print its URL.
 * `npm run workshop`: the same on every network interface (HOST=0.0.0.0), printing the LAN
 * URLs participants can use. Both read `.env` first (the environment wins over the file).
 * `npm run dev`: Vite's dev server with hot reload in front of the backend, which restarts
 * (keeping its data) whenever a file under convex/ changes.
 * `npm run catalogue:reload`: reload the policy catalogue into the data directory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { watch } from "node:fs";
import { join, resolve } from "node:path";
import { appBuildStaleReason } from "./appBuild";
import { startBackend } from "./backend";
import { EXIT_PORT_IN_USE, PortInUseError } from "./portInUse";
import { loadDotEnv, participantUrls, resolvePublicUrl } from "./network";
import { operatorIdentityWarning } from "./operatorIdentity";
import { DataDirLockedError, dataDirOwner, EXIT_DATA_DIR_LOCKED } from "./store/dataDirLock";
import { stopWhenOrphaned, superviseBackend } from "./supervisor";

const root = resolve(import.meta.dirname, "..");
const command = process.argv[2] ?? "start";
loadDotEnv(root);
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
const host = process.env.HOST ?? (command === "workshop" ? "0.0.0.0" : "127.0.0.1");
/** Where join links and QR codes point (null: the page's own origin). */
const publicUrl = resolvePublicUrl({ publicUrl: process.env.PUBLIC_URL, host, port });

/** The local URL, then every URL participants can use and where join links point. */
function printUrls(localUrl: string) {
  const lines = [`\n  Policy Simulator UK is running at ${localUrl}`];
  const lan = participantUrls(host, port);
  if (lan.length > 0) {
    lines.push("", "  Participants on this network can open:");
    for (const url of lan) lines.push(`    ${url}`);
  }
  if (publicUrl) lines.push("", `  Join links and QR codes use ${publicUrl}`);
  else lines.push("  (this computer only; for a workshop run: npm run workshop)");
  const identity = operatorIdentityWarning(process.env);
  if (identity !== null) lines.push("", identity);
  console.log(`${lines.join("\n")}\n`);
}

async function buildApp(reason: string) {
  console.log(`building the app (${reason})...`);
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
  const staleBecause = appBuildStaleReason(root, join(root, "dist"));
  if (process.env.SKIP_BUILD !== "1" && staleBecause) await buildApp(staleBecause);
  superviseBackend({
    script: import.meta.filename,
    args: ["backend"],
    env: {
      ...process.env,
      HOST: host,
      BACKEND_PORT: String(port),
      STATIC_DIR: resolve(root, process.env.STATIC_DIR ?? "dist"),
      APP_PUBLIC_URL: publicUrl ?? "",
    },
    onReady({ url }, restarts) {
      if (restarts > 0) return console.error(`backend serving again after restart ${restarts}`);
      printUrls(url.replace("127.0.0.1", "localhost"));
    },
  });
}

/** A whole number from the environment, undefined when unset; anything else stops the start. */
function positiveInteger(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

/** A whole number ≥ 0 from the environment, undefined when unset. */
function wholeNumber(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0`);
  return value;
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
    crons: process.env.CRONS !== "0",
    quiet: process.env.QUIET === "1",
    limitLoopback: process.env.LIMIT_LOOPBACK === "1",
    trustProxy: process.env.TRUST_PROXY,
    maxHttpConnections: positiveInteger("MAX_HTTP_CONNECTIONS"),
    maxHttpConnectionsPerAddress: positiveInteger("MAX_HTTP_CONNECTIONS_PER_ADDRESS"),
    actionWorkers: wholeNumber("ACTION_WORKERS"),
    queryThreads: positiveInteger("QUERY_THREADS"),
    mutationThreads: positiveInteger("MUTATION_THREADS"),
    actionQueryThread:
      process.env.ACTION_QUERY_THREAD === undefined
        ? undefined
        : process.env.ACTION_QUERY_THREAD !== "0",
    publicUrl: process.env.APP_PUBLIC_URL || null,
  });
  onShutdown(() => backend.close());
  // A parent holding the IPC channel (bench/live.ts) may ask for the counters of the
  // engine and the fan-out (docs/embedded-backend.md "Fan-out per bind").
  process.on("message", (message: { type?: string }) => {
    if (message?.type !== "stats") return;
    process.send?.({
      type: "stats",
      engine: { ...backend.engine.stats },
      fanOut: structuredClone(backend.sync.fanOutStats),
    });
  });
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
        APP_PUBLIC_URL: publicUrl ?? "",
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
  printUrls(`http://localhost:${port} (dev)`);
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

const commands: Record<string, () => Promise<void>> = {
  start,
  workshop: start,
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
  // Vite's dev server says "Port 3000 is already in use" (strictPort).
  const devPort = /^Port (\d+) is already in use/.exec(String(error?.message));
  if (error instanceof PortInUseError || devPort) {
    console.error(
      error instanceof PortInUseError
        ? error.message
        : new PortInUseError(Number(devPort![1]), "the dev server").message,
    );
    process.exit(EXIT_PORT_IN_USE);
  }
  console.error(error);
  process.exit(1);
});
