/**
 * The fold of tally deltas into their scopes' summaries (convex/model/tallies.ts), run by
 * the cron in convex/crons.ts and, for national votes, as a vote requests it (at most once
 * per TALLY_FOLD_INTERVAL_MS); a fold that leaves more deltas waiting schedules the next at once.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { foldTallyDeltas } from "./model/tallies";

export const fold = internalMutation({
  /** `through`: the time a vote's request asked this fold to run (model/tallies.ts). */
  args: { through: v.optional(v.number()) },
  handler: async (ctx, args) => {
    const result = await foldTallyDeltas(ctx, undefined, args.through);
    if (result.more) await ctx.scheduler.runAfter(0, internal.tallies.fold, args);
    return result;
  },
});
