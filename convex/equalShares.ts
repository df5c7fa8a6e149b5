/**
 * The proportional community manifesto (docs/equal-shares.md): the Method of Equal Shares
 * over a scope's active votes, beside the popularity list, recomputed after folds by a
 * cron's action when a scope's folded tallies changed (convex/model/equalShares.ts), and
 * read by one query per screen.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation, internalQuery, query } from "./_generated/server";
import {
  computeCommunityManifestos,
  meanPackageBn,
  type ManifestoPolicyInput,
} from "./domain/equalSharesManifesto";
import { normaliseRoomCode } from "./domain/rooms";
import { communityManifestosValidator } from "./validators";
import { resolveCommunityScope } from "./model/community";
import {
  addBallotSums,
  ballotFromKey,
  emptyScopeBallots,
  findStaleScopes,
  pauseAfterPage,
  readBallotPage,
  readEqualSharesResult,
  readManifestoPolicies,
  saveEqualSharesResult,
  walkPauses,
  walksOf,
  type BallotSums,
  type ScopeBallots,
} from "./model/equalShares";
import { publishedNationalScope } from "./model/tallies";

const ballotSumsValidator = v.object({
  ballots: v.array(v.string()),
  weights: v.array(v.number()),
  votes: v.number(),
  taxRateSum: v.number(),
  dividendSum: v.number(),
  packageCostSum: v.number(),
  packages: v.number(),
});

/** One page of a walk's active votes, summed per scope (the run reads them page by page). */
export const ballotPage = internalQuery({
  args: {
    scopes: v.array(v.string()),
    policyIds: v.array(v.string()),
    cursor: v.union(v.string(), v.null()),
  },
  returns: v.object({
    scopes: v.array(ballotSumsValidator),
    cursor: v.string(),
    done: v.boolean(),
  }),
  handler: async (ctx, args) => await readBallotPage(ctx, args),
});

/**
 * The scopes to recompute (their folded tallies changed) and, only when there is one, the
 * catalogue's policies: a cron run with nothing to do reads no catalogue.
 */
export const runInputs = internalQuery({
  args: {},
  handler: async (ctx) => {
    const stale = await findStaleScopes(ctx);
    return { stale, policies: stale.length === 0 ? [] : await readManifestoPolicies(ctx) };
  },
});

export const save = internalMutation({
  args: {
    scope: v.string(),
    fingerprint: v.string(),
    startedAt: v.number(),
    computeMs: v.number(),
    runMs: v.number(),
    manifestos: communityManifestosValidator,
  },
  handler: async (ctx, args) => await saveEqualSharesResult(ctx, args),
});

/**
 * The cron's run (convex/crons.ts, every EQUAL_SHARES_INTERVAL_S): the scopes whose folded
 * tallies changed and whose pace allows (`nextRunAt`) are read, one walk over the votes for
 * the nation's two scopes and one per room (`walksOf`), computed and written. Returns what
 * it computed.
 */
export const recompute = internalAction({
  args: {},
  handler: async (ctx): Promise<{ scope: string; voters: number; computeMs: number }[]> => {
    const inputs = await ctx.runQuery(internal.equalShares.runInputs, {});
    const now = Date.now();
    const due = inputs.stale.filter((entry) => entry.notBefore <= now);
    const fingerprints = new Map(due.map((entry) => [entry.scope, entry.fingerprint]));
    const policyIds = inputs.policies.map((p) => p.id);
    const done: { scope: string; voters: number; computeMs: number }[] = [];
    for (const scopes of walksOf(due.map((entry) => entry.scope))) {
      const startedAt = Date.now();
      const read = scopes.map(emptyScopeBallots);
      let cursor: string | null = null;
      // The pages' own time: the pauses between them (WALK_DUTY) are not the run's cost.
      let readMs = 0;
      for (;;) {
        const pageStart = Date.now();
        const page: { scopes: BallotSums[]; cursor: string; done: boolean } = await ctx.runQuery(
          internal.equalShares.ballotPage,
          { scopes, policyIds, cursor },
        );
        const pageMs = Date.now() - pageStart;
        readMs += pageMs;
        page.scopes.forEach((sums, s) => addBallotSums(read[s], sums));
        if (page.done) break;
        cursor = page.cursor;
        await walkPauses.wait(pauseAfterPage(pageMs));
      }
      for (const [s, scope] of scopes.entries()) {
        const computeStart = Date.now();
        const manifestos = computeFromSums(read[s], inputs.policies, policyIds);
        const computeMs = Date.now() - computeStart;
        await ctx.runMutation(internal.equalShares.save, {
          scope,
          fingerprint: fingerprints.get(scope)!,
          startedAt,
          computeMs,
          runMs: readMs + (Date.now() - computeStart),
          manifestos,
        });
        done.push({ scope, voters: manifestos.voters, computeMs });
      }
    }
    return done;
  },
});

/** Both manifestos from a walk's ballots and sums (each ballot key once, with its count). */
function computeFromSums(
  read: ScopeBallots,
  policies: ManifestoPolicyInput[],
  policyIds: readonly string[],
) {
  const ballots = [...read.counts].map(([key, weight]) => ballotFromKey(key, weight, policyIds));
  const sums = read.totals;
  const count = Math.max(1, sums.votes);
  return computeCommunityManifestos({
    ballots,
    policies,
    averageTaxRate: sums.taxRateSum / count,
    averageDividend: sums.dividendSum / count,
    averagePackageBn: meanPackageBn(sums.packageCostSum, sums.packages),
  });
}

/**
 * Both community manifestos for the nation (its published scope) or a room: `ready` with
 * the last result, `pending` before the first run, `withheld` for a room below its
 * threshold or an unknown code. Never reads the viewer's identity.
 */
export const manifesto = query({
  args: { roomCode: v.optional(v.string()) },
  returns: v.union(
    v.object({
      status: v.literal("ready"),
      computedAt: v.number(),
      manifestos: communityManifestosValidator,
    }),
    v.object({ status: v.union(v.literal("pending"), v.literal("withheld")) }),
  ),
  handler: async (ctx, args) => {
    let scope = publishedNationalScope();
    if (args.roomCode !== undefined && normaliseRoomCode(args.roomCode) !== "") {
      const room = await resolveCommunityScope(ctx, args.roomCode);
      if (room.withheld || room.tallyScope === null) return { status: "withheld" as const };
      scope = room.tallyScope;
    }
    const result = await readEqualSharesResult(ctx, scope);
    if (result === null) return { status: "pending" as const };
    return {
      status: "ready" as const,
      computedAt: result.startedAt,
      manifestos: result.manifestos,
    };
  },
});
