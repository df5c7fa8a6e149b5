import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { convexToJson } from "convex/values";
import { SqliteTest } from "../server/engine/sqlite/testing";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { QUADRANTS } from "./domain/areas";
import { isRoomCodeShape, ROOM_RESULTS_THRESHOLD, roomScope } from "./domain/rooms";
import {
  defaultVoteArgs,
  expectAppError,
  expectRoomSourcesHold,
  expectTalliesMatchRecount,
  expectValidationError,
  setupWithCatalogue,
  signIn,
  signInGuest,
  tallySnapshot,
  type TestConvex,
  foldTallies,
} from "./test.helpers";

/** The issuer of the test identities (the embedded engine's test adapter). */
const ISSUER = "https://convex.test";

const NARRATIVE_KEYS = QUADRANTS.flatMap((quadrant) =>
  [1, 2].map((n) => `${quadrant}-narrative-${n}`),
);

async function createRoom(t: TestConvex, name = "Year 10 workshop", threshold?: number) {
  const owner = await signIn(t);
  const room = await owner.as.mutation(api.rooms.create, { name, threshold });
  return { owner, ...room };
}

/** Signs in a new participant and binds a vote for the narrative in the room. */
async function voteInRoom(t: TestConvex, code: string | undefined, key = "leap-narrative-1") {
  const voter = await signIn(t);
  const receipt = await voter.as.mutation(api.votes.bind, {
    ...(await defaultVoteArgs(t, key, 3)),
    roomCode: code,
  });
  return { voter, receipt };
}

/**
 * The rule of held votes (docs/rooms.md): a room with an active held vote has fewer
 * accounts' sources than its threshold, and only accounts' votes counted in a room are held.
 */
async function expectHeldOnlyBelowThreshold(t: TestConvex, roomId: Id<"rooms">) {
  await expectRoomSourcesHold(t, roomId);
  const held = await t.run(async (ctx) =>
    ctx.db
      .query("userVotes")
      .withIndex("by_active", (q) => q.eq("isActive", true))
      .collect(),
  );
  for (const vote of held.filter((vote) => vote.heldFromNational === true)) {
    expect(vote.roomId).toBeDefined();
  }
}

describe("rooms:create", () => {
  test("a signed-out visitor is refused with the contract's message", async () => {
    const t = await setupWithCatalogue();
    await expectAppError(
      t.mutation(api.rooms.create, { name: "Workshop" }),
      "NOT_SIGNED_IN",
      "Please sign in to create a workshop room.",
    );
  });

  test("returns a fresh 6-character code; the name is trimmed; the threshold defaults to 5", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t, "  Year 10 workshop  ");
    expect(isRoomCodeShape(code)).toBe(true);
    const info = await owner.as.query(api.rooms.byCode, { code });
    expect(info).toMatchObject({
      id: roomId,
      code,
      name: "Year 10 workshop",
      isOpen: true,
      closedAt: null,
      totalVotes: 0,
      threshold: ROOM_RESULTS_THRESHOLD,
    });
    expect(typeof info?.createdAt).toBe("number");
    expect(await owner.as.query(api.rooms.isOwner, { code })).toBe(true);
  });

  test("codes are unique across many rooms", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const codes = new Set<string>();
    for (let i = 0; i < 25; i++) {
      codes.add((await as.mutation(api.rooms.create, { name: `Room ${i}` })).code);
    }
    expect(codes.size).toBe(25);
  });

  test("names must be 1 to 60 characters after trimming", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    for (const name of ["", "   ", "x".repeat(61)]) {
      await expectAppError(
        as.mutation(api.rooms.create, { name }),
        "INVALID_INPUT",
        "Room name must be 1 to 60 characters.",
      );
    }
    const { code } = await as.mutation(api.rooms.create, { name: "x".repeat(60) });
    expect((await as.query(api.rooms.byCode, { code }))?.name).toHaveLength(60);
  });

  test("the threshold must be a whole number from 3 to 50", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    for (const threshold of [2, 51, 4.5, Number.NaN, -5]) {
      await expectAppError(
        as.mutation(api.rooms.create, { name: "Workshop", threshold }),
        "INVALID_INPUT",
        "The threshold must be a whole number from 3 to 50.",
      );
    }
    for (const threshold of [3, 50]) {
      const { code } = await as.mutation(api.rooms.create, { name: "Workshop", threshold });
      expect((await as.query(api.rooms.byCode, { code }))?.threshold).toBe(threshold);
    }
    await expectValidationError(
      as.mutation(api.rooms.create, { name: "Workshop", threshold: "5" as unknown as number }),
    );
  });
});

describe("rooms:isOwner", () => {
  test("true for the facilitator only; the community views are the same for every viewer", async () => {
    const t = await setupWithCatalogue();
    const { owner, code } = await createRoom(t);
    const participant = await signIn(t);
    expect(await owner.as.query(api.rooms.isOwner, { code })).toBe(true);
    expect(await participant.as.query(api.rooms.isOwner, { code })).toBe(false);
    expect(await t.query(api.rooms.isOwner, { code })).toBe(false);
    expect(await owner.as.query(api.rooms.isOwner, { code: "ZZZZZZ" })).toBe(false);
    // One run of a room's community view serves every viewer: nothing in it depends on who
    // asks (the embedded backend shares such subscriptions across identities).
    await foldTallies(t);
    const asOwner = await owner.as.query(api.community.overview, { roomCode: code });
    await foldTallies(t);
    const asParticipant = await participant.as.query(api.community.overview, { roomCode: code });
    expect(asOwner).toEqual(asParticipant);
    expect(asOwner.room).not.toHaveProperty("isOwner");
  });
});

describe("rooms:byCode and rooms:mine", () => {
  test("codes match in any case, ignoring spaces and dashes; unknown codes give null", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t);
    const spelled = ` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    const participant = await signIn(t);
    const info = await participant.as.query(api.rooms.byCode, { code: spelled });
    expect(info).toMatchObject({ id: roomId, code });
    const unknown = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    expect(await t.query(api.rooms.byCode, { code: unknown })).toBeNull();
    for (const malformed of ["", "ABC", "O0O0O0", "x".repeat(500)]) {
      expect(await t.query(api.rooms.byCode, { code: malformed })).toBeNull();
    }
  });

  test("byCode is the same for the owner, a participant and a signed-out visitor, with no isOwner", async () => {
    const t = await setupWithCatalogue();
    const { owner, code } = await createRoom(t, "Workshop", 3);
    const participant = await signIn(t);
    await voteInRoom(t, code);
    await participant.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "steady-narrative-1", 3)),
      roomCode: code,
    });
    const views = [
      await owner.as.query(api.rooms.byCode, { code }),
      await participant.as.query(api.rooms.byCode, { code }),
      await t.query(api.rooms.byCode, { code }),
    ];
    expect(views[0]).toMatchObject({ code, totalVotes: 2 });
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    expect(JSON.stringify(views[0])).not.toMatch(/isOwner|ownerId|userId/);
    // Who runs the room is the small per-viewer query.
    expect(await owner.as.query(api.rooms.isOwner, { code })).toBe(true);
    expect(await participant.as.query(api.rooms.isOwner, { code })).toBe(false);
    expect(await t.query(api.rooms.isOwner, { code })).toBe(false);
  });

  test("byCode never reads the caller's identity, so one run serves every viewer", async () => {
    const t = await setupWithCatalogue();
    const { owner, code } = await createRoom(t);
    // The embedded engine records whether a query read the identity (convex-test does not).
    if (!(t instanceof SqliteTest)) return;
    const subject = `${owner.userId}|${owner.sessionId}`;
    const identity = { subject, issuer: ISSUER, tokenIdentifier: `${ISSUER}|${subject}` };
    for (const [args, who] of [
      [{ code }, identity],
      [{ code }, null],
      [{ code: "ZZZZZZ" }, identity],
    ] as const) {
      const outcome = await t.engine.runQuery("rooms:byCode", convexToJson(args), who);
      expect(outcome.result.ok).toBe(true);
      expect(outcome.readIdentity).toBe(false);
    }
  });

  test("mine lists the caller's rooms newest first, and nothing when signed out", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    for (const name of ["First", "Second", "Third"]) {
      await as.mutation(api.rooms.create, { name });
    }
    await createRoom(t, "Someone else's");
    const mine = await as.query(api.rooms.mine, {});
    expect(mine.map((room) => room.name)).toEqual(["Third", "Second", "First"]);
    expect(await t.query(api.rooms.mine, {})).toEqual([]);
  });
});

describe("rooms:rename and rooms:close", () => {
  test("the owner renames and closes; a participant cannot change another's room", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t);
    const participant = await signIn(t);
    await expectAppError(
      participant.as.mutation(api.rooms.rename, { roomId, name: "Taken over" }),
      "FORBIDDEN",
      "Only the facilitator can change this room.",
    );
    await expectAppError(
      participant.as.mutation(api.rooms.close, { roomId }),
      "FORBIDDEN",
      "Only the facilitator can change this room.",
    );
    await expectAppError(t.mutation(api.rooms.close, { roomId }), "NOT_SIGNED_IN");
    expect(await t.query(api.rooms.byCode, { code })).toMatchObject({
      name: "Year 10 workshop",
      isOpen: true,
    });

    await expectAppError(
      owner.as.mutation(api.rooms.rename, { roomId, name: " " }),
      "INVALID_INPUT",
      "Room name must be 1 to 60 characters.",
    );
    expect(
      await owner.as.mutation(api.rooms.rename, { roomId, name: "  Evening session " }),
    ).toBeNull();
    expect(await owner.as.mutation(api.rooms.close, { roomId })).toBeNull();
    const closed = await t.query(api.rooms.byCode, { code });
    expect(closed).toMatchObject({ name: "Evening session", isOpen: false });
    expect(typeof closed?.closedAt).toBe("number");
    // Closing again changes nothing.
    await owner.as.mutation(api.rooms.close, { roomId });
    expect((await t.query(api.rooms.byCode, { code }))?.closedAt).toBe(closed?.closedAt);
  });

  test("an unknown room is NOT_FOUND", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId } = await createRoom(t);
    await t.run(async (ctx) => ctx.db.delete("rooms", roomId));
    await expectAppError(
      owner.as.mutation(api.rooms.close, { roomId }),
      "NOT_FOUND",
      "Room not found",
    );
  });
});

describe("votes in rooms", () => {
  test("a vote with an open room's code counts in the room, and nationally once the room reaches its threshold", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t, "Workshop", 3);
    const { receipt } = await voteInRoom(t, code.toLowerCase());
    expect(receipt.room).toEqual({ code, name: "Workshop", counted: true });
    expect(receipt).toMatchObject({ countsNationally: true, nationalHeld: true });
    await voteInRoom(t, undefined);
    expect((await t.query(api.rooms.byCode, { code }))?.totalVotes).toBe(1);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(1);
    await voteInRoom(t, code);
    const third = await voteInRoom(t, code);
    expect(third.receipt.nationalHeld).toBe(false);
    expect((await t.query(api.rooms.byCode, { code }))?.totalVotes).toBe(3);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(4);
    expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
    expectTalliesMatchRecount(await tallySnapshot(t));
  });

  test("without a code the receipt's room is null; an unknown code counts nationally only", async () => {
    const t = await setupWithCatalogue();
    expect((await voteInRoom(t, undefined)).receipt.room).toBeNull();
    expect((await voteInRoom(t, " ")).receipt.room).toBeNull();
    const { receipt } = await voteInRoom(t, "zz-zz zz");
    expect(receipt.room).toEqual({ code: "ZZZZZZ", name: "", counted: false });
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(3);
  });

  test("a closed room counts no new votes; those already counted stay until re-bound", async () => {
    const t = await setupWithCatalogue();
    const { owner, roomId, code } = await createRoom(t, "Workshop");
    const early = await voteInRoom(t, code, "rewild-narrative-1");
    await owner.as.mutation(api.rooms.close, { roomId });

    const late = await voteInRoom(t, code, "scale-narrative-1");
    expect(late.receipt.room).toEqual({ code, name: "Workshop", counted: false });
    const vote = await t.run(async (ctx) => ctx.db.get("userVotes", late.receipt.voteId));
    expect(vote?.roomId).toBeUndefined();
    // The early vote is still held: its room never reached its threshold.
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(1);
    await foldTallies(t);
    const room = await t.query(api.community.overview, { roomCode: code });
    expect(room.totalVotes).toBe(1);

    // The early voter re-binds (even naming the closed room): the vote leaves the room.
    await early.voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "steady-narrative-2", 2)),
      roomCode: code,
    });
    await foldTallies(t);
    expect((await t.query(api.community.overview, { roomCode: code })).totalVotes).toBe(0);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(2);
    expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
    expectTalliesMatchRecount(await tallySnapshot(t));
  });

  test("re-binding in another room moves the vote between rooms", async () => {
    const t = await setupWithCatalogue();
    const a = await createRoom(t, "Room A");
    const b = await createRoom(t, "Room B");
    const { voter } = await voteInRoom(t, a.code);
    await voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "scale-narrative-2", 4)),
      roomCode: b.code,
    });
    expect((await t.query(api.rooms.byCode, { code: a.code }))?.totalVotes).toBe(0);
    expect((await t.query(api.rooms.byCode, { code: b.code }))?.totalVotes).toBe(1);
    for (const roomId of [a.roomId, b.roomId]) {
      expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
    }
  });

  test("property: after random binds, re-binds and closes, every scope equals a recount", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    // Each run gets fresh rooms (closing is final); every room ever made is rechecked.
    const ROOMS_PER_RUN = 3;
    const allRooms: Array<{ roomId: Id<"rooms">; code: string }> = [];
    const users: Array<Awaited<ReturnType<typeof signIn>>> = [];
    for (let i = 0; i < 4; i++) users.push(await signIn(t));
    const argsCache = new Map<string, Awaited<ReturnType<typeof defaultVoteArgs>>>();
    const argsFor = async (key: string) => {
      const cached = argsCache.get(key) ?? (await defaultVoteArgs(t, key, 13));
      argsCache.set(key, cached);
      return cached;
    };
    const step = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant("bind" as const),
          user: fc.integer({ min: 0, max: users.length - 1 }),
          room: fc.integer({ min: -1, max: ROOMS_PER_RUN - 1 }),
          narrative: fc.integer({ min: 0, max: NARRATIVE_KEYS.length - 1 }),
          areas: fc.integer({ min: 1, max: 13 }),
          taxRate: fc.integer({ min: 0, max: 250 }).map((n) => n * 0.02),
          quiz: fc.option(
            fc.record({
              x: fc.integer({ min: -100, max: 100 }).map((n) => n / 100),
              y: fc.integer({ min: -100, max: 100 }).map((n) => n / 100),
            }),
          ),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("close" as const),
          room: fc.integer({ min: 0, max: ROOMS_PER_RUN - 1 }),
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const rooms = [];
        for (let i = 0; i < ROOMS_PER_RUN; i++) {
          rooms.push(await owner.as.mutation(api.rooms.create, { name: `Room ${i}` }));
        }
        allRooms.push(...rooms);
        for (const s of steps) {
          if (s.kind === "close") {
            await owner.as.mutation(api.rooms.close, { roomId: rooms[s.room].roomId });
            continue;
          }
          const args = await argsFor(NARRATIVE_KEYS[s.narrative]);
          await users[s.user].as.mutation(api.votes.bind, {
            ...args,
            selectedPolicyIds: args.selectedPolicyIds.slice(0, s.areas),
            taxRate: s.taxRate,
            quizCoordinates: s.quiz,
            roomCode: s.room < 0 ? undefined : rooms[s.room].code,
          });
        }
        expectTalliesMatchRecount(await tallySnapshot(t));
        for (const room of allRooms) {
          expectTalliesMatchRecount(await tallySnapshot(t, roomScope(room.roomId)));
          await expectHeldOnlyBelowThreshold(t, room.roomId);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe("held votes: a room's threshold protects its voters in the national results too", () => {
  /** Every public query that shows the nation's votes, as an anonymous observer sees it. */
  async function nationalView(t: TestConvex) {
    const policyIds = (await defaultVoteArgs(t, "leap-narrative-1", 13)).selectedPolicyIds;
    await foldTallies(t);
    return {
      overview: await t.query(api.community.overview, {}),
      page: await t.query(api.community.page, {}),
      presenter: await t.query(api.community.presenter, {}),
      // Less the time it was generated, which moves by itself.
      exportData: { ...(await t.query(api.community.exportData, {})), generatedAt: null },
      topPolicies: await t.query(api.community.topPolicies, { limit: 50 }),
      shares: await t.query(api.community.shares, {
        narrativeIds: (await t.query(api.narratives.listAll, {})).map((n) => n._id),
        policyIds: policyIds as Id<"policies">[],
      }),
    };
  }

  test("the differencing attack: below the threshold no national figure moves; the vote that meets it releases the held votes together", async () => {
    const t = await setupWithCatalogue();
    await voteInRoom(t, undefined, "scale-narrative-1"); // the nation is not empty
    const { code } = await createRoom(t, "Workshop", 3);
    const before = await nationalView(t);

    // Two participants vote with accounts; an observer watches the room and the nation.
    const first = await voteInRoom(t, code, "rewild-narrative-1");
    expect(await nationalView(t)).toEqual(before);
    const second = await voteInRoom(t, code, "leap-narrative-2");
    expect(await nationalView(t)).toEqual(before);
    expect(first.receipt.nationalHeld).toBe(true);
    expect(second.receipt.nationalHeld).toBe(true);
    await foldTallies(t);
    const room = await t.query(api.community.overview, { roomCode: code });
    expect(room).toMatchObject({ withheld: true, totalVotes: 2 });

    // A re-bind inside the room changes nothing public either.
    await first.voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "steady-narrative-1", 4)),
      roomCode: code,
    });
    expect(await nationalView(t)).toEqual(before);

    // The third vote, a guest's, meets the room's threshold (three sources: the room shows
    // its results) but not the nation's: national release needs three accounts' sources
    // (docs/rooms.md "Threshold by network"), so nothing national moves.
    const guest = await signInGuest(t);
    await guest.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "scale-narrative-2", 3)),
      roomCode: code,
    });
    expect(await nationalView(t)).toEqual(before);
    await foldTallies(t);
    expect(await t.query(api.community.overview, { roomCode: code })).toMatchObject({
      withheld: false,
      totalVotes: 3,
    });

    // The third account's vote meets it: the three accounts' votes enter the nation at once.
    const third = await voteInRoom(t, code, "leap-narrative-1");
    expect(third.receipt.nationalHeld).toBe(false);
    const after = await nationalView(t);
    expect(after.overview.totalVotes).toBe(before.overview.totalVotes + 3);
    expect(after.overview.quadrantDistribution).toMatchObject({ leap: 50, steady: 25, scale: 25 });
    expectTalliesMatchRecount(await tallySnapshot(t));

    // Over the threshold, a new account vote counts nationally at once.
    const fourth = await voteInRoom(t, code);
    expect(fourth.receipt.nationalHeld).toBe(false);
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(
      before.overview.totalVotes + 4,
    );
  });

  test("a held vote re-bound outside the room counts nationally; leaving the room never releases the others", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t, "Workshop", 3);
    const a = await voteInRoom(t, code);
    await voteInRoom(t, code);
    await a.voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "rewild-narrative-1", 2));
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(1);
    expect((await t.query(api.rooms.byCode, { code }))?.totalVotes).toBe(1);
    expectTalliesMatchRecount(await tallySnapshot(t));
    expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
    await expectHeldOnlyBelowThreshold(t, roomId);
  });

  test("a room over its threshold that drops below it holds new votes again", async () => {
    const t = await setupWithCatalogue();
    const { roomId, code } = await createRoom(t, "Workshop", 3);
    const voters = [];
    for (let i = 0; i < 3; i++) voters.push(await voteInRoom(t, code));
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(3);
    // Two leave for the nation: the room has one vote, under its threshold.
    for (const { voter } of voters.slice(0, 2)) {
      await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-1", 2));
    }
    const before = await nationalView(t);
    const late = await voteInRoom(t, code, "rewild-narrative-2");
    expect(late.receipt.nationalHeld).toBe(true);
    expect(await nationalView(t)).toEqual(before);
    await expectHeldOnlyBelowThreshold(t, roomId);
  });
});
