/**
 * Loading the policy catalogue, and the community seed-data generator.
 *
 * - `seed:ensureCatalogue` (internal) loads the catalogue into an empty database; the
 *   embedded backend calls it on every start, so when data exists it costs two reads.
 * - `seed:reloadCatalogue` (internal) upserts the catalogue by key (ids stay stable).
 * - `seed:generateCommunity` (internal: an operator runs `npm run seed:sample`, never a
 *   visitor) creates 150 synthetic voters in the sample scope while real votes are below
 *   50 (spec 2.3, 7.2, 9; they never count nationally).
 * - `seed:removeSynthetic` (internal) removes them again.
 */
import { CATALOGUE } from "./catalogue";
import { internalMutation } from "./_generated/server";
import { SEED_VOTE_THRESHOLD } from "./domain/syntheticVotes";
import { isCatalogueLoaded, isCatalogueStale, loadCatalogue } from "./model/catalogue";
import { generateSyntheticVotes, hasSyntheticUsers, removeSyntheticUsers } from "./model/seed";
import { backfillNationalPositionGrid, getCommunityTally, NATIONAL_SCOPE } from "./model/tallies";

export const SEED_MESSAGES = {
  enoughVotes: `The community already has ${SEED_VOTE_THRESHOLD} or more votes, so no sample data is needed.`,
  emptyCatalogue: "There are no narratives to vote on yet, so no sample data can be made.",
} as const;

/**
 * Loads the catalogue when the narratives table is empty. `loaded` says whether this
 * call loaded it; the counts are what it loaded (0 otherwise). `stale` is true when data
 * exists but the catalogue source has changed since it was loaded (run the
 * reload-catalogue command to apply the change). On a database made before the presenter's
 * position grid existed it also fills in the national grid, once.
 */
export const ensureCatalogue = internalMutation({
  args: {},
  handler: async (ctx) => {
    if (await isCatalogueLoaded(ctx)) {
      await backfillNationalPositionGrid(ctx);
      return {
        loaded: false,
        narratives: 0,
        policies: 0,
        stale: await isCatalogueStale(ctx, CATALOGUE),
      };
    }
    const result = await loadCatalogue(ctx, CATALOGUE);
    return { loaded: true, narratives: result.narratives, policies: result.policies, stale: false };
  },
});

/** Upserts the whole catalogue by key and removes what left it; returns the counts. */
export const reloadCatalogue = internalMutation({
  args: {},
  handler: async (ctx) => {
    return await loadCatalogue(ctx, CATALOGUE);
  },
});

/**
 * Creates 150 synthetic accounts with varied active votes in the sample scope, while real
 * (national) votes are below 50. Internal: only an operator runs it (`npm run
 * seed:sample`, or `npx convex run seed:generateCommunity`). A second run finds the
 * sample voters and does nothing (success, seedCount 0).
 */
export const generateCommunity = internalMutation({
  args: {},
  handler: async (ctx) => {
    if (await hasSyntheticUsers(ctx)) return { success: true, seedCount: 0 };
    const totalVotes = (await getCommunityTally(ctx, NATIONAL_SCOPE))?.totalVotes ?? 0;
    if (totalVotes >= SEED_VOTE_THRESHOLD) {
      return { success: false, seedCount: 0, error: SEED_MESSAGES.enoughVotes };
    }
    const seedCount = await generateSyntheticVotes(ctx);
    if (seedCount === 0)
      return { success: false, seedCount: 0, error: SEED_MESSAGES.emptyCatalogue };
    return { success: true, seedCount };
  },
});

/** Removes synthetic accounts and everything they wrote (call again while `remaining`). */
export const removeSynthetic = internalMutation({
  args: {},
  handler: async (ctx) => {
    return await removeSyntheticUsers(ctx);
  },
});
