/**
 * What the model must answer (zod schemas, sent as structured-output JSON schemas) and
 * how an answer is checked before anyone sees it: every id must be in the catalogue
 * (unknown ids are dropped), an answer with too little left is refused so the offline
 * engine answers instead, and all text is treated as plain text (tags stripped, length
 * capped). Pure: no network here; convex/model/aiModel.ts does the calling.
 */
import { z } from "zod";
import { QUADRANTS } from "../areas";
import type { CatalogueIndex } from "./match";
import { narrativeData, policyData } from "./search";
import type {
  CommunityManifestoResult,
  ManifestoResult,
  SearchResult,
  SummaryResult,
} from "./types";
import { roundConfidence } from "./wording";

// Strict structured outputs need every field required and no numeric bounds, so ranges
// (confidence 0..1, lengths) are enforced here after parsing rather than in the schema.
export const manifestoOutputSchema = z.object({
  manifestoTitle: z.string(),
  manifestoDescription: z.string(),
  quadrantAlignment: z.enum(QUADRANTS),
  confidenceScore: z.number(),
  matchedNarrative: z.object({ id: z.string(), reason: z.string() }),
  selectedPolicies: z.array(z.object({ id: z.string(), reason: z.string() })),
});

export const searchOutputSchema = z.object({
  type: z.enum(["policies", "narratives"]),
  response: z.string(),
  results: z.array(z.object({ id: z.string(), relevance: z.string() })),
  recommendations: z.array(
    z.object({ id: z.string(), type: z.enum(["policy", "narrative"]), reason: z.string() }),
  ),
});

export const summaryOutputSchema = z.object({
  title: z.string(),
  description: z.string(),
  dominantQuadrant: z.enum(QUADRANTS),
  confidenceScore: z.number(),
  reasoning: z.string(),
});

export const communityOutputSchema = z.object({
  title: z.string(),
  summary: z.string(),
  economic_summary: z.string(),
});

export type ManifestoOutput = z.infer<typeof manifestoOutputSchema>;
export type SearchOutput = z.infer<typeof searchOutputSchema>;
export type SummaryOutput = z.infer<typeof summaryOutputSchema>;
export type CommunityOutput = z.infer<typeof communityOutputSchema>;

/** Longest title kept from a model (characters). */
export const MAX_MODEL_TITLE = 200;
/** Longest other text kept from a model (characters). */
export const MAX_MODEL_TEXT = 4_000;
/** A model manifesto needs at least this many policies with known ids… */
export const MIN_MODEL_POLICIES = 2;
/** …and at least this share of the ids it returned must be known. */
export const MIN_KNOWN_SHARE = 0.5;
/** Most results and recommendations kept from a model search. */
const MAX_MODEL_RESULTS = 8;
const MAX_MODEL_RECOMMENDATIONS = 3;

/**
 * Model output as plain text: HTML tags and stray angle brackets removed, control
 * characters dropped, whitespace tidied, length capped.
 */
export function plainText(value: string, max = MAX_MODEL_TEXT): string {
  const cleaned = value
    .replace(/<[^>]*>/g, "")
    .replace(/[<>]/g, "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1).trimEnd()}…` : cleaned;
}

/** A model manifesto with catalogue facts filled in, or null when too little is left. */
export function acceptManifesto(
  output: ManifestoOutput,
  index: CatalogueIndex,
): ManifestoResult | null {
  const narrative = index.narrativeById.get(output.matchedNarrative.id);
  if (narrative === undefined) return null;
  const seenAreas = new Set<string>();
  const selectedPolicies: ManifestoResult["selectedPolicies"] = [];
  for (const entry of output.selectedPolicies) {
    const policy = index.policyById.get(entry.id);
    if (policy === undefined || seenAreas.has(policy.areaId)) continue;
    seenAreas.add(policy.areaId);
    selectedPolicies.push({
      id: policy.id,
      title: policy.title,
      category: policy.category,
      reason: plainText(entry.reason),
      data: { description: policy.description },
    });
  }
  const known = output.selectedPolicies.filter((entry) => index.policyById.has(entry.id)).length;
  if (
    selectedPolicies.length < MIN_MODEL_POLICIES ||
    known < MIN_KNOWN_SHARE * output.selectedPolicies.length
  ) {
    return null;
  }
  const title = plainText(output.manifestoTitle, MAX_MODEL_TITLE);
  if (title === "") return null;
  return {
    engine: "model",
    manifestoTitle: title,
    manifestoDescription: plainText(output.manifestoDescription),
    quadrantAlignment: output.quadrantAlignment,
    confidenceScore: roundConfidence(output.confidenceScore),
    matchedNarrative: {
      id: narrative.id,
      title: narrative.title,
      reason: plainText(output.matchedNarrative.reason),
      data: { description: narrative.description },
    },
    selectedPolicies,
  };
}

/**
 * A model search answer with catalogue data filled in. Null (use the offline answer) when
 * every result id was unknown although the offline engine found something.
 */
export function acceptSearch(
  output: SearchOutput,
  index: CatalogueIndex,
  offlineFoundSomething: boolean,
): SearchResult | null {
  const seen = new Set<string>();
  const results: SearchResult["results"] = [];
  for (const entry of output.results) {
    if (seen.has(entry.id) || results.length >= MAX_MODEL_RESULTS) continue;
    const policy = output.type === "policies" ? index.policyById.get(entry.id) : undefined;
    const narrative = output.type === "narratives" ? index.narrativeById.get(entry.id) : undefined;
    const data = policy ? policyData(policy) : narrative ? narrativeData(narrative) : null;
    if (data === null) continue;
    seen.add(entry.id);
    results.push({ id: entry.id, data, relevance: plainText(entry.relevance) });
  }
  if (results.length === 0 && offlineFoundSomething) return null;
  const recommendations: SearchResult["recommendations"] = [];
  for (const entry of output.recommendations) {
    if (recommendations.length >= MAX_MODEL_RECOMMENDATIONS) break;
    const policy = entry.type === "policy" ? index.policyById.get(entry.id) : undefined;
    const narrative = entry.type === "narrative" ? index.narrativeById.get(entry.id) : undefined;
    const data = policy ? policyData(policy) : narrative ? narrativeData(narrative) : null;
    if (data === null) continue;
    recommendations.push({ id: entry.id, type: entry.type, data, reason: plainText(entry.reason) });
  }
  const response = plainText(output.response);
  if (response === "") return null;
  return { engine: "model", type: output.type, response, results, recommendations };
}

export function acceptSummary(output: SummaryOutput): SummaryResult | null {
  const title = plainText(output.title, MAX_MODEL_TITLE);
  const description = plainText(output.description);
  if (title === "" || description === "") return null;
  return {
    engine: "model",
    title,
    description,
    dominantQuadrant: output.dominantQuadrant,
    confidenceScore: roundConfidence(output.confidenceScore),
    reasoning: plainText(output.reasoning),
  };
}

/** The model writes the words; the popular policies by category always come from the tallies. */
export function acceptCommunity(
  output: CommunityOutput,
  policyCategories: Record<string, string[]>,
): CommunityManifestoResult | null {
  const title = plainText(output.title, MAX_MODEL_TITLE);
  const summary = plainText(output.summary);
  if (title === "" || summary === "") return null;
  return {
    engine: "model",
    title,
    summary,
    policy_categories: policyCategories,
    economic_summary: plainText(output.economic_summary),
  };
}
