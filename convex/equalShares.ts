/**
 * The proportional community manifesto (docs/equal-shares.md): the Method of Equal Shares
 * over a scope's active votes, beside the popularity list, recomputed after folds by a
 * cron's action when a scope's folded tallies changed (convex/model/equalShares.ts), and
 * read by one query per screen.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation, internalQuery, query } from "./_generated/server";
import { computeCommunityManifestos } from "./domain/equalSharesManifesto";
import { normaliseRoomCode } from "./domain/rooms";
import { communityManifestosValidator } from "./validators";
import { resolveCommunityScope } from "./model/community";
import {
  findStaleScopes,
  readBallotPage,
  readEqualSharesResult,
  readManifestoPolicies,
  saveEqualSharesResult,
  type BallotRow,
} from "./model/equalShares";
import { publishedNationalScope } from "./model/tallies";

const ballotValidator = v.object({
  policyIds: v.array(v.string()),
  quadrant: v.union(
    v.literal("rewild"),
    v.literal("leap"),
    v.literal("steady"),
    v.literal("scale"),
  ),
  policyCost: v.optional(v.union(v.number(), v.null())),
  taxRate: v.number(),
  dividend: v.number(),
});

/** One page of a scope's active votes (the run reads them page by page). */
export const ballotPage = internalQuery({
  args: { scope: v.string(), cursor: v.union(v.string(), v.null()) },
  returns: v.object({ ballots: v.array(ballotValidator), cursor: v.string(), done: v.boolean() }),
  handler: async (ctx, args) => await readBallotPage(ctx, args.scope, args.cursor),
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
    manifestos: communityManifestosValidator,
  },
  handler: async (ctx, args) => await saveEqualSharesResult(ctx, args),
});

/**
 * The cron's run (convex/crons.ts, every EQUAL_SHARES_INTERVAL_S): each scope whose folded
 * tallies changed is read, computed and written. Returns what it computed.
 */
export const recompute = internalAction({
  args: {},
  handler: async (ctx): Promise<{ scope: string; voters: number; computeMs: number }[]> => {
    const inputs = await ctx.runQuery(internal.equalShares.runInputs, {});
    const done: { scope: string; voters: number; computeMs: number }[] = [];
    for (const { scope, fingerprint } of inputs.stale) {
      const startedAt = Date.now();
      const ballots: BallotRow[] = [];
      let cursor: string | null = null;
      for (;;) {
        const page: { ballots: BallotRow[]; cursor: string; done: boolean } = await ctx.runQuery(
          internal.equalShares.ballotPage,
          { scope, cursor },
        );
        ballots.push(...page.ballots);
        if (page.done) break;
        cursor = page.cursor;
      }
      const computeStart = Date.now();
      const count = Math.max(1, ballots.length);
      const manifestos = computeCommunityManifestos({
        ballots,
        policies: inputs.policies,
        averageTaxRate: ballots.reduce((sum, b) => sum + b.taxRate, 0) / count,
        averageDividend: ballots.reduce((sum, b) => sum + b.dividend, 0) / count,
      });
      const computeMs = Date.now() - computeStart;
      await ctx.runMutation(internal.equalShares.save, {
        scope,
        fingerprint,
        startedAt,
        computeMs,
        manifestos,
      });
      done.push({ scope, voters: manifestos.voters, computeMs });
    }
    return done;
  },
});

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
