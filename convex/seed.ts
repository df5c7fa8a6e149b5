/**
 * Loading the policy catalogue, and the community seed-data generator.
 *
 * - `seed:ensureCatalogue` (internal) loads the catalogue into an empty database; the
 *   embedded backend calls it on every start, so when data exists it costs a read of the
 *   policies (to rebuild their costs' row if it differs: `writePolicyCosts`).
 * - `seed:reloadCatalogue` (internal) upserts the catalogue by key (ids stay stable).
 * - `seed:generateCommunity` (internal: an operator runs `npm run seed:sample`, never a
 *   visitor) creates 150 synthetic voters in the sample scope while real votes are below
 *   50 (spec 2.3, 7.2, 9; they never count nationally).
 * - `seed:generateSample` (public: the community page's sample-data panel) does the same
 *   for any visitor, throttled per address and network; one set exists at a time.
 * - `seed:removeSynthetic` (internal) removes them again.
 */
import { v } from "convex/values";
import { CATALOGUE } from "./catalogue";
import { internal } from "./_generated/api";
import { action, internalMutation, type MutationCtx } from "./_generated/server";
import { tooManyCreationsMessage } from "./domain/creationThrottle";
import { readClientAddress } from "./model/clientAddress";
import { offersSampleData } from "./domain/syntheticVotes";
import {
  isCatalogueLoaded,
  isCatalogueStale,
  loadCatalogue,
  writePolicyCosts,
} from "./model/catalogue";
import { generateSyntheticVotes, hasSyntheticUsers, removeSyntheticUsers } from "./model/seed";
import { migrateTalliesStep } from "./model/tallyMigration";
import { startRetention } from "./model/retention";
import { publishedNationalScope, readScopeTotal } from "./model/tallies";

export const SEED_MESSAGES = {
  enoughVotes: "The community already has real votes, so no sample data is needed.",
  emptyCatalogue: "There are no narratives to vote on yet, so no sample data can be made.",
} as const;

/**
 * Loads the catalogue when the narratives table is empty. `loaded` says whether this
 * call loaded it; the counts are what it loaded (0 otherwise). `stale` is true when data
 * exists but the catalogue source has changed since it was loaded (run the
 * reload-catalogue command to apply the change). On a database made before tallies were
 * sharded it also starts moving the old tally rows (see migrateTallies).
 */
export const ensureCatalogue = internalMutation({
  args: {},
  handler: async (ctx) => {
    // The privacy retention job (docs/privacy.md "Retention"), re-armed on every start.
    await startRetention(ctx);
    if (await isCatalogueLoaded(ctx)) {
      // The votes' copy of the policies' costs, rebuilt if it differs (an import, an upgrade).
      await writePolicyCosts(ctx);
      await runMigrationStep(ctx);
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

/** One bounded step of the tally migration; schedules the next while work remains. */
async function runMigrationStep(ctx: MutationCtx, gridPage?: number) {
  const step = await migrateTalliesStep(ctx, gridPage);
  if (step.more) await ctx.scheduler.runAfter(0, internal.seed.migrateTallies, { gridPage });
  return step;
}

/**
 * Moves tallies made before sharding into `tallyShards`, and backfills the national
 * position grid of a database made before the grid existed, a bounded step at a time,
 * each step scheduling the next (docs/scale.md "Migrating existing data"). ensureCatalogue
 * starts it; it does nothing on a database without legacy tallies. `gridPage`: votes per
 * backfill step (default GRID_BACKFILL_PAGE).
 */
export const migrateTallies = internalMutation({
  args: { gridPage: v.optional(v.number()) },
  handler: async (ctx, args) => {
    const gridPage =
      args.gridPage === undefined ? undefined : Math.max(1, Math.floor(args.gridPage));
    return await runMigrationStep(ctx, gridPage);
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
    // The published scope with the votes waiting for its next fold: a sample made now would
    // be hidden at that fold, so none is.
    if (!offersSampleData(await readScopeTotal(ctx, publishedNationalScope()))) {
      return { success: false, seedCount: 0, error: SEED_MESSAGES.enoughVotes };
    }
    const seedCount = await generateSyntheticVotes(ctx);
    if (seedCount === 0)
      return { success: false, seedCount: 0, error: SEED_MESSAGES.emptyCatalogue };
    return { success: true, seedCount };
  },
});

/**
 * The sample-data panel (spec 2.3, docs/product.md "Community"): any visitor may generate
 * the one set of 150 synthetic voters while there are few real votes. They go to the
 * sample scope only (never counted in real results or exports, always labelled). A second
 * set is never made (`seedCount: 0`); a script pressing it is throttled per address and
 * network (`CREATION_BUDGETS.sample`), answered like any refusal, with the wait.
 */
export const generateSample = action({
  args: {},
  returns: v.object({
    success: v.boolean(),
    seedCount: v.number(),
    error: v.optional(v.string()),
  }),
  handler: async (ctx): Promise<{ success: boolean; seedCount: number; error?: string }> => {
    const address = await readClientAddress(ctx);
    const gate = await ctx.runMutation(internal.creationThrottle.begin, {
      kind: "sample",
      address,
    });
    if (!gate.ok) {
      return {
        success: false,
        seedCount: 0,
        error: tooManyCreationsMessage("sample", gate.retryAfterMs),
      };
    }
    return await ctx.runMutation(internal.seed.generateCommunity, {});
  },
});

/** Removes synthetic accounts and everything they wrote (call again while `remaining`). */
export const removeSynthetic = internalMutation({
  args: {},
  handler: async (ctx) => {
    return await removeSyntheticUsers(ctx);
  },
});
