/**
 * One rate-limiter shape for every window in the app (issue 38, item 2; docs/security.md
 * "Sign-in and budgets"): a key's record is a count in a window, and a policy says how
 * many counts are free, how long the window lasts, from when it runs, and what happens
 * beyond the free counts. Pure: no storage and no clock of its own. The time comes from
 * the clock it is given, so tests move time by hand; the stores (convex/authThrottle.ts,
 * convex/creationThrottle.ts, convex/model/aiRateLimit.ts, convex/model/quotas.ts,
 * convex/model/roomGuards.ts) read a row, ask the limiter, and write what it returns.
 *
 * The windows on this shape (their figures stay in their own modules):
 * - sign-in failures per (address, email) and per address (domain/signInThrottle.ts):
 *   a window each attempt restarts (forgotten after an idle hour), waits beyond the free;
 * - sign-ups, guests and sample data per address and network (domain/creationThrottle.ts):
 *   a fixed window from its first creation, waits beyond the free, never past its end;
 * - AI requests per bucket (domain/ai/rateLimit.ts) and manifestos created per user
 *   (domain/quotas.ts): a fixed minute, refused beyond the limit until it ends;
 * - guests arriving from one network in a room (domain/roomGuards.ts): a fixed minute
 *   that only counts (no limit), for the presenter's burst flag.
 */

/** Where the time comes from: ms since epoch. Injected, so tests need no real waiting. */
export interface Clock {
  now(): number;
}

/** The clock of the process (in a Convex function, the time the function started). */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still at `time`: the `now` a caller already holds. */
export function clockAt(time: number): Clock {
  return { now: () => time };
}

/** A clock for tests: it stands still until moved with `advance` or `set`. */
export function manualClock(start = 0): Clock & {
  advance(ms: number): void;
  set(time: number): void;
} {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => (time += ms),
    set: (to) => (time = to),
  };
}

/** What happens to a count beyond the free ones. */
export type BeyondFree =
  /** Refused until the window ends. */
  | { kind: "refuse" }
  /**
   * Allowed after a wait: `baseDelayMs` after the last free count, doubling with each
   * further count up to `maxDelayMs` (and never past the window's end).
   */
  | { kind: "wait"; baseDelayMs: number; maxDelayMs: number };

export interface LimiterPolicy {
  /** Counts a window allows without any wait (Infinity: the window only counts). */
  free: number;
  /** The window's length (ms); when it has run out the key starts again from zero. */
  windowMs: number;
  /**
   * From when the window runs: its first count ("fixed"), or its latest, so that each
   * count restarts it and a key is forgotten after `windowMs` without one ("idle").
   */
  runsFrom: "fixed" | "idle";
  beyondFree: BeyondFree;
}

/** One key's record. */
export interface LimiterState {
  /** Counts in the current window. */
  count: number;
  /** ms since epoch the window runs from (its first count, or for "idle" its latest). */
  windowStart: number;
  /** ms since epoch before which the next count is refused ("wait" policies only). */
  blockedUntil?: number;
}

export type LimiterDecision =
  { allowed: true; next: LimiterState } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  readonly policy: LimiterPolicy;
  /** The wait set after the `count`-th count of a window (ms; "wait" policies). */
  delayAfter(count: number): number;
  /** Whether one more count may go ahead now, and the key's record once it is counted. */
  take(current: LimiterState | null): LimiterDecision;
  /**
   * The record with its wait restarted now (a refused sign-in, once answered: the wait
   * runs from the answer). Never shortens a wait.
   */
  restartWait(state: LimiterState): LimiterState;
  /**
   * The record with its latest count given back (an attempt that turned out to be no
   * failure): one count fewer, and the wait shortened to what the rest would set.
   */
  giveBack(state: LimiterState): LimiterState;
}

/** 2^30 times any base is far above any cap, so larger exponents need not be computed. */
const MAX_DOUBLINGS = 30;

/** A limiter for `policy`, reading the time from `clock`. */
export function rateLimiter(policy: LimiterPolicy, clock: Clock = systemClock): RateLimiter {
  const { free, windowMs, runsFrom, beyondFree } = policy;

  function delayAfter(count: number): number {
    if (beyondFree.kind !== "wait") return 0;
    const over = count - free;
    if (over < 0) return 0;
    return Math.min(
      beyondFree.maxDelayMs,
      beyondFree.baseDelayMs * 2 ** Math.min(over, MAX_DOUBLINGS),
    );
  }

  /** When the key may count again: the wait's end, never past the window's end. */
  function openAt(state: LimiterState): number {
    const windowEnd = state.windowStart + windowMs;
    if (beyondFree.kind === "refuse") return state.count >= free ? windowEnd : 0;
    return Math.min(state.blockedUntil ?? 0, windowEnd);
  }

  function record(count: number, windowStart: number, blockedUntil: number): LimiterState {
    return beyondFree.kind === "wait"
      ? { count, windowStart, blockedUntil }
      : { count, windowStart };
  }

  return {
    policy,
    delayAfter,
    take(current) {
      const now = clock.now();
      const fresh = current === null || now - current.windowStart >= windowMs;
      const state = fresh ? { count: 0, windowStart: now, blockedUntil: 0 } : current;
      const until = openAt(state);
      if (until > now) return { allowed: false, retryAfterMs: until - now };
      const count = state.count + 1;
      const windowStart = runsFrom === "idle" ? now : state.windowStart;
      return { allowed: true, next: record(count, windowStart, now + delayAfter(count)) };
    },
    restartWait(state) {
      const blockedUntil = Math.max(state.blockedUntil ?? 0, clock.now() + delayAfter(state.count));
      return record(state.count, state.windowStart, blockedUntil);
    },
    giveBack(state) {
      const count = Math.max(0, state.count - 1);
      const blockedUntil = Math.min(state.blockedUntil ?? 0, clock.now() + delayAfter(count));
      return record(count, state.windowStart, blockedUntil);
    },
  };
}
