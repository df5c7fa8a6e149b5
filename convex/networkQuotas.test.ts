/**
 * Bounded by network, not identity (issue 35, finding 6; docs/security.md "Quotas"): 10
 * guests from one address once stored 54.6 MB of manifestos in 18 s, and vote history and
 * upgrade tickets grew without bound. Guests now keep no manifesto on the server, a
 * person's vote history is capped and a guest's upgrade tickets are too.
 */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { MESSAGES } from "./model/errors";
import { MAX_UPGRADE_TICKETS_PER_GUEST, MAX_VOTE_HISTORY } from "./domain/quotas";
import {
  defaultVoteArgs,
  expectAppError,
  expectTalliesMatchRecount,
  foldTallies,
  setupWithCatalogue,
  signIn,
  signInGuest,
  tallySnapshot,
} from "./test.helpers";

const LONG_TEXT = "A fairer country for everyone. ".repeat(1_000);

describe("guests keep no manifesto on the server", () => {
  test("10 guests from one address store nothing: saving needs an account; a guest's vote keeps no manifesto", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { code } = await owner.as.mutation(api.rooms.create, { name: "Workshop" });
    for (let n = 0; n < 10; n += 1) {
      const guest = (await signInGuest(t)).as.withRequestMetadata({ ip: "203.0.113.9" });
      await expectAppError(
        guest.mutation(api.manifestos.create, {
          manifestoTitle: "Mine",
          manifestoDescription: LONG_TEXT,
          visionText: LONG_TEXT,
        }),
        "ACCOUNT_REQUIRED",
        MESSAGES.accountToSaveManifesto,
      );
      await guest.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
        roomCode: code,
        manifesto: { title: "Mine", text: LONG_TEXT },
      });
    }
    const stored = await t.run(async (ctx) => ctx.db.query("userManifestos").collect());
    expect(stored).toEqual([]);
    // An account still saves, and its vote keeps its manifesto.
    const account = await signIn(t);
    await account.as.mutation(api.manifestos.create, { manifestoTitle: "Ours" });
    await account.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      manifesto: { text: "My vision" },
    });
    expect(await t.run(async (ctx) => ctx.db.query("userManifestos").collect())).toHaveLength(2);
  });
});

describe("vote history is capped per person", () => {
  test(`after 45 binds one person keeps ${MAX_VOTE_HISTORY} votes, the newest active; the tallies equal a recount`, async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t);
    const keys = ["leap-narrative-1", "rewild-narrative-2", "scale-narrative-1"];
    let last = null;
    for (let n = 0; n < 45; n += 1) {
      last = await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, keys[n % 3], 2));
    }
    const votes = await t.run(async (ctx) =>
      ctx.db
        .query("userVotes")
        .withIndex("by_user", (q) => q.eq("userId", voter.userId))
        .collect(),
    );
    expect(votes).toHaveLength(MAX_VOTE_HISTORY);
    expect(votes.filter((vote) => vote.isActive).map((vote) => vote._id)).toEqual([last!.voteId]);
    expect(Math.min(...votes.map((vote) => vote.voteSeq ?? 0))).toBe(45 - MAX_VOTE_HISTORY + 1);
    await foldTallies(t);
    expectTalliesMatchRecount(await tallySnapshot(t));
    expect((await t.query(api.community.overview, {})).totalVotes).toBe(1);
  });
});

describe("upgrade tickets are capped per guest", () => {
  test(`a guest keeps at most ${MAX_UPGRADE_TICKETS_PER_GUEST} tickets; the newest still works`, async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { code } = await owner.as.mutation(api.rooms.create, { name: "Workshop" });
    const guest = await signInGuest(t);
    await guest.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      roomCode: code,
    });
    const ticket = (n: number) => `ticket-${n}-${"x".repeat(32)}`;
    for (let n = 0; n < 74; n += 1) {
      await guest.as.mutation(api.guests.prepareUpgrade, { ticket: ticket(n) });
    }
    const kept = await t.run(async (ctx) => ctx.db.query("guestUpgrades").collect());
    expect(kept).toHaveLength(MAX_UPGRADE_TICKETS_PER_GUEST);
    const account = await signIn(t);
    expect(await account.as.mutation(api.guests.claimVote, { ticket: ticket(0) })).toMatchObject({
      moved: false,
    });
    expect(await account.as.mutation(api.guests.claimVote, { ticket: ticket(73) })).toMatchObject({
      moved: true,
    });
  });
});
