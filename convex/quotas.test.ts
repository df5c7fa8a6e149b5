/**
 * Regression tests for issue 28, finding 7 (docs/security.md "Quotas"): one free account
 * wrote 1,705 maximal manifestos in 20 s. Saved manifestos are now bounded per user by
 * count, bytes and creation rate, rooms by count, each refused with the app's own message.
 */
import { getConvexSize, type Value } from "convex/values";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  MANIFESTO_RATE_WINDOW_MS,
  MANIFESTOS_PER_MINUTE,
  MAX_MANIFESTO_BYTES_PER_USER,
  MAX_MANIFESTOS_PER_USER,
  MAX_ROOMS_PER_USER,
} from "./domain/quotas";
import { MAX_TEXT_LENGTH } from "./domain/voteRules";
import { MESSAGES } from "./model/errors";
import {
  defaultVoteArgs,
  expectAppError,
  setupWithCatalogue,
  signIn,
  type TestConvex,
} from "./test.helpers";

/**
 * Stores `count` saved manifestos for the user directly, as an account made before the
 * quotas would hold them (no usage row), each with a description of `textLength` "a"s.
 */
async function storeOldManifestos(
  t: TestConvex,
  userId: Id<"users">,
  count: number,
  textLength = 0,
) {
  await t.run(async (ctx) => {
    for (let n = 0; n < count; n += 1) {
      await ctx.db.insert("userManifestos", {
        userId,
        manifestoTitle: `Old ${n}`,
        manifestoDescription: "a".repeat(textLength),
        matchedNarrativeId: null,
        selectedPolicyIds: [],
        aiReasoning: null,
        confidenceScore: 0.5,
        visionText: null,
        fromVote: false,
        updatedAt: 0,
      });
    }
  });
}

/** The user's saved manifestos as stored: how many and their Convex size together. */
async function storedUsage(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) => {
    const saved = await ctx.db
      .query("userManifestos")
      .withIndex("by_user_fromVote", (q) => q.eq("userId", userId).eq("fromVote", false))
      .collect();
    const bytes = saved.reduce((sum, doc) => sum + getConvexSize(doc as unknown as Value), 0);
    return { count: saved.length, bytes };
  });
}

/** Moves the user's creation-rate window into the past, as if a minute had gone by. */
async function aMinuteLater(t: TestConvex, userId: Id<"users">) {
  await t.run(async (ctx) => {
    const row = await ctx.db
      .query("manifestoUsage")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique();
    await ctx.db.patch("manifestoUsage", row!._id, {
      windowStart: Date.now() - MANIFESTO_RATE_WINDOW_MS,
    });
  });
}

describe("saved manifestos per user", () => {
  test("the 100th is saved, the 101st refused with the code and message; deleting one frees a place", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    await storeOldManifestos(t, userId, MAX_MANIFESTOS_PER_USER - 1);
    // The vote's own manifesto is not counted.
    await as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      manifesto: { text: "Homes for all" },
    });

    const last = await as.mutation(api.manifestos.create, { manifestoDescription: "The 100th" });
    await expectAppError(
      as.mutation(api.manifestos.create, { manifestoDescription: "One too many" }),
      "QUOTA_EXCEEDED",
      "You have reached the limit of 100 saved manifestos. Delete one to save another.",
    );
    expect((await storedUsage(t, userId)).count).toBe(MAX_MANIFESTOS_PER_USER);

    await as.mutation(api.manifestos.remove, { id: last._id });
    await as.mutation(api.manifestos.create, { manifestoDescription: "The 100th again" });
    await expectAppError(
      as.mutation(api.manifestos.create, { manifestoDescription: "Still one too many" }),
      "QUOTA_EXCEEDED",
      MESSAGES.manifestoCountLimit,
    );
    // Other users are not affected.
    const other = await signIn(t);
    await other.as.mutation(api.manifestos.create, { manifestoDescription: "Mine" });
  });

  test("an account already far over the limit is refused, within Convex's read limit, and can delete", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    // 45 manifestos of 180,000 bytes: 8.1 MB, more than one mutation may read.
    for (let n = 0; n < 3; n += 1) await storeOldManifestos(t, userId, 15, 180_000);
    await expectAppError(
      as.mutation(api.manifestos.create, { manifestoDescription: "More" }),
      "QUOTA_EXCEEDED",
      MESSAGES.manifestoBytesLimit,
    );
    const oldest = await t.run(async (ctx) => ctx.db.query("userManifestos").first());
    await as.mutation(api.manifestos.remove, { id: oldest!._id });
    expect((await storedUsage(t, userId)).count).toBe(44);
  });

  test("up to 5 MB together: exactly at the limit is saved, one byte more is refused", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    await storeOldManifestos(t, userId, 26, 200_000);
    await storeOldManifestos(t, userId, 1, 20_000);
    const probe = await as.mutation(api.manifestos.create, { manifestoDescription: "" });
    const used = await storedUsage(t, userId);
    const base = await t.run(async (ctx) =>
      getConvexSize((await ctx.db.get("userManifestos", probe._id)) as unknown as Value),
    );
    // A manifesto like the probe with L more characters of ASCII text is L bytes larger.
    const room = MAX_MANIFESTO_BYTES_PER_USER - used.bytes - base;
    expect(room).toBeGreaterThan(1);
    expect(room).toBeLessThan(MAX_TEXT_LENGTH);

    await expectAppError(
      as.mutation(api.manifestos.create, { manifestoDescription: "a".repeat(room + 1) }),
      "QUOTA_EXCEEDED",
      "Your saved manifestos have reached the storage limit of 5 MB. Delete or shorten one to save more.",
    );
    const exact = await as.mutation(api.manifestos.create, {
      manifestoDescription: "a".repeat(room),
    });
    expect((await storedUsage(t, userId)).bytes).toBe(MAX_MANIFESTO_BYTES_PER_USER);

    // Editing to grow past the limit is refused; shortening is always allowed.
    await expectAppError(
      as.mutation(api.manifestos.update, { id: probe._id, manifestoDescription: "b" }),
      "QUOTA_EXCEEDED",
      MESSAGES.manifestoBytesLimit,
    );
    await as.mutation(api.manifestos.update, { id: exact._id, manifestoDescription: "short" });
    await as.mutation(api.manifestos.update, { id: probe._id, manifestoDescription: "b" });
    // The kept figures follow every change: the row matches the table.
    const row = await t.run(async (ctx) =>
      ctx.db
        .query("manifestoUsage")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique(),
    );
    expect({ count: row!.count, bytes: row!.bytes }).toEqual(await storedUsage(t, userId));
  });

  test("at most 30 created a minute", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    for (let n = 0; n < MANIFESTOS_PER_MINUTE; n += 1) {
      await as.mutation(api.manifestos.create, { manifestoDescription: `Draft ${n}` });
    }
    await expectAppError(
      as.mutation(api.manifestos.create, { manifestoDescription: "Too fast" }),
      "RATE_LIMITED",
      "You are saving manifestos too quickly. Please wait a minute and try again.",
    );
    await aMinuteLater(t, userId);
    await as.mutation(api.manifestos.create, { manifestoDescription: "A minute later" });
    expect((await storedUsage(t, userId)).count).toBe(MANIFESTOS_PER_MINUTE + 1);
  });
});

describe("workshop rooms per facilitator", () => {
  test("the 200th room is created, the 201st refused with the code and message", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    await t.run(async (ctx) => {
      for (let n = 0; n < MAX_ROOMS_PER_USER - 1; n += 1) {
        await ctx.db.insert("rooms", {
          code: `Q${n.toString().padStart(5, "2")}`,
          name: `Workshop ${n}`,
          ownerId: userId,
          threshold: 5,
          isOpen: false,
          closedAt: 0,
        });
      }
    });
    await as.mutation(api.rooms.create, { name: "The 200th" });
    await expectAppError(
      as.mutation(api.rooms.create, { name: "One too many" }),
      "QUOTA_EXCEEDED",
      "You have reached the limit of 200 workshop rooms for one account.",
    );
    const other = await signIn(t);
    await other.as.mutation(api.rooms.create, { name: "Another facilitator" });
  });
});
