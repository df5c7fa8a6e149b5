/**
 * The server's own economics for a vote: the shared economy model (convex/domain/economy)
 * run on the catalogue's cost estimates and pressure modifiers. The client's figures are
 * never stored; these are.
 */
import { simulateVoteEconomics, toBudgetPolicy } from "../domain/economy";
import type { BudgetPolicy, VoteEconomics as DomainVoteEconomics } from "../domain/economy";
import type { VotePolicy } from "./policies";

export type VoteEconomics = DomainVoteEconomics;

/**
 * Parsed costs (billions) by estimate text: a cost is a function of its text alone, so
 * each of the catalogue's few hundred estimates is parsed once per process, not per bind.
 */
const costsByEstimate = new Map<string, number>();
/** More than the catalogue's estimates: the cache never grows past it. */
const MAX_CACHED_COSTS = 2_000;

function budgetPolicyOf(
  policy: Pick<VotePolicy, "costEstimate" | "pressureModifiers">,
): BudgetPolicy {
  const estimate = policy.costEstimate;
  let costBn = costsByEstimate.get(estimate);
  if (costBn === undefined) {
    costBn = toBudgetPolicy({ costEstimate: estimate }).costBn;
    if (costsByEstimate.size < MAX_CACHED_COSTS) costsByEstimate.set(estimate, costBn);
  }
  return { costBn, pressure: policy.pressureModifiers ?? null };
}

/** Cost (pounds), central budget balance (pounds), inflation (percent) and breakdown. */
export function computeVoteEconomics(
  policies: readonly Pick<VotePolicy, "costEstimate" | "pressureModifiers">[],
  taxRate: number,
  dividend: number,
): VoteEconomics {
  return simulateVoteEconomics({
    taxRatePercent: taxRate,
    dividend,
    policies: policies.map(budgetPolicyOf),
  });
}
