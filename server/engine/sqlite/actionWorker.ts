/**
 * One thread of the action pool (actionPool.ts; docs/embedded-backend.md "Threads"): runs
 * the app's actions with the `convex` package's own `invokeAction`, several at once, each
 * syscall (ctx.runQuery, runMutation, runAction, the scheduler, auth, request metadata)
 * sent to the engine on the main thread and its answer awaited. It touches no database
 * and no socket: its only way out is its port to the main thread.
 *
 * Loaded by actionWorker.mjs, which registers tsx first, so the convex/ modules load here
 * as they do in the backend (`node --import tsx`), in `npm run dev` and under vitest.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { discoverModules, loadExport, moduleRoot } from "../modules";
import type { CallResult } from "../types";
import { nestedRejection, toResult } from "./results";
import { NO_DATABASE_IN_ACTIONS } from "./transaction";
import type { FromWorker, ToWorker, WorkerData } from "./actionPool";

const port = parentPort!;
const { convexDir, niceness } = workerData as WorkerData;
const modules = discoverModules(convexDir);
const root = moduleRoot(modules);

// Linux keeps a nice value per thread: this one (hashing, the AI's calls) yields the CPU
// to the main thread's queries, mutations and broadcasts. Elsewhere it would renice the
// whole process, so it is left alone.
if (process.platform === "linux" && niceness > 0) {
  try {
    setPriority(0, niceness);
  } catch {
    // Not permitted here: the thread runs at the process's priority.
  }
}

/** The action a syscall belongs to (several run at once on this thread). */
const current = new AsyncLocalStorage<number>();
const pending = new Map<number, { resolve: (text: string) => void; reject: (e: Error) => void }>();
let nextSeq = 1;

function send(message: FromWorker) {
  port.postMessage(message);
}

/** Syscalls that need a transaction: the same refusal as on the main thread. */
const DATABASE_SYSCALLS = new Set([
  "1.0/queryStream",
  "1.0/queryCleanup",
  "1.0/getSnapshotTs",
  "1.0/db/normalizeId",
]);

(globalThis as unknown as { Convex: unknown }).Convex = {
  syscall(op: string): string {
    if (DATABASE_SYSCALLS.has(op)) throw new Error(NO_DATABASE_IN_ACTIONS);
    throw new Error(`The SQLite engine does not support the syscall "${op}"`);
  },
  asyncSyscall(op: string, args: string): Promise<string> {
    const action = current.getStore();
    if (action === undefined) {
      return Promise.reject(new Error("A Convex syscall ran outside any action of this worker"));
    }
    const seq = nextSeq++;
    return new Promise<string>((resolve, reject) => {
      pending.set(seq, { resolve, reject });
      send({ type: "syscall", action, seq, op, args });
    });
  },
  jsSyscall(op: string): never {
    throw new Error(`The SQLite engine does not support "${op}" (file storage)`);
  },
};

interface ActionFunction {
  isAction?: boolean;
  invokeAction?: (requestId: string, argsJson: string) => Promise<string>;
}

async function run(id: number, udfPath: string, args: string) {
  try {
    const fn = (await loadExport(modules, root, udfPath)) as ActionFunction | null;
    if (!fn?.isAction || !fn.invokeAction) {
      throw new Error(`Could not find action function "${udfPath}"`);
    }
    const text = await current.run(id, () => fn.invokeAction!("", args));
    send({ type: "done", id, outcome: { ok: true, text } });
  } catch (error) {
    const result = toResult(error) as Extract<CallResult, { ok: false }>;
    send({
      type: "done",
      id,
      outcome: { ok: false, result, rejection: nestedRejection(error, result) },
    });
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "run") {
    void run(message.id, message.udfPath, message.args);
    return;
  }
  const waiting = pending.get(message.seq);
  if (!waiting) return;
  pending.delete(message.seq);
  if (message.ok) waiting.resolve(message.text);
  else {
    const { message: text, data } = message.error;
    waiting.reject(Object.assign(new Error(text), data === undefined ? {} : { data }));
  }
});

// A promise an action forgot to await must not end the thread (and every action on it).
process.on("unhandledRejection", (reason) => {
  console.error("an action left a promise rejected:", reason);
});
