/**
 * Offline manifesto summaries (spec 3 "Generated manifesto summary"): a personal summary
 * of one vote's policies, narrative and economic settings, and a community summary of the
 * aggregated data. Templates over the numbers; the dominant quadrant is a count.
 */
import { POLICY_AREAS, QUADRANTS, type Quadrant } from "../areas";
import { parseCostEstimate } from "../economy/costs";
import { formatMoney, formatPercent } from "../economy/format";
import { describePriceRise, estimatePriceRise } from "../economy/priceFigure";
import { plainList } from "./text";
import type { SummaryResult } from "./types";
import { QUADRANT_WORDING, roundConfidence } from "./wording";

export interface SummaryPolicy {
  title: string;
  category: string;
  quadrant: Quadrant | null;
  costEstimate: string | null;
}

export interface SummaryNarrative {
  title: string;
  quadrant: Quadrant | null;
}

export interface EconomicSettings {
  /** Percent. */
  taxRate: number;
  /** £ per adult a year. */
  dividend: number;
  /** Percent: demand pressure, the spec's rule of thumb stored with a vote; not shown as prices. */
  inflation: number;
}

export interface AggregatedData {
  totalVotes: number;
  /** Percent per quadrant. */
  quadrantDistribution: Record<Quadrant, number>;
  topNarratives: readonly { title: string; percentage: number }[];
  topPolicies: readonly { title: string; category?: string; percentage?: number }[];
  economicAverages: EconomicSettings;
}

/** How many policies' worth the chosen narrative counts for when finding the dominant quadrant. */
const NARRATIVE_WEIGHT = 1;
/** Quadrant used when nothing says which one (the editor's default, spec 4). */
export const DEFAULT_QUADRANT: Quadrant = "steady";

function economicsSentence(economics: EconomicSettings, subject: string): string {
  return (
    `${subject} a ${formatPercent(economics.taxRate)} transaction tax and a ` +
    `${formatMoney(economics.dividend)} citizen dividend a year; at that rate the model puts ` +
    `the one-off rise in the cost of living at ${describePriceRise(estimatePriceRise(economics.taxRate))}.`
  );
}

/** Argmax over quadrants; ties go to `prefer`, then to the spec's quadrant order. */
function dominant(counts: Record<Quadrant, number>, prefer: Quadrant | null): Quadrant {
  const order =
    prefer === null ? [...QUADRANTS] : [prefer, ...QUADRANTS.filter((q) => q !== prefer)];
  return order.reduce((best, q) => (counts[q] > counts[best] ? q : best), order[0]);
}

export function personalSummary(
  policies: readonly SummaryPolicy[],
  narrative: SummaryNarrative | null,
  economics: EconomicSettings,
): SummaryResult {
  const counts = Object.fromEntries(QUADRANTS.map((q) => [q, 0])) as Record<Quadrant, number>;
  for (const policy of policies) if (policy.quadrant !== null) counts[policy.quadrant] += 1;
  if (narrative?.quadrant) counts[narrative.quadrant] += NARRATIVE_WEIGHT;
  const total = QUADRANTS.reduce((sum, q) => sum + counts[q], 0);
  const quadrant =
    total === 0
      ? (narrative?.quadrant ?? DEFAULT_QUADRANT)
      : dominant(counts, narrative?.quadrant ?? null);
  const wording = QUADRANT_WORDING[quadrant];

  const byCategory = new Map<string, number>();
  for (const policy of policies)
    byCategory.set(policy.category, (byCategory.get(policy.category) ?? 0) + 1);
  const areaOrder = (name: string) => {
    const i = POLICY_AREAS.findIndex((area) => area.name === name);
    return i === -1 ? POLICY_AREAS.length : i;
  };
  const leading = [...byCategory.entries()]
    .sort((a, b) => b[1] - a[1] || areaOrder(a[0]) - areaOrder(b[0]))
    .slice(0, 3)
    .map(([category]) => category);
  const costBillions = policies.reduce(
    (sum, policy) => sum + parseCostEstimate(policy.costEstimate),
    0,
  );
  const n = policies.length;

  const title = narrative
    ? `${narrative.title}: Your ${wording.adjective} Manifesto`
    : `Your ${wording.adjective} Manifesto`;
  const description =
    `Your ${n} ${n === 1 ? "policy covers" : "policies cover"} ${byCategory.size} ` +
    `${byCategory.size === 1 ? "area" : "areas"}, led by ${plainList(leading)}. ` +
    (narrative ? `Your core narrative is "${narrative.title}". ` : "") +
    `Together they lean ${wording.name}: ${wording.tagline}.`;
  const reasoning =
    (total > 0
      ? `${counts[quadrant]} of ${total} choices${narrative?.quadrant ? " (your policies and your narrative)" : ""} sit in the ${wording.name} quadrant, ${wording.character}. `
      : "None of the policies has a known quadrant, so the leaning is a default. ") +
    (costBillions > 0
      ? `The policies cost about ${formatMoney(costBillions * 1e9)} a year. `
      : "") +
    economicsSentence(economics, "You set");

  return {
    engine: "offline",
    title,
    description,
    dominantQuadrant: quadrant,
    confidenceScore: total === 0 ? 0 : roundConfidence(counts[quadrant] / total),
    reasoning,
  };
}

export function communitySummary(data: AggregatedData): SummaryResult {
  const quadrant = dominant(data.quadrantDistribution, null);
  const wording = QUADRANT_WORDING[quadrant];
  if (data.totalVotes <= 0) {
    return {
      engine: "offline",
      title: "No Community Votes Yet",
      description:
        "No community data available yet. Once people bind their votes, this summary shows where the community leans.",
      dominantQuadrant: quadrant,
      confidenceScore: 0,
      reasoning: "There are no active votes to summarise.",
    };
  }
  const share = data.quadrantDistribution[quadrant];
  const distribution = QUADRANTS.map(
    (q) => `${QUADRANT_WORDING[q].name} ${formatPercent(data.quadrantDistribution[q])}`,
  ).join(", ");
  const top = data.topNarratives[0];
  const policies = data.topPolicies.slice(0, 3).map((policy) => `"${policy.title}"`);
  return {
    engine: "offline",
    title: `The Community Leans ${wording.name}`,
    description:
      `${data.totalVotes} active ${data.totalVotes === 1 ? "vote" : "votes"}: ${formatPercent(share)} sit in the ${wording.name} quadrant (${wording.tagline}).` +
      (top
        ? ` The most chosen narrative is "${top.title}" (${formatPercent(top.percentage)}).`
        : ""),
    dominantQuadrant: quadrant,
    confidenceScore: roundConfidence(share / 100),
    reasoning:
      `Quadrants: ${distribution}. ` +
      (policies.length > 0 ? `The most chosen policies are ${plainList(policies)}. ` : "") +
      economicsSentence(data.economicAverages, "On average voters set"),
  };
}
