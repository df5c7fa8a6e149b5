/**
 * The fold of tally deltas into their scopes' summaries (convex/model/tallies.ts), run by
 * the cron in convex/crons.ts and, for national votes, in rounds a vote starts (a fold every
 * TALLY_FOLD_INTERVAL_MS for a second); a fold that leaves more deltas waiting schedules the
 * next at once. `through` (benchmarks, tests): fold every delta created before then.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { foldRound, foldTallyDeltas } from "./model/tallies";

export const fold = internalMutation({
  /** `roundEndsAt`: the end of the round of folds this one belongs to (model/tallies.ts). */
  args: { roundEndsAt: v.optional(v.number()), through: v.optional(v.number()) },
  handler: async (ctx, args) => {
    if (args.roundEndsAt !== undefined) return await foldRound(ctx, args.roundEndsAt);
    const result = await foldTallyDeltas(ctx, undefined, args.through);
    if (result.more) await ctx.scheduler.runAfter(0, internal.tallies.fold, args);
    return result;
  },
});
