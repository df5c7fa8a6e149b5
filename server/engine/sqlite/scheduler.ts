/**
 * Scheduled functions (`ctx.scheduler`) on the embedded engine: each job is a document of
 * `_scheduled_functions` (pending, in progress, then succeeded, failed or canceled), armed
 * with a timer once the transaction that scheduled it commits, and re-armed when the engine
 * starts again. The engine runs the job's function and owns the transactions the scheduler
 * reads and writes its jobs in (`SchedulerHost`).
 */
import { convexToJson, jsonToConvex } from "convex/values";
import type { CallResult } from "../types";
import { DiskFullError } from "../errors";
import { realNow, realSetTimeout, runUnrestricted } from "./determinism";
import { encodeKey } from "./keys";
import { DISK_PROBE_INTERVAL_MS, type Doc, type Store } from "./store";
import type { Transaction } from "./transaction";

/**
 * How long the record of a finished scheduled function is kept (ms) before the engine
 * deletes it: an hour, where Convex keeps them a week (docs/embedded-backend.md
 * "Scheduler"); `ctx.db.system.get` on an older one finds nothing.
 */
export const FINISHED_JOBS_KEPT_MS = 60 * 60_000;
/** Finished jobs' records deleted per purge (and jobs finished between two purges). */
export const PURGE_BATCH = 1_000;
const FINISHED_JOB_STATES = new Set(["success", "failed", "canceled"]);

/** A job record's state and time as stored (plain JSON: no value in it needs converting). */
function storedJob(json: string): { _id: string; scheduledTime: number; state?: { kind: string } } {
  return JSON.parse(json);
}

/** What the scheduler needs of its engine. */
export interface SchedulerHost {
  /** Runs `body` as a mutation of the engine's own (no function) to commit: its value. */
  transact<T>(body: (txn: Transaction) => Promise<T>): Promise<T>;
  /** A document's JSON as the transaction sees it ("null" for none), read by it. */
  readDoc(txn: Transaction, table: string, id: string): string;
  /** The document as the transaction sees it, read by it; it must exist. */
  currentDoc(txn: Transaction, id: string, table: string): Doc;
  /** Writes the document (null: deletes it) in the transaction. */
  write(txn: Transaction, table: string, id: string, doc: Doc | null): void;
  /** The table an id belongs to in this store, null for none. */
  tableOf(id: string): string | null;
  /** A message for the operator's log (what Convex's backend logs, not thrown). */
  log(message: string): void;
  /** Inserts a document in the transaction: its new id. */
  insert(txn: Transaction, table: string, fields: Record<string, unknown>): string;
  /**
   * Runs a job's function, a mutation (its commit marked `scheduled`) or an action, with no
   * identity: its result, a failure if it threw or there is no such function. For a
   * mutation the engine calls `hooks.settle` in the mutation's own transaction once the
   * function has returned, so that its writes and the job's success commit together; for an
   * action it awaits `hooks.start` first and runs it only if that says the job may start.
   */
  runJob(udfPath: string, argsJson: unknown, hooks: JobHooks): Promise<CallResult>;
}

/** How the engine lets the scheduler record a job's run (`SchedulerHost.runJob`). */
export interface JobHooks {
  /** In a mutation's transaction, after its function returned: the job's success, or a throw. */
  settle(txn: Transaction): void;
  /** Before an action runs: marks the job in progress; false if it may no longer run. */
  start(): Promise<boolean>;
}

/** What a job canceled before its function could commit (or start) ends with. */
export const JOB_CANCELED = "The scheduled function was canceled";

/** Thrown in a scheduled mutation's transaction whose job was canceled while it ran. */
export class JobNoLongerPending extends Error {
  constructor() {
    super(JOB_CANCELED);
  }
}

/** A job's record as the scheduler reads it. */
type JobRecord = Doc & { state: { kind: string }; name: string; args: unknown[] };

/**
 * The jobs' timers, their runs and state changes, and the purge of finished jobs' records.
 * `schedule` and `cancel` write in the calling transaction; the engine arms each job the
 * transaction scheduled once it commits (`armJob`).
 */
export class Scheduler {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** Jobs finished since finished jobs' records were last purged. */
  private finishedSincePurge = 0;
  private closed = false;

  constructor(
    private readonly store: Pick<Store, "getDoc" | "scan">,
    private readonly host: SchedulerHost,
  ) {}

  /** A pending job to run `name` with `argsJson` at `ts` (seconds, as the syscall gives it). */
  schedule(txn: Transaction, name: string, argsJson: unknown, ts: number): string {
    const id = this.host.insert(txn, "_scheduled_functions", {
      name,
      args: [jsonToConvex(argsJson as never)],
      scheduledTime: ts * 1000,
      state: { kind: "pending" },
    });
    txn.scheduled.push(id);
    return id;
  }

  /**
   * Cancels a pending or running job; one that finished stays as it is. As on Convex
   * (crates/model/src/scheduled_jobs/mod.rs `cancel`): an id of another table is an error,
   * and an id of this table whose record is gone (purged, or from another deployment's
   * data) is logged, not thrown, so the calling mutation goes on.
   */
  cancel(txn: Transaction, id: string) {
    if (this.host.tableOf(id) !== "_scheduled_functions") {
      throw new Error(
        "Invalid scheduled function ID. The ID must be an ID on the '_scheduled_functions' table.",
      );
    }
    if (this.host.readDoc(txn, "_scheduled_functions", id) === "null") {
      this.host.log(`Tried to cancel a job with unknown state: ${id}`);
      return;
    }
    const job = this.host.currentDoc(txn, id, "_scheduled_functions") as Doc & {
      state: { kind: string };
    };
    if (job.state.kind === "pending" || job.state.kind === "inProgress") {
      this.host.write(txn, "_scheduled_functions", id, { ...job, state: { kind: "canceled" } });
    }
  }

  armJob(jobId: string, at?: number) {
    if (this.closed) return;
    const job =
      at ?? (this.store.getDoc(jobId) as (Doc & { scheduledTime: number }) | null)?.scheduledTime;
    if (job === undefined) return;
    // Armed outside the committing call's context (runUnrestricted leaves the one call
    // storage), so the job runs as a call of its own.
    const timer = runUnrestricted(() =>
      realSetTimeout(
        () => {
          this.timers.delete(timer);
          void this.runJob(jobId).catch((error: unknown) => {
            // Closed while it ran: it stays in the store and resumes with the next start.
            if (this.closed) return;
            // Refused for want of space (store.ts): again once writes may have resumed.
            if (!(error instanceof DiskFullError)) throw error;
            this.armJob(jobId, realNow() + DISK_PROBE_INTERVAL_MS);
          });
        },
        Math.max(0, job - realNow()),
      ),
    );
    timer.unref?.();
    this.timers.add(timer);
  }

  /** The job's record as the transaction sees it (read by it), or null. */
  private jobIn(txn: Transaction, jobId: string) {
    return jsonToConvex(
      JSON.parse(this.host.readDoc(txn, "_scheduled_functions", jobId)),
    ) as JobRecord | null;
  }

  private setJobState(
    jobId: string,
    expected: string[],
    state: Record<string, unknown>,
    completed = false,
  ) {
    return this.host.transact(async (txn) => {
      const job = this.jobIn(txn, jobId);
      if (!job || !expected.includes(job.state.kind)) return null;
      const next: Doc = { ...job, state };
      if (completed) next.completedTime = realNow();
      this.host.write(txn, "_scheduled_functions", jobId, next);
      return job;
    });
  }

  /**
   * A mutation's success is written in the mutation's own transaction (`settle`): as on
   * Convex, a scheduled mutation runs exactly once, so no crash may come between its commit
   * and its job's (before, a kill -9 there ran it again on the next start), and it costs one
   * commit instead of three. An action is marked in progress first, in a commit of its own,
   * and finished after it returns; a failure of either is recorded after it.
   */
  private async runJob(jobId: string) {
    if (this.closed) return;
    const stored = this.store.getDoc(jobId) as JobRecord | null;
    if (!stored || stored.state.kind !== "pending") return;
    const args = convexToJson((stored.args[0] ?? {}) as never);
    let settled = false;
    let started = false;
    const result = await this.host.runJob(stored.name, args, {
      settle: (txn) => {
        const job = this.jobIn(txn, jobId);
        if (!job || job.state.kind !== "pending") throw new JobNoLongerPending();
        this.host.write(txn, "_scheduled_functions", jobId, {
          ...job,
          state: { kind: "success" },
          completedTime: realNow(),
        });
        settled = true;
      },
      start: async () => {
        started = (await this.setJobState(jobId, ["pending"], { kind: "inProgress" })) !== null;
        return started;
      },
    });
    if (this.closed) return;
    // A mutation that committed has its success already; a job canceled meanwhile stays so.
    if (!(result.ok && settled)) {
      await this.setJobState(
        jobId,
        started ? ["inProgress"] : ["pending"],
        result.ok ? { kind: "success" } : { kind: "failed", error: result.message },
        true,
      );
    }
    if (++this.finishedSincePurge >= PURGE_BATCH) {
      this.finishedSincePurge = 0;
      // Refused for want of space, or closed meanwhile: the next purge tries again.
      await this.purgeFinishedJobs().catch(() => 0);
    }
  }

  /**
   * Deletes the records of scheduled functions that finished (succeeded, failed or were
   * canceled) and were created more than FINISHED_JOBS_KEPT_MS before `now`, oldest first,
   * at most PURGE_BATCH; pending ones stay whatever their age. Run after every PURGE_BATCH
   * jobs and when the scheduler resumes, so their records stay bounded (the tally fold's
   * rounds schedule one per fold interval: up to 40 a second at 25 ms). Returns how many
   * went.
   */
  async purgeFinishedJobs(now: number = realNow()): Promise<number> {
    const cutoff = now - FINISHED_JOBS_KEPT_MS;
    const rows = this.store.scan(
      "_scheduled_functions.by_creation_time",
      Buffer.alloc(0),
      encodeKey([cutoff]),
      false,
      PURGE_BATCH * 4,
    );
    const finished = rows
      .filter((row) => FINISHED_JOB_STATES.has(storedJob(row.json).state?.kind ?? ""))
      .slice(0, PURGE_BATCH);
    if (finished.length === 0) return 0;
    await this.host.transact(async (txn) => {
      for (const { id } of finished) {
        this.host.currentDoc(txn, id, "_scheduled_functions");
        this.host.write(txn, "_scheduled_functions", id, null);
      }
    });
    return finished.length;
  }

  /** Re-arms the jobs pending (or running) when the engine last stopped: how many. */
  async resumeScheduledFunctions(): Promise<number> {
    await this.purgeFinishedJobs().catch(() => 0);
    let resumed = 0;
    const rows = this.store.scan(
      "_scheduled_functions.by_creation_time",
      Buffer.alloc(0),
      Buffer.of(0xff),
      false,
      1_000_000,
    );
    for (const row of rows) {
      // Finished jobs (up to an hour of folds) are skipped without converting them.
      const job = storedJob(row.json);
      if (job.state?.kind === "inProgress") {
        // A job that was running when the process stopped starts again from the beginning.
        await this.setJobState(job._id, ["inProgress"], { kind: "pending" });
      } else if (job.state?.kind !== "pending") continue;
      this.armJob(job._id, job.scheduledTime);
      resumed++;
    }
    return resumed;
  }

  /**
   * Clears the timers. A job still running records no outcome: it stays in progress in the
   * store, and runs again after the next start (`resumeScheduledFunctions`).
   */
  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
