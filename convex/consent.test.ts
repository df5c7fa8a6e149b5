/**
 * Consent is structural (convex/model/functions.ts, docs/privacy.md "Consent"): the database
 * a signed-in mutation gets refuses to store an opinion until the purpose's consent is
 * required, so an endpoint that forgets consent fails on its first write.
 */
import { describe, expect, test } from "vitest";
import type { Id } from "./_generated/dataModel";
import { guardOpinions, OpinionWithoutConsentError } from "./model/functions";
import { defaultVoteArgs, setupWithCatalogue, signIn } from "./test.helpers";

async function setup() {
  const t = await setupWithCatalogue();
  const person = await signIn(t, "guarded@example.com");
  const { narrativeId, selectedPolicyIds } = await defaultVoteArgs(t, "leap-narrative-1", 1);
  const ranking = {
    userId: person.userId,
    narrativeId,
    policyId: selectedPolicyIds[0] as Id<"policies">,
    rank: 1,
    category: "Health & Care",
  };
  const manifesto = {
    userId: person.userId,
    manifestoTitle: "Mine",
    manifestoDescription: "",
    matchedNarrativeId: null,
    selectedPolicyIds: [],
    aiReasoning: null,
    confidenceScore: 0,
    visionText: null,
    fromVote: false,
    updatedAt: 0,
  };
  return { t, ranking, manifesto };
}

describe("the opinion guard", () => {
  test("without a purpose unlocked, a ranking or a manifesto is not stored", async () => {
    const { t, ranking, manifesto } = await setup();
    await t.run(async (ctx) => {
      const db = guardOpinions(ctx.db, []);
      await expect(db.insert("userPolicyRankings", ranking)).rejects.toThrow(
        OpinionWithoutConsentError,
      );
      await expect(db.insert("userManifestos", manifesto)).rejects.toThrow(
        OpinionWithoutConsentError,
      );
      // Anything else is written as usual.
      await db.insert("aiRateLimits", { key: "k", windowStart: 0, count: 1 });
    });
  });

  test("each purpose unlocks its own tables only", async () => {
    const { t, ranking, manifesto } = await setup();
    await t.run(async (ctx) => {
      const rankings = guardOpinions(ctx.db, ["rankings"]);
      await rankings.insert("userPolicyRankings", ranking);
      await expect(rankings.insert("userManifestos", manifesto)).rejects.toThrow(
        OpinionWithoutConsentError,
      );
      const manifestos = guardOpinions(ctx.db, ["manifestos"]);
      const id = await manifestos.insert("userManifestos", manifesto);
      await expect(manifestos.insert("userPolicyRankings", ranking)).rejects.toThrow(
        OpinionWithoutConsentError,
      );
      // Locked again: changing what it says is refused, publishing what is stored is not.
      const locked = guardOpinions(manifestos, []);
      await expect(
        locked.patch("userManifestos", id, { manifestoTitle: "Changed" }),
      ).rejects.toThrow(OpinionWithoutConsentError);
      await locked.patch("userManifestos", id, { publishedAt: 1, shareToken: "t".repeat(24) });
      // Deleting (withdrawal, erasure) is always allowed.
      await locked.delete("userManifestos", id);
    });
  });
});
