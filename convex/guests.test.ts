import { ConvexError } from "convex/values";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { QUADRANTS } from "./domain/areas";
import { roomQuadrantScope, roomScope } from "./domain/rooms";
import { MESSAGES } from "./model/errors";
import {
  defaultVoteArgs,
  expectAppError,
  expectTalliesMatchRecount,
  policyIds,
  setupWithCatalogue,
  signIn,
  signInGuest,
  tallySnapshot,
  type TestConvex,
  foldTallies,
} from "./test.helpers";

const TICKET = "3f1c2b9e-8a47-4d2e-9b61-0c5e7d4a1f23";

async function createRoom(t: TestConvex, name = "Town hall") {
  const owner = await signIn(t);
  const room = await owner.as.mutation(api.rooms.create, { name, threshold: 3 });
  return { owner, ...room };
}

async function activeVotes(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("userVotes")
      .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("isActive", true))
      .collect(),
  );
}

/** Every scope the tests touch equals a recount from the active votes. */
async function expectAllScopesMatchRecount(t: TestConvex, roomIds: Id<"rooms">[]) {
  expectTalliesMatchRecount(await tallySnapshot(t));
  for (const roomId of roomIds) {
    expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
    for (const quadrant of QUADRANTS) {
      expectTalliesMatchRecount(await tallySnapshot(t, roomQuadrantScope(roomId, quadrant)));
    }
  }
}

describe("guest votes", () => {
  test("count in the room only; the receipt says so; the room never shows guests and accounts apart", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const guest = await signInGuest(t);
    const receipt = await guest.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      roomCode: code,
    });
    expect(receipt).toMatchObject({
      room: { code, name: "Town hall", counted: true },
      voter: "guest",
      countsNationally: false,
    });
    const account = await signIn(t);
    const accountReceipt = await account.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "rewild-narrative-1", 3)),
      roomCode: code,
    });
    expect(accountReceipt).toMatchObject({
      voter: "account",
      countsNationally: true,
      nationalHeld: true,
    });

    // The account's vote waits for the room's threshold (3) before it counts nationally.
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    const info = await t.query(api.rooms.byCode, { code });
    expect(info).toMatchObject({ totalVotes: 2, thresholdVotes: 2, accountsOnly: false });
    expect(info).not.toHaveProperty("guestVotes");
    await expectAllScopesMatchRecount(t, [roomId]);
  });

  test("one active vote per guest: re-binding replaces it", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const guest = await signInGuest(t);
    for (const key of ["leap-narrative-1", "scale-narrative-2", "steady-narrative-1"]) {
      await guest.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, key, 2)),
        roomCode: code,
      });
    }
    expect(await activeVotes(t, guest.userId)).toHaveLength(1);
    expect((await t.query(api.rooms.byCode, { code }))?.totalVotes).toBe(1);
    await expectAllScopesMatchRecount(t, [roomId]);
  });

  test("a guest needs an open room that welcomes guests", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t);
    const guest = await signInGuest(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1", 2);
    await expectAppError(
      guest.as.mutation(api.votes.bind, args),
      "ACCOUNT_REQUIRED",
      MESSAGES.guestNeedsRoom,
    );
    await expectAppError(
      guest.as.mutation(api.votes.bind, { ...args, roomCode: "ZZZZZZ" }),
      "ACCOUNT_REQUIRED",
      MESSAGES.guestNeedsRoom,
    );

    await owner.as.mutation(api.rooms.setAccountsOnly, { roomId, accountsOnly: true });
    expect((await t.query(api.rooms.byCode, { code }))?.accountsOnly).toBe(true);
    await expectAppError(
      guest.as.mutation(api.votes.bind, { ...args, roomCode: code }),
      "ACCOUNT_REQUIRED",
      MESSAGES.roomAccountsOnly,
    );
    // Accounts still vote in an accounts-only room.
    const account = await signIn(t);
    const receipt = await account.as.mutation(api.votes.bind, { ...args, roomCode: code });
    expect(receipt.room?.counted).toBe(true);

    await owner.as.mutation(api.rooms.setAccountsOnly, { roomId, accountsOnly: false });
    await owner.as.mutation(api.rooms.close, { roomId });
    await expectAppError(
      guest.as.mutation(api.votes.bind, { ...args, roomCode: code }),
      "ACCOUNT_REQUIRED",
      MESSAGES.guestNeedsRoom,
    );
  });

  test("only the owner switches a room to accounts only; guests cannot run rooms", async () => {
    const t = await setupWithCatalogue();
    const { roomId } = await createRoom(t);
    const other = await signIn(t);
    await expectAppError(
      other.as.mutation(api.rooms.setAccountsOnly, { roomId, accountsOnly: true }),
      "FORBIDDEN",
    );
    const guest = await signInGuest(t);
    await expectAppError(
      guest.as.mutation(api.rooms.create, { name: "Mine" }),
      "ACCOUNT_REQUIRED",
      MESSAGES.accountToCreateRoom,
    );
    expect((await guest.as.query(api.profiles.me, {}))?.isGuest).toBe(true);
    expect((await other.as.query(api.profiles.me, {}))?.isGuest).toBe(false);
  });
});

describe("a guest who creates an account keeps the vote", () => {
  test("the same vote moves to the account, counted nationally once its room reaches its threshold; one vote remains", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const guest = await signInGuest(t);
    const receipt = await guest.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      roomCode: code,
    });
    await guest.as.mutation(api.guests.prepareUpgrade, { ticket: TICKET });

    // The account already had a vote of its own: the guest's vote replaces it.
    const account = await signIn(t);
    await account.as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-1", 2));
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(1);

    const claimed = await account.as.mutation(api.guests.claimVote, { ticket: TICKET });
    expect(claimed).toEqual({ moved: true, room: { code, name: "Town hall" } });
    const votes = await activeVotes(t, account.userId);
    expect(votes.map((vote) => vote._id)).toEqual([receipt.voteId]);
    expect(votes[0].isGuest).toBeUndefined();
    expect(votes[0].roomId).toBe(roomId);
    expect(await activeVotes(t, guest.userId)).toEqual([]);
    // Now an account's vote, held from the nation while its room is under its threshold (3):
    // the national count lost the replaced vote and has not gained the moved one.
    expect(votes[0].heldFromNational).toBe(true);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    expect(await t.query(api.rooms.byCode, { code })).toMatchObject({ totalVotes: 1 });
    expect((await account.as.query(api.votes.myActive, {}))?._id).toBe(receipt.voteId);
    await expectAllScopesMatchRecount(t, [roomId]);

    // A ticket works once.
    expect(await account.as.mutation(api.guests.claimVote, { ticket: TICKET })).toEqual({
      moved: false,
      room: null,
    });
    await expectAllScopesMatchRecount(t, [roomId]);

    // Two more accounts vote in the room: at its threshold, all three count nationally.
    for (const key of ["rewild-narrative-1", "steady-narrative-2"]) {
      const other = await signIn(t);
      await other.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, key, 2)),
        roomCode: code,
      });
    }
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(3);
    await expectAllScopesMatchRecount(t, [roomId]);
  });

  test("the guest's session ends when its vote moves: the same device cannot vote again as the guest", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const guest = await signInGuest(t);
    // A refresh token of the guest's session, as the auth library keeps one.
    await t.run(async (ctx) =>
      ctx.db.insert("authRefreshTokens", {
        sessionId: guest.sessionId,
        expirationTime: Date.now() + 60_000,
      }),
    );
    const voteArgs = { ...(await defaultVoteArgs(t, "leap-narrative-1", 3)), roomCode: code };
    await guest.as.mutation(api.votes.bind, voteArgs);
    await guest.as.mutation(api.guests.prepareUpgrade, { ticket: TICKET });
    // The device keeps the guest's token instead of signing out.
    const account = await signIn(t);
    await account.as.mutation(api.guests.claimVote, { ticket: TICKET });

    await expectAppError(guest.as.mutation(api.votes.bind, voteArgs), "NOT_SIGNED_IN");
    await expectAppError(
      guest.as.mutation(api.guests.prepareUpgrade, { ticket: `${TICKET}-again` }),
      "NOT_SIGNED_IN",
    );
    expect(await guest.as.query(api.votes.myActive, {})).toBeNull();
    const left = await t.run(async (ctx) => ({
      sessions: await ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", guest.userId))
        .collect(),
      refreshTokens: await ctx.db
        .query("authRefreshTokens")
        .withIndex("sessionId", (q) => q.eq("sessionId", guest.sessionId))
        .collect(),
    }));
    expect(left).toEqual({ sessions: [], refreshTokens: [] });
    // One vote in the room, the account's; the account itself stays signed in.
    expect(await t.query(api.rooms.byCode, { code })).toMatchObject({ totalVotes: 1 });
    expect(await account.as.query(api.votes.myActive, {})).not.toBeNull();
    await expectAllScopesMatchRecount(t, [roomId]);
  });

  test("only a guest leaves a ticket, only an account claims, and tickets expire", async () => {
    const t = await setupWithCatalogue();
    const account = await signIn(t);
    await expectAppError(
      account.as.mutation(api.guests.prepareUpgrade, { ticket: TICKET }),
      "INVALID_INPUT",
      MESSAGES.onlyGuestsUpgrade,
    );
    const guest = await signInGuest(t);
    await expectAppError(
      guest.as.mutation(api.guests.prepareUpgrade, { ticket: "short" }),
      "INVALID_INPUT",
    );
    await guest.as.mutation(api.guests.prepareUpgrade, { ticket: TICKET });
    await expectAppError(
      guest.as.mutation(api.guests.claimVote, { ticket: TICKET }),
      "ACCOUNT_REQUIRED",
    );
    await t.run(async (ctx) => {
      const row = await ctx.db.query("guestUpgrades").first();
      await ctx.db.patch("guestUpgrades", row!._id, { expiresAt: Date.now() - 1 });
    });
    expect(await account.as.mutation(api.guests.claimVote, { ticket: TICKET })).toEqual({
      moved: false,
      room: null,
    });
  });
});

describe("tallies with guests and accounts mixed", () => {
  test("property: after random binds, upgrades, accounts-only switches and closes, every scope equals a recount", async () => {
    const t = await setupWithCatalogue();
    const keys = QUADRANTS.flatMap((quadrant) => [1, 2].map((n) => `${quadrant}-narrative-${n}`));
    const argsFor = new Map<string, Awaited<ReturnType<typeof defaultVoteArgs>>>();
    for (const key of keys) argsFor.set(key, await defaultVoteArgs(t, key, 13));
    const allRooms: Id<"rooms">[] = [];
    let tickets = 0;

    const step = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant("bind" as const),
          voter: fc.integer({ min: 0, max: 4 }),
          room: fc.integer({ min: -1, max: 1 }),
          narrative: fc.integer({ min: 0, max: keys.length - 1 }),
          areas: fc.integer({ min: 1, max: 13 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("upgrade" as const),
          guest: fc.integer({ min: 0, max: 2 }),
          account: fc.integer({ min: 3, max: 4 }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constantFrom("accountsOnly" as const, "welcome" as const, "close" as const),
          room: fc.integer({ min: 0, max: 1 }),
        }),
      },
    );

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const owner = await signIn(t);
        const rooms = [
          await owner.as.mutation(api.rooms.create, { name: "A" }),
          await owner.as.mutation(api.rooms.create, { name: "B" }),
        ];
        allRooms.push(...rooms.map((room) => room.roomId));
        // Voters 0 to 2 are guests, 3 and 4 accounts.
        const voters = [
          await signInGuest(t),
          await signInGuest(t),
          await signInGuest(t),
          await signIn(t),
          await signIn(t),
        ];
        for (const s of steps) {
          if (s.kind === "bind") {
            const args = argsFor.get(keys[s.narrative])!;
            await voters[s.voter].as
              .mutation(api.votes.bind, {
                ...args,
                selectedPolicyIds: args.selectedPolicyIds.slice(0, s.areas),
                roomCode: s.room < 0 ? undefined : rooms[s.room].code,
              })
              // A guest without an open, welcoming room is refused: nothing changes.
              .catch(() => null);
          } else if (s.kind === "upgrade") {
            const ticket = `ticket-${(tickets += 1)}-${"x".repeat(32)}`;
            // A guest handed to an account before is signed out: it has nothing to hand.
            const prepared = await voters[s.guest].as
              .mutation(api.guests.prepareUpgrade, { ticket })
              .then(
                () => true,
                (error: ConvexError<{ code: string }>) => {
                  expect(error.data.code).toBe("NOT_SIGNED_IN");
                  return false;
                },
              );
            if (prepared) await voters[s.account].as.mutation(api.guests.claimVote, { ticket });
          } else if (s.kind === "close") {
            await owner.as.mutation(api.rooms.close, { roomId: rooms[s.room].roomId });
          } else {
            await owner.as.mutation(api.rooms.setAccountsOnly, {
              roomId: rooms[s.room].roomId,
              accountsOnly: s.kind === "accountsOnly",
            });
          }
        }
        for (const voter of voters) {
          expect((await activeVotes(t, voter.userId)).length).toBeLessThanOrEqual(1);
        }
        await expectAllScopesMatchRecount(t, allRooms);
      }),
      { numRuns: 12 },
    );
  });
});

describe("consensus on the presenter and in the export", () => {
  test("a policy every quadrant chose agrees; each quadrant's own policies divide", async () => {
    const t = await setupWithCatalogue();
    const { code } = await createRoom(t);
    const [shared] = await policyIds(t, ["steady-health-care-1"]);
    const quadrantsVoting = ["rewild", "leap", "scale"] as const;
    for (const [index, quadrant] of quadrantsVoting.entries()) {
      const voter = index === 0 ? await signIn(t) : await signInGuest(t);
      const args = await defaultVoteArgs(t, `${quadrant}-narrative-1`, 2);
      // Guests from networks of their own: each counts toward the threshold.
      await voter.as.withRequestMetadata({ ip: `198.51.${index}.1` }).mutation(api.votes.bind, {
        ...args,
        selectedPolicyIds: [shared, ...args.selectedPolicyIds],
        roomCode: code,
      });
    }
    await foldTallies(t);
    const presenter = await t.query(api.community.presenter, { roomCode: code });
    expect(presenter.totalVotes).toBe(3);
    const consensus = presenter.consensus!;
    expect(consensus.groups).toEqual(["rewild", "leap", "scale"]);
    expect(consensus.agrees.map((row) => row.title)).toEqual(["steady health-care policy 1"]);
    expect(consensus.agrees[0]).toMatchObject({
      agreement: 100,
      gap: 0,
      overall: 100,
      support: { rewild: 100, leap: 100, steady: null, scale: 100 },
    });
    // Six policies chosen by one quadrant only (100% there, 0% elsewhere); five are shown.
    expect(consensus.divides).toHaveLength(5);
    expect(consensus.divides.every((row) => row.gap === 100 && row.agreement === 0)).toBe(true);

    await foldTallies(t);
    const exported = await t.query(api.community.exportData, { roomCode: code });
    expect(exported.consensus.filter((row) => row.verdict === "agrees")).toHaveLength(1);
    expect(exported.consensus.filter((row) => row.verdict === "divides")).toHaveLength(6);
    // The nation has no consensus panel.
    await foldTallies(t);
    expect((await t.query(api.community.presenter, {})).consensus).toBeNull();
  });

  test("a withheld room shows no consensus", async () => {
    const t = await setupWithCatalogue();
    const { code } = await createRoom(t);
    const guest = await signInGuest(t);
    await guest.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 2)),
      roomCode: code,
    });
    await foldTallies(t);
    const presenter = await t.query(api.community.presenter, { roomCode: code });
    expect(presenter.withheld).toBe(true);
    expect(presenter.consensus).toBeNull();
    await foldTallies(t);
    expect((await t.query(api.community.exportData, { roomCode: code })).consensus).toEqual([]);
  });
});
