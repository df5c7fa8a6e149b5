/**
 * The executor: runs a query's or mutation's body under optimistic concurrency. Each
 * attempt gets a fresh transaction from the committer; once the body is done its reads are
 * finished (read path) and checked against the commits made since it began; a conflict
 * re-runs it after a random backoff, and a clean run is handed to `settle` (which commits a
 * mutation) while the transaction is still open, in the same synchronous step as the check.
 */
import type { Committer } from "./committer";
import { realSetTimeout } from "./determinism";
import type { ReadPath } from "./readPath";
import type { Transaction } from "./transaction";

/** The transaction a pause point holds: its function (or "(internal)") and its attempt. */
export interface PausedCall {
  kind: "query" | "mutation";
  udfPath: string;
  args: unknown;
  attempt: number;
}

/** Thrown when a transaction still conflicts after `MAX_ATTEMPTS` runs. */
export class ConflictError extends Error {
  constructor() {
    super("Transaction conflict: a document it read was changed by a concurrent commit");
  }
}

export const MAX_ATTEMPTS = 16;

/**
 * What a transaction run on a function thread waits for before each registration
 * (threadedCalls.ts): `open()` is checked in the same synchronous step as the registration.
 */
export interface Gate {
  open(): boolean;
  wait(): Promise<void>;
}

/** Waits a random 0–2^attempt ms (at most 100) before a conflicting transaction re-runs. */
export function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(100, 2 ** attempt);
  return new Promise((done) => realSetTimeout(done, ms));
}

export interface ExecutorOptions {
  committer: Committer;
  reads: ReadPath;
  /** Tests only: holds a transaction after its body, before its reads are checked. */
  beforeValidate?: (call: PausedCall) => Promise<void> | void;
  /** The wait before a re-run (tests pass one that does not wait). */
  backoff?: (attempt: number) => Promise<void>;
  /** Counts the re-runs (the engine's stats). */
  stats?: { conflicts: number };
}

export class Executor {
  readonly stats: { conflicts: number };

  constructor(private readonly options: ExecutorOptions) {
    this.stats = options.stats ?? { conflicts: 0 };
  }

  /**
   * Runs `body` in a fresh transaction until no commit since it began wrote anything it
   * read (then it saw one consistent state), and hands the outcome (a value, or what it
   * threw) to `settle` while the transaction is still open. With a `gate`, each attempt is
   * registered only when it is open.
   */
  async optimistic<T, R>(
    call: Omit<PausedCall, "attempt">,
    body: (txn: Transaction) => Promise<T>,
    settle: (txn: Transaction, value: T | undefined, failure: unknown) => R,
    gate?: Gate,
  ): Promise<R> {
    const { committer, reads, beforeValidate: pause } = this.options;
    const wait = this.options.backoff ?? backoff;
    for (let attempt = 1; ; attempt++) {
      if (gate) while (!gate.open()) await gate.wait();
      const txn = committer.begin(call.kind);
      try {
        let value: T | undefined;
        let failure: unknown = null;
        try {
          value = await body(txn);
        } catch (error) {
          failure = error;
        }
        reads.finishStreams(txn);
        if (pause) await pause({ ...call, attempt });
        if (committer.conflicts(txn)) {
          this.stats.conflicts++;
          if (attempt < MAX_ATTEMPTS) {
            await wait(attempt);
            continue;
          }
          throw new ConflictError();
        }
        return settle(txn, value, failure);
      } finally {
        committer.end(txn);
      }
    }
  }
}
