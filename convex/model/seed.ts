/** The seed-data generator and its clean-up (spec 2.3, 7.2 "generate-seed-data", 9). */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { POLICY_AREAS } from "../domain/areas";
import {
  SAMPLE_SCOPE,
  SEED_ACCOUNT_COUNT,
  planSyntheticVotes,
  type SeedNarrative,
} from "../domain/syntheticVotes";
import { MAX_CATALOGUE_ROWS } from "./catalogue";
import { listNarrativePolicies } from "./policies";
import { deleteManifestoUsage } from "./quotas";
import { prepareVote, recordVote } from "./votes";
import { applyVoteWrites, voteWrites } from "./voteTrigger";

/** Synthetic accounts use a reserved domain (RFC 2606), so no real address collides. */
export function syntheticEmail(index: number): string {
  return `seed-${String(index + 1).padStart(3, "0")}@synthetic.invalid`;
}

/** Most synthetic users removed per call of removeSynthetic. */
export const REMOVE_BATCH = 200;
/** Most rows per user and table removed with a synthetic user. */
const MAX_ROWS_PER_USER = 500;

export async function hasSyntheticUsers(ctx: MutationCtx): Promise<boolean> {
  const first = await ctx.db
    .query("users")
    .withIndex("by_isSynthetic", (q) => q.eq("isSynthetic", true))
    .first();
  return first !== null;
}

async function loadSeedNarratives(ctx: MutationCtx): Promise<SeedNarrative[]> {
  const narratives = await ctx.db
    .query("narratives")
    .withIndex("by_type_popularity", (q) => q.eq("type", "anchor"))
    .take(MAX_CATALOGUE_ROWS);
  const result: SeedNarrative[] = [];
  for (const narrative of narratives) {
    const policies = await listNarrativePolicies(ctx, narrative._id);
    result.push({
      id: narrative._id,
      quadrant: narrative.quadrant,
      popularityScore: narrative.popularityScore,
      areas: POLICY_AREAS.map((area) =>
        policies.filter((policy) => policy.category === area.name).map((policy) => policy._id),
      ),
    });
  }
  return result;
}

async function findOrCreateSyntheticUser(ctx: MutationCtx, index: number): Promise<Id<"users">> {
  const email = syntheticEmail(index);
  const matches = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .take(10);
  const existing = matches.find((user) => user.isSynthetic === true);
  if (existing) return existing._id;
  return await ctx.db.insert("users", {
    email,
    name: `Sample voter ${index + 1}`,
    isSynthetic: true,
  });
}

/**
 * Creates (or reuses) the synthetic accounts and gives each an active complete vote in
 * the sample scope (never the national one).
 * Tally changes are gathered and written once. Returns the number of votes cast.
 */
export async function generateSyntheticVotes(
  ctx: MutationCtx,
  count: number = SEED_ACCOUNT_COUNT,
): Promise<number> {
  const plans = planSyntheticVotes(await loadSeedNarratives(ctx), count);
  const votes = voteWrites(ctx);
  const now = Date.now();
  for (const [index, plan] of plans.entries()) {
    const userId = await findOrCreateSyntheticUser(ctx, index);
    const narrativeId = ctx.db.normalizeId("narratives", plan.narrativeId);
    if (narrativeId === null) continue;
    const vote = await prepareVote(ctx, { ...plan, narrativeId }, "submit");
    await recordVote(ctx, userId, vote, "submit", { votes, now, scope: SAMPLE_SCOPE });
  }
  await applyVoteWrites(ctx, votes);
  return plans.length;
}

/**
 * Removes synthetic accounts with their votes, rankings, manifestos and profiles, and
 * takes their active votes out of the tallies. Works in batches; `remaining` says
 * whether another call is needed.
 */
export async function removeSyntheticUsers(ctx: MutationCtx) {
  const users = await ctx.db
    .query("users")
    .withIndex("by_isSynthetic", (q) => q.eq("isSynthetic", true))
    .take(REMOVE_BATCH);
  const writes = voteWrites(ctx);
  let votes = 0;
  for (const user of users) {
    const userVotes = await ctx.db
      .query("userVotes")
      .withIndex("by_user", (q) => q.eq("userId", user._id))
      .take(MAX_ROWS_PER_USER);
    for (const vote of userVotes) {
      await writes.delete(vote);
      votes += 1;
    }
    const rankings = await ctx.db
      .query("userPolicyRankings")
      .withIndex("by_user_narrative_category", (q) => q.eq("userId", user._id))
      .take(MAX_ROWS_PER_USER);
    for (const row of rankings) await ctx.db.delete("userPolicyRankings", row._id);
    const manifestos = await ctx.db
      .query("userManifestos")
      .withIndex("by_user", (q) => q.eq("userId", user._id))
      .take(MAX_ROWS_PER_USER);
    for (const row of manifestos) await ctx.db.delete("userManifestos", row._id);
    await deleteManifestoUsage(ctx, user._id);
    const profiles = await ctx.db
      .query("profiles")
      .withIndex("by_user", (q) => q.eq("userId", user._id))
      .take(MAX_ROWS_PER_USER);
    for (const row of profiles) await ctx.db.delete("profiles", row._id);
    await ctx.db.delete("users", user._id);
  }
  await applyVoteWrites(ctx, writes);
  return { users: users.length, votes, remaining: users.length === REMOVE_BATCH };
}
