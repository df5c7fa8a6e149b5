/**
 * The fold of tally deltas into their scopes' summaries (convex/model/tallies.ts), run by
 * the cron in convex/crons.ts; a fold that leaves more deltas waiting schedules the next
 * at once.
 */
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { foldTallyDeltas } from "./model/tallies";

export const fold = internalMutation({
  args: {},
  handler: async (ctx) => {
    const result = await foldTallyDeltas(ctx);
    if (result.more) await ctx.scheduler.runAfter(0, internal.tallies.fold, {});
    return result;
  },
});
