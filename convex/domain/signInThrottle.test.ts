import { describe, expect, it } from "vitest";
import {
  ADDRESS_FREE_FAILURES,
  addressThrottleKey,
  afterAddressSuccess,
  blockedUntilAfterFailure,
  decideAttempt,
  delayAfter,
  FORGET_AFTER_MS,
  formatWait,
  MAX_DELAY_MS,
  throttleKey,
  type ThrottleState,
} from "./signInThrottle";

describe("sign-in throttling", () => {
  it("five failures are free, then 1 s doubling to the 5-minute cap after the 14th", () => {
    const waits = Array.from({ length: 16 }, (_, n) => delayAfter(n + 1) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    expect(delayAfter(1_000_000)).toBe(MAX_DELAY_MS);
  });

  it("counts an attempt before it is checked and refuses one made during the wait", () => {
    const now = 1_000_000;
    const state = { failures: 5, lastAttemptAt: now - 10, blockedUntil: now + 990 };
    expect(decideAttempt(state, now)).toEqual({ allowed: false, retryAfterMs: 990 });
    expect(decideAttempt(state, now + 990)).toEqual({
      allowed: true,
      next: { failures: 6, lastAttemptAt: now + 990, blockedUntil: now + 990 + 2000 },
    });
  });

  it("a key idle for an hour starts again from zero", () => {
    const state = { failures: 20, lastAttemptAt: 0, blockedUntil: MAX_DELAY_MS };
    expect(decideAttempt(state, FORGET_AFTER_MS)).toEqual({
      allowed: true,
      next: { failures: 1, lastAttemptAt: FORGET_AFTER_MS, blockedUntil: FORGET_AFTER_MS },
    });
  });

  it("a failure's wait runs from its answer", () => {
    const state = { failures: 6, lastAttemptAt: 0, blockedUntil: 2000 };
    expect(blockedUntilAfterFailure(state, 1000)).toBe(3000);
    expect(blockedUntilAfterFailure({ ...state, failures: 1 }, 1000)).toBe(2000);
  });

  it("keys by address or 'unknown', and states waits rounded up", () => {
    expect(throttleKey("203.0.113.5", "me@example.com")).toBe("203.0.113.5|me@example.com");
    expect(throttleKey(null, "me@example.com")).toBe("unknown|me@example.com");
    expect([1, 999, 1001, 59_000, 60_001, 300_000].map(formatWait)).toEqual([
      "1 second",
      "1 second",
      "2 seconds",
      "59 seconds",
      "2 minutes",
      "5 minutes",
    ]);
  });
});

describe("sign-in throttling per address, whatever the email", () => {
  const free = ADDRESS_FREE_FAILURES;

  it("twenty failures are free, then the same waits: 1 s doubling to the 5-minute cap", () => {
    const waits = Array.from({ length: 12 }, (_, n) => delayAfter(free - 1 + n, free) / 1000);
    expect(waits).toEqual([0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
  });

  it("counts attempts at many emails as one address's, on an injected clock", () => {
    let state: ThrottleState | null = null;
    let now = 1_000_000;
    for (let n = 1; n <= free; n += 1) {
      const decision = decideAttempt(state, now, free);
      if (!decision.allowed) throw new Error(`attempt ${n} refused`);
      state = {
        ...decision.next,
        blockedUntil: blockedUntilAfterFailure(decision.next, now, free),
      };
      now += 1_000;
    }
    expect(state).toEqual({ failures: free, lastAttemptAt: now - 1_000, blockedUntil: now });
    // The next try is allowed only once the wait has passed.
    expect(decideAttempt(state, now - 1, free)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(decideAttempt(state, now, free)).toMatchObject({ allowed: true });
  });

  it("a success gives its own attempt back and shortens the wait to what is left", () => {
    const now = 5_000;
    const counted = { failures: free + 1, lastAttemptAt: now, blockedUntil: now + 2_000 };
    expect(afterAddressSuccess(counted, now)).toEqual({
      failures: free,
      lastAttemptAt: now,
      blockedUntil: now + 1_000,
    });
    expect(afterAddressSuccess({ ...counted, failures: 3 }, now)).toEqual({
      failures: 2,
      lastAttemptAt: now,
      blockedUntil: now,
    });
    expect(afterAddressSuccess({ failures: 0, lastAttemptAt: 0, blockedUntil: 0 }, now)).toEqual({
      failures: 0,
      lastAttemptAt: 0,
      blockedUntil: 0,
    });
  });

  it("keys by the address alone, or 'unknown'", () => {
    expect(addressThrottleKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressThrottleKey(null)).toBe("unknown");
  });
});
