import { describe, expect, it } from "vitest";
import {
  ADDRESS_LIMIT,
  ANONYMOUS_ADDRESS_LIMIT,
  CLIENT_LIMIT,
  decide,
  RATE_WINDOW_MS,
  rateRules,
  UNKNOWN_ADDRESS_BUCKETS,
  USER_LIMIT,
} from "./rateLimit";

describe("AI rate limits", () => {
  it("a signed-in user counts against their address and their own bucket", () => {
    expect(rateRules({ userId: "u1", address: "203.0.113.7" })).toEqual([
      { key: "address:203.0.113.7", limit: ADDRESS_LIMIT },
      { key: "user:u1", limit: USER_LIMIT },
    ]);
  });

  it("an anonymous caller counts against its address, the address's anonymous share and its client", () => {
    expect(rateRules({ address: "203.0.113.7", clientId: " c1 " })).toEqual([
      { key: "address:203.0.113.7", limit: ADDRESS_LIMIT },
      { key: "anonymous:203.0.113.7", limit: ANONYMOUS_ADDRESS_LIMIT },
      { key: "client:203.0.113.7|c1", limit: CLIENT_LIMIT },
    ]);
    expect(rateRules({ address: "203.0.113.7", clientId: undefined })).toEqual([
      { key: "address:203.0.113.7", limit: ADDRESS_LIMIT },
      { key: "anonymous:203.0.113.7", limit: ANONYMOUS_ADDRESS_LIMIT },
    ]);
  });

  it("the anonymous share is smaller than the address's whole allowance", () => {
    expect(ANONYMOUS_ADDRESS_LIMIT).toBeLessThan(ADDRESS_LIMIT);
    expect(USER_LIMIT).toBeLessThan(ADDRESS_LIMIT);
  });

  it("an unreported address is keyed as unknown; the same client id elsewhere is another bucket", () => {
    const keys = rateRules({ address: null, clientId: "c1" }).map((rule) => rule.key);
    expect(keys[0]).toMatch(/^address:unknown#\d+$/);
    expect(keys[1]).toMatch(/^anonymous:unknown#\d+$/);
    expect(keys[2]).toBe("client:unknown|c1");
    expect(rateRules({ address: "198.51.100.1", clientId: "c1" })[2].key).toBe(
      "client:198.51.100.1|c1",
    );
    expect(rateRules({ userId: "u1", address: null })[0].key).toMatch(/^address:unknown#\d+$/);
  });

  it("callers without an address spread over the unknown buckets by client id, not one hot row", () => {
    const buckets = new Set<string>();
    for (let n = 0; n < 500; n++) {
      const [address, anonymous] = rateRules({ address: null, clientId: `client-${n}` });
      expect(address.limit).toBe(ADDRESS_LIMIT);
      expect(anonymous.limit).toBe(ANONYMOUS_ADDRESS_LIMIT);
      buckets.add(address.key);
    }
    expect(buckets.size).toBe(UNKNOWN_ADDRESS_BUCKETS);
    // One client keeps its bucket.
    expect(rateRules({ address: null, clientId: "c1" })[0].key).toBe(
      rateRules({ address: null, clientId: " c1 " })[0].key,
    );
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
