import { describe, expect, it } from "vitest";
import {
  manualClock,
  rateLimiter,
  type LimiterPolicy,
  type LimiterState,
  type RateLimiter,
} from "./rateLimiter";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Counts `times` in a row on `limiter`, failing the test on a refusal; the last record. */
function takeTimes(limiter: RateLimiter, state: LimiterState | null, times: number) {
  let current = state;
  for (let n = 1; n <= times; n += 1) {
    const decision = limiter.take(current);
    if (!decision.allowed) throw new Error(`count ${n} refused`);
    current = decision.next;
  }
  return current!;
}

describe("a fixed window that refuses beyond its limit", () => {
  const policy: LimiterPolicy = {
    free: 3,
    windowMs: MINUTE,
    runsFrom: "fixed",
    beyondFree: { kind: "refuse" },
  };

  it("allows the limit, refuses the next until the window ends, then starts from zero", () => {
    const clock = manualClock(10 * MINUTE);
    const limiter = rateLimiter(policy, clock);
    const full = takeTimes(limiter, null, 3);
    expect(full).toEqual({ count: 3, windowStart: 10 * MINUTE });
    clock.advance(15 * SECOND);
    expect(limiter.take(full)).toEqual({ allowed: false, retryAfterMs: 45 * SECOND });
    clock.advance(45 * SECOND - 1);
    expect(limiter.take(full)).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.advance(1);
    expect(limiter.take(full)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: 11 * MINUTE },
    });
  });

  it("keeps the window's start while counting inside it", () => {
    const clock = manualClock(0);
    const limiter = rateLimiter(policy, clock);
    const first = takeTimes(limiter, null, 1);
    clock.advance(59 * SECOND);
    expect(limiter.take(first)).toEqual({ allowed: true, next: { count: 2, windowStart: 0 } });
  });

  it("with an infinite limit only counts", () => {
    const clock = manualClock(0);
    const limiter = rateLimiter({ ...policy, free: Infinity }, clock);
    expect(takeTimes(limiter, null, 1_000)).toEqual({ count: 1_000, windowStart: 0 });
  });
});

describe("a fixed window with waits beyond the free counts", () => {
  const policy: LimiterPolicy = {
    free: 2,
    windowMs: 10 * MINUTE,
    runsFrom: "fixed",
    beyondFree: { kind: "wait", baseDelayMs: SECOND, maxDelayMs: 4 * SECOND },
  };

  it("waits 1 s after the last free count, doubling to the cap", () => {
    const limiter = rateLimiter(policy, manualClock(0));
    const waits = Array.from({ length: 6 }, (_, n) => limiter.delayAfter(n + 1));
    expect(waits).toEqual([0, SECOND, 2 * SECOND, 4 * SECOND, 4 * SECOND, 4 * SECOND]);
    expect(limiter.delayAfter(10_000)).toBe(4 * SECOND);
  });

  it("refuses during a wait and allows once it has passed", () => {
    const clock = manualClock(0);
    const limiter = rateLimiter(policy, clock);
    const second = takeTimes(limiter, null, 2);
    expect(second).toEqual({ count: 2, windowStart: 0, blockedUntil: SECOND });
    clock.advance(SECOND - 1);
    expect(limiter.take(second)).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.advance(1);
    expect(limiter.take(second)).toEqual({
      allowed: true,
      next: { count: 3, windowStart: 0, blockedUntil: 3 * SECOND },
    });
  });

  it("never waits past the window's end", () => {
    const clock = manualClock(10 * MINUTE - SECOND);
    const limiter = rateLimiter(policy, clock);
    const state = { count: 9, windowStart: 0, blockedUntil: 10 * MINUTE + 3 * SECOND };
    expect(limiter.take(state)).toEqual({ allowed: false, retryAfterMs: SECOND });
  });
});

describe("a window each count restarts (forgotten when idle)", () => {
  const policy: LimiterPolicy = {
    free: 1,
    windowMs: 60 * MINUTE,
    runsFrom: "idle",
    beyondFree: { kind: "wait", baseDelayMs: SECOND, maxDelayMs: 5 * MINUTE },
  };

  it("moves the window's start to each count, and forgets the key after an idle window", () => {
    const clock = manualClock(0);
    const limiter = rateLimiter(policy, clock);
    const first = takeTimes(limiter, null, 1);
    expect(first).toEqual({ count: 1, windowStart: 0, blockedUntil: SECOND });
    clock.set(59 * MINUTE);
    const second = takeTimes(limiter, first, 1);
    expect(second).toEqual({
      count: 2,
      windowStart: 59 * MINUTE,
      blockedUntil: 59 * MINUTE + 2 * SECOND,
    });
    clock.set(59 * MINUTE + 60 * MINUTE);
    expect(limiter.take(second)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: 119 * MINUTE, blockedUntil: 119 * MINUTE + SECOND },
    });
  });

  it("restarts a wait from now, never shortening it", () => {
    const clock = manualClock(0);
    const limiter = rateLimiter(policy, clock);
    const state = { count: 2, windowStart: 0, blockedUntil: 2 * SECOND };
    clock.set(SECOND);
    expect(limiter.restartWait(state)).toEqual({ ...state, blockedUntil: 3 * SECOND });
    expect(limiter.restartWait({ ...state, blockedUntil: 10 * SECOND })).toEqual({
      ...state,
      blockedUntil: 10 * SECOND,
    });
  });

  it("gives a count back, shortening the wait to what the rest set", () => {
    const clock = manualClock(5 * SECOND);
    const limiter = rateLimiter(policy, clock);
    const state = { count: 3, windowStart: 4 * SECOND, blockedUntil: 9 * SECOND };
    expect(limiter.giveBack(state)).toEqual({
      count: 2,
      windowStart: 4 * SECOND,
      blockedUntil: 7 * SECOND,
    });
    expect(limiter.giveBack({ count: 0, windowStart: 0, blockedUntil: 0 })).toEqual({
      count: 0,
      windowStart: 0,
      blockedUntil: 0,
    });
  });
});

describe("the clock", () => {
  it("is read at each decision, not when the limiter is made", () => {
    const clock = manualClock(0);
    const limiter = rateLimiter(
      { free: 1, windowMs: MINUTE, runsFrom: "fixed", beyondFree: { kind: "refuse" } },
      clock,
    );
    const full = takeTimes(limiter, null, 1);
    expect(limiter.take(full)).toMatchObject({ allowed: false });
    clock.advance(MINUTE);
    expect(limiter.take(full)).toMatchObject({ allowed: true });
  });
});
