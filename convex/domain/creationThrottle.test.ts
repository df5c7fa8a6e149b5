import { describe, expect, it } from "vitest";
import {
  CREATION_BUDGETS,
  creationDelayAfter,
  creationKeys,
  decideCreation,
  networkKey,
  tooManyCreationsMessage,
  type CreationBudget,
  type CreationState,
} from "./creationThrottle";

const HOUR = 60 * 60_000;

/** Creations made back to back at `now`, each waiting out the wait it was told. */
function politeScript(budget: CreationBudget, durationMs: number): number {
  let state: CreationState | null = null;
  let now = 0;
  let made = 0;
  while (now < durationMs) {
    const decision = decideCreation(state, budget, now);
    if (decision.allowed) {
      state = decision.next;
      made += 1;
    } else {
      now += decision.retryAfterMs;
    }
  }
  return made;
}

describe("sign-up and guest throttling", () => {
  it("sign-ups: 20 an hour per address are free, then 1 s doubling to a 10-minute cap", () => {
    const budget = CREATION_BUDGETS.signUp.address;
    const waits = Array.from({ length: 32 }, (_, n) => creationDelayAfter(n + 1, budget) / 1000);
    expect(waits).toEqual([
      ...new Array<number>(19).fill(0),
      1,
      2,
      4,
      8,
      16,
      32,
      64,
      128,
      256,
      512,
      600,
      600,
      600,
    ]);
    expect(CREATION_BUDGETS.signUp.network).toMatchObject({ free: 50, windowMs: HOUR });
  });

  it("guests: 60 per 10 minutes per address and 300 per network are free", () => {
    expect(CREATION_BUDGETS.guest.address).toMatchObject({ free: 60, windowMs: 10 * 60_000 });
    expect(CREATION_BUDGETS.guest.network).toMatchObject({ free: 300, windowMs: 10 * 60_000 });
    expect(creationDelayAfter(59, CREATION_BUDGETS.guest.address)).toBe(0);
    expect(creationDelayAfter(60, CREATION_BUDGETS.guest.address)).toBe(1000);
  });

  it("the last free creation is allowed, the next refused until its wait is over", () => {
    const budget = CREATION_BUDGETS.signUp.address;
    const state = { count: 19, windowStart: 0, blockedUntil: 0 };
    const last = decideCreation(state, budget, 5_000);
    expect(last).toEqual({
      allowed: true,
      next: { count: 20, windowStart: 0, blockedUntil: 6_000 },
    });
    if (!last.allowed) throw new Error("unreachable");
    expect(decideCreation(last.next, budget, 5_000)).toEqual({
      allowed: false,
      retryAfterMs: 1_000,
    });
    expect(decideCreation(last.next, budget, 6_000)).toEqual({
      allowed: true,
      next: { count: 21, windowStart: 0, blockedUntil: 8_000 },
    });
  });

  it("a window that has run out starts again from zero, even during a wait", () => {
    const budget = CREATION_BUDGETS.guest.address;
    const state = { count: 70, windowStart: 0, blockedUntil: 10 * 60_000 + 200_000 };
    expect(decideCreation(state, budget, 10 * 60_000 - 1)).toEqual({
      allowed: false,
      retryAfterMs: 1,
    });
    expect(decideCreation(state, budget, 10 * 60_000)).toEqual({
      allowed: true,
      next: { count: 1, windowStart: 10 * 60_000, blockedUntil: 10 * 60_000 },
    });
  });

  it("what a script that waits as told gets from one address", () => {
    // Before: no throttle (issue 22: 186 sign-ups and 932 guests a minute from one address).
    expect(politeScript(CREATION_BUDGETS.signUp.address, 60_000)).toBe(25);
    expect(politeScript(CREATION_BUDGETS.signUp.address, HOUR)).toBe(34);
    expect(politeScript(CREATION_BUDGETS.guest.address, 60_000)).toBe(65);
    expect(politeScript(CREATION_BUDGETS.guest.address, 10 * 60_000)).toBe(69);
  });

  it("networks: an IPv4 /24, an IPv6 /48; private, loopback and link-local addresses alone", () => {
    expect(networkKey("203.0.113.66")).toBe("203.0.113.0/24");
    expect(networkKey("2001:db8:1:2::/64")).toBe("2001:db8:1::/48");
    expect(networkKey("192.168.1.23")).toBe("192.168.1.23");
    expect(networkKey("10.0.0.7")).toBe("10.0.0.7");
    expect(networkKey("172.20.1.1")).toBe("172.20.1.1");
    expect(networkKey("172.32.1.1")).toBe("172.32.1.0/24");
    expect(networkKey("127.0.0.1")).toBe("127.0.0.1");
    expect(networkKey("169.254.3.4")).toBe("169.254.3.4");
    expect(networkKey("fd12:3456:789a:1::/64")).toBe("fd12:3456:789a:1::/64");
    expect(networkKey("fe80:0:0:0::/64")).toBe("fe80:0:0:0::/64");
    expect(networkKey("0:0:0:0::/64")).toBe("0:0:0:0::/64");
    expect(networkKey(null)).toBe("unknown");
  });

  it("keys by kind, scope and address; a private address has no separate network key", () => {
    expect(creationKeys("signUp", "203.0.113.66")).toEqual([
      { scope: "address", key: "signUp|address|203.0.113.66" },
      { scope: "network", key: "signUp|network|203.0.113.0/24" },
    ]);
    expect(creationKeys("guest", "192.168.1.23")).toEqual([
      { scope: "address", key: "guest|address|192.168.1.23" },
    ]);
    expect(creationKeys("guest", null)).toEqual([
      { scope: "address", key: "guest|address|unknown" },
    ]);
  });

  it("states the wait rounded up", () => {
    expect(tooManyCreationsMessage("signUp", 90_000)).toBe(
      "Too many new accounts from your network. Please wait 2 minutes and try again.",
    );
    expect(tooManyCreationsMessage("guest", 1)).toBe(
      "Too many new guests from your network. Please wait 1 second and try again.",
    );
  });
});
