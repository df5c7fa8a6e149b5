/**
 * Sign-in attempts limited per client address whatever the email (issue 36;
 * docs/security.md "Sign-in throttling"): a client trying a fresh email each time is slowed
 * like one trying many passwords at one account. The waits' arithmetic is tested on an
 * injected clock in convex/domain/signInThrottle.test.ts; here the rows stand in for the
 * address's history, so no test waits out a delay.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { ADDRESS_FREE_FAILURES } from "./domain/signInThrottle";
import { keyedHash, SIGN_IN_THROTTLE_PURPOSE } from "./model/keyedHash";
import {
  expectAppError,
  installAuthKeys,
  makeConvex,
  passwordSignIn,
  refusal,
  type TestConvex,
} from "./test.helpers";

beforeAll(installAuthKeys);

const PASSWORD = "correct-horse-42";
const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.7";

/** The address's row as though it had failed `failures` times just now. */
async function addressHasFailed(t: TestConvex, key: string, failures: number) {
  await t.run(async (ctx) => {
    await ctx.db.insert("signInAddressThrottles", {
      key,
      failures,
      lastAttemptAt: Date.now(),
      blockedUntil: 0,
    });
  });
}

async function addressRow(t: TestConvex, key: string) {
  return t.run(async (ctx) =>
    ctx.db
      .query("signInAddressThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique(),
  );
}

describe("sign-in attempts per address, whatever the email", () => {
  test("a fresh email each time is refused after the free failures; other addresses are not", async () => {
    const t = makeConvex();
    await passwordSignIn(t, "signUp", "owner@example.com", PASSWORD, OWNER);
    await addressHasFailed(t, ATTACKER, ADDRESS_FREE_FAILURES - 1);
    await expectAppError(
      passwordSignIn(t, "signIn", "guess-1@example.com", PASSWORD, ATTACKER),
      "INVALID_CREDENTIALS",
    );
    // Another email, even the owner's with the right password: the address waits first.
    const data = await refusal(
      passwordSignIn(t, "signIn", "owner@example.com", PASSWORD, ATTACKER),
    );
    expect(data.code).toBe("TOO_MANY_ATTEMPTS");
    expect(data.message).toBe("Too many failed attempts. Please wait 1 second and try again.");
    expect(data.retryAfterMs).toBeGreaterThan(0);
    expect(data.retryAfterMs).toBeLessThanOrEqual(1000);
    // The refused attempt was not counted anywhere.
    expect((await addressRow(t, ATTACKER))?.failures).toBe(ADDRESS_FREE_FAILURES);
    const emailRows = await t.run(async (ctx) => ctx.db.query("signInThrottles").collect());
    const guessHash = await keyedHash(SIGN_IN_THROTTLE_PURPOSE, "guess-1@example.com");
    expect(emailRows.map((row) => row.key)).toEqual([`${ATTACKER}|${guessHash}`]);
    // The owner, elsewhere, signs in.
    const result = await passwordSignIn(t, "signIn", "owner@example.com", PASSWORD, OWNER);
    expect(result.tokens?.token).toBeTruthy();
  });

  test("a success, and an attempt its email's key refused, give the address its count back", async () => {
    const t = makeConvex();
    await passwordSignIn(t, "signUp", "me@example.com", PASSWORD, OWNER);
    await addressHasFailed(t, OWNER, ADDRESS_FREE_FAILURES - 1);
    await passwordSignIn(t, "signIn", "me@example.com", PASSWORD, OWNER);
    expect((await addressRow(t, OWNER))?.failures).toBe(ADDRESS_FREE_FAILURES - 1);
    // The account's own key is waiting: refused before any check, so not an address failure.
    const meHash = await keyedHash(SIGN_IN_THROTTLE_PURPOSE, "me@example.com");
    await t.run(async (ctx) => {
      await ctx.db.insert("signInThrottles", {
        key: `${OWNER}|${meHash}`,
        failures: 9,
        lastAttemptAt: Date.now(),
        blockedUntil: Date.now() + 60_000,
      });
    });
    const data = await refusal(passwordSignIn(t, "signIn", "me@example.com", PASSWORD, OWNER));
    expect(data.code).toBe("TOO_MANY_ATTEMPTS");
    expect((await addressRow(t, OWNER))?.failures).toBe(ADDRESS_FREE_FAILURES - 1);
  });
});
