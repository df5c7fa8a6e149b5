import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { MESSAGES } from "./domain/messages";
import { freshShareToken, MAX_SHARE_TOKEN_ATTEMPTS } from "./model/manifestos";
import {
  expectAppError,
  expectValidationError,
  narrativeByKey,
  policyIds,
  setupWithCatalogue,
  signIn,
} from "./test.helpers";

describe("manifestos", () => {
  test("a signed-out visitor cannot create, list or read manifestos", async () => {
    const t = await setupWithCatalogue();
    await expectAppError(
      t.mutation(api.manifestos.create, { manifestoDescription: "x" }),
      "NOT_SIGNED_IN",
      "Please sign in to save your manifesto",
    );
    expect(await t.query(api.manifestos.listMine, {})).toEqual([]);
  });

  test("create stores the fields, fills defaults and drops unknown ids", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    const narrative = await narrativeByKey(t, "rewild-narrative-1");
    const ids = await policyIds(t, ["rewild-health-care-1", "rewild-housing-land-1"]);
    const created = await as.mutation(api.manifestos.create, {
      manifestoDescription: "Homes and health for all",
      matchedNarrativeId: narrative._id,
      selectedPolicyIds: [ids[0], "junk", ids[1]],
      visionText: "homes, health",
    });
    expect(created).toMatchObject({
      userId,
      manifestoTitle: "My Manifesto",
      manifestoDescription: "Homes and health for all",
      matchedNarrativeId: narrative._id,
      selectedPolicyIds: ids,
      confidenceScore: 0.95,
      matchPercent: 95,
      policyCount: 2,
      visionText: "homes, health",
      aiReasoning: null,
      fromVote: false,
      matchedNarrative: { _id: narrative._id, title: "rewild narrative 1", quadrant: "rewild" },
    });
    const unmatched = await as.mutation(api.manifestos.create, {
      manifestoTitle: "Other",
      matchedNarrativeId: "not-a-narrative",
      confidenceScore: 0.6,
    });
    expect(unmatched).toMatchObject({
      matchedNarrativeId: null,
      matchedNarrative: null,
      confidenceScore: 0.6,
    });
  });

  test("listMine shows only the user's own manifestos, newest first", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const { as: other } = await signIn(t);
    await as.mutation(api.manifestos.create, { manifestoTitle: "First" });
    await other.mutation(api.manifestos.create, { manifestoTitle: "Someone else's" });
    await as.mutation(api.manifestos.create, { manifestoTitle: "Second" });
    const mine = await as.query(api.manifestos.listMine, {});
    expect(mine.map((manifesto) => manifesto.manifestoTitle)).toEqual(["Second", "First"]);
  });

  test("get returns the owner's manifesto with its policies, and null to anyone else", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const { as: other } = await signIn(t);
    const ids = await policyIds(t, ["leap-culture-media-2"]);
    const created = await as.mutation(api.manifestos.create, { selectedPolicyIds: ids });
    const own = await as.query(api.manifestos.get, { id: created._id });
    expect(own?.policies.map((policy) => policy._id)).toEqual(ids);
    expect(await other.query(api.manifestos.get, { id: created._id })).toBeNull();
    expect(await t.query(api.manifestos.get, { id: created._id })).toBeNull();
  });

  test("update changes only the given fields of the owner's manifesto", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const created = await as.mutation(api.manifestos.create, {
      manifestoTitle: "Draft",
      manifestoDescription: "Keep me",
    });
    const updated = await as.mutation(api.manifestos.update, {
      id: created._id,
      manifestoTitle: "Final",
      aiReasoning: "Because",
    });
    expect(updated).toMatchObject({
      manifestoTitle: "Final",
      manifestoDescription: "Keep me",
      aiReasoning: "Because",
    });
  });

  test("another user cannot change or delete a manifesto, and learns nothing about it", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const { as: other } = await signIn(t);
    const created = await as.mutation(api.manifestos.create, { manifestoTitle: "Mine" });
    await expectAppError(
      other.mutation(api.manifestos.update, { id: created._id, manifestoTitle: "Hijacked" }),
      "NOT_FOUND",
      "Manifesto not found",
    );
    await expectAppError(
      other.mutation(api.manifestos.remove, { id: created._id }),
      "NOT_FOUND",
      "Manifesto not found",
    );
    await expectAppError(t.mutation(api.manifestos.remove, { id: created._id }), "NOT_SIGNED_IN");
    const still = await as.query(api.manifestos.get, { id: created._id });
    expect(still?.manifestoTitle).toBe("Mine");
  });

  test("the owner can delete; a second delete finds nothing", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const created = await as.mutation(api.manifestos.create, { manifestoTitle: "Gone soon" });
    expect(await as.mutation(api.manifestos.remove, { id: created._id })).toBeNull();
    expect(await as.query(api.manifestos.listMine, {})).toEqual([]);
    await expectAppError(as.mutation(api.manifestos.remove, { id: created._id }), "NOT_FOUND");
  });

  test("refuses bad input: confidence outside 0..1, overlong text, wrong types, malformed ids", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    await expectAppError(
      as.mutation(api.manifestos.create, { confidenceScore: 1.5 }),
      "INVALID_INPUT",
    );
    await expectAppError(
      as.mutation(api.manifestos.create, { confidenceScore: -0.1 }),
      "INVALID_INPUT",
    );
    await expectAppError(
      as.mutation(api.manifestos.create, { manifestoTitle: "x".repeat(201) }),
      "INVALID_INPUT",
    );
    await expectValidationError(
      as.mutation(api.manifestos.create, { manifestoTitle: 5 as unknown as string }),
    );
    await expectValidationError(
      as.query(api.manifestos.get, { id: "junk" as Id<"userManifestos"> }),
    );
    await expectValidationError(
      as.mutation(api.manifestos.remove, { id: "junk" as Id<"userManifestos"> }),
    );
  });
});

describe("published manifestos (/m/{shareToken})", () => {
  test("only the owner publishes; anyone then reads it without learning who wrote it", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t, "owner@example.org");
    const { as: other } = await signIn(t);
    const narrative = await narrativeByKey(t, "rewild-narrative-1");
    const ids = await policyIds(t, ["rewild-health-care-1", "rewild-housing-land-1"]);
    const created = await as.mutation(api.manifestos.create, {
      manifestoTitle: "Green commons",
      manifestoDescription: "Homes and health for all",
      matchedNarrativeId: narrative._id,
      selectedPolicyIds: ids,
      visionText: "my private words",
    });
    expect(created.published).toBe(false);
    expect(created.shareToken).toBeUndefined();

    await expectAppError(
      other.mutation(api.manifestos.setPublished, { id: created._id, published: true }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.mutation(api.manifestos.setPublished, { id: created._id, published: true }),
      "NOT_SIGNED_IN",
    );
    const published = await as.mutation(api.manifestos.setPublished, {
      id: created._id,
      published: true,
    });
    expect(published.published).toBe(true);
    const token = published.shareToken!;
    expect(token).toMatch(/^[a-z0-9]{24}$/);
    // The link is the token, never the (sequential, guessable) document id.
    expect(await t.query(api.manifestos.getShared, { token: created._id })).toBeNull();

    const shared = await t.query(api.manifestos.getShared, { token });
    expect(shared).toMatchObject({
      title: "Green commons",
      description: "Homes and health for all",
      narrative: { id: narrative._id, quadrant: "rewild" },
    });
    expect(shared?.policies.map((p) => p.id)).toEqual(ids);
    const text = JSON.stringify(shared);
    expect(text).not.toContain("owner@example.org");
    expect(text).not.toContain("my private words");
    expect(text).not.toContain("userId");
    expect(text).not.toContain(created._id);

    await as.mutation(api.manifestos.setPublished, { id: created._id, published: false });
    expect(await t.query(api.manifestos.getShared, { token })).toBeNull();
    const again = await as.mutation(api.manifestos.setPublished, {
      id: created._id,
      published: true,
    });
    expect(again.shareToken).not.toBe(token);
  });
});

describe("share tokens are unique", () => {
  /** Math.random's stand-in: zeros (the token "aaa…a") for `zeros` draws, then spread values. */
  function stubRandom(zeros: number) {
    let calls = 0;
    return () => (calls++ < zeros ? 0 : ((calls * 7) % 36) / 36);
  }

  async function publishAs(t: Awaited<ReturnType<typeof setupWithCatalogue>>, token: string) {
    const { userId } = await signIn(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("userManifestos", {
        userId,
        manifestoTitle: "Taken",
        manifestoDescription: "",
        visionText: null,
        matchedNarrativeId: null,
        selectedPolicyIds: [],
        aiReasoning: null,
        confidenceScore: 0.5,
        fromVote: false,
        updatedAt: 1,
        publishedAt: 1,
        shareToken: token,
      });
    });
  }

  test("a token another manifesto has is drawn again", async () => {
    const t = await setupWithCatalogue();
    const taken = "a".repeat(24);
    await publishAs(t, taken);
    const token = await t.run((ctx) => freshShareToken(ctx as never, stubRandom(24)));
    expect(token).toMatch(/^[a-z0-9]{24}$/);
    expect(token).not.toBe(taken);
  });

  test("after a few collisions in a row it gives up with a clear error", async () => {
    const t = await setupWithCatalogue();
    await publishAs(t, "a".repeat(24));
    await expectAppError(
      t.run((ctx) => freshShareToken(ctx as never, stubRandom(24 * MAX_SHARE_TOKEN_ATTEMPTS))),
      "TRY_AGAIN",
      MESSAGES.noFreeShareLink,
    );
  });
});
