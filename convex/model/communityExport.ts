/**
 * community:exportData — a scope's aggregate results for the facilitator's CSV
 * (docs/rooms.md): totals, quadrant shares, every narrative's and every policy's count,
 * and the averages. Aggregates only: no user ids, no emails, no single votes. Reads the
 * tallies and the catalogue (a few hundred rows), never the votes.
 */
import { env, type QueryCtx } from "../_generated/server";
import { nationalCounting } from "../domain/verification";
import { QUADRANTS } from "../domain/areas";
import { percentOf } from "../domain/numbers";
import { MAX_CATALOGUE_ROWS } from "./catalogue";
import { averageEconomics, type CommunityScope } from "./community";
import { measureRoomConsensus } from "./consensus";
import { nationsView } from "./nations";

/**
 * Every catalogue row described with its count and share of the votes, most votes first
 * then by title, so the CSV reads like a results table.
 */
function withCounts<D extends { _id: string }, R extends { title: string }>(
  docs: readonly D[],
  counts: ReadonlyMap<string, number>,
  totalVotes: number,
  describe: (doc: D) => R,
) {
  return docs
    .map((doc) => {
      const count = counts.get(doc._id) ?? 0;
      return { ...describe(doc), count, percentage: percentOf(count, totalVotes) };
    })
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}

/** Exports are of the nation or a room, never of the sample data. */
export async function communityExport(
  ctx: QueryCtx,
  scope: CommunityScope & { scope: "national" | "room" },
) {
  const header = {
    scope: scope.scope,
    roomName: scope.room?.name ?? null,
    roomCode: scope.room?.code ?? null,
    generatedAt: new Date().toISOString(),
    counting: scope.scope === "national" ? nationalCounting(env.NATIONAL_RESULTS) : null,
    withheld: scope.withheld,
    threshold: scope.threshold,
    totalVotes: scope.totalVotes,
    averages: averageEconomics(scope),
    // The national cells under the disclosure rule, in a room's file too: a room's own
    // breakdown by place is never published (docs/nations.md "Disclosure").
    nations: await nationsView(ctx),
  };
  if (scope.withheld || scope.tallyScope === null) {
    return { ...header, quadrants: [], narratives: [], policies: [], consensus: [] };
  }
  const { totalVotes } = scope;
  const quadrants = QUADRANTS.map((quadrant) => {
    const count = scope.tally?.quadrantCounts[quadrant] ?? 0;
    return { quadrant, count, percentage: percentOf(count, totalVotes) };
  });

  const narratives = withCounts(
    await ctx.db.query("narratives").take(MAX_CATALOGUE_ROWS),
    scope.tally?.narratives ?? new Map(),
    totalVotes,
    (narrative) => ({ title: narrative.title, quadrant: narrative.quadrant }),
  );
  const policies = withCounts(
    await ctx.db.query("policies").take(MAX_CATALOGUE_ROWS),
    scope.tally?.policies ?? new Map(),
    totalVotes,
    (policy) => ({ title: policy.title, category: policy.category }),
  );

  // A room's consensus table: every policy the room agrees on, then every one dividing it.
  const measured = await measureRoomConsensus(ctx, scope);
  const consensus = measured
    ? [
        ...measured.agrees.map((row) => ({ ...row, verdict: "agrees" as const })),
        ...measured.divides.map((row) => ({ ...row, verdict: "divides" as const })),
      ]
    : [];

  return { ...header, quadrants, narratives, policies, consensus };
}
