import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { MAX_CODE_ATTEMPTS, VERIFICATION_MESSAGES } from "./domain/verification";
import { hashCode } from "./model/verification";
import { VERIFIED_SCOPE } from "./model/tallies";
import {
  defaultVoteArgs,
  expectAppError,
  expectTalliesMatchRecount,
  setupWithCatalogue,
  signIn,
  signInGuest,
  tallySnapshot,
  type TestConvex,
  foldTallies,
} from "./test.helpers";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Stores a known code for the user, as verification:sendCode would a random one. */
async function giveCode(t: TestConvex, userId: Id<"users">, code = "123456") {
  await t.mutation(internal.verification.store, {
    userId,
    codeHash: await hashCode(userId, code),
  });
}

describe("email verification with a one-time code", () => {
  test("sendCode sends a six-digit code (development mode: to the log) and stores only its hash", async () => {
    const t = await setupWithCatalogue();
    const user = await signIn(t, "alex@example.com");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await user.as.action(api.verification.sendCode, {})).toEqual({
      sentTo: "a•••@example.com",
      delivery: "log",
    });
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain("[DEVELOPMENT MAIL: no mail transport is configured");
    const code = /code to verify this email address is (\d{6})\./.exec(logged)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.run(async (ctx) =>
      ctx.db
        .query("emailVerificationCodes")
        .withIndex("by_user", (q) => q.eq("userId", user.userId))
        .unique(),
    );
    expect(row?.codeHash).toBe(await hashCode(user.userId, code));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await user.as.query(api.verification.status, {})).toEqual({
      email: "alex@example.com",
      verified: false,
      codePending: true,
    });
    expect(await user.as.mutation(api.verification.confirm, { code })).toEqual({
      verified: true,
      message: null,
    });
    expect((await user.as.query(api.verification.status, {}))?.verified).toBe(true);
  });

  test("a code a minute, five an hour: the sixth within the hour waits", async () => {
    const t = await setupWithCatalogue();
    const user = await signIn(t);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await user.as.action(api.verification.sendCode, {});
    await expectAppError(
      user.as.action(api.verification.sendCode, {}),
      "TOO_MANY_CODES",
      "Please wait 60 seconds before asking for another code.",
    );
  });

  test("wrong codes are counted (not rolled back); after five the code is used up", async () => {
    const t = await setupWithCatalogue();
    const user = await signIn(t);
    await giveCode(t, user.userId, "123456");
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      expect(await user.as.mutation(api.verification.confirm, { code: "000000" })).toEqual({
        verified: false,
        message: VERIFICATION_MESSAGES.wrongCode,
      });
    }
    expect(await user.as.mutation(api.verification.confirm, { code: "000000" })).toEqual({
      verified: false,
      message: VERIFICATION_MESSAGES.noCode,
    });
    // The right code no longer works either.
    expect(await user.as.mutation(api.verification.confirm, { code: "123456" })).toEqual({
      verified: false,
      message: VERIFICATION_MESSAGES.noCode,
    });
  });

  test("an expired code does not verify; malformed codes are refused; guests and the signed-out cannot verify", async () => {
    const t = await setupWithCatalogue();
    const user = await signIn(t);
    await giveCode(t, user.userId);
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("emailVerificationCodes")
        .withIndex("by_user", (q) => q.eq("userId", user.userId))
        .unique();
      await ctx.db.patch("emailVerificationCodes", row!._id, { expiresAt: Date.now() - 1 });
    });
    expect((await user.as.mutation(api.verification.confirm, { code: "123456" })).verified).toBe(
      false,
    );
    await expectAppError(
      user.as.mutation(api.verification.confirm, { code: "12345" }),
      "INVALID_INPUT",
      VERIFICATION_MESSAGES.codeShape,
    );
    const guest = await signInGuest(t);
    await expectAppError(guest.as.action(api.verification.sendCode, {}), "NOT_SIGNED_IN");
    expect(await guest.as.query(api.verification.status, {})).toBeNull();
    await expectAppError(t.action(api.verification.sendCode, {}), "NOT_SIGNED_IN");
  });

  test("another user's code does not verify this account", async () => {
    const t = await setupWithCatalogue();
    const a = await signIn(t);
    const b = await signIn(t);
    await giveCode(t, a.userId, "111111");
    expect((await b.as.mutation(api.verification.confirm, { code: "111111" })).verified).toBe(
      false,
    );
  });
});

describe("verified votes in the national results", () => {
  test("verifying moves the active vote into the verified scope; new votes of verified accounts count there", async () => {
    const t = await setupWithCatalogue();
    const early = await signIn(t);
    await early.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 3));
    const other = await signIn(t);
    await other.as.mutation(api.votes.bind, await defaultVoteArgs(t, "rewild-narrative-1", 3));
    expect((await tallySnapshot(t, VERIFIED_SCOPE)).stored.totalVotes).toBe(0);

    await giveCode(t, early.userId);
    await early.as.mutation(api.verification.confirm, { code: "123456" });
    expectTalliesMatchRecount(await tallySnapshot(t, VERIFIED_SCOPE));
    expect((await tallySnapshot(t, VERIFIED_SCOPE)).stored.totalVotes).toBe(1);

    // A re-bind by the verified account stays in the verified scope.
    await early.as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-2", 2));
    const verified = await tallySnapshot(t, VERIFIED_SCOPE);
    expectTalliesMatchRecount(verified);
    expect(verified.stored.totalVotes).toBe(1);
    expectTalliesMatchRecount(await tallySnapshot(t));
  });

  test("NATIONAL_RESULTS=verified: the national results count verified accounts only, and say so", async () => {
    const t = await setupWithCatalogue();
    for (let i = 0; i < 3; i++) {
      const voter = await signIn(t);
      await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "steady-narrative-1", 2));
      if (i === 0) {
        await giveCode(t, voter.userId);
        await voter.as.mutation(api.verification.confirm, { code: "123456" });
      }
    }
    await foldTallies(t);
    const accounts = await t.query(api.community.overview, {});
    expect(accounts).toMatchObject({ counting: "accounts", totalVotes: 3 });

    vi.stubEnv("NATIONAL_RESULTS", "verified");
    await foldTallies(t);
    expect(await t.query(api.community.overview, {})).toMatchObject({
      counting: "verified",
      totalVotes: 1,
    });
    await foldTallies(t);
    const page = await t.query(api.community.page, {});
    expect(page.nation).toMatchObject({ counting: "verified", totalVotes: 1 });
    expect(
      (await t.query(api.community.shares, { narrativeIds: [], policyIds: [] })).totalVotes,
    ).toBe(1);
  });

  test("a held room vote of a verified account enters both national scopes when released", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { code } = await owner.as.mutation(api.rooms.create, { name: "Hall", threshold: 3 });
    const voters = [];
    for (let i = 0; i < 3; i++) {
      const voter = await signIn(t);
      await giveCode(t, voter.userId);
      await voter.as.mutation(api.verification.confirm, { code: "123456" });
      voters.push(voter);
    }
    for (const voter of voters.slice(0, 2)) {
      await voter.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, "leap-narrative-1", 2)),
        roomCode: code,
      });
    }
    expect((await tallySnapshot(t, VERIFIED_SCOPE)).stored.totalVotes).toBe(0);
    await voters[2].as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 2)),
      roomCode: code,
    });
    const verified = await tallySnapshot(t, VERIFIED_SCOPE);
    expectTalliesMatchRecount(verified);
    expect(verified.stored.totalVotes).toBe(3);
  });
});
