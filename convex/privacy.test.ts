/**
 * Privacy by design (docs/privacy.md): consent before a vote is stored, withdrawing it,
 * deleting an account, downloading one's data, the operator's export and erasure, and the
 * retention job.
 */
import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id, TableNames } from "./_generated/dataModel";
import schema from "./schema";
import { QUADRANTS } from "./domain/areas";
import {
  ABANDONED_GUEST_DAYS,
  DAY_MS,
  GUEST_RETENTION_DAYS,
  IDLE_ROOM_DAYS,
  PERSONAL_ROWS_PER_TABLE,
  PRIVACY_NOTICE_VERSION,
} from "./domain/privacy";
import { formatPercent, roundPriceRise, simulateBudget } from "./domain/economy";
import { roomQuadrantScope, roomScope } from "./domain/rooms";
import { runRetentionStep } from "./model/retention";
import {
  defaultVoteArgs,
  expectAppError,
  expectTalliesMatchRecount,
  setupWithCatalogue,
  signIn,
  signInGuest,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

const TABLES = Object.keys(schema.tables) as TableNames[];

/** Every row of every table (the test databases are small). */
async function everyRow(t: TestConvex) {
  return await t.run(async (ctx) => {
    const rows: { table: TableNames; doc: Record<string, unknown> }[] = [];
    for (const table of TABLES) {
      for (const doc of await ctx.db.query(table).collect()) rows.push({ table, doc });
    }
    return rows;
  });
}

/** Rows anywhere that mention one of `needles` (an id or an email) in any field. */
async function rowsMentioning(t: TestConvex, needles: string[]) {
  return (await everyRow(t)).filter(({ doc }) => {
    const text = JSON.stringify(doc);
    return needles.some((needle) => text.includes(needle));
  });
}

/** The ids of the person's sign-in accounts (the auth library keys rate limits by them). */
async function accountIdsOf(t: TestConvex, userId: Id<"users">): Promise<string[]> {
  return await t.run(async (ctx) =>
    (await ctx.db.query("authAccounts").collect())
      .filter((row) => row.userId === userId)
      .map((row) => row._id as string),
  );
}

async function expectAllScopesMatchRecount(t: TestConvex, roomIds: Id<"rooms">[]) {
  expectTalliesMatchRecount(await tallySnapshot(t));
  for (const roomId of roomIds) {
    expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
    for (const quadrant of QUADRANTS) {
      expectTalliesMatchRecount(await tallySnapshot(t, roomQuadrantScope(roomId, quadrant)));
    }
  }
}

async function countRows(
  t: TestConvex,
  table: "userVotes" | "userPolicyRankings" | "userManifestos" | "consents",
  userId: Id<"users">,
) {
  return await t.run(
    async (ctx) =>
      (await ctx.db.query(table).collect()).filter((row) => row.userId === userId).length,
  );
}

/**
 * A person with a row in every table that can hold their data: votes (one held in a room
 * under its threshold), rankings, a published manifesto, a profile, a room they own,
 * consent, AI request windows, an email verification code, manifesto quota counters, and the auth rows of a Password sign-in (account with a
 * verification code, session, refresh token, verifier, rate-limit counter).
 */
async function richPerson(t: TestConvex, email: string, roomCode?: string) {
  const person = await signIn(t, email);
  await person.as.mutation(api.votes.bind, await defaultVoteArgs(t, "rewild-narrative-1", 3));
  await person.as.mutation(api.votes.bind, {
    ...(await defaultVoteArgs(t, "leap-narrative-2", 4)),
    ...(roomCode === undefined ? {} : { roomCode }),
  });
  const narrative = await defaultVoteArgs(t, "scale-narrative-1", 1);
  await person.as.mutation(api.rankings.save, {
    narrativeId: narrative.narrativeId,
    category: "Health & Care",
    policyIds: narrative.selectedPolicyIds,
  });
  const manifesto = await person.as.mutation(api.manifestos.create, {
    manifestoTitle: `${email}'s plan`,
  });
  await person.as.mutation(api.manifestos.setPublished, { id: manifesto._id, published: true });
  const room = await person.as.mutation(api.rooms.create, {
    name: `${email}'s room`,
    threshold: 3,
  });
  await t.run(async (ctx) => {
    const accountId = await ctx.db.insert("authAccounts", {
      userId: person.userId,
      provider: "password",
      providerAccountId: email,
      secret: `password-hash-of-${email}`,
    });
    await ctx.db.insert("authVerificationCodes", {
      accountId,
      provider: "password",
      code: `code-${email}`,
      expirationTime: Date.now() + 60_000,
    });
    await ctx.db.insert("authRefreshTokens", {
      sessionId: person.sessionId,
      expirationTime: Date.now() + 60_000,
    });
    await ctx.db.insert("authVerifiers", { sessionId: person.sessionId });
    await ctx.db.insert("authRateLimits", {
      identifier: accountId,
      lastAttemptTime: Date.now(),
      attemptsLeft: 8,
    });
    await ctx.db.insert("authRateLimits", {
      identifier: email,
      lastAttemptTime: Date.now(),
      attemptsLeft: 9,
    });
    await ctx.db.insert("aiRateLimits", {
      key: `user:${person.userId}`,
      windowStart: Date.now(),
      count: 1,
    });
    await ctx.db.insert("emailVerificationCodes", {
      userId: person.userId,
      codeHash: `code-hash-of-${email}`,
      expiresAt: Date.now() + 60_000,
      attempts: 0,
      sentAt: [Date.now()],
    });
  });
  return { ...person, email, room };
}

describe("consent", () => {
  test("a vote without consent is refused with CONSENT_REQUIRED, and nothing is stored", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t, "noconsent@example.com", { consent: false });
    await expectAppError(
      voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 3)),
      "CONSENT_REQUIRED",
    );
    await expectAppError(
      voter.as.mutation(api.votes.submit, await defaultVoteArgs(t, "leap-narrative-1", 3)),
      "CONSENT_REQUIRED",
    );
    expect(await countRows(t, "userVotes", voter.userId)).toBe(0);
    await expectAllScopesMatchRecount(t, []);
  });

  test("a guest's vote without consent is refused too", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { code } = await owner.as.mutation(api.rooms.create, { name: "Hall", threshold: 3 });
    const guest = await signInGuest(t, { consent: false });
    await expectAppError(
      guest.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
        roomCode: code,
      }),
      "CONSENT_REQUIRED",
    );
  });

  test("the consent sent with a vote is recorded with its time and version, then the vote stored", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t, "ticks@example.com", { consent: false });
    expect(await voter.as.query(api.privacy.myConsent, {})).toEqual({
      vote: null,
      rankings: null,
      manifestos: null,
    });
    await voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(await countRows(t, "userVotes", voter.userId)).toBe(1);
    const consent = await voter.as.query(api.privacy.myConsent, {});
    expect(consent?.vote).toMatchObject({ version: PRIVACY_NOTICE_VERSION, current: true });
    expect(consent!.vote!.givenAt).toBeGreaterThan(Date.now() - 60_000);
    // The vote's consent is the vote's only: rankings and manifestos are asked for on their own.
    expect(consent).toMatchObject({ rankings: null, manifestos: null });
    // Recorded: the next vote needs no box.
    await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "rewild-narrative-1", 3));
  });

  test("consent given again to the current notice keeps the row and the time it was first given", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t, "again@example.com", { consent: false });
    const consentRowsOf = async () =>
      await t.run(
        async (ctx) =>
          await ctx.db
            .query("consents")
            .withIndex("by_user", (q) => q.eq("userId", voter.userId))
            .collect(),
      );
    const vote = { purpose: "vote" as const, version: PRIVACY_NOTICE_VERSION };
    await voter.as.mutation(api.privacy.giveConsent, vote);
    const [first] = await consentRowsOf();
    expect(first).toMatchObject({ purpose: "vote", version: PRIVACY_NOTICE_VERSION });
    // A vote carrying the box again (a second tab), and giveConsent again: nothing changes.
    await voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    await voter.as.mutation(api.privacy.giveConsent, vote);
    expect(await consentRowsOf()).toEqual([first]);
  });

  test("rankings and manifestos are opinions too: refused without consent, saved with the consent they carry", async () => {
    const t = await setupWithCatalogue();
    const person = await signIn(t, "saver@example.com", { consent: false });
    const { narrativeId, selectedPolicyIds } = await defaultVoteArgs(t, "leap-narrative-1", 1);
    const ranking = { narrativeId, category: "Health & Care", policyIds: selectedPolicyIds };
    await expectAppError(person.as.mutation(api.rankings.save, ranking), "CONSENT_REQUIRED");
    await expectAppError(
      person.as.mutation(api.rankings.saveMany, {
        narrativeId,
        rankings: [{ category: "Health & Care", policyIds: selectedPolicyIds }],
      }),
      "CONSENT_REQUIRED",
    );
    await expectAppError(
      person.as.mutation(api.manifestos.create, { manifestoTitle: "Mine" }),
      "CONSENT_REQUIRED",
    );
    expect(await countRows(t, "userPolicyRankings", person.userId)).toBe(0);
    expect(await countRows(t, "userManifestos", person.userId)).toBe(0);

    const created = await person.as.mutation(api.manifestos.create, {
      manifestoTitle: "Mine",
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(await person.as.query(api.privacy.myConsent, {})).toMatchObject({
      manifestos: { current: true },
      rankings: null,
    });
    // The manifestos' consent does not cover rankings: they ask on their own.
    await expectAppError(person.as.mutation(api.rankings.save, ranking), "CONSENT_REQUIRED");
    await person.as.mutation(api.rankings.save, {
      ...ranking,
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    await person.as.mutation(api.rankings.save, ranking);
    expect(await countRows(t, "userPolicyRankings", person.userId)).toBe(1);
    // Neither covers a vote.
    await expectAppError(
      person.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 3)),
      "CONSENT_REQUIRED",
    );

    // A manifesto saved before consent was asked (no consent row): editing needs it.
    await t.run(async (ctx) => {
      const rows = await ctx.db
        .query("consents")
        .withIndex("by_user", (q) => q.eq("userId", person.userId))
        .collect();
      for (const row of rows) await ctx.db.delete("consents", row._id);
    });
    const edit = { id: created._id, manifestoTitle: "Edited" };
    await expectAppError(person.as.mutation(api.manifestos.update, edit), "CONSENT_REQUIRED");
    const edited = await person.as.mutation(api.manifestos.update, {
      ...edit,
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(edited.manifestoTitle).toBe("Edited");
  });

  test("a consent for any other version is refused with the app's message, even a huge one", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t, "huge@example.com", { consent: false });
    await expectAppError(
      voter.as.mutation(api.privacy.giveConsent, { purpose: "vote", version: "x".repeat(500_000) }),
      "CONSENT_REQUIRED",
    );
    expect(await countRows(t, "consents", voter.userId)).toBe(0);
  });

  test("consent to an older notice does not count: the voter is asked again", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t, "old@example.com", { consent: false });
    await t.run(async (ctx) => {
      await ctx.db.insert("consents", { userId: voter.userId, version: "2020-01-01", givenAt: 1 });
    });
    await expectAppError(
      voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 3)),
      "CONSENT_REQUIRED",
    );
    await expectAppError(
      voter.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
        consentVersion: "2020-01-01",
      }),
      "CONSENT_REQUIRED",
    );
    await voter.as.mutation(api.privacy.giveConsent, {
      purpose: "vote",
      version: PRIVACY_NOTICE_VERSION,
    });
    await voter.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 3));
    // The row from before purposes keeps covering the other purposes, for its own version.
    const rows = await t.run(
      async (ctx) =>
        await ctx.db
          .query("consents")
          .withIndex("by_user", (q) => q.eq("userId", voter.userId))
          .collect(),
    );
    expect(rows.map((row) => [row.purpose, row.version]).sort()).toEqual([
      ["manifestos", "2020-01-01"],
      ["rankings", "2020-01-01"],
      ["vote", PRIVACY_NOTICE_VERSION],
    ]);
  });

  test("withdrawing consent deletes every opinion, adjusts the tallies and keeps the account", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { code, roomId } = await owner.as.mutation(api.rooms.create, {
      name: "Hall",
      threshold: 3,
    });
    const other = await signIn(t, "other@example.com");
    await other.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "steady-narrative-1", 2)),
      roomCode: code,
    });
    const person = await richPerson(t, "withdraw@example.com", code);
    await person.as.mutation(api.privacy.withdrawConsent, {});
    for (const table of [
      "userVotes",
      "userPolicyRankings",
      "userManifestos",
      "consents",
    ] as const) {
      expect(await countRows(t, table, person.userId)).toBe(0);
    }
    await expectAllScopesMatchRecount(t, [roomId, person.room.roomId]);
    expect(await countRows(t, "userVotes", other.userId)).toBe(1);
    expect(await person.as.query(api.votes.myActive, {})).toBeNull();
    expect(await person.as.query(api.profiles.me, {})).not.toBeNull();
    // No vote again without consent.
    await expectAppError(
      person.as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 3)),
      "CONSENT_REQUIRED",
    );
  });

  test("a guest's consent goes with the vote an account claims", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const { code } = await owner.as.mutation(api.rooms.create, { name: "Hall", threshold: 3 });
    const guest = await signInGuest(t);
    await guest.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      roomCode: code,
    });
    const ticket = "3f1c2b9e-8a47-4d2e-9b61-0c5e7d4a1f23";
    await guest.as.mutation(api.guests.prepareUpgrade, { ticket });
    const account = await signIn(t, "claims@example.com", { consent: false });
    await account.as.mutation(api.guests.claimVote, { ticket });
    expect(await account.as.query(api.privacy.myConsent, {})).toMatchObject({
      vote: { current: true },
      rankings: null,
    });
    expect(await countRows(t, "userVotes", account.userId)).toBe(1);
  });

  test.each([
    {
      purpose: "vote" as const,
      gone: { userVotes: 0, general: 0, areas: 1, manifestos: 1 },
      left: ["rankings", "manifestos"],
    },
    {
      purpose: "rankings" as const,
      gone: { userVotes: 2, general: 6, areas: 0, manifestos: 1 },
      left: ["vote", "manifestos"],
    },
    {
      purpose: "manifestos" as const,
      gone: { userVotes: 2, general: 6, areas: 1, manifestos: 0 },
      left: ["vote", "rankings"],
    },
  ])(
    "withdrawing the $purpose consent removes what it covered and keeps the others",
    async ({ purpose, gone, left }) => {
      const t = await setupWithCatalogue();
      // Signed in with a row from before purposes (the test helper's), covering all three.
      const person = await richPerson(t, `${purpose}@example.com`);
      await person.as.mutation(api.privacy.withdrawConsent, { purpose });
      const rows = await t.run(async (ctx) => ({
        votes: await ctx.db
          .query("userVotes")
          .withIndex("by_user", (q) => q.eq("userId", person.userId))
          .collect(),
        rankings: await ctx.db
          .query("userPolicyRankings")
          .withIndex("by_user_narrative_category", (q) => q.eq("userId", person.userId))
          .collect(),
        manifestos: await ctx.db
          .query("userManifestos")
          .withIndex("by_user", (q) => q.eq("userId", person.userId))
          .collect(),
      }));
      expect({
        userVotes: rows.votes.length,
        general: rows.rankings.filter((row) => row.category === "general").length,
        areas: rows.rankings.filter((row) => row.category !== "general").length,
        manifestos: rows.manifestos.filter((row) => !row.fromVote).length,
      }).toEqual(gone);
      await expectAllScopesMatchRecount(t, [person.room.roomId]);
      const consent = await person.as.query(api.privacy.myConsent, {});
      expect(consent?.[purpose]).toBeNull();
      for (const kept of left) {
        expect(consent?.[kept as "vote"]).toMatchObject({ current: true });
      }
    },
  );
});

describe("delete my account", () => {
  test("removes every row of the person in every table, adjusts the tallies, and leaves others alone", async () => {
    const t = await setupWithCatalogue();
    const other = await richPerson(t, "stays@example.com");
    const { code, roomId } = other.room;
    const person = await richPerson(t, "leaves@example.com", code);
    const before = await other.as.query(api.privacy.myData, {});

    const accountIds = await accountIdsOf(t, person.userId);
    await person.as.mutation(api.privacy.deleteMyAccount, {});

    const needles = [person.userId, person.sessionId, person.email, ...accountIds];
    const left = await rowsMentioning(t, needles);
    // The rooms the person owned stay, closed, for their participants' results; the
    // owner id in them names no one any more (docs/privacy.md "Rooms of a deleted account").
    expect(left.filter((row) => row.table !== "rooms")).toEqual([]);
    for (const row of left) {
      expect(row.table).toBe("rooms");
      expect(row.doc).toMatchObject({ ownerId: person.userId, isOpen: false });
      expect(JSON.stringify(row.doc)).not.toContain(person.sessionId);
    }
    const rooms = await t.run(async (ctx) => ctx.db.get("rooms", person.room.roomId));
    expect(rooms).toMatchObject({ isOpen: false });
    await expectAllScopesMatchRecount(t, [roomId, person.room.roomId]);

    // Signed out: the session is gone.
    expect(await person.as.query(api.privacy.myData, {})).toBeNull();
    // Nobody else's data changed (but the export time).
    const after = await other.as.query(api.privacy.myData, {});
    expect({ ...after, exportedAt: null }).toEqual({ ...before, exportedAt: null });
  });

  test("a person with more rows than one step takes is erased step by step, through the scheduler", async () => {
    const t = await setupWithCatalogue();
    const person = await richPerson(t, "prolific@example.com");
    const template = await t.run(async (ctx) =>
      ctx.db
        .query("userVotes")
        .withIndex("by_user_active", (q) => q.eq("userId", person.userId).eq("isActive", true))
        .first(),
    );
    await t.run(async (ctx) => {
      const { _id, _creationTime, ...vote } = template!;
      void _id;
      void _creationTime;
      for (let n = 0; n < PERSONAL_ROWS_PER_TABLE + 100; n++) {
        await ctx.db.insert("userVotes", { ...vote, isActive: false });
      }
    });
    await person.as.mutation(api.privacy.deleteMyAccount, {});
    // Signed out at once; the rest follows in scheduled steps.
    expect(await person.as.query(api.privacy.myData, {})).toBeNull();
    const jobs = await t.run(async (ctx) => ctx.db.system.query("_scheduled_functions").collect());
    expect(jobs.map((job) => job.name)).toContain("privacy:continueErasure");
    for (let step = 0; step < 5; step++) {
      await t.mutation(internal.privacy.continueErasure, { userId: person.userId });
    }
    const left = await rowsMentioning(t, [person.userId, person.email]);
    expect(left.map((row) => row.table)).toEqual(["rooms"]);
    await expectAllScopesMatchRecount(t, [person.room.roomId]);
  });

  test("refuses a signed-out caller", async () => {
    const t = await setupWithCatalogue();
    await expectAppError(t.mutation(api.privacy.deleteMyAccount, {}), "NOT_SIGNED_IN");
  });

  test("the operator's erasure by email does the same", async () => {
    const t = await setupWithCatalogue();
    const person = await richPerson(t, "erase@example.com");
    const accountIds = await accountIdsOf(t, person.userId);
    const result = await t.mutation(internal.privacy.eraseByEmail, { email: "erase@example.com" });
    expect(result).toEqual({ found: true, done: true });
    const left = await rowsMentioning(t, [person.userId, person.email, ...accountIds]);
    expect(left.map((row) => row.table)).toEqual(["rooms"]);
    expect(
      await t.mutation(internal.privacy.eraseByEmail, { email: "nobody@example.com" }),
    ).toEqual({ found: false, done: true });
    await expectAllScopesMatchRecount(t, [person.room.roomId]);
  });
});

describe("download my data", () => {
  test("has every table's rows of the person and no one else's", async () => {
    const t = await setupWithCatalogue();
    const other = await richPerson(t, "someone-else@example.com");
    const person = await richPerson(t, "me@example.com", other.room.code);
    const file = (await person.as.query(api.privacy.myData, {}))!;
    expect(file.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);

    // Every row of the database that mentions the person (their id, email, session or
    // sign-in account, through which the auth library keys its rows) is in the file, table
    // by table, and nothing else.
    const accountIds = await accountIdsOf(t, person.userId);
    expect(accountIds).toHaveLength(1);
    const mine = await rowsMentioning(t, [
      person.userId,
      person.email,
      person.sessionId,
      ...accountIds,
    ]);
    const tables = file.tables as Record<string, Record<string, unknown>[]>;
    const byTable = new Map<string, number>();
    for (const row of mine) byTable.set(row.table, (byTable.get(row.table) ?? 0) + 1);
    for (const [table, count] of byTable) expect(tables[table]?.length, table).toBe(count);
    for (const table of Object.keys(tables))
      expect(tables[table].length).toBe(byTable.get(table) ?? 0);

    // Nothing of the other person, and no secrets.
    const text = JSON.stringify(file);
    for (const needle of [
      other.userId,
      other.email,
      other.sessionId,
      "password-hash-of",
      "code-me@",
      "code-hash-of",
    ]) {
      expect(text).not.toContain(needle);
    }
    expect(text).not.toContain(person.sessionId);
  });

  test("a vote carries the cost-of-living figure its bind page showed, named as such", async () => {
    const t = await setupWithCatalogue();
    const person = await signIn(t, "figures@example.com");
    // At 0.4% the bind page shows "Cost of living rises 0.5% (range 0.4% to 0.8%)" while
    // the stored demand-pressure rule of thumb ('inflation') is about zero.
    await person.as.mutation(
      api.votes.bind,
      await defaultVoteArgs(t, "rewild-narrative-1", 3, { taxRate: 0.4, dividend: 500 }),
    );
    const file = (await person.as.query(api.privacy.myData, {}))!;
    const [vote] = file.tables.userVotes as Record<string, unknown>[];
    const shown = simulateBudget({ taxRatePercent: 0.4, dividend: 500, policies: [] }).priceRise;
    expect(vote.priceRisePercent).toEqual(roundPriceRise(shown));
    expect(formatPercent((vote.priceRisePercent as { central: number }).central)).toBe(
      formatPercent(shown.central),
    );
    const [stored] = await t.run(async (ctx) => await ctx.db.query("userVotes").collect());
    expect(vote.demandPressurePoints).toBe(stored.inflation);
    expect(vote).not.toHaveProperty("inflation");
    expect(Object.keys(file.fieldNotes.userVotes).sort()).toEqual([
      "demandPressurePoints",
      "priceRisePercent",
    ]);
  });

  test("is null when signed out; the operator's export finds the person by email", async () => {
    const t = await setupWithCatalogue();
    expect(await t.query(api.privacy.myData, {})).toBeNull();
    const person = await richPerson(t, "ops@example.com");
    const file = (await t.query(internal.privacy.exportByEmail, { email: "ops@example.com" }))!;
    expect(file.tables.users[0]._id).toBe(person.userId);
    expect(await t.query(internal.privacy.exportByEmail, { email: "no@example.com" })).toBeNull();
  });
});

describe("retention", () => {
  test(`removes guests ${GUEST_RETENTION_DAYS} days after their room closes and guests with no vote after ${ABANDONED_GUEST_DAYS} days, and nothing else`, async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t, "facilitator@example.com");
    const rooms = [];
    for (const name of ["Old", "Recent", "Open"]) {
      rooms.push(await owner.as.mutation(api.rooms.create, { name, threshold: 3 }));
    }
    const [old, recent, open] = rooms;
    const guestIn = async (code: string, narrative = "leap-narrative-1") => {
      const guest = await signInGuest(t);
      await guest.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, narrative, 3)),
        roomCode: code,
      });
      return guest;
    };
    const oldGuests = [await guestIn(old.code), await guestIn(old.code, "scale-narrative-1")];
    const account = await signIn(t, "account-in-old-room@example.com");
    await account.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "rewild-narrative-1", 3)),
      roomCode: old.code,
    });
    const recentGuest = await guestIn(recent.code);
    const openGuest = await guestIn(open.code);
    // Voted in the old room, then moved to the open one: kept for the open room's turn.
    const movedGuest = await guestIn(old.code);
    await movedGuest.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "steady-narrative-1", 3)),
      roomCode: open.code,
    });
    const idleGuest = await signInGuest(t);

    // Runs "later": now + 8 days. The old room closed 31 days before that, the recent 29.
    const later = Date.now() + (ABANDONED_GUEST_DAYS + 1) * DAY_MS;
    await t.run(async (ctx) => {
      await ctx.db.patch("rooms", old.roomId, {
        isOpen: false,
        closedAt: later - (GUEST_RETENTION_DAYS + 1) * DAY_MS,
      });
      await ctx.db.patch("rooms", recent.roomId, {
        isOpen: false,
        closedAt: later - (GUEST_RETENTION_DAYS - 1) * DAY_MS,
      });
    });
    // Guest counts per client address, as voting guests behind an address leave them.
    await t.run(async (ctx) => {
      for (const roomId of [old.roomId, open.roomId]) {
        await ctx.db.insert("roomGuestSources", {
          roomId,
          kind: "address",
          source: "192.0.2.7",
          guests: 2,
          windowStart: Date.now(),
          windowGuests: 2,
        });
      }
    });
    // Six days on, nothing is due yet.
    const early = await t.run(async (ctx) => runRetentionStep(ctx, Date.now() + 6 * DAY_MS));
    expect(early).toMatchObject({ guestsOfClosedRooms: 0, abandonedGuests: 0 });

    const result = await t.run(async (ctx) => runRetentionStep(ctx, later));
    expect(result).toMatchObject({ guestsOfClosedRooms: 2, abandonedGuests: 1, more: false });
    // The old room's per-address guest counts (client addresses) go too; the others stay.
    const sources = await t.run(async (ctx) => ctx.db.query("roomGuestSources").collect());
    // Only the counts of networks whose accounts' votes still count in the room stay (its
    // threshold, docs/rooms.md "Threshold by network"), with no guest counts.
    for (const row of sources.filter((row) => row.roomId === old.roomId)) {
      expect(row).toMatchObject({ kind: "network", guests: 0, windowGuests: 0 });
      expect(row.votes).toBeGreaterThan(0);
    }
    expect(sources.some((row) => row.roomId === old.roomId && row.kind === "address")).toBe(false);
    expect(sources.some((row) => row.roomId === open.roomId)).toBe(true);

    const gone = [...oldGuests, idleGuest];
    expect(
      await rowsMentioning(
        t,
        gone.map((guest) => guest.userId),
      ),
    ).toEqual([]);
    const users = await t.run(async (ctx) => ctx.db.query("users").collect());
    const kept = [owner, account, recentGuest, openGuest, movedGuest].map((p) => p.userId);
    expect(users.map((user) => user._id).sort()).toEqual([...kept].sort());
    for (const person of [account, recentGuest, openGuest]) {
      expect(await countRows(t, "userVotes", person.userId)).toBe(1);
    }
    expect(await countRows(t, "userVotes", movedGuest.userId)).toBe(2);
    await expectAllScopesMatchRecount(t, [old.roomId, recent.roomId, open.roomId]);

    // A second run finds nothing more.
    const again = await t.run(async (ctx) => runRetentionStep(ctx, later));
    expect(again).toMatchObject({ guestsOfClosedRooms: 0, abandonedGuests: 0 });
  });

  test(`removes the guests of a room left open once no vote has arrived for ${IDLE_ROOM_DAYS} days`, async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t, "left-open@example.com");
    const room = await owner.as.mutation(api.rooms.create, { name: "Left open", threshold: 3 });
    const guests = [];
    for (const narrative of ["leap-narrative-1", "scale-narrative-1"]) {
      const guest = await signInGuest(t);
      await guest.as.mutation(api.votes.bind, {
        ...(await defaultVoteArgs(t, narrative, 3)),
        roomCode: room.code,
      });
      guests.push(guest);
    }
    const account = await signIn(t, "account-in-open-room@example.com");
    await account.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "rewild-narrative-1", 3)),
      roomCode: room.code,
    });
    // A day short of idle: nothing goes.
    const early = await t.run(async (ctx) =>
      runRetentionStep(ctx, Date.now() + (IDLE_ROOM_DAYS - 1) * DAY_MS),
    );
    expect(early).toMatchObject({ guestsOfIdleRooms: 0, guestsOfClosedRooms: 0 });
    const result = await t.run(async (ctx) =>
      runRetentionStep(ctx, Date.now() + (IDLE_ROOM_DAYS + 1) * DAY_MS),
    );
    expect(result).toMatchObject({ guestsOfIdleRooms: 2, more: false });
    expect(
      await rowsMentioning(
        t,
        guests.map((guest) => guest.userId),
      ),
    ).toEqual([]);
    expect(await countRows(t, "userVotes", account.userId)).toBe(1);
    await expectAllScopesMatchRecount(t, [room.roomId]);
  });

  test("rooms closed in the same millisecond are each visited, however small the budget", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t, "many-rooms@example.com");
    const rooms = [];
    for (const name of ["A", "B", "C"]) {
      rooms.push(await owner.as.mutation(api.rooms.create, { name, threshold: 3 }));
    }
    const guests = [];
    for (const room of rooms) {
      for (let n = 0; n < 2; n++) {
        const guest = await signInGuest(t);
        await guest.as.mutation(api.votes.bind, {
          ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
          roomCode: room.code,
        });
        guests.push(guest);
      }
    }
    // Deleting the owner closes the three rooms at the same time.
    await owner.as.mutation(api.privacy.deleteMyAccount, {});
    const later = Date.now() + (GUEST_RETENTION_DAYS + 1) * DAY_MS;
    let removed = 0;
    for (let run = 0; run < 20 && removed < guests.length; run++) {
      removed += (await t.run(async (ctx) => runRetentionStep(ctx, later, 1))).guestsOfClosedRooms;
    }
    expect(removed).toBe(guests.length);
    expect(
      await rowsMentioning(
        t,
        guests.map((guest) => guest.userId),
      ),
    ).toEqual([]);
    await expectAllScopesMatchRecount(
      t,
      rooms.map((room) => room.roomId),
    );
  });

  test("removes expired guest-upgrade tickets only", async () => {
    const t = await setupWithCatalogue();
    const guest = await signInGuest(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("guestUpgrades", {
        ticket: "a".repeat(40),
        guestUserId: guest.userId,
        expiresAt: 5,
      });
      await ctx.db.insert("guestUpgrades", {
        ticket: "b".repeat(40),
        guestUserId: guest.userId,
        expiresAt: Date.now() + 60_000,
      });
    });
    const result = await t.run(async (ctx) => runRetentionStep(ctx, Date.now()));
    expect(result.expiredTickets).toBe(1);
    const left = await t.run(async (ctx) => ctx.db.query("guestUpgrades").collect());
    expect(left.map((row) => row.ticket)).toEqual(["b".repeat(40)]);
  });

  test("starts with the backend (seed:ensureCatalogue) and stores no scheduled-function id", async () => {
    const t = await setupWithCatalogue();
    // A row written by a version that stored its next run's id (an id an export would carry).
    const legacyRun = await t.run(async (ctx) => {
      const id = await ctx.scheduler.runAfter(60_000, internal.privacy.runRetention, {});
      await ctx.db.insert("privacyRetention", {
        roomsClosedThrough: 0,
        usersCreatedThrough: 0,
        lastRunAt: 0,
        nextRunId: id,
      });
      return id;
    });
    await t.mutation(internal.seed.ensureCatalogue, {});
    const state = await t.run(async (ctx) => ctx.db.query("privacyRetention").collect());
    expect(state).toHaveLength(1);
    expect(state[0].nextRunId).toBeUndefined();
    expect(legacyRun).toBeDefined();
    // The start scheduled a run now, and kept no id of it.
    const runs = await t.run(async (ctx) =>
      (await ctx.db.system.query("_scheduled_functions").collect()).filter(
        (job) => job.name === "privacy:runRetention" && job.state.kind === "pending",
      ),
    );
    expect(runs.length).toBeGreaterThanOrEqual(1);
    await t.mutation(internal.privacy.runRetention, {});
    const after = await t.run(async (ctx) => ctx.db.query("privacyRetention").collect());
    expect(Object.keys(after[0])).not.toContain("nextRunId");
  });
});
