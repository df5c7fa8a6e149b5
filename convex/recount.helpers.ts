/**
 * A full recount of a tally scope from its active votes, beside the tallies as the app
 * reads them (the sum of the scope's shards): for the tests (convex/test.helpers.ts) and the
 * contention benchmark (bench/contention.ts), which check that the two agree. Not a
 * function module (two dots in the name), so never deployed.
 */
import type { GenericDatabaseReader } from "convex/server";
import type { DataModel, Doc } from "./_generated/dataModel";
import type { QueryCtx } from "./_generated/server";
import { cellOfVote, GRID_CELLS } from "./domain/positionGrid";
import { roomQuadrantScope, roomScope } from "./domain/rooms";
import { NATIONAL_SCOPE, readScopeTally, VERIFIED_SCOPE } from "./model/tallies";

/**
 * Whether an active vote counts in a scope, as docs/rooms.md defines it: "national" (and
 * "sample") hold the accounts' votes of that scope only, less those held until their room
 * reaches its threshold ("Held votes"); "national:verified" those of them whose voter's
 * email is verified (docs/security.md "Verified votes"); a room every vote counted in it;
 * "room:<id>:<quadrant>" the room's votes for narratives of that quadrant. A guest's vote
 * waiting for the facilitator's approval counts nowhere ("Stuffing").
 */
function countsInScope(vote: Doc<"userVotes">, scope: string): boolean {
  if (vote.pendingApproval === true) return false; // waiting for approval ("Stuffing")
  // "<base>|nation:<nation>" and "<base>|region:<region>" (docs/nations.md): the base's
  // votes that say they live there.
  const residence = /^(.*)\|(nation|region):(.*)$/.exec(scope);
  if (residence !== null) {
    const [, base, kind, place] = residence;
    const said = kind === "nation" ? vote.residence?.nation : vote.residence?.region;
    return said === place && countsInScope(vote, base);
  }
  if (
    vote.roomId !== undefined &&
    (scope === roomScope(vote.roomId) || scope === roomQuadrantScope(vote.roomId, vote.quadrant))
  ) {
    return true;
  }
  const national = vote.isGuest !== true && vote.heldFromNational !== true;
  if (scope === VERIFIED_SCOPE) {
    return national && vote.scope === NATIONAL_SCOPE && vote.verified === true;
  }
  return vote.scope === scope && national;
}

/**
 * A scope's community tallies as the app reads them, and as recounted from every active
 * vote that counts in it (`countsInScope`). Reads every active vote: tests and benchmarks
 * only.
 */
export async function recountScope(
  ctx: { db: GenericDatabaseReader<DataModel> },
  scope: string = NATIONAL_SCOPE,
) {
  const stored = await readScopeTally(ctx as QueryCtx, scope);
  const active = (
    await ctx.db
      .query("userVotes")
      .withIndex("by_active", (q) => q.eq("isActive", true))
      .collect()
  ).filter((vote) => countsInScope(vote, scope));
  const recount = {
    totalVotes: active.length,
    quadrantCounts: { rewild: 0, leap: 0, steady: 0, scale: 0 },
    taxRateSum: 0,
    dividendSum: 0,
    inflationSum: 0,
    narratives: {} as Record<string, number>,
    policies: {} as Record<string, number>,
    positionCounts: new Array<number>(GRID_CELLS).fill(0),
    guestVotes: 0,
  };
  for (const vote of active) {
    if (vote.isGuest === true) recount.guestVotes += 1;
    recount.quadrantCounts[vote.quadrant] += 1;
    recount.taxRateSum += vote.taxRate;
    recount.dividendSum += vote.dividend;
    recount.inflationSum += vote.inflation;
    recount.narratives[vote.narrativeId] = (recount.narratives[vote.narrativeId] ?? 0) + 1;
    for (const policyId of vote.selectedPolicyIds) {
      recount.policies[policyId] = (recount.policies[policyId] ?? 0) + 1;
    }
    recount.positionCounts[cellOfVote(vote)] += 1;
  }
  const positive = (counts: Map<string, number> | undefined) =>
    Object.fromEntries([...(counts ?? [])].filter(([, count]) => count !== 0));
  return {
    stored: {
      totalVotes: stored?.totalVotes ?? 0,
      quadrantCounts: stored?.quadrantCounts ?? { rewild: 0, leap: 0, steady: 0, scale: 0 },
      taxRateSum: stored?.taxRateSum ?? 0,
      dividendSum: stored?.dividendSum ?? 0,
      inflationSum: stored?.inflationSum ?? 0,
      narratives: positive(stored?.narratives),
      policies: positive(stored?.policies),
      positionCounts: stored?.positionCounts ?? new Array<number>(GRID_CELLS).fill(0),
      guestVotes: stored?.guestVotes ?? 0,
    },
    recount,
  };
}

export type TallyRecount = Awaited<ReturnType<typeof recountScope>>;

/** Where the stored tallies and the recount differ (sums to 6 decimal places); [] if nowhere. */
export function tallyDifferences({ stored, recount }: TallyRecount): string[] {
  const differences: string[] = [];
  const same = (a: unknown, b: unknown) =>
    typeof a === "number" && typeof b === "number"
      ? Math.abs(a - b) < 5e-7
      : JSON.stringify(a) === JSON.stringify(b);
  const sorted = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  for (const key of Object.keys(recount) as (keyof typeof recount)[]) {
    const [a, b] =
      key === "narratives" || key === "policies"
        ? [sorted(stored[key]), sorted(recount[key])]
        : [stored[key], recount[key]];
    if (!same(a, b))
      differences.push(`${key}: stored ${JSON.stringify(a)}, recount ${JSON.stringify(b)}`);
  }
  return differences;
}
