/**
 * A room's threshold against k − 1 known votes (issue 35, finding 4; docs/rooms.md
 * "Threshold by network"). With threshold 5, one address adds 4 guest votes whose content
 * it knows; the next participant's vote used to release the room and come out exactly,
 * from the room's export and again from the national change. Votes from one network now
 * count once toward the threshold, and national release needs the threshold of accounts'
 * sources: the attack recovers nothing.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  defaultVoteArgs,
  expectRoomSourcesHold,
  foldTallies,
  setupWithCatalogue,
  signIn,
  signInGuest,
  type TestConvex,
} from "./test.helpers";

const ATTACKER = "203.0.113.7";
const VICTIM = "198.51.100.20";

/** What an observer reads: the room's export and the nation's, less the time they were made. */
async function observe(t: TestConvex, roomCode: string) {
  await foldTallies(t);
  const room = await t.query(api.community.exportData, { roomCode });
  const nation = await t.query(api.community.exportData, {});
  const nationOverview = await t.query(api.community.overview, {});
  return {
    room: { ...room, generatedAt: null },
    nation: { ...nation, generatedAt: null },
    nationOverview,
  };
}

/** Narratives and policies with a count in an export (what subtraction could recover). */
function counted(exported: Awaited<ReturnType<typeof observe>>["room"]) {
  return {
    narratives: exported.narratives.filter((row) => row.count > 0),
    policies: exported.policies.filter((row) => row.count > 0),
  };
}

describe("a room's threshold holds against k − 1 known votes", () => {
  test.each([
    { victim: "an account", asGuest: false },
    { victim: "a guest", asGuest: true },
  ])(
    "threshold 5, one address adds 4 known guest votes: the next vote ($victim) is not recoverable from the room's export or the national change",
    async ({ asGuest }) => {
      const t = await setupWithCatalogue();
      const owner = await signIn(t);
      const { roomId, code } = await owner.as.mutation(api.rooms.create, {
        name: "Workshop",
        threshold: 5,
      });
      // The nation is not empty, as on any real deployment.
      const bystander = await signIn(t);
      await bystander.as.mutation(api.votes.bind, await defaultVoteArgs(t, "steady-narrative-1"));

      // The attacker: four guests from one address, each vote's content known.
      const known = await defaultVoteArgs(t, "scale-narrative-1", 4);
      for (let n = 0; n < 4; n += 1) {
        const guest = await signInGuest(t);
        await guest.as
          .withRequestMetadata({ ip: ATTACKER })
          .mutation(api.votes.bind, { ...known, roomCode: code });
      }
      const before = await observe(t, code);
      expect(before.room).toMatchObject({ withheld: true, totalVotes: 4 });

      // The next participant, from an address of their own.
      const victim = asGuest ? await signInGuest(t) : await signIn(t);
      const secret = await defaultVoteArgs(t, "rewild-narrative-2", 6, { taxRate: 2.4 });
      const receipt = await victim.as
        .withRequestMetadata({ ip: VICTIM })
        .mutation(api.votes.bind, { ...secret, roomCode: code });
      expect(receipt.room?.counted).toBe(true);
      const after = await observe(t, code);

      // The room shows its count (5 votes) but counts 2 sources of 5: still withheld, so
      // its export holds totals only and subtracting the known votes recovers nothing.
      expect(after.room).toMatchObject({ withheld: true, totalVotes: 5 });
      expect((await t.query(api.rooms.byCode, { code }))?.thresholdVotes).toBe(2);
      expect(counted(after.room)).toEqual({ narratives: [], policies: [] });
      expect(after.room.averages).toEqual(before.room.averages);
      expect({ ...after.room, totalVotes: 4 }).toEqual(before.room);
      // The nation did not move at all: no difference to read.
      expect(after.nation).toEqual(before.nation);
      expect(after.nationOverview).toEqual(before.nationOverview);
      // Neither does the room say whether the arrival was a guest.
      expect(await t.query(api.rooms.byCode, { code })).not.toHaveProperty("guestVotes");
      await expectRoomSourcesHold(t, roomId);
    },
  );

  test("four guests from four addresses of one /24 are still one source; networks of their own count", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { roomId, code } = await owner.as.mutation(api.rooms.create, {
      name: "Workshop",
      threshold: 5,
    });
    const args = await defaultVoteArgs(t, "leap-narrative-1", 3);
    const vote = async (ip: string | null, guest = true) => {
      const voter = guest ? await signInGuest(t) : await signIn(t);
      const client = ip === null ? voter.as : voter.as.withRequestMetadata({ ip });
      return await client.mutation(api.votes.bind, { ...args, roomCode: code });
    };
    for (let n = 1; n <= 4; n += 1) await vote(`203.0.113.${n}`);
    const info = async () => (await t.query(api.rooms.byCode, { code }))!;
    expect(await info()).toMatchObject({ totalVotes: 4, thresholdVotes: 1 });
    // IPv6: one /48 is one source, whatever its /64s.
    await vote("2001:db8:1:1::1");
    await vote("2001:db8:1:2::1");
    expect(await info()).toMatchObject({ totalVotes: 6, thresholdVotes: 2 });
    // Guests whose address is unknown share one source; each account is its own.
    await vote(null);
    await vote(null);
    expect((await info()).thresholdVotes).toBe(3);
    await vote(null, false);
    await vote(null, false);
    expect(await info()).toMatchObject({ totalVotes: 10, thresholdVotes: 5 });
    await foldTallies(t);
    expect((await t.query(api.community.overview, { roomCode: code })).withheld).toBe(false);
    await expectRoomSourcesHold(t, roomId);
  });

  test("votes from loopback (the server's own machine) each count, as loopback is exempt from every per-address limit", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { roomId, code } = await owner.as.mutation(api.rooms.create, { name: "Demo" });
    const args = await defaultVoteArgs(t, "leap-narrative-1", 3);
    for (const ip of ["127.0.0.1", "127.0.0.1", "::1"]) {
      const guest = await signInGuest(t);
      await guest.as
        .withRequestMetadata({ ip })
        .mutation(api.votes.bind, { ...args, roomCode: code });
    }
    expect((await t.query(api.rooms.byCode, { code }))?.thresholdVotes).toBe(3);
    await expectRoomSourcesHold(t, roomId);
  });

  test("national release needs the threshold of accounts' sources: guests never bring an account's vote into the nation", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { roomId, code } = await owner.as.mutation(api.rooms.create, {
      name: "Workshop",
      threshold: 3,
    });
    const args = await defaultVoteArgs(t, "leap-narrative-1", 3);
    const account = await signIn(t);
    const first = await account.as
      .withRequestMetadata({ ip: "198.51.100.1" })
      .mutation(api.votes.bind, { ...args, roomCode: code });
    expect(first.nationalHeld).toBe(true);
    // Guests from networks of their own bring the room to its threshold...
    for (const ip of ["192.0.2.1", "203.0.113.1"]) {
      const guest = await signInGuest(t);
      await guest.as
        .withRequestMetadata({ ip })
        .mutation(api.votes.bind, { ...args, roomCode: code });
    }
    await foldTallies(t);
    expect((await t.query(api.community.overview, { roomCode: code })).withheld).toBe(false);
    // ...but not the nation: the account's vote stays held.
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    // A second account from the first's network adds no account source.
    const neighbour = await signIn(t);
    await neighbour.as
      .withRequestMetadata({ ip: "198.51.100.2" })
      .mutation(api.votes.bind, { ...args, roomCode: code });
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(0);
    // Accounts from two more networks: three accounts' sources, all four votes released.
    for (const ip of ["192.0.2.9", "2001:db8:9::1"]) {
      const other = await signIn(t);
      await other.as
        .withRequestMetadata({ ip })
        .mutation(api.votes.bind, { ...args, roomCode: code });
    }
    await foldTallies(t);
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(4);
    await expectRoomSourcesHold(t, roomId);
  });
});
