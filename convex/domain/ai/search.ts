/**
 * The offline AI search: a question → policies or narratives that match it, each with a
 * relevance reason that quotes the matched words, an answer, and recommendations.
 */
import { isQuadrant, type Quadrant } from "../areas";
import {
  areaName,
  describeFields,
  scoreAllPolicies,
  scoreNarrativeText,
  type CatalogueIndex,
  type DocMatch,
} from "./match";
import { describeQuotes, distinctQuotes, rankNarratives } from "./manifesto";
import { analyseText, normaliseText, plainList, quoteList } from "./text";
import type { AiNarrative, AiPolicy, NarrativeData, PolicyData, SearchResult } from "./types";
import { QUADRANT_WORDING } from "./wording";

/** Most results returned. */
export const MAX_SEARCH_RESULTS = 8;
/** Most recommendations returned. */
export const MAX_RECOMMENDATIONS = 3;
/** A result must score at least this share of the best result… */
const RESULT_RATIO = 0.3;
/** …and at least this much (a rare word in a description, or a synonym area hint). */
const MIN_RESULT_SCORE = 2;
/** Words that ask for narratives rather than policies. */
const NARRATIVE_WORDS = new Set([
  "narrative",
  "narratives",
  "story",
  "stories",
  "worldview",
  "worldviews",
  "vision",
  "visions",
  "quadrant",
  "quadrants",
  "perspective",
  "perspectives",
]);

export function policyData(policy: AiPolicy): PolicyData {
  return {
    title: policy.title,
    description: policy.description,
    category: policy.category,
    quadrant: policy.quadrant,
    costEstimate: policy.costEstimate,
  };
}

export function narrativeData(narrative: AiNarrative): NarrativeData {
  return {
    title: narrative.title,
    description: narrative.description,
    quadrant: narrative.quadrant,
  };
}

function relevance(match: DocMatch): string {
  const hits = match.hits.filter((hit) => hit.hint !== true);
  if (hits.length === 0) {
    return `In the policy area your words ${quoteList(distinctQuotes(match.hits))} point to.`;
  }
  return `Matches ${describeQuotes(hits)} in ${describeFields(hits, "its")}.`;
}

function keep<T>(scored: { item: T; match: DocMatch }[]): { item: T; match: DocMatch }[] {
  const top = scored[0]?.match.score ?? 0;
  return scored
    .filter((entry) => entry.match.score >= Math.max(MIN_RESULT_SCORE, RESULT_RATIO * top))
    .slice(0, MAX_SEARCH_RESULTS);
}

/** The result for a blank or oversized query, or any failure: type "error". */
export function searchError(message: string): SearchResult {
  return { engine: "offline", type: "error", response: message, results: [], recommendations: [] };
}

/** Answers a (checked, non-blank) query from the catalogue. */
export function offlineSearch(index: CatalogueIndex, query: string): SearchResult {
  const words = normaliseText(query).split(" ");
  const namedQuadrant: Quadrant | undefined = words.find(isQuadrant);
  const asksForNarratives =
    words.some((word) => NARRATIVE_WORDS.has(word)) ||
    (namedQuadrant !== undefined && words.length <= 3);
  // "rewild narratives", "stories about …": the words that ask for narratives are not
  // themselves searched for.
  const analysed = analyseText(
    words
      .filter(
        (word) => !NARRATIVE_WORDS.has(word) && !(asksForNarratives && word === namedQuadrant),
      )
      .join(" "),
  );
  const inQuadrant = (quadrant: Quadrant) =>
    !asksForNarratives || namedQuadrant === undefined || quadrant === namedQuadrant;

  const policyMatches = scoreAllPolicies(index, analysed);
  const policies = keep(
    index.catalogue.policies
      .filter((policy) => inQuadrant(policy.quadrant))
      .map((policy) => ({
        item: policy,
        match: policyMatches.get(policy.id) ?? { score: 0, hits: [] },
      }))
      .sort((a, b) => b.match.score - a.match.score || a.item.title.localeCompare(b.item.title)),
  );
  const narrativeTexts = index.catalogue.narratives
    .filter((narrative) => inQuadrant(narrative.quadrant))
    .map((narrative) => ({
      item: narrative,
      match: scoreNarrativeText(index, narrative, analysed),
    }))
    .sort(
      (a, b) => b.match.score - a.match.score || b.item.popularityScore - a.item.popularityScore,
    );
  const narratives = keep(narrativeTexts);
  const bestPolicy = policies[0]?.match.score ?? 0;
  const bestNarrative = narratives[0]?.match.score ?? 0;
  const type =
    asksForNarratives || (bestNarrative > bestPolicy && narratives.length > 0)
      ? "narratives"
      : "policies";

  if (type === "narratives") {
    // "rewild narratives": every narrative of the quadrant when no other word matched.
    const list =
      narratives.length > 0
        ? narratives
        : namedQuadrant !== undefined
          ? narrativeTexts.slice(0, MAX_SEARCH_RESULTS)
          : [];
    if (list.length === 0) return noMatch(query);
    const first = list[0].item;
    const wording = QUADRANT_WORDING[first.quadrant];
    const matched = list[0].match.score > 0;
    return {
      engine: "offline",
      type,
      response:
        `Found ${list.length} ${list.length === 1 ? "narrative" : "narratives"}` +
        (matched
          ? ` matching ${quoteList(distinctQuotes(list.flatMap((entry) => entry.match.hits)))}. `
          : ` in the ${wording.name} quadrant. `) +
        `The closest is "${first.title}", a ${wording.name} story (${wording.tagline}).`,
      results: list.map(({ item, match }) => ({
        id: item.id,
        data: narrativeData(item),
        relevance:
          match.score > 0
            ? relevance(match)
            : `A ${QUADRANT_WORDING[item.quadrant].name} narrative (${QUADRANT_WORDING[item.quadrant].tagline}).`,
      })),
      recommendations: recommendPoliciesOf(index, first, query, analysed),
    };
  }

  if (policies.length === 0) return noMatch(query);
  const first = policies[0].item;
  const areas = [...new Set(policies.map((entry) => areaName(entry.item.areaId)))].slice(0, 3);
  return {
    engine: "offline",
    type,
    response:
      `Found ${policies.length} ${policies.length === 1 ? "policy" : "policies"} matching ` +
      `${quoteList(distinctQuotes(policies.flatMap((entry) => entry.match.hits)))}, in ${plainList(areas)}. ` +
      `The closest is "${first.title}" (${first.category}).`,
    results: policies.map(({ item, match }) => ({
      id: item.id,
      data: policyData(item),
      relevance: relevance(match),
    })),
    recommendations: recommendNarrativesFor(
      index,
      policies.map((entry) => entry.item),
    ),
  };
}

function noMatch(query: string): SearchResult {
  const shown = query.length > 60 ? `${query.slice(0, 57)}...` : query;
  return {
    engine: "offline",
    type: "policies",
    response: `Nothing in the catalogue matched "${shown}". Try words such as "NHS waiting lists", "rent", "buses" or "rewilding".`,
    results: [],
    recommendations: [],
  };
}

/** Narratives that include the most of the found policies. */
function recommendNarrativesFor(
  index: CatalogueIndex,
  found: AiPolicy[],
): SearchResult["recommendations"] {
  const foundIds = new Set(found.map((policy) => policy.id));
  return index.catalogue.narratives
    .map((narrative) => {
      const included = (index.linksByNarrative.get(narrative.id) ?? [])
        .filter((link) => foundIds.has(link.policyId))
        .map((link) => index.policyById.get(link.policyId))
        .filter((policy): policy is AiPolicy => policy !== undefined);
      return { narrative, included: [...new Map(included.map((p) => [p.id, p])).values()] };
    })
    .filter((entry) => entry.included.length > 0)
    .sort(
      (a, b) =>
        b.included.length - a.included.length ||
        b.narrative.popularityScore - a.narrative.popularityScore,
    )
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ narrative, included }) => ({
      id: narrative.id,
      type: "narrative" as const,
      data: narrativeData(narrative),
      reason:
        included.length === 1
          ? `Includes "${included[0].title}".`
          : `Includes ${included.length} of these policies, such as "${included[0].title}".`,
    }));
}

/** The best-matching policies of a narrative (its defaults when none match). */
function recommendPoliciesOf(
  index: CatalogueIndex,
  narrative: AiNarrative,
  query: string,
  analysed: ReturnType<typeof analyseText>,
): SearchResult["recommendations"] {
  const policyMatches = scoreAllPolicies(index, analysed);
  const candidate = rankNarratives(index, query, analysed, policyMatches).find(
    (entry) => entry.narrative.id === narrative.id,
  );
  const best = [...(candidate?.bestByArea.values() ?? [])]
    .filter((entry) => entry.match.score > 0)
    .sort((a, b) => b.match.score - a.match.score)
    .slice(0, MAX_RECOMMENDATIONS);
  if (best.length > 0) {
    return best.map(({ policy, match }) => ({
      id: policy.id,
      type: "policy" as const,
      data: policyData(policy),
      reason: `A policy of "${narrative.title}" that ${relevance(match).replace(/^Matches/, "matches")}`,
    }));
  }
  return (index.linksByNarrative.get(narrative.id) ?? [])
    .filter((link) => link.rank === 1)
    .slice(0, MAX_RECOMMENDATIONS)
    .flatMap((link) => {
      const policy = index.policyById.get(link.policyId);
      return policy === undefined
        ? []
        : [
            {
              id: policy.id,
              type: "policy" as const,
              data: policyData(policy),
              reason: `The default for ${policy.category} in "${narrative.title}".`,
            },
          ];
    });
}
