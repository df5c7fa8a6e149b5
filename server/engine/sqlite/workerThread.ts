/**
 * Starting one worker thread of a pool (actionPool.ts, queryPool.ts; docs/embedded-backend.md
 * "Threads"): the thread shares the process's environment (functions read the deployment's
 * variables, the auth keys and SITE_URL, from process.env, which the backend sets before
 * they run), registers tsx itself (its `.mjs` entry) whatever loaded the main thread, and
 * holds the process open only while it has work (`busy` / `idle`).
 */
import { SHARE_ENV, Worker, type ResourceLimits } from "node:worker_threads";

export interface WorkerEvents<FromWorker> {
  onMessage(message: FromWorker): void;
  /**
   * The thread stopped: its exit code and what it threw, if it crashed (null when it exited
   * or was terminated).
   */
  onExit(code: number, crash: unknown): void;
}

/** A started thread: post to it, and say whether it has work the process must wait for. */
export interface WorkerThread<ToWorker> {
  readonly worker: Worker;
  post(message: ToWorker): void;
  /** It has work: the process stays up for it. */
  busy(): void;
  /** It has none: the process may exit without it. */
  idle(): void;
}

/**
 * Starts the thread of `entry` (an `.mjs` beside this file) with `workerData`, and V8's
 * `resourceLimits` for its heap if given.
 */
export function startWorkerThread<ToWorker, FromWorker>(
  entry: URL,
  workerData: unknown,
  events: WorkerEvents<FromWorker>,
  resourceLimits?: ResourceLimits,
): WorkerThread<ToWorker> {
  const worker = new Worker(entry, {
    workerData,
    env: SHARE_ENV,
    execArgv: [],
    ...(resourceLimits ? { resourceLimits } : {}),
  });
  let crash: unknown = null;
  worker.on("message", (message: FromWorker) => events.onMessage(message));
  worker.on("error", (error) => (crash = error));
  worker.on("exit", (code) => events.onExit(code, crash));
  worker.unref();
  return {
    worker,
    post: (message) => worker.postMessage(message),
    busy: () => worker.ref(),
    idle: () => worker.unref(),
  };
}

/**
 * The thread with the least work (`running`: a Set or Map of its calls); a new one from
 * `spawn` when every thread has some and there may be `max`, so that an idle backend holds
 * one thread (none before its first call) and a busy one spreads its calls.
 */
export function leastBusy<T extends { running: { size: number } }>(
  threads: readonly T[],
  max: number,
  spawn: () => T,
): T {
  let best: T | null = null;
  for (const thread of threads) {
    if (best === null || thread.running.size < best.running.size) best = thread;
  }
  if (best !== null && (best.running.size === 0 || threads.length >= max)) return best;
  return spawn();
}
