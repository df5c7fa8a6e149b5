/**
 * The offline community manifesto (spec 3 "Community manifesto"): title, summary,
 * popular policies by category and an economic summary, from the live tallies; and the
 * rule for when a cached one is stale.
 */
import { POLICY_AREAS, type Quadrant } from "../areas";
import type { Range } from "../economy/constants";
import { formatMoney, formatPercent } from "../economy/format";
import { describePriceRise, estimatePriceRise } from "../economy/priceFigure";
import { communitySummary, type EconomicSettings } from "./summary";
import { plainList } from "./text";
import type { CommunityManifestoResult } from "./types";
import { QUADRANT_WORDING } from "./wording";

export interface CommunityOverview {
  totalVotes: number;
  quadrantDistribution: Record<Quadrant, number>;
  topNarratives: { title: string; percentage: number }[];
  /** The model's price figure at the average rate, when the overview carries it. */
  averageEconomics: EconomicSettings & { priceRise?: Range };
}

export interface TopPolicy {
  title: string;
  category: string;
  percentage: number;
}

/** Policies listed per category. */
export const POLICIES_PER_CATEGORY = 3;
/** Recompute when the vote count moved by at least this many votes… */
export const RECOMPUTE_MIN_VOTES = 10;
/** …or by at least this share of the cached count. */
export const RECOMPUTE_MIN_SHARE = 0.05;

/** Whether the community changed materially since a manifesto was cached at `cachedTotal` votes. */
export function needsRecompute(cachedTotal: number | null, currentTotal: number): boolean {
  if (cachedTotal === null) return true;
  const change = Math.abs(currentTotal - cachedTotal);
  if (change === 0) return false;
  return change >= RECOMPUTE_MIN_VOTES || change >= RECOMPUTE_MIN_SHARE * cachedTotal;
}

/** The most chosen policies grouped by category, in the manual area order. */
export function policyCategories(topPolicies: readonly TopPolicy[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  const order = (name: string) => {
    const i = POLICY_AREAS.findIndex((area) => area.name === name);
    return i === -1 ? POLICY_AREAS.length : i;
  };
  const sorted = [...topPolicies].sort(
    (a, b) => order(a.category) - order(b.category) || b.percentage - a.percentage,
  );
  for (const policy of sorted) {
    const list = (grouped[policy.category] ??= []);
    if (list.length < POLICIES_PER_CATEGORY) list.push(policy.title);
  }
  return grouped;
}

export function economicSummary(overview: CommunityOverview): string {
  if (overview.totalVotes <= 0) return "No votes yet, so no economic settings to average.";
  const { taxRate, dividend, priceRise } = overview.averageEconomics;
  return (
    `On average the community sets a ${formatPercent(taxRate)} transaction tax to fund a ` +
    `${formatMoney(dividend)} citizen dividend per adult a year. At that rate the model ` +
    `puts the rise in the cost of living at ${describePriceRise(priceRise ?? estimatePriceRise(taxRate))}: ` +
    `a one-off rise in the price level, not a yearly inflation forecast.`
  );
}

export function offlineCommunityManifesto(
  overview: CommunityOverview,
  topPolicies: readonly TopPolicy[],
): CommunityManifestoResult {
  const summary = communitySummary({
    totalVotes: overview.totalVotes,
    quadrantDistribution: overview.quadrantDistribution,
    topNarratives: overview.topNarratives,
    topPolicies,
    economicAverages: overview.averageEconomics,
  });
  if (overview.totalVotes <= 0) {
    return {
      engine: "offline",
      title: "Community Manifesto",
      summary: "No community data available yet. Bind your vote to start the community manifesto.",
      policy_categories: {},
      economic_summary: economicSummary(overview),
    };
  }
  const wording = QUADRANT_WORDING[summary.dominantQuadrant];
  const narratives = overview.topNarratives.map(
    (n) => `"${n.title}" (${formatPercent(n.percentage)})`,
  );
  return {
    engine: "offline",
    title: `A ${wording.adjective} Community Manifesto`,
    summary:
      `Drawn from ${overview.totalVotes} active ${overview.totalVotes === 1 ? "vote" : "votes"}, the community leans ` +
      `${wording.name} (${formatPercent(overview.quadrantDistribution[summary.dominantQuadrant])}): ${wording.tagline}.` +
      (narratives.length > 0 ? ` Its favourite narratives are ${plainList(narratives)}.` : ""),
    policy_categories: policyCategories(topPolicies),
    economic_summary: economicSummary(overview),
  };
}
