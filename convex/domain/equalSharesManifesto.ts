/**
 * The proportional community manifesto (docs/equal-shares.md): the community's votes as
 * approval ballots, the catalogue's costs, a budget from the community's average settings,
 * and the Method of Equal Shares (./equalShares.ts) with its completion; beside it the
 * popularity list the page already shows, and the fairness figures of both. Pure.
 *
 * Choices, each stated on /methods:
 * - Ballots: every policy on a vote is one approval; the rank a voter gave a policy within
 *   its area does not weigh (equal shares is defined on approvals, and a rank 3 pick is
 *   still a pick the voter asked for).
 * - Costs: the catalogue's yearly UK cost (`costEstimate`, £bn). A saving (a negative
 *   cost), a policy costing nothing or one whose cost cannot be read is not bought with
 *   shares (the method needs a positive price); it joins the manifesto, in its own list,
 *   when more than half the voters chose it, and its saving is not added to the budget.
 * - Budget: what the community's average settings leave for policies — the central net
 *   revenue of the transaction tax at the average rate, less the average citizen dividend
 *   paid to every recipient and its administration (`simulateVoteEconomics` with no
 *   policies: its budget balance). When that leaves nothing (the average dividend costs
 *   more than the average rate raises), the budget is the average cost of the packages the
 *   voters chose (`totalPolicyCost` of each vote), and the page says which it used.
 * - Completion: the share per voter rises in steps of 1% of the first share (pabutools'
 *   default step) while the outcome still fits the budget, at most MAX_BUDGET_STEPS times;
 *   then what is left is filled with the most chosen policies that fit.
 * - Ties: the policy more voters chose, then the catalogue key in alphabetical order.
 */
import { POLICY_AREAS, QUADRANTS, type Quadrant } from "./areas";
import { equalShares } from "./equalShares";
import { floatArith } from "./equalSharesArith";
import { isKnownCost, parseCostEstimate, simulateVoteEconomics } from "./economy";
import { POUNDS_PER_BILLION } from "./economy/constants";
import { POLICIES_PER_CATEGORY } from "./ai/communityManifesto";

/** The varying budget's step: this share of the first share per voter (pabutools: 1%). */
export const BUDGET_STEP_SHARE = 0.01;
/**
 * At most this many raised runs: the share can reach 4 × the first. Beyond that the
 * remaining money goes to the greedy fill (bench/equalShares.ts measures the cost).
 */
export const MAX_BUDGET_STEPS = 300;

export interface ManifestoBallot {
  policyIds: readonly string[];
  quadrant: Quadrant;
  /** The vote's own package cost, pounds a year (null when it was not recorded). */
  policyCost?: number | null;
  /** How many voters cast this ballot (default 1): identical ballots may come as one. */
  weight?: number;
}

/** Where the budget came from: the average settings, or the average package's cost. */
export type BudgetBasis = "settings" | "packages";

export interface ManifestoPolicyInput {
  id: string;
  /** The catalogue key: the last tie-break. */
  key: string;
  title: string;
  category: string;
  costEstimate: string;
}

export type QuadrantCounts = Record<Quadrant, number>;

export interface ManifestoEntry {
  policyId: string;
  title: string;
  category: string;
  /** £bn a year; 0 or below for the no-cost list. */
  costBn: number;
  /** Voters who chose it. */
  supporters: number;
  byQuadrant: QuadrantCounts;
  /** How equal shares chose it ("shares" or "fill"); absent on the other lists. */
  phase?: "shares" | "fill";
}

export interface QuadrantFairness {
  voters: number;
  /** Voters of the quadrant with at least one of their picks in the proportional list. */
  proportionalServed: number;
  /** The same for the popularity list. */
  popularServed: number;
}

export interface CommunityManifestos {
  voters: number;
  budgetBn: number;
  budgetBasis: BudgetBasis;
  /** The average settings the budget comes from. */
  averageTaxRate: number;
  averageDividend: number;
  proportional: {
    policies: ManifestoEntry[];
    spentBn: number;
    /** The share each voter held in the run that stands, £ (not £bn). */
    sharePerVoter: number;
    budgetSteps: number;
  };
  popular: { policies: ManifestoEntry[]; spentBn: number };
  /** Savings and no-cost policies more than half the voters chose. */
  noCost: ManifestoEntry[];
  quadrants: Record<Quadrant, QuadrantFairness>;
}

/** £bn a year the community's average settings leave for policies (see the header). */
export function communityBudgetBn(averageTaxRate: number, averageDividend: number): number {
  const economics = simulateVoteEconomics({
    taxRatePercent: averageTaxRate,
    dividend: averageDividend,
    policies: [],
  });
  return Math.max(0, economics.budgetBalance / POUNDS_PER_BILLION);
}

/**
 * A vote's package cost as the budget's fallback counts it (£ a year, below 0 as 0), or null
 * when the vote did not record one.
 */
export function recordedPackageCost(policyCost: number | null | undefined): number | null {
  return typeof policyCost === "number" && Number.isFinite(policyCost)
    ? Math.max(0, policyCost)
    : null;
}

/** £bn: the mean package cost from the recorded costs' sum (£) and count. */
export function meanPackageBn(sum: number, count: number): number {
  return count === 0 ? 0 : sum / count / POUNDS_PER_BILLION;
}

/** £bn: the mean cost of the packages voters chose, over votes that recorded one. */
export function averagePackageBn(ballots: readonly ManifestoBallot[]): number {
  let total = 0;
  let count = 0;
  for (const ballot of ballots) {
    const cost = recordedPackageCost(ballot.policyCost);
    if (cost === null) continue;
    const weight = ballot.weight ?? 1;
    total += cost * weight;
    count += weight;
  }
  return meanPackageBn(total, count);
}

function zeroQuadrants(): QuadrantCounts {
  return { rewild: 0, leap: 0, steady: 0, scale: 0 };
}

/** The two manifestos and their fairness figures for one scope's active votes. */
export function computeCommunityManifestos(input: {
  ballots: readonly ManifestoBallot[];
  policies: readonly ManifestoPolicyInput[];
  averageTaxRate: number;
  averageDividend: number;
  /** The mean package cost, £bn, when the ballots do not carry their own (`policyCost`). */
  averagePackageBn?: number;
}): CommunityManifestos {
  const { ballots } = input;
  const fromSettings = communityBudgetBn(input.averageTaxRate, input.averageDividend);
  const budgetBasis: BudgetBasis = fromSettings > 0 ? "settings" : "packages";
  const budgetBn =
    fromSettings > 0 ? fromSettings : (input.averagePackageBn ?? averagePackageBn(ballots));
  const byId = new Map(input.policies.map((p) => [p.id, p]));

  // Supporters per policy, overall and by quadrant (unknown ids are dropped).
  const support = new Map<string, { total: number; byQuadrant: QuadrantCounts }>();
  const cleaned = ballots.map((ballot) => {
    const weight = ballot.weight ?? 1;
    const ids = Array.from(new Set(ballot.policyIds.filter((id) => byId.has(id))));
    for (const id of ids) {
      const entry = support.get(id) ?? { total: 0, byQuadrant: zeroQuadrants() };
      entry.total += weight;
      entry.byQuadrant[ballot.quadrant] += weight;
      support.set(id, entry);
    }
    return { ids, quadrant: ballot.quadrant, weight };
  });
  const supporters = (id: string) => support.get(id)?.total ?? 0;
  const costOf = (p: ManifestoPolicyInput) =>
    isKnownCost(p.costEstimate) ? parseCostEstimate(p.costEstimate) : 0;
  const entry = (id: string, phase?: "shares" | "fill"): ManifestoEntry => {
    const policy = byId.get(id)!;
    return {
      policyId: id,
      title: policy.title,
      category: policy.category,
      costBn: costOf(policy),
      supporters: supporters(id),
      byQuadrant: { ...(support.get(id)?.byQuadrant ?? zeroQuadrants()) },
      ...(phase ? { phase } : {}),
    };
  };
  const tieOrder = (a: string, b: string) =>
    supporters(b) - supporters(a) || byId.get(a)!.key.localeCompare(byId.get(b)!.key);

  // Equal shares over the chosen policies with a positive cost.
  const priced = [...support.keys()].filter((id) => costOf(byId.get(id)!) > 0);
  const pricedSet = new Set(priced);
  const n = cleaned.reduce((sum, b) => sum + b.weight, 0);
  const result = equalShares(
    floatArith,
    {
      budget: budgetBn,
      projects: priced.map((id) => ({ id, cost: costOf(byId.get(id)!) })),
      voters: cleaned.map((b) => ({
        approvals: b.ids.filter((id) => pricedSet.has(id)),
        weight: b.weight,
      })),
    },
    {
      utility: "cost",
      varyingBudget:
        n > 0 && budgetBn > 0
          ? { stepPerVoter: (budgetBn / n) * BUDGET_STEP_SHARE, maxSteps: MAX_BUDGET_STEPS }
          : undefined,
      greedyFill: true,
      tieOrder,
    },
  );
  const proportional = result.selected.map((s) =>
    entry(s.id, s.phase === "fill" ? "fill" : "shares"),
  );
  const noCost = [...support.keys()]
    .filter((id) => !pricedSet.has(id) && supporters(id) * 2 > n)
    .sort(tieOrder)
    .map((id) => entry(id));

  // The popularity list as the page shows it: the most chosen policies of each area.
  const perCategory = new Map<string, string[]>();
  for (const id of [...support.keys()].sort(tieOrder)) {
    const list = perCategory.get(byId.get(id)!.category) ?? [];
    if (list.length < POLICIES_PER_CATEGORY) list.push(id);
    perCategory.set(byId.get(id)!.category, list);
  }
  const areaOrder = (category: string) => {
    const i = POLICY_AREAS.findIndex((area) => area.name === category);
    return i === -1 ? POLICY_AREAS.length : i;
  };
  const popularIds = [...perCategory]
    .sort(([a], [b]) => areaOrder(a) - areaOrder(b) || a.localeCompare(b))
    .flatMap(([, ids]) => ids);
  const popular = popularIds.map((id) => entry(id));

  const served = (chosen: Set<string>) => (ids: string[]) => ids.some((id) => chosen.has(id));
  const inProportional = served(new Set([...proportional, ...noCost].map((p) => p.policyId)));
  const inPopular = served(new Set(popularIds));
  const quadrants = Object.fromEntries(
    QUADRANTS.map((q) => [q, { voters: 0, proportionalServed: 0, popularServed: 0 }]),
  ) as Record<Quadrant, QuadrantFairness>;
  for (const ballot of cleaned) {
    const figures = quadrants[ballot.quadrant];
    figures.voters += ballot.weight;
    if (inProportional(ballot.ids)) figures.proportionalServed += ballot.weight;
    if (inPopular(ballot.ids)) figures.popularServed += ballot.weight;
  }
  const spent = (list: ManifestoEntry[]) => list.reduce((sum, p) => sum + Math.max(0, p.costBn), 0);

  return {
    voters: n,
    budgetBn,
    budgetBasis,
    averageTaxRate: input.averageTaxRate,
    averageDividend: input.averageDividend,
    proportional: {
      policies: proportional,
      spentBn: spent(proportional),
      sharePerVoter: result.sharePerVoter * POUNDS_PER_BILLION,
      budgetSteps: result.budgetSteps,
    },
    popular: { policies: popular, spentBn: spent(popular) },
    noCost,
    quadrants,
  };
}
