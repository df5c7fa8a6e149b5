/**
 * Sign-in throttling per (client address, account) with growing delays (issue 12, item 6;
 * docs/security.md "Sign-in and budgets"). Pure decisions; convex/authThrottle.ts stores
 * one row per key.
 *
 * Why per address and account: a per-account lock (the auth library's default) lets
 * anyone lock a victim out by failing on purpose. Here failures from one address slow
 * only that address's attempts at that account; the owner, signing in from elsewhere,
 * is never held up, and nobody is ever locked: the longest wait is MAX_DELAY_MS.
 */
import { UNKNOWN_ADDRESS } from "./clientAddress";
import { clockAt, rateLimiter, type LimiterPolicy, type LimiterState } from "./rateLimiter";

/** Failed attempts in a row allowed without any wait (typos, a forgotten password). */
export const FREE_FAILURES = 5;
/** The wait after the first failure beyond the free ones (ms); it doubles with each. */
export const BASE_DELAY_MS = 1_000;
/** The longest wait (ms): from then on at most one try every 5 minutes (12 an hour). */
export const MAX_DELAY_MS = 5 * 60_000;
/** A key with no attempt for this long (ms) starts again from zero and may be pruned. */
export const FORGET_AFTER_MS = 60 * 60_000;

/** One (address, account) pair's record. */
export interface ThrottleState {
  /** Attempts since the last success (each counted before it is checked). */
  failures: number;
  /** ms since epoch of the latest counted attempt. */
  lastAttemptAt: number;
  /** ms since epoch before which the next attempt is refused. */
  blockedUntil: number;
}

/**
 * The row key: the client address (or "unknown") and the normalised email's keyed hash
 * (convex/model/keyedHash.ts: a row never holds the email).
 */
export function throttleKey(address: string | null, emailHash: string): string {
  return `${address ?? UNKNOWN_ADDRESS}|${emailHash}`;
}

/**
 * A throttle's policy on the one limiter shape (convex/domain/rateLimiter.ts): `free`
 * failures in a row without a wait, then 1 s doubling to MAX_DELAY_MS; each attempt
 * restarts the window, so a key idle for FORGET_AFTER_MS starts again from zero.
 */
export function signInPolicy(free = FREE_FAILURES): LimiterPolicy {
  return {
    free,
    windowMs: FORGET_AFTER_MS,
    runsFrom: "idle",
    beyondFree: { kind: "wait", baseDelayMs: BASE_DELAY_MS, maxDelayMs: MAX_DELAY_MS },
  };
}

/** A row as the limiter's record: failures are its counts, the last attempt its window's start. */
function toLimiter(state: ThrottleState): LimiterState {
  return {
    count: state.failures,
    windowStart: state.lastAttemptAt,
    blockedUntil: state.blockedUntil,
  };
}

function fromLimiter(state: LimiterState): ThrottleState {
  return {
    failures: state.count,
    lastAttemptAt: state.windowStart,
    blockedUntil: state.blockedUntil ?? 0,
  };
}

/**
 * The wait before the next attempt after `failures` failed ones: none until
 * FREE_FAILURES, then 1 s after the 5th, 2 s after the 6th, 4 s … doubling up to
 * MAX_DELAY_MS (reached after the 14th).
 */
export function delayAfter(failures: number, free = FREE_FAILURES): number {
  return rateLimiter(signInPolicy(free)).delayAfter(failures);
}

export type AttemptDecision =
  { allowed: true; next: ThrottleState } | { allowed: false; retryAfterMs: number };

/**
 * Whether an attempt may go ahead now. It is counted as a failure, and the wait set,
 * before the password is checked (so parallel attempts cannot all slip through before any
 * is recorded); a success then clears the key, a failure restarts the wait from its
 * answer (blockedUntilAfterFailure).
 */
export function decideAttempt(
  current: ThrottleState | null,
  now: number,
  free = FREE_FAILURES,
): AttemptDecision {
  const decision = rateLimiter(signInPolicy(free), clockAt(now)).take(
    current === null ? null : toLimiter(current),
  );
  return decision.allowed ? { allowed: true, next: fromLimiter(decision.next) } : decision;
}

/**
 * When a failure has been answered: the wait runs from the answer, not from the start of
 * the attempt (a refused sign-in is held for a floor of its own, convex/model/auth.ts,
 * which would otherwise use up the wait before the user sees the message).
 */
export function blockedUntilAfterFailure(
  state: ThrottleState,
  now: number,
  free = FREE_FAILURES,
): number {
  const restarted = rateLimiter(signInPolicy(free), clockAt(now)).restartWait(toLimiter(state));
  return restarted.blockedUntil ?? 0;
}

/**
 * Failed attempts in a row from one address, whatever the emails, allowed without any
 * wait (issue 36): the per-(address, email) key above never slows a client that tries a
 * fresh email each time, as one that hunts for accounts with a common password does, and
 * each attempt costs the server a password hash. After these the waits are the same (1 s
 * doubling to MAX_DELAY_MS), so one address gets at most 12 tries an hour once capped,
 * over every email. 20, four times an account's free ones: a household or a classroom
 * behind one address can mistype a few passwords each without anyone waiting, and a
 * success takes its own attempt back (`afterAddressSuccess`).
 */
export const ADDRESS_FREE_FAILURES = 20;

/** The address's row key: the client address, or "unknown" (one key for all such callers). */
export function addressThrottleKey(address: string | null): string {
  return address ?? UNKNOWN_ADDRESS;
}

/**
 * An address's attempt that was no failure (the password was right, or the attempt was
 * refused by its email's key before any check): the count taken before the check is given
 * back, and the wait shortened to what the remaining failures set.
 */
export function afterAddressSuccess(state: ThrottleState, now: number): ThrottleState {
  const limiter = rateLimiter(signInPolicy(ADDRESS_FREE_FAILURES), clockAt(now));
  return fromLimiter(limiter.giveBack(toLimiter(state)));
}

/** "1 second", "30 seconds", "2 minutes": the wait's words live in ./throttleWords.ts. */
export { formatWait } from "./throttleWords";
