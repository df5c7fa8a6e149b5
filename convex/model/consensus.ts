/**
 * A room's consensus (docs/rooms.md "Consensus"): "Where the room agrees" and "Where it
 * divides", measured by convex/domain/consensus.ts from the room's tallies per quadrant
 * ("room:<roomId>:<quadrant>"), never from single votes. Withheld rooms and the nation
 * have none.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { QUADRANTS, type Quadrant } from "../domain/areas";
import {
  CONSENSUS_PANEL_LENGTH,
  measureConsensus,
  type PolicyConsensus,
} from "../domain/consensus";
import { roundToOneDecimal } from "../domain/numbers";
import { roomQuadrantScope } from "../domain/rooms";
import type { CommunityScope } from "./community";
import { readScopeTally } from "./tallies";

/** A measured policy as the presenter and the CSV show it: shares in percent, one decimal. */
function toConsensusRow(entry: PolicyConsensus<Doc<"policies">>) {
  const percent = (share: number) => roundToOneDecimal(share * 100);
  const support = Object.fromEntries(
    QUADRANTS.map((quadrant) => {
      const share = entry.support[quadrant];
      return [quadrant, share === undefined ? null : percent(share)];
    }),
  ) as Record<Quadrant, number | null>;
  return {
    id: entry.policy._id,
    title: entry.policy.title,
    category: entry.policy.category,
    /** Lowest support across the quadrants with voters (percent). */
    agreement: percent(entry.agreement),
    /** Highest minus lowest support (percentage points). */
    gap: percent(entry.gap),
    /** Share of all the room's voters (percent). */
    overall: percent(entry.overall),
    /** Per quadrant (percent), null for a quadrant without voters. */
    support,
  };
}

export type ConsensusRow = ReturnType<typeof toConsensusRow>;

/** Every measured policy of a visible room, or null for the nation and withheld rooms. */
export async function measureRoomConsensus(ctx: QueryCtx, scope: CommunityScope) {
  if (scope.scope !== "room" || scope.withheld || scope.room === null || scope.tally === null) {
    return null;
  }
  const voters = scope.tally.quadrantCounts;
  const counts = new Map<Id<"policies">, Partial<Record<Quadrant, number>>>();
  for (const quadrant of QUADRANTS) {
    if (voters[quadrant] <= 0) continue;
    const group = await readScopeTally(ctx, roomQuadrantScope(scope.room.id, quadrant));
    for (const [policyId, count] of group?.policies ?? []) {
      if (count > 0) counts.set(policyId, { ...counts.get(policyId), [quadrant]: count });
    }
  }
  const policies = [];
  for (const [policyId, policyCounts] of counts) {
    const policy = await ctx.db.get("policies", policyId);
    if (policy !== null) policies.push({ policy, counts: policyCounts });
  }
  const result = measureConsensus({ voters, policies }, (policy) => policy.title);
  return {
    groups: result.groups,
    agrees: result.agrees.map(toConsensusRow),
    divides: result.divides.map(toConsensusRow),
  };
}

/** The presenter's panels: the first few of each list. */
export async function consensusPanels(ctx: QueryCtx, scope: CommunityScope) {
  const measured = await measureRoomConsensus(ctx, scope);
  if (measured === null) return null;
  return {
    groups: measured.groups,
    agrees: measured.agrees.slice(0, CONSENSUS_PANEL_LENGTH),
    divides: measured.divides.slice(0, CONSENSUS_PANEL_LENGTH),
  };
}
