/**
 * Issue 22, findings 1 and 2: sign-up and guest throttles per address and network
 * (docs/security.md "Sign-up and guest throttling"), and rooms that resist stuffing
 * (docs/rooms.md "Stuffing"): the expected size, the per-address guest allowance, waiting
 * votes approved or removed with exact tallies and held votes, the presenter's split and
 * burst flag.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { QUADRANTS } from "./domain/areas";
import { CREATION_BUDGETS } from "./domain/creationThrottle";
import {
  GUESTS_PER_ADDRESS_PER_ROOM,
  MAX_PENDING_GUEST_VOTES,
  ROOM_EXPECTED_SIZE,
  ROOM_GUARD_MESSAGES,
} from "./domain/roomGuards";
import { roomQuadrantScope, roomScope } from "./domain/rooms";
import {
  defaultVoteArgs,
  expectAppError,
  expectRoomSourcesHold,
  expectTalliesMatchRecount,
  makeConvex,
  refusal,
  setupWithCatalogue,
  signIn,
  signInGuest,
  tallySnapshot,
  type TestConvex,
  installAuthKeys,
  foldTallies,
} from "./test.helpers";

beforeAll(installAuthKeys);

const PASSWORD = "correct-horse-42";
const SCRIPT = "203.0.113.66";
const NEIGHBOUR = "203.0.113.67";
const ELSEWHERE = "198.51.100.7";

function signUp(t: TestConvex, email: string, ip: string) {
  return t.withRequestMetadata({ ip }).action(api.auth.signIn, {
    provider: "password",
    params: { email, password: PASSWORD, flow: "signUp" },
  });
}

function guestSignIn(t: TestConvex, ip: string) {
  return t.withRequestMetadata({ ip }).action(api.auth.signIn, { provider: "anonymous" });
}

/** As if `ms` had passed for one throttle key: its window and wait move into the past. */
async function waitOut(t: TestConvex, key: string, ms: number) {
  await t.run(async (ctx) => {
    const row = await ctx.db
      .query("creationThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row === null) throw new Error(`No throttle row ${key}`);
    await ctx.db.patch("creationThrottles", row._id, {
      windowStart: row.windowStart - ms,
      blockedUntil: row.blockedUntil - ms,
    });
  });
}

/**
 * The wait after the last creation runs from that creation; on a slow machine more of it
 * may have passed before the test's next call than the test assumes, so the test puts the
 * wait back at "just now" (`ms` from now), as if the last creation had just happened.
 */
async function waitFromNow(t: TestConvex, key: string, ms: number) {
  await t.run(async (ctx) => {
    const row = await ctx.db
      .query("creationThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row === null) throw new Error(`No throttle row ${key}`);
    await ctx.db.patch("creationThrottles", row._id, { blockedUntil: Date.now() + ms });
  });
}

/** A network's budget with all but one creation of its window used. */
async function nearlySpend(t: TestConvex, key: string, free: number) {
  await t.run(async (ctx) => {
    await ctx.db.insert("creationThrottles", {
      key,
      count: free - 1,
      windowStart: Date.now(),
      blockedUntil: 0,
    });
  });
}

const countUsers = (t: TestConvex) =>
  t.run(async (ctx) => (await ctx.db.query("users").collect()).length);

describe("sign-up throttle (finding 1)", () => {
  test("20 sign-ups from one address are free; the 21st waits 1 s, then the 22nd 2 s; another network is not held up", async () => {
    const t = makeConvex();
    const free = CREATION_BUDGETS.signUp.address.free;
    expect(free).toBe(20);
    // As if 17 accounts had just been made (each sign-up costs a scrypt hash); then three.
    await nearlySpend(t, `signUp|address|${SCRIPT}`, free - 2);
    for (let n = free - 2; n <= free; n += 1) {
      const result = await signUp(t, `script-${n}@example.com`, SCRIPT);
      expect(result.tokens?.token).toBeTruthy();
    }
    const users = await countUsers(t);
    await waitFromNow(t, `signUp|address|${SCRIPT}`, 1000);
    const data = await refusal(signUp(t, "script-21@example.com", SCRIPT));
    expect(data.code).toBe("TOO_MANY_SIGN_UPS");
    expect(data.message).toBe(
      "Too many new accounts from your network. Please wait 1 second and try again.",
    );
    expect(data.retryAfterMs).toBeGreaterThan(0);
    expect(data.retryAfterMs).toBeLessThanOrEqual(1000);
    expect(await countUsers(t)).toBe(users); // refused before any account is made

    expect((await signUp(t, "someone@example.com", ELSEWHERE)).tokens?.token).toBeTruthy();

    await waitOut(t, `signUp|address|${SCRIPT}`, 1000);
    expect((await signUp(t, "script-21@example.com", SCRIPT)).tokens?.token).toBeTruthy();
    // The 21st's wait is 2 s (creationDelayAfter, convex/domain/creationThrottle.test.ts);
    // pinned to now, as above, so a slow machine cannot outlast it before the next call.
    await waitFromNow(t, `signUp|address|${SCRIPT}`, 2000);
    const next = await refusal(signUp(t, "script-22@example.com", SCRIPT));
    expect(next.code).toBe("TOO_MANY_SIGN_UPS");
    expect(next.retryAfterMs).toBeGreaterThan(0);
    expect(next.retryAfterMs).toBeLessThanOrEqual(2000);
    const row = await t.run(async (ctx) =>
      ctx.db
        .query("creationThrottles")
        .withIndex("by_key", (q) => q.eq("key", `signUp|address|${SCRIPT}`))
        .unique(),
    );
    expect(row?.count).toBe(free + 1);
  });

  test("a /24 shares 50 sign-ups an hour: the 50th is allowed, the 51st from a fresh address in it waits", async () => {
    const t = makeConvex();
    const network = "signUp|network|203.0.113.0/24";
    await nearlySpend(t, network, CREATION_BUDGETS.signUp.network.free);
    expect((await signUp(t, "fiftieth@example.com", SCRIPT)).tokens?.token).toBeTruthy();
    await waitFromNow(t, network, 1000);
    const data = await refusal(signUp(t, "fifty-first@example.com", NEIGHBOUR));
    expect(data.code).toBe("TOO_MANY_SIGN_UPS");
    expect((await signUp(t, "elsewhere@example.com", ELSEWHERE)).tokens?.token).toBeTruthy();
    await waitOut(t, network, 1000);
    expect((await signUp(t, "fifty-first@example.com", NEIGHBOUR)).tokens?.token).toBeTruthy();
  });

  test("a sign-up refused for another reason is not counted", async () => {
    const t = makeConvex();
    await signUp(t, "taken@example.com", SCRIPT);
    await expectAppError(signUp(t, "taken@example.com", SCRIPT), "ACCOUNT_EXISTS");
    const row = await t.run(async (ctx) =>
      ctx.db
        .query("creationThrottles")
        .withIndex("by_key", (q) => q.eq("key", `signUp|address|${SCRIPT}`))
        .unique(),
    );
    expect(row?.count).toBe(1);
  });
});

describe("guest throttle (finding 2)", () => {
  test("60 guests from one address in 10 minutes are free; the 61st waits 1 s; after it, allowed", async () => {
    const t = makeConvex();
    const free = CREATION_BUDGETS.guest.address.free;
    for (let n = 1; n <= free; n += 1) {
      expect((await guestSignIn(t, SCRIPT)).tokens?.token).toBeTruthy();
    }
    await waitFromNow(t, `guest|address|${SCRIPT}`, 1000);
    const data = await refusal(guestSignIn(t, SCRIPT));
    expect(data.code).toBe("TOO_MANY_GUESTS");
    expect(data.message).toBe(
      "Too many new guests from your network. Please wait 1 second and try again.",
    );
    expect(await countUsers(t)).toBe(free);
    expect((await guestSignIn(t, ELSEWHERE)).tokens?.token).toBeTruthy();
    await waitOut(t, `guest|address|${SCRIPT}`, 1000);
    expect((await guestSignIn(t, SCRIPT)).tokens?.token).toBeTruthy();
    await waitFromNow(t, `guest|address|${SCRIPT}`, 2000);
    await expectAppError(guestSignIn(t, SCRIPT), "TOO_MANY_GUESTS");
  });

  test("a /24 shares 300 guests per 10 minutes; a venue LAN's private addresses do not share one", async () => {
    const t = makeConvex();
    await nearlySpend(t, "guest|network|203.0.113.0/24", CREATION_BUDGETS.guest.network.free);
    expect((await guestSignIn(t, SCRIPT)).tokens?.token).toBeTruthy();
    await waitFromNow(t, "guest|network|203.0.113.0/24", 1000);
    await expectAppError(guestSignIn(t, NEIGHBOUR), "TOO_MANY_GUESTS");
    // The laptop's LAN: one address per phone, and no shared network budget.
    await nearlySpend(t, "guest|network|192.168.1.0/24", 1);
    for (let n = 1; n <= 3; n += 1) {
      expect((await guestSignIn(t, `192.168.1.${n}`)).tokens?.token).toBeTruthy();
    }
  });
});

/** A facilitator's room, with its owner. */
async function createRoom(
  t: TestConvex,
  options: { threshold?: number; expectedSize?: number } = {},
) {
  const owner = await signIn(t);
  const room = await owner.as.mutation(api.rooms.create, { name: "Workshop", ...options });
  return { owner, ...room };
}

/** A new guest's vote in the room, from `ip` (null: no address reported). */
async function guestVote(t: TestConvex, code: string, ip: string | null, key = "leap-narrative-1") {
  const guest = await signInGuest(t);
  const client = ip === null ? guest.as : guest.as.withRequestMetadata({ ip });
  const receipt = await client.mutation(api.votes.bind, {
    ...(await defaultVoteArgs(t, key, 3)),
    roomCode: code,
  });
  return { guest, client, receipt };
}

async function accountVote(t: TestConvex, code: string, key = "rewild-narrative-1") {
  const voter = await signIn(t);
  const receipt = await voter.as.mutation(api.votes.bind, {
    ...(await defaultVoteArgs(t, key, 3)),
    roomCode: code,
  });
  return { voter, receipt };
}

/** Every scope a room touches equals a recount from the active votes. */
async function expectRecount(t: TestConvex, roomId: Id<"rooms">) {
  expectTalliesMatchRecount(await tallySnapshot(t));
  expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
  for (const quadrant of QUADRANTS) {
    expectTalliesMatchRecount(await tallySnapshot(t, roomQuadrantScope(roomId, quadrant)));
  }
}

const roomInfo = async (t: TestConvex, code: string) => {
  const info = await t.query(api.rooms.byCode, { code });
  if (info === null) throw new Error("No room");
  return info;
};

describe("a room's expected size", () => {
  test("200 by default, chosen from 2 to 5,000, changed by the facilitator only", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t);
    expect((await roomInfo(t, code)).expectedSize).toBe(ROOM_EXPECTED_SIZE);
    for (const expectedSize of [1, 5001, 2.5]) {
      await expectAppError(
        owner.as.mutation(api.rooms.create, { name: "Bad", expectedSize }),
        "INVALID_INPUT",
        ROOM_GUARD_MESSAGES.expectedSizeRange,
      );
    }
    const small = await owner.as.mutation(api.rooms.create, { name: "Pair", expectedSize: 2 });
    expect((await roomInfo(t, small.code)).expectedSize).toBe(2);
    await owner.as.mutation(api.rooms.setExpectedSize, { roomId, expectedSize: 5000 });
    expect((await roomInfo(t, code)).expectedSize).toBe(5000);
    const stranger = await signIn(t);
    await expectAppError(
      stranger.as.mutation(api.rooms.setExpectedSize, { roomId, expectedSize: 30 }),
      "FORBIDDEN",
    );
  });

  test("guests arriving once the room counts its expected size wait; accounts and re-binds do not", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t, { threshold: 3, expectedSize: 3 });
    const counted = [];
    for (let n = 0; n < 3; n += 1) {
      const vote = await guestVote(t, code, `198.51.100.${n + 1}`);
      expect(vote.receipt.pendingApproval).toBe(false);
      counted.push(vote);
    }
    // The room is full; a counted guest re-binding still counts.
    const rebound = await counted[0].client.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "rewild-narrative-2", 3)),
      roomCode: code,
    });
    expect(rebound.pendingApproval).toBe(false);
    const late = await guestVote(t, code, "198.51.100.9", "scale-narrative-1");
    expect(late.receipt).toMatchObject({ pendingApproval: true, voter: "guest" });
    // A waiting guest re-binding still waits.
    const again = await late.client.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "steady-narrative-1", 3)),
      roomCode: code,
    });
    expect(again.pendingApproval).toBe(true);
    const account = await accountVote(t, code);
    expect(account.receipt.pendingApproval).toBe(false);
    expect(await roomInfo(t, code)).toMatchObject({ totalVotes: 4, pendingGuestVotes: 1 });
    await expectRecount(t, roomId);
  });
});

describe("guests per address per room", () => {
  test("40 guests from one address count; the 41st waits; another address and an unknown one count", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    for (let n = 1; n <= GUESTS_PER_ADDRESS_PER_ROOM; n += 1) {
      const { receipt } = await guestVote(t, code, SCRIPT);
      expect(receipt.pendingApproval, `guest ${n}`).toBe(false);
    }
    expect((await guestVote(t, code, SCRIPT)).receipt.pendingApproval).toBe(true);
    expect((await guestVote(t, code, NEIGHBOUR)).receipt.pendingApproval).toBe(false);
    expect((await guestVote(t, code, null)).receipt.pendingApproval).toBe(false);
    // Another room starts its own count for the address.
    const other = await createRoom(t);
    expect((await guestVote(t, other.code, SCRIPT)).receipt.pendingApproval).toBe(false);
    expect(await roomInfo(t, code)).toMatchObject({ totalVotes: 42, pendingGuestVotes: 1 });
    await expectRecount(t, roomId);
  });

  test(`at most ${MAX_PENDING_GUEST_VOTES} votes wait in a room; then guests are refused`, async () => {
    const t = await setupWithCatalogue();
    const { code } = await createRoom(t, { expectedSize: 2 });
    await guestVote(t, code, "198.51.100.1");
    await guestVote(t, code, "198.51.100.2");
    const { receipt } = await guestVote(t, code, "198.51.100.3");
    expect(receipt.pendingApproval).toBe(true);
    await t.run(async (ctx) => {
      const vote = await ctx.db.get("userVotes", receipt.voteId);
      if (vote === null) throw new Error("No vote");
      const { _id, _creationTime, ...fields } = vote;
      for (let n = 1; n < MAX_PENDING_GUEST_VOTES; n += 1) {
        await ctx.db.insert("userVotes", fields);
      }
    });
    await expectAppError(
      guestVote(t, code, "198.51.100.4"),
      "ROOM_FULL",
      ROOM_GUARD_MESSAGES.pendingFull,
    );
  });
});

describe("the facilitator approves or removes guest votes", () => {
  test("approving the waiting vote that brings the room to its threshold shows its results; the held account vote waits for three accounts", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t, { threshold: 3, expectedSize: 2 });
    const account = await accountVote(t, code); // 1 of 3: held from the nation
    expect(account.receipt.nationalHeld).toBe(true);
    await guestVote(t, code, "198.51.100.1"); // 2 of 3, counted
    const waiting = await guestVote(t, code, "203.0.113.2", "scale-narrative-2");
    expect(waiting.receipt.pendingApproval).toBe(true);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    await expectRecount(t, roomId);

    const stranger = await signIn(t);
    await expectAppError(
      stranger.as.mutation(api.rooms.approvePendingGuests, { roomId }),
      "FORBIDDEN",
    );
    const result = await owner.as.mutation(api.rooms.approvePendingGuests, { roomId });
    expect(result).toEqual({ done: 1, remaining: 0 });
    expect(await roomInfo(t, code)).toMatchObject({
      totalVotes: 3,
      thresholdVotes: 3,
      pendingGuestVotes: 0,
    });
    // The room now shows its results; the nation waits for three accounts' sources.
    expect((await t.query(api.community.overview, { roomCode: code })).withheld).toBe(false);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    const held = await t.run(async (ctx) => ctx.db.get("userVotes", account.receipt.voteId));
    expect(held?.heldFromNational).toBe(true);
    await accountVote(t, code);
    await accountVote(t, code); // the third account: all three enter the nation together
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(3);
    await expectRecount(t, roomId);
  });

  test("removing waiting votes changes no tally; removing all guest votes lowers the room and keeps held votes held", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t, { threshold: 5, expectedSize: 3 });
    const account = await accountVote(t, code);
    await guestVote(t, code, "198.51.100.1");
    await guestVote(t, code, "198.51.100.2", "steady-narrative-1");
    await guestVote(t, code, "198.51.100.3"); // waits: the room counts 3
    const before = await tallySnapshot(t, roomScope(roomId));

    expect(await owner.as.mutation(api.rooms.removeGuests, { roomId, which: "pending" })).toEqual({
      done: 1,
      remaining: 0,
    });
    expect((await tallySnapshot(t, roomScope(roomId))).stored).toEqual(before.stored);
    expect((await roomInfo(t, code)).pendingGuestVotes).toBe(0);

    expect(await owner.as.mutation(api.rooms.removeGuests, { roomId, which: "all" })).toEqual({
      done: 2,
      remaining: 0,
    });
    expect(await roomInfo(t, code)).toMatchObject({ totalVotes: 1, thresholdVotes: 1 });
    const held = await t.run(async (ctx) => ctx.db.get("userVotes", account.receipt.voteId));
    expect(held).toMatchObject({ isActive: true, heldFromNational: true });
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    await expectRecount(t, roomId);
  });

  test("removing guest votes from a room over its threshold leaves released votes in the nation", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t, { threshold: 3 });
    await accountVote(t, code);
    await accountVote(t, code);
    await guestVote(t, code, "198.51.100.1");
    await accountVote(t, code); // the third account's source: the accounts' votes are released
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(3);
    await owner.as.mutation(api.rooms.removeGuests, { roomId, which: "all" });
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(3);
    expect((await roomInfo(t, code)).totalVotes).toBe(3);
    await expectRecount(t, roomId);
  });

  test("a waiting guest vote kept by signing in counts as the account's", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t, { threshold: 3, expectedSize: 2 });
    await guestVote(t, code, "198.51.100.1");
    await guestVote(t, code, "198.51.100.2");
    const waiting = await guestVote(t, code, "198.51.100.3");
    const ticket = "3f1c2b9e-8a47-4d2e-9b61-0c5e7d4a1f23";
    await waiting.client.mutation(api.guests.prepareUpgrade, { ticket });
    const account = await signIn(t);
    expect((await account.as.mutation(api.guests.claimVote, { ticket })).moved).toBe(true);
    expect(await roomInfo(t, code)).toMatchObject({ totalVotes: 3, pendingGuestVotes: 0 });
    await expectRecount(t, roomId);
  });
});

describe("the presenter", () => {
  test("shows waiting votes, never guests and accounts apart", async () => {
    const t = await setupWithCatalogue();
    const { code } = await createRoom(t, { threshold: 3, expectedSize: 3 });
    await accountVote(t, code);
    await guestVote(t, code, "198.51.100.1");
    await guestVote(t, code, "203.0.113.2");
    await guestVote(t, code, "192.0.2.3");
    await foldTallies(t);
    const view = await t.query(api.community.presenter, { roomCode: code });
    expect(view.room).toMatchObject({
      totalVotes: 3,
      thresholdVotes: 3,
      pendingGuestVotes: 1,
      expectedSize: 3,
    });
    expect(view.room).not.toHaveProperty("guestVotes");
    expect(view.room).not.toHaveProperty("accountVotes");
  });

  test("flags 20 guests from one network within a minute, counts only, never below the threshold", async () => {
    const t = await setupWithCatalogue();
    const { code } = await createRoom(t, { threshold: 5 });
    const strict = await createRoom(t, { threshold: 25 });
    for (let n = 1; n <= 19; n += 1) {
      await guestVote(t, code, `203.0.113.${n}`);
      await guestVote(t, strict.code, `203.0.113.${n}`);
    }
    await foldTallies(t);
    expect((await t.query(api.community.presenter, { roomCode: code })).guestBurst).toBeNull();
    await guestVote(t, code, "203.0.113.20");
    await foldTallies(t);
    const view = await t.query(api.community.presenter, { roomCode: code });
    expect(view.guestBurst).toMatchObject({ count: 20 });
    expect(JSON.stringify(view)).not.toContain("203.0.113");

    // A room with a threshold of 25 shows no burst smaller than 25.
    for (let n = 20; n <= 24; n += 1) await guestVote(t, strict.code, `203.0.113.${n}`);
    expect(
      (await t.query(api.community.presenter, { roomCode: strict.code })).guestBurst,
    ).toBeNull();
    await guestVote(t, strict.code, "203.0.113.25");
    expect(
      (await t.query(api.community.presenter, { roomCode: strict.code })).guestBurst,
    ).toMatchObject({ count: 25 });
    // The nation has no burst flag.
    await foldTallies(t);
    expect((await t.query(api.community.presenter, {})).guestBurst).toBeNull();
  });

  test("guests from many networks in a minute are no burst", async () => {
    const t = await setupWithCatalogue();
    const { code } = await createRoom(t);
    for (let n = 1; n <= 20; n += 1) await guestVote(t, code, `198.51.${n}.1`);
    await foldTallies(t);
    expect((await t.query(api.community.presenter, { roomCode: code })).guestBurst).toBeNull();
  });
});

describe("approvals, removals and held votes together", () => {
  /** Held votes only in rooms under their accounts' threshold; only guests' votes wait. */
  async function expectInvariants(t: TestConvex, roomIds: Id<"rooms">[]) {
    const votes = await t.run(async (ctx) =>
      ctx.db
        .query("userVotes")
        .withIndex("by_active", (q) => q.eq("isActive", true))
        .collect(),
    );
    for (const vote of votes) {
      if (vote.pendingApproval === true) expect(vote.isGuest).toBe(true);
      if (vote.heldFromNational === true) expect(vote.isGuest).not.toBe(true);
    }
    for (const roomId of roomIds) {
      await expectRecount(t, roomId);
      await expectRoomSourcesHold(t, roomId);
    }
  }

  test("property: after random binds, approvals, removals, size changes and upgrades, every scope equals a recount and held votes stay correct", async () => {
    const keys = QUADRANTS.flatMap((quadrant) => [1, 2].map((n) => `${quadrant}-narrative-${n}`));
    let tickets = 0;
    const room = fc.integer({ min: 0, max: 1 });
    const step = fc.oneof(
      {
        weight: 12,
        arbitrary: fc.record({
          kind: fc.constant("bind" as const),
          voter: fc.integer({ min: 0, max: 7 }),
          // Mostly in a room: a vote without one leaves (or is a guest's, refused).
          room: fc.constantFrom(-1, 0, 0, 0, 1, 1),
          narrative: fc.integer({ min: 0, max: keys.length - 1 }),
        }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant("approve" as const), room }) },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constantFrom("pending" as const, "all" as const), room }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("size" as const),
          room,
          size: fc.integer({ min: 2, max: 4 }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("upgrade" as const),
          guest: fc.integer({ min: 0, max: 5 }),
          account: fc.integer({ min: 6, max: 7 }),
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const t = await setupWithCatalogue();
        const argsFor = new Map<string, Awaited<ReturnType<typeof defaultVoteArgs>>>();
        for (const key of keys) argsFor.set(key, await defaultVoteArgs(t, key, 3));
        const owner = await signIn(t);
        const rooms = [
          await owner.as.mutation(api.rooms.create, {
            name: "A",
            threshold: 3,
            expectedSize: 2,
          }),
          await owner.as.mutation(api.rooms.create, {
            name: "B",
            threshold: 4,
            expectedSize: 2,
          }),
        ];
        // Voters 0 to 5 are guests (two to an address), 6 and 7 accounts.
        const voters = [];
        for (let n = 0; n < 6; n += 1) {
          const guest = await signInGuest(t);
          voters.push(guest.as.withRequestMetadata({ ip: `198.51.100.${n >> 1}` }));
        }
        const accounts = [await signIn(t), await signIn(t)];
        voters.push(...accounts.map((account) => account.as));
        const signedOut = new Set<number>();
        for (const s of steps) {
          if (s.kind === "bind") {
            await voters[s.voter]
              .mutation(api.votes.bind, {
                ...argsFor.get(keys[s.narrative])!,
                roomCode: s.room < 0 ? undefined : rooms[s.room].code,
              })
              .catch(() => null); // a guest without a room is refused: nothing changes
          } else if (s.kind === "approve") {
            await owner.as.mutation(api.rooms.approvePendingGuests, {
              roomId: rooms[s.room].roomId,
            });
          } else if (s.kind === "size") {
            await owner.as.mutation(api.rooms.setExpectedSize, {
              roomId: rooms[s.room].roomId,
              expectedSize: s.size,
            });
          } else if (s.kind === "upgrade") {
            // A claim signs the guest out everywhere (docs/rooms.md "Guests"): once only.
            if (signedOut.has(s.guest)) continue;
            const ticket = `ticket-${(tickets += 1)}-${"x".repeat(32)}`;
            await voters[s.guest].mutation(api.guests.prepareUpgrade, { ticket });
            await voters[s.account].mutation(api.guests.claimVote, { ticket });
            signedOut.add(s.guest);
          } else {
            await owner.as.mutation(api.rooms.removeGuests, {
              roomId: rooms[s.room].roomId,
              which: s.kind,
            });
          }
        }
        await expectInvariants(
          t,
          rooms.map(({ roomId }) => roomId),
        );
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});
