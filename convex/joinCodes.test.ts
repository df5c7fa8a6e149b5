/**
 * Rooms that real people can still join (issue 35, finding 8; docs/rooms.md "Join codes"
 * and "Approving by network"): 20 addresses once filled a room of expected size 200 with
 * fake guests in 41 s, and every real participant after them waited for approval. The
 * facilitator now rotates the join code (old codes admit no new guest) and approves the
 * room's real participants by network in one action.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { ROOM_GUARD_MESSAGES } from "./domain/roomGuards";
import {
  defaultVoteArgs,
  expectAppError,
  expectRoomSourcesHold,
  setupWithCatalogue,
  signIn,
  signInGuest,
  type TestConvex,
} from "./test.helpers";

async function guestVote(t: TestConvex, code: string, ip: string) {
  const guest = await signInGuest(t);
  const client = guest.as.withRequestMetadata({ ip });
  const receipt = await client.mutation(api.votes.bind, {
    ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
    roomCode: code,
  });
  return { client, receipt };
}

describe("the facilitator rotates the join code", () => {
  test("the old code finds the room (showing the new code) but admits no new guest; those already in stay", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { roomId, code: old } = await owner.as.mutation(api.rooms.create, { name: "Workshop" });
    const early = await guestVote(t, old, "198.51.100.1");

    const stranger = await signIn(t);
    await expectAppError(stranger.as.mutation(api.rooms.rotateCode, { roomId }), "FORBIDDEN");
    const { code } = await owner.as.mutation(api.rooms.rotateCode, { roomId });
    expect(code).not.toBe(old);
    // The presenter, opened with the old code, shows the new one (its QR follows).
    expect((await t.query(api.rooms.byCode, { code: old }))?.code).toBe(code);
    expect((await t.query(api.rooms.byCode, { code }))?.id).toBe(roomId);

    await expectAppError(
      guestVote(t, old, "203.0.113.5"),
      "ROOM_CODE_CHANGED",
      ROOM_GUARD_MESSAGES.codeChanged,
    );
    // A guest already in the room re-binds with the code they have.
    const again = await early.client.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "scale-narrative-1", 3)),
      roomCode: old,
    });
    expect(again.room).toMatchObject({ code, counted: true });
    // New guests join with the new code; accounts with either.
    expect((await guestVote(t, code, "203.0.113.6")).receipt.room?.counted).toBe(true);
    const account = await signIn(t);
    const counted = await account.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "rewild-narrative-1", 3)),
      roomCode: old,
    });
    expect(counted.room?.counted).toBe(true);
    expect((await t.query(api.rooms.byCode, { code }))?.totalVotes).toBe(3);
    await expectRoomSourcesHold(t, roomId);
  });
});

describe("approving by network", () => {
  test("after 20 addresses fill the room with fakes, the facilitator approves the real participants' network in one action", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { roomId, code } = await owner.as.mutation(api.rooms.create, {
      name: "Workshop",
      expectedSize: 20,
    });
    // 20 addresses of one /24 put 30 fake guests in: 20 count, 10 wait.
    for (let n = 0; n < 30; n += 1) await guestVote(t, code, `203.0.113.${(n % 20) + 1}`);
    // The real participants arrive from the venue's network, and wait behind them.
    for (let n = 1; n <= 6; n += 1) {
      expect((await guestVote(t, code, `192.0.2.${n}`)).receipt.pendingApproval).toBe(true);
    }
    const groups = await owner.as.query(api.rooms.pendingByNetwork, { roomId });
    expect(groups.map((group) => group.count)).toEqual([10, 6]);
    expect(JSON.stringify(groups)).not.toMatch(/203\.0\.113|192\.0\.2/);
    // Nobody else sees the groups.
    expect(await t.query(api.rooms.pendingByNetwork, { roomId })).toEqual([]);
    const stranger = await signIn(t);
    await expectAppError(
      stranger.as.mutation(api.rooms.approveNetwork, { roomId, network: groups[1].network }),
      "FORBIDDEN",
    );

    const result = await owner.as.mutation(api.rooms.approveNetwork, {
      roomId,
      network: groups[1].network,
    });
    expect(result).toEqual({ done: 6, remaining: 0 });
    expect(await t.query(api.rooms.byCode, { code })).toMatchObject({
      totalVotes: 26,
      pendingGuestVotes: 10,
    });
    expect(
      (await owner.as.query(api.rooms.pendingByNetwork, { roomId })).map((group) => group.count),
    ).toEqual([10]);
    await expectAppError(
      owner.as.mutation(api.rooms.approveNetwork, { roomId, network: "not-a-network" }),
      "NOT_FOUND",
    );
    await expectRoomSourcesHold(t, roomId);
  });
});
