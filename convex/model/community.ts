/** Community figures shaped from the tallies (never from scanning votes). */
import type { QueryCtx } from "../_generated/server";
import { QUADRANTS } from "../domain/areas";
import { roundToOneDecimal, percentOf } from "../domain/numbers";
import { getCommunityTally } from "./tallies";

/** Top narratives shown (spec 9). */
export const TOP_NARRATIVE_COUNT = 3;
/** Extra tally rows read in case some narratives have left the catalogue. */
const TOP_SLACK = 5;

export async function communityOverview(ctx: QueryCtx, scope: string) {
  const tally = await getCommunityTally(ctx, scope);
  const totalVotes = tally?.totalVotes ?? 0;
  const quadrantDistribution = Object.fromEntries(
    QUADRANTS.map((quadrant) => [
      quadrant,
      percentOf(tally?.quadrantCounts[quadrant] ?? 0, totalVotes),
    ]),
  ) as Record<(typeof QUADRANTS)[number], number>;

  const rows = await ctx.db
    .query("narrativeTallies")
    .withIndex("by_scope_count", (q) => q.eq("scope", scope))
    .order("desc")
    .take(TOP_NARRATIVE_COUNT + TOP_SLACK);
  const topNarratives = [];
  for (const row of rows) {
    if (topNarratives.length === TOP_NARRATIVE_COUNT) break;
    const narrative = await ctx.db.get("narratives", row.narrativeId);
    if (narrative === null || row.count <= 0) continue;
    topNarratives.push({
      id: narrative._id,
      title: narrative.title,
      quadrant: narrative.quadrant,
      count: row.count,
      percentage: percentOf(row.count, totalVotes),
    });
  }

  const average = (sum: number) => (totalVotes > 0 ? roundToOneDecimal(sum / totalVotes) : 0);
  return {
    totalVotes,
    quadrantDistribution,
    topNarratives,
    averageEconomics: {
      taxRate: average(tally?.taxRateSum ?? 0),
      dividend: average(tally?.dividendSum ?? 0),
      inflation: average(tally?.inflationSum ?? 0),
    },
  };
}
