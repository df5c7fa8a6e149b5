/**
 * Request bodies that must keep moving (issue 35, finding 7; docs/security.md "Connections").
 * A connection is busy, and so never closed to make room, from its request's headers until
 * its response; a client that sends headers and then trickles the body (or nothing) held
 * its connection for Node's whole request timeout (30 s). Here a body must have arrived
 * whole within BODY_GRACE_MS plus its declared length at MIN_BODY_BYTES_PER_SECOND, and
 * never later than BODY_TIME_LIMIT_MS (a chunked body, of unknown length, gets that);
 * otherwise its connection is closed. (Counted at the body's end, from Node's own
 * `complete` flag: the HTTP parser reads the socket natively, so bytes cannot be counted
 * as they arrive without consuming them.)
 *
 * The guard takes its clock and is swept by its owner (the backend every BODY_SWEEP_MS), so
 * tests drive it with a fake clock and no waiting.
 */
import type { IncomingMessage } from "node:http";

/** The slowest body accepted after the grace: 1 KB/s, a thousandth of a poor 3G link. */
export const MIN_BODY_BYTES_PER_SECOND = 1_024;
/** Time a body may take to start moving (a phone waking its radio), ms. */
export const BODY_GRACE_MS = 2_000;
/** The longest a whole body may take, ms: a 1 MiB message at 110 KB/s. */
export const BODY_TIME_LIMIT_MS = 10_000;
/** How often the backend sweeps (ms): a slow body is closed at most this late. */
export const BODY_SWEEP_MS = 500;

interface Watched {
  req: IncomingMessage;
  /** When the whole body must have arrived (ms, the guard's clock). */
  deadline: number;
}

/**
 * The time a body may take (ms): the grace plus its length at the minimum rate, at most the
 * limit; null for a request without a body.
 */
export function bodyAllowanceMs(headers: IncomingMessage["headers"]): number | null {
  if (headers["transfer-encoding"] !== undefined) return BODY_TIME_LIMIT_MS;
  const length = Number(headers["content-length"] ?? 0);
  if (!Number.isFinite(length) || length <= 0) return null;
  return Math.min(BODY_TIME_LIMIT_MS, BODY_GRACE_MS + (length / MIN_BODY_BYTES_PER_SECOND) * 1000);
}

export class BodyRateGuard {
  private readonly watched = new Set<Watched>();
  /** Bodies closed for being too slow or too long (for the log and tests). */
  readonly stats = { closed: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  get watching() {
    return this.watched.size;
  }

  /** Watches the body of `req` until it has all arrived (or the request ends). */
  track(req: IncomingMessage) {
    const allowance = bodyAllowanceMs(req.headers);
    if (allowance === null || req.complete) return;
    const entry: Watched = { req, deadline: this.now() + allowance };
    this.watched.add(entry);
    const stop = () => this.watched.delete(entry);
    req.once("end", stop);
    req.once("close", stop);
  }

  /** Closes the connection of every body still incomplete past its deadline. */
  sweep() {
    const now = this.now();
    for (const entry of this.watched) {
      if (entry.req.complete) {
        this.watched.delete(entry);
      } else if (now > entry.deadline) {
        this.watched.delete(entry);
        this.stats.closed++;
        entry.req.socket.destroy();
      }
    }
  }
}
