/**
 * Live results by nation and region (docs/nations.md): one query for the tile map and its
 * table, read from the folded summaries (a national view: it re-runs once per fold). It
 * never reads the caller's identity, so one run serves every viewer.
 */
import { query } from "./_generated/server";
import { nationsView } from "./model/nations";
import { nationsView as nationsViewValidator } from "./model/returns";

/** Every nation, English region and "prefer not to say", each shown or withheld. */
export const view = query({
  args: {},
  returns: nationsViewValidator,
  handler: async (ctx) => await nationsView(ctx),
});
