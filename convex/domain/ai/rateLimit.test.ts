import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_KEY,
  ANONYMOUS_LIMIT,
  CLIENT_LIMIT,
  decide,
  RATE_WINDOW_MS,
  rateRules,
  USER_LIMIT,
} from "./rateLimit";

describe("AI rate limits", () => {
  it("a signed-in user has one bucket; an anonymous caller the shared one plus its client's", () => {
    expect(rateRules("u1", "c1")).toEqual([{ key: "user:u1", limit: USER_LIMIT }]);
    expect(rateRules(null, " c1 ")).toEqual([
      { key: ANONYMOUS_KEY, limit: ANONYMOUS_LIMIT },
      { key: "client:c1", limit: CLIENT_LIMIT },
    ]);
    expect(rateRules(null, undefined)).toEqual([{ key: ANONYMOUS_KEY, limit: ANONYMOUS_LIMIT }]);
  });

  it("counts within a window, refuses at the limit with the wait, and reopens after a minute", () => {
    const start = 1_000_000;
    expect(decide(null, 2, start)).toEqual({
      allowed: true,
      next: { windowStart: start, count: 1 },
    });
    expect(decide({ windowStart: start, count: 1 }, 2, start + 10)).toEqual({
      allowed: true,
      next: { windowStart: start, count: 2 },
    });
    expect(decide({ windowStart: start, count: 2 }, 2, start + 15_000)).toEqual({
      allowed: false,
      retryAfterMs: RATE_WINDOW_MS - 15_000,
    });
    expect(decide({ windowStart: start, count: 2 }, 2, start + RATE_WINDOW_MS)).toEqual({
      allowed: true,
      next: { windowStart: start + RATE_WINDOW_MS, count: 1 },
    });
  });
});
