/**
 * Checkpoints on a thread of their own (docs/embedded-backend.md "Group commit"). The
 * store's connection never checkpoints by itself (`wal_autocheckpoint = 0`): SQLite's
 * automatic checkpoint ran inside a `COMMIT` every thousand frames (about thirty binds at
 * 100,000 votes), copying pages and syncing the log and the database on the main thread
 * (18–24 ms each). Here the copy and its two fsyncs run on the checkpoint thread
 * (`checkpointWorker.mjs`), asked after every CHECKPOINT_EVERY_SYNCS syncs of the log, one at
 * a time. Nothing runs while nothing is written: the log keeps the last few groups until
 * the next writes or the close (it is durable, and reads see it).
 *
 * The log only restarts once a checkpoint has copied all of it: a writer that never pauses
 * could keep it growing. When a checkpoint reports a log of WAL_FRAMES_LIMIT frames or more,
 * `restartDue` is set, and the store checkpoints once on its own connection right after its
 * next `COMMIT` (nothing appended meanwhile, so that checkpoint completes and the next group
 * starts the log anew).
 */
import { startWorkerThread, type WorkerThread } from "./workerThread";

/**
 * A checkpoint after this many syncs of the log (each one group or more): at 100,000 votes a
 * bind's group is about 30 frames, so about a thousand frames, SQLite's own default.
 */
export const CHECKPOINT_EVERY_SYNCS = 32;
/** A log of this many frames (4 KiB pages: 64 MiB) is checkpointed on the main thread. */
export const WAL_FRAMES_LIMIT = 16_384;

/** A checkpoint's result: frames in the log, and how many are in the database. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

type FromWorker = ({ ok: true } & CheckpointResult) | { ok: false; message: string };

export interface CheckpointerOptions {
  /** Default CHECKPOINT_EVERY_SYNCS. */
  everySyncs?: number;
  /** Default WAL_FRAMES_LIMIT. */
  framesLimit?: number;
  /** A checkpoint failed (logged; the next one tries again). */
  onError?: (message: string) => void;
}

export class Checkpointer {
  /** Set when the log reached the frames limit: the store checkpoints after its next COMMIT. */
  restartDue = false;
  /** Checkpoints finished (tests and benchmarks count them). */
  done = 0;
  private worker: WorkerThread<"checkpoint" | "close"> | null = null;
  private running: ((result: CheckpointResult | null) => void)[] | null = null;
  private wanted = false;
  private syncs = 0;
  private closed = false;

  constructor(
    private readonly path: string,
    private readonly options: CheckpointerOptions = {},
  ) {}

  /** The log was synced: a checkpoint every CHECKPOINT_EVERY_SYNCS syncs. */
  synced() {
    this.syncs++;
    if (this.closed || this.syncs % (this.options.everySyncs ?? CHECKPOINT_EVERY_SYNCS) !== 0) {
      return;
    }
    if (this.running) this.wanted = true;
    else void this.run();
  }

  /** One checkpoint now (after the running one): its result, or null if it failed. */
  run(): Promise<CheckpointResult | null> {
    if (this.closed) return Promise.resolve(null);
    if (this.running) {
      const running = this.running;
      return new Promise((done) => running.push(() => void this.run().then(done)));
    }
    this.running = [];
    this.thread().post("checkpoint");
    return new Promise((done) => this.running!.push(done));
  }

  close() {
    this.closed = true;
    this.worker?.post("close");
    this.worker = null;
    this.finish(null);
  }

  private thread(): WorkerThread<"checkpoint" | "close"> {
    if (this.worker) return this.worker;
    const thread: WorkerThread<"checkpoint" | "close"> = startWorkerThread<
      "checkpoint" | "close",
      FromWorker
    >(
      new URL("./checkpointWorker.mjs", import.meta.url),
      { path: this.path },
      {
        onMessage: (message) => {
          if (!message.ok) {
            this.options.onError?.(message.message);
            this.finish(null);
            return;
          }
          this.done++;
          if (message.log >= (this.options.framesLimit ?? WAL_FRAMES_LIMIT)) {
            this.restartDue = true;
          }
          this.finish(message);
        },
        onExit: (_code, crash) => {
          if (crash) this.options.onError?.(crash instanceof Error ? crash.message : String(crash));
          if (this.worker !== thread) return;
          this.worker = null;
          this.finish(null);
        },
      },
    );
    this.worker = thread;
    return thread;
  }

  private finish(result: CheckpointResult | null) {
    const waiting = this.running;
    if (!waiting) return;
    this.running = null;
    for (const done of waiting) done(result);
    if (this.wanted && !this.closed) {
      this.wanted = false;
      void this.run();
    }
  }
}
