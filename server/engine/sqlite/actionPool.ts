/**
 * The action pool (docs/embedded-backend.md "Threads"): actions run on worker threads, so an
 * action that computes for a long time (the auth library's pure-JavaScript scrypt takes
 * about 0.9 s per password check on this machine) never holds up the queries, mutations and
 * broadcasts of the main thread. Convex gives each action an isolate of its own; here a few
 * threads each run many actions at once, interleaved at their awaits as on the main thread
 * before.
 *
 * An action's syscalls (ctx.runQuery, runMutation, runAction, the scheduler, auth, request
 * metadata) come back to the engine on the main thread as messages and are answered there
 * by the same code as before (`SyscallHandler`); the thread itself touches no database.
 */
import { availableParallelism } from "node:os";
import type { UserIdentity } from "convex/server";
import { serverError } from "../errors";
import { isPasswordCheck } from "../../auth/passwordCheck";
import type { CallResult, RequestMetadata } from "../types";
import { leastBusy, startWorkerThread, type WorkerThread } from "./workerThread";

/** What a thread is started with. */
export interface WorkerData {
  /** The app's convex/ directory: the thread loads its modules itself. */
  convexDir: string;
  /** Added to the thread's nice value on Linux (0: none). */
  niceness: number;
}

/** A nested call's failure as the `convex` package's caller expects it: message and data. */
export interface Rejection {
  message: string;
  data?: unknown;
}

/** How an action ended on its thread: its JSON text, or its failure in both forms. */
export type ActionOutcome =
  | { ok: true; text: string }
  | { ok: false; result: Extract<CallResult, { ok: false }>; rejection: Rejection };

export type ToWorker =
  | { type: "run"; id: number; udfPath: string; args: string }
  | { type: "reply"; seq: number; ok: true; text: string }
  | { type: "reply"; seq: number; ok: false; error: Rejection };

export type FromWorker =
  | { type: "syscall"; action: number; seq: number; op: string; args: string }
  | { type: "done"; id: number; outcome: ActionOutcome };

/** An action to run: its function, its arguments as `invokeAction` takes them, its caller. */
export interface ActionCall {
  udfPath: string;
  /** `JSON.stringify([argsJson])`, the text `invokeAction` parses. */
  args: string;
  identity: UserIdentity | null;
  request?: RequestMetadata;
  /** A heavy action (`ActionPoolOptions.heavy`): it takes a heavy place, not an ordinary one. */
  heavy?: boolean;
}

/**
 * Answers one syscall of `call` on the main thread: the text the `convex` package expects,
 * or a rejection (a `Rejection`-shaped error).
 */
export type SyscallHandler = (call: ActionCall, op: string, args: string) => Promise<string>;

export interface ActionPoolOptions {
  convexDir: string;
  /** Most threads; each starts when the actions need it (see `pick`). */
  workers: number;
  /** Most top-level actions running at once, over all threads (default MAX_RUNNING_ACTIONS). */
  maxRunning?: number;
  /** Most top-level actions waiting for a place (default MAX_QUEUED_ACTIONS); more are refused. */
  maxQueued?: number;
  /** The threads' nice value on Linux (default ACTION_THREAD_NICENESS). */
  niceness?: number;
  /**
   * Which actions are heavy (default `isPasswordCheck`: a password sign-in's scrypt): they
   * run at most `maxHeavy` at once, in places of their own, so that ordinary actions (a
   * token refresh, the AI's calls) never wait behind them for a place.
   */
  heavy?: (udfPath: string, argsJson: unknown) => boolean;
  /** Most heavy actions running at once (default HEAVY_ACTIONS_PER_THREAD × workers). */
  maxHeavy?: number;
}

/**
 * Ordinary top-level actions running at once. Most of an action's time is spent waiting
 * (for its mutations, the AI's provider); password checks, which hold 32 MiB each while
 * they run (the auth library's scrypt: N = 16,384, r = 16), have places of their own
 * (HEAVY_ACTIONS_PER_THREAD). Before those, these 32 places bounded hashing to 1 GiB.
 */
export const MAX_RUNNING_ACTIONS = 32;
/**
 * Heavy actions (password checks) running at once per thread. A thread interleaves the
 * actions it runs at their awaits, but the auth library's scrypt awaits only resolved
 * promises: while checks run, nothing else on that thread gets a turn of its event loop,
 * and each check finishes only when every check beside it does (32 at once answered
 * together after about 30 s, holding 1 GiB). Two per thread: one hashes while the other
 * is between its throttle's mutations (round trips to the main thread) or its refusal's
 * floor, so the thread stays busy; a token refresh waits for at most two checks (about 2 s
 * here), and hashing holds at most 64 MiB per thread.
 */
export const HEAVY_ACTIONS_PER_THREAD = 2;
/** Top-level actions waiting for a place (ordinary and heavy together); past this an action is refused at once. */
export const MAX_QUEUED_ACTIONS = 1_000;
/**
 * Nice value of the action threads (Linux; 0 is the default, 19 the lowest priority): at
 * 10 the kernel gives a busy action thread about a tenth of the main thread's share of a
 * contended core, so hashing yields to queries and broadcasts, and still gets the spare
 * CPU whenever there is some.
 */
export const ACTION_THREAD_NICENESS = 10;
/**
 * Most threads by default: one core stays the main thread's, the rest are the actions'
 * (at least one). More than 4 would add memory (each thread loads the modules it runs,
 * about 40 MiB with the auth library) for actions that mostly wait.
 */
export const MAX_DEFAULT_ACTION_WORKERS = 4;

/** The default number of action threads on a machine with `cores` cores. */
export function defaultActionWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(MAX_DEFAULT_ACTION_WORKERS, cores - 1));
}

/** What an action waiting for a place is refused with when the queue is full. */
export const ACTIONS_BUSY_MESSAGE =
  "The server is busy running other requests. Please try again in a moment.";

function failure(result: Extract<CallResult, { ok: false }>): ActionOutcome {
  return { ok: false, result, rejection: { message: result.message } };
}

/** A number of places, and the actions waiting for one, oldest first. */
class Places {
  private readonly waiting: (() => void)[] = [];
  private taken = 0;

  constructor(private readonly size: number) {}

  get queued(): number {
    return this.waiting.length;
  }

  /** Takes a free place if there is one. */
  take(): boolean {
    if (this.taken >= this.size) return false;
    this.taken++;
    return true;
  }

  /** Resolves when a place is handed over (by `release`; `taken` stays). */
  wait(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Gives a place back: to the oldest waiting action, or free. */
  release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.taken--;
  }

  /** Lets every waiting action go (the pool is closing: they are refused). */
  releaseAll() {
    for (const next of this.waiting.splice(0)) next();
  }
}

/** One worker thread and the actions running on it. */
interface Thread {
  port: WorkerThread<ToWorker>;
  running: Set<number>;
}

interface Running {
  call: ActionCall;
  thread: Thread;
  done: (outcome: ActionOutcome) => void;
}

export class ActionPool {
  private readonly threads: Thread[] = [];
  private readonly running = new Map<number, Running>();
  /** Places of the ordinary top-level actions. */
  private readonly places: Places;
  /** Places of the heavy ones (`ActionPoolOptions.heavy`). */
  private readonly heavyPlaces: Places;
  private nextId = 1;
  private closed = false;
  private readonly maxQueued: number;
  readonly stats = { actions: 0, heavy: 0, refused: 0, threadsStarted: 0, threadsLost: 0 };

  constructor(
    private readonly options: ActionPoolOptions,
    private readonly handleSyscall: SyscallHandler,
  ) {
    if (!Number.isInteger(options.workers) || options.workers < 1) {
      throw new Error("An action pool needs at least one thread");
    }
    this.places = new Places(options.maxRunning ?? MAX_RUNNING_ACTIONS);
    this.heavyPlaces = new Places(options.maxHeavy ?? HEAVY_ACTIONS_PER_THREAD * options.workers);
    this.maxQueued = options.maxQueued ?? MAX_QUEUED_ACTIONS;
  }

  /** Whether a call of `udfPath` with these arguments is heavy (`ActionPoolOptions.heavy`). */
  isHeavy(udfPath: string, argsJson: unknown): boolean {
    return (this.options.heavy ?? isPasswordCheck)(udfPath, argsJson);
  }

  /** Threads started and alive. */
  get threadCount(): number {
    return this.threads.length;
  }

  /** Top-level actions waiting for a place, ordinary and heavy. */
  get queued(): number {
    return this.places.queued + this.heavyPlaces.queued;
  }

  /**
   * Runs an action on a thread. A top-level action (a client's, a scheduled job's, a
   * cron's) takes one of `maxRunning` places, or a heavy one of `maxHeavy` places, waiting
   * in order when none is free (at most `maxQueued` waiting in all) and refused beyond
   * that; a nested one (`ctx.runAction`) runs at once in its caller's place, as waiting
   * for one could wait forever.
   */
  async run(call: ActionCall, nested: boolean): Promise<ActionOutcome> {
    if (nested) return this.dispatch(call);
    const places = call.heavy ? this.heavyPlaces : this.places;
    if (!places.take()) {
      if (this.queued >= this.maxQueued) {
        this.stats.refused++;
        return failure({ ok: false, message: ACTIONS_BUSY_MESSAGE });
      }
      await places.wait();
    }
    try {
      return await this.dispatch(call);
    } finally {
      places.release();
    }
  }

  private dispatch(call: ActionCall): Promise<ActionOutcome> {
    if (this.closed) return Promise.resolve(failure({ ok: false, message: "The backend stopped" }));
    const thread = this.pick();
    const id = this.nextId++;
    this.stats.actions++;
    if (call.heavy) this.stats.heavy++;
    return new Promise<ActionOutcome>((done) => {
      this.running.set(id, { call, thread, done });
      thread.running.add(id);
      thread.port.busy();
      thread.port.post({ type: "run", id, udfPath: call.udfPath, args: call.args });
    });
  }

  /**
   * The thread with the fewest actions running; a new thread when every one has some and
   * there may be more, so that an idle backend holds one thread (or none before its first
   * action) and a busy one spreads its actions.
   */
  private pick(): Thread {
    return leastBusy(this.threads, this.options.workers, () => this.spawn());
  }

  private spawn(): Thread {
    const data: WorkerData = {
      convexDir: this.options.convexDir,
      niceness: this.options.niceness ?? ACTION_THREAD_NICENESS,
    };
    const thread: Thread = {
      port: startWorkerThread<ToWorker, FromWorker>(
        new URL("./actionWorker.mjs", import.meta.url),
        data,
        {
          onMessage: (message) => this.onMessage(thread, message),
          onExit: (code, crash) => this.onExit(thread, code, crash),
        },
      ),
      running: new Set(),
    };
    this.threads.push(thread);
    this.stats.threadsStarted++;
    return thread;
  }

  private onMessage(thread: Thread, message: FromWorker) {
    if (message.type === "done") {
      const entry = this.running.get(message.id);
      if (!entry) return;
      this.running.delete(message.id);
      thread.running.delete(message.id);
      if (thread.running.size === 0) thread.port.idle();
      entry.done(message.outcome);
      return;
    }
    const entry = this.running.get(message.action);
    const reply = (answer: ToWorker) => {
      if (!this.closed) thread.port.post(answer);
    };
    if (!entry) {
      reply({ type: "reply", seq: message.seq, ok: false, error: { message: "No such action" } });
      return;
    }
    this.handleSyscall(entry.call, message.op, message.args).then(
      (text) => reply({ type: "reply", seq: message.seq, ok: true, text }),
      (error: unknown) => {
        const { message: text, data } = error as Rejection;
        reply({
          type: "reply",
          seq: message.seq,
          ok: false,
          error: data === undefined ? { message: String(text) } : { message: String(text), data },
        });
      },
    );
  }

  /** A thread that stopped (an action called process.exit, or it crashed) fails its actions. */
  private onExit(thread: Thread, code: number, crash: unknown) {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    if (!this.closed) this.stats.threadsLost++;
    for (const id of thread.running) {
      const entry = this.running.get(id);
      if (!entry) continue;
      this.running.delete(id);
      entry.done(
        failure(
          this.closed
            ? { ok: false, message: "The backend stopped" }
            : serverError(
                crash ?? new Error(`The action's worker thread stopped with exit code ${code}`),
              ),
        ),
      );
    }
    thread.running.clear();
  }

  /** Stops every thread; running actions fail, waiting ones are refused. */
  close(): Promise<void> {
    this.closed = true;
    this.places.releaseAll();
    this.heavyPlaces.releaseAll();
    return Promise.all(this.threads.map((thread) => thread.port.worker.terminate())).then(() => {});
  }
}
