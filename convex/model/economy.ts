/**
 * The server's own economics for a vote: the shared economy model (convex/domain/economy)
 * run on the catalogue's cost estimates and pressure modifiers. The client's figures are
 * never stored; these are.
 */
import type { Doc } from "../_generated/dataModel";
import { simulateBudget, toBudgetPolicy, toVoteEconomics } from "../domain/economy";
import type { VoteEconomics as DomainVoteEconomics } from "../domain/economy";

export type VoteEconomics = DomainVoteEconomics;

/** Cost (pounds), central budget balance (pounds), inflation (percent) and breakdown. */
export function computeVoteEconomics(
  policies: readonly Doc<"policies">[],
  taxRate: number,
  dividend: number,
): VoteEconomics {
  const simulation = simulateBudget({
    taxRatePercent: taxRate,
    dividend,
    policies: policies.map(toBudgetPolicy),
  });
  return toVoteEconomics(simulation);
}
