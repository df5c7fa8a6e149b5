import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");
export const FIXTURE_CONVEX = join(ROOT, "tests/server/fixture/convex");

export interface RunningBackend {
  url: string;
  siteUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** Graceful stop (snapshot written). */
  stop(): Promise<void>;
  /** kill -9: no chance to flush anything. */
  crash(): Promise<void>;
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), "embedded-convex-test-"));
}

/** Starts `server/cli.ts backend` as a child process and waits for its URLs. */
export function startBackendProcess(options: {
  dataDir?: string;
  convexDir?: string;
  port?: number;
  sitePort?: number;
  env?: Record<string, string>;
  /** Extra Node flags for the backend process (e.g. --cpu-prof). */
  nodeFlags?: string[];
  /** Show the backend's stdout (e.g. --trace-gc output) instead of discarding it. */
  showOutput?: boolean;
}): Promise<RunningBackend> {
  const dataDir = options.dataDir ?? freshDataDir();
  const child = fork(join(ROOT, "server/cli.ts"), ["backend"], {
    cwd: ROOT,
    execArgv: ["--import", "tsx", ...(options.nodeFlags ?? [])],
    stdio: ["ignore", options.showOutput ? "inherit" : "ignore", "pipe", "ipc"],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CONVEX_DIR: options.convexDir ?? FIXTURE_CONVEX,
      BACKEND_PORT: String(options.port ?? 0),
      ...(options.sitePort ? { SITE_PORT: String(options.sitePort) } : {}),
      QUIET: "1",
      ...options.env,
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return new Promise((resolveReady, reject) => {
    // A bound for a hang, not a guess at a start's length: a start took over 60 s at a load
    // of 20 on two cores.
    const timer = setTimeout(() => reject(new Error(`backend did not start: ${stderr}`)), 240_000);
    const failed = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with ${code}: ${stderr}`));
    };
    child.once("exit", failed);
    child.on("message", (message: { ready?: boolean; url: string; siteUrl: string }) => {
      if (!message.ready) return;
      clearTimeout(timer);
      child.off("exit", failed);
      resolveReady({
        url: message.url,
        siteUrl: message.siteUrl,
        dataDir,
        process: child,
        async stop() {
          child.kill("SIGTERM");
          await exited;
        },
        async crash() {
          child.kill("SIGKILL");
          await exited;
        },
      });
    });
  });
}

/**
 * A fixed wait, for bench/ (paced load): tests wait on conditions instead (`waitFor`), and
 * eslint/waits.js refuses a call to it in test folders.
 */
// eslint-disable-next-line waits/no-fixed-sleep
export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Polls until `check` returns (or resolves to) a truthy value, every 10 ms; fails after the
 * timeout (30 s by default: a bound for a hang, generous for a busy machine). Tests wait with this (or `vi.waitFor`), never for a fixed time (eslint/waits.js).
 */
export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for a condition");
    // The poll interval of a condition wait, not a wait for its own sake.
    // eslint-disable-next-line waits/no-fixed-sleep
    await new Promise((done) => setTimeout(done, 10));
  }
}

/** The value of an engine call's result, or its message thrown (engine tests). */
export async function ok(
  promise: Promise<{ ok: boolean; value?: unknown; message?: string }>,
): Promise<unknown> {
  const result = await promise;
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
