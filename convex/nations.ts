/**
 * Live results by nation and region (docs/nations.md): one query for the tile map and its
 * table, read from the folded summaries (a national view: it re-runs once per fold). It
 * never reads the caller's identity, so one run serves every viewer.
 */
import { v } from "convex/values";
import { query } from "./_generated/server";
import { nationsView } from "./model/nations";
import { quadrantValidator } from "./validators";

const cellName = { cell: v.string(), name: v.string() };

export const nationsViewValidator = v.object({
  threshold: v.number(),
  verifiedOnly: v.boolean(),
  totalVotes: v.number(),
  cells: v.array(
    v.union(
      v.object({ ...cellName, shown: v.literal(false) }),
      v.object({
        ...cellName,
        shown: v.literal(true),
        totalVotes: v.number(),
        leadingQuadrant: v.union(quadrantValidator, v.null()),
        averageTaxRate: v.number(),
        averageDividend: v.number(),
      }),
    ),
  ),
});

/** Every nation, English region and "prefer not to say", each shown or withheld. */
export const view = query({
  args: {},
  returns: nationsViewValidator,
  handler: async (ctx) => await nationsView(ctx),
});
