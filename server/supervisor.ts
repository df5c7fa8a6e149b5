/**
 * `npm start` runs the backend as a child process and restarts it, with backoff, whenever
 * it dies, logging why; SIGINT/SIGTERM stop the child (which writes its final snapshot and
 * releases the data directory) and then the supervisor. The child stops by itself if the
 * supervisor disappears (its IPC channel closes), so it is never left orphaned.
 */
import { fork, type ChildProcess } from "node:child_process";
import { EXIT_PORT_IN_USE } from "./portInUse";
import { EXIT_DATA_DIR_LOCKED } from "./store/dataDirLock";

/** First restart delay, doubled after each crash in a row, up to the maximum. */
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;
/** A child that served this long before dying starts the backoff again from the first delay. */
const STABLE_MS = 60_000;
/** How long a stopping child may take (final snapshot) before it is killed. */
const STOP_TIMEOUT_MS = 30_000;

export interface ReadyMessage {
  ready: true;
  url: string;
  siteUrl: string;
}

export interface SupervisorOptions {
  /** The CLI script run as the child (`server/cli.ts`), with its arguments. */
  script: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Called each time a child is serving; `restarts` is 0 for the first. */
  onReady(message: ReadyMessage, restarts: number): void;
}

const stamp = () => new Date().toISOString().slice(11, 23);
const log = (message: string) => console.error(`${stamp()} supervisor: ${message}`);

/** Why a child ended, in words, for the log. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal === "SIGKILL")
    return "killed by SIGKILL (kill -9, or the kernel's out-of-memory killer)";
  if (signal) return `killed by ${signal}`;
  if (code === 70) return "exit code 70: a journal write failed (see the error above)";
  if (code === EXIT_DATA_DIR_LOCKED) return `exit code ${code}: the data directory is in use`;
  if (code === EXIT_PORT_IN_USE) return `exit code ${code}: the port is in use`;
  return `exit code ${code} (see the error above)`;
}

/** Runs and restarts the backend child until SIGINT/SIGTERM. */
export function superviseBackend(options: SupervisorOptions): void {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let crashesInRow = 0;
  let everReady = false;
  let restartTimer: NodeJS.Timeout | null = null;

  const launch = () => {
    restartTimer = null;
    const started = Date.now();
    let ready = false;
    const current = fork(options.script, options.args, {
      execArgv: process.execArgv,
      env: options.env,
      stdio: ["inherit", "inherit", "inherit", "ipc"],
    });
    child = current;
    current.on("message", (message: Partial<ReadyMessage>) => {
      if (!message.ready) return;
      ready = everReady = true;
      options.onReady(message as ReadyMessage, restarts);
    });
    current.once("exit", (code, signal) => {
      child = null;
      if (stopping) return process.exit(code === 0 || signal === "SIGTERM" ? 0 : 1);
      const why = describeExit(code, signal);
      if (code === EXIT_DATA_DIR_LOCKED || !everReady) {
        // Nothing a restart would fix (another process holds the data, a port is taken).
        log(`the backend (pid ${current.pid}) could not start: ${why}`);
        return process.exit(code ?? 1);
      }
      crashesInRow = ready && Date.now() - started >= STABLE_MS ? 1 : crashesInRow + 1;
      const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (crashesInRow - 1));
      log(`the backend (pid ${current.pid}) died: ${why}; restarting in ${delay} ms`);
      restarts++;
      restartTimer = setTimeout(launch, delay);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    if (!child) return process.exit(0);
    log(`${signal}: stopping the backend (pid ${child.pid})`);
    child.kill("SIGTERM");
    setTimeout(() => child?.kill("SIGKILL"), STOP_TIMEOUT_MS).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  launch();
}

/**
 * In the child: stop (gracefully) when the supervisor's IPC channel closes, i.e. the
 * supervisor died without stopping it.
 */
export function stopWhenOrphaned(stop: () => void): void {
  if (process.send) process.once("disconnect", stop);
}
