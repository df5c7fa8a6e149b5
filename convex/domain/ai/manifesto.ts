/**
 * The offline manifesto builder: vision text → narrative, one policy per relevant area,
 * a title, a description and a confidence score, all from the catalogue and templates.
 * Deterministic: the same vision and catalogue always give the same manifesto.
 */
import { POLICY_AREAS, type AreaId } from "../areas";
import {
  areaName,
  describeFields,
  scoreAllPolicies,
  scoreNarrativeText,
  stableHash,
  type CatalogueIndex,
  type DocMatch,
  type Hit,
} from "./match";
import { analyseText, normaliseText, plainList, quoteList, titleCase } from "./text";
import type { AiNarrative, AiPolicy, ManifestoResult } from "./types";
import { QUADRANT_WORDING, roundConfidence } from "./wording";

/** How much a narrative's best policy per area counts towards the narrative's score. */
const LINKED_POLICY_WEIGHT = 0.5;
/** Score a narrative gains for each cue word of its quadrant ("bold", "careful" …). */
const QUADRANT_CUE_SCORE = 3;
/** An area is relevant when its best policy scores at least this share of the best area's. */
const AREA_RELEVANCE_RATIO = 0.45;
/** …and more than a synonym-list area hint alone (AREA_HINT_SCORE = 2) or one common word. */
const AREA_MIN_SCORE = 3;
/** The narrative's own policy is kept when it scores at least this share of the area's best. */
const NARRATIVE_PREFERENCE_RATIO = 0.5;
/** Fewest policies in a manifesto; the narrative's defaults fill up to it. */
export const MIN_POLICIES = 3;
/** Confidence when nothing in the vision matched the catalogue. */
export const NO_MATCH_CONFIDENCE = 0.3;
/** Score at which match strength reaches 1 − 1/e of its maximum (sets the confidence curve). */
const STRENGTH_SCALE = 20;

export interface NarrativeCandidate {
  narrative: AiNarrative;
  total: number;
  text: DocMatch;
  bestByArea: Map<AreaId, { policy: AiPolicy; match: DocMatch }>;
  cueQuotes: string[];
  tieBreak: number;
}

/** Every narrative scored against the text, best first (ties broken by a hash of the text). */
export function rankNarratives(
  index: CatalogueIndex,
  vision: string,
  analysed: ReturnType<typeof analyseText>,
  policyMatches: Map<string, DocMatch>,
): NarrativeCandidate[] {
  const normalised = normaliseText(vision);
  const candidates = index.catalogue.narratives.map((narrative): NarrativeCandidate => {
    const text = scoreNarrativeText(index, narrative, analysed);
    const bestByArea = new Map<AreaId, { policy: AiPolicy; match: DocMatch }>();
    for (const link of index.linksByNarrative.get(narrative.id) ?? []) {
      const policy = index.policyById.get(link.policyId);
      const match = policyMatches.get(link.policyId);
      if (policy === undefined || match === undefined) continue;
      const current = bestByArea.get(link.areaId);
      if (current === undefined || match.score > current.match.score) {
        bestByArea.set(link.areaId, { policy, match });
      }
    }
    const linkedSum = [...bestByArea.values()].reduce((sum, best) => sum + best.match.score, 0);
    const cueQuotes = analysed.quadrantCues
      .filter((cue) => cue.quadrant === narrative.quadrant)
      .map((cue) => cue.quote);
    return {
      narrative,
      total: text.score + LINKED_POLICY_WEIGHT * linkedSum + QUADRANT_CUE_SCORE * cueQuotes.length,
      text,
      bestByArea,
      cueQuotes,
      // Equal scores (above all, a vision that matched nothing) are broken by a hash of
      // the vision, so no narrative or quadrant is the default answer.
      tieBreak: stableHash(`${normalised}|${narrative.id}`),
    };
  });
  return candidates.sort((a, b) => b.total - a.total || a.tieBreak - b.tieBreak);
}

/** The user's phrases behind some hits, longest phrase first, without words a longer one holds. */
export function distinctQuotes(hits: readonly Hit[]): string[] {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit.quote, (counts.get(hit.quote) ?? 0) + 1);
  const quotes = [...counts.keys()].sort(
    (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || b.length - a.length,
  );
  return quotes.filter(
    (quote) => !quotes.some((other) => other !== quote && ` ${other} `.includes(` ${quote} `)),
  );
}

/**
 * The user's words behind some hits for a reason: '"rent"', or '"nhs" and words related
 * to "waiting lists"' when only the synonym list's words were found for a phrase.
 */
export function describeQuotes(hits: readonly Hit[]): string {
  const direct = distinctQuotes(hits.filter((hit) => hit.related !== true && hit.hint !== true));
  const related = distinctQuotes(hits.filter((hit) => hit.related === true)).filter(
    (quote) => !direct.some((d) => d === quote || ` ${d} `.includes(` ${quote} `)),
  );
  const parts = [];
  if (direct.length > 0) parts.push(quoteList(direct));
  if (related.length > 0) parts.push(`words related to ${quoteList(related)}`);
  if (parts.length === 0) return quoteList(distinctQuotes(hits));
  return parts.join(" and ");
}

interface Chosen {
  policy: AiPolicy;
  match: DocMatch | null;
  reason: string;
}

function chooseForArea(
  index: CatalogueIndex,
  areaId: AreaId,
  candidate: NarrativeCandidate,
  policyMatches: Map<string, DocMatch>,
): Chosen | null {
  let globalBest: { policy: AiPolicy; match: DocMatch } | null = null;
  for (const policy of index.catalogue.policies) {
    if (policy.areaId !== areaId) continue;
    const match = policyMatches.get(policy.id);
    if (match === undefined || match.score <= 0) continue;
    if (
      globalBest === null ||
      match.score > globalBest.match.score ||
      (match.score === globalBest.match.score && policy.title < globalBest.policy.title)
    ) {
      globalBest = { policy, match };
    }
  }
  if (globalBest === null) return null;
  const own = candidate.bestByArea.get(areaId);
  const narrativeTitle = candidate.narrative.title;
  const keepOwn =
    own !== undefined &&
    own.match.score > 0 &&
    own.match.score >= NARRATIVE_PREFERENCE_RATIO * globalBest.match.score;
  const pick = keepOwn ? own : globalBest;
  const matched = `Matches ${describeQuotes(pick.match.hits)} in ${describeFields(pick.match.hits, "its")}.`;
  const origin = keepOwn
    ? ` It is part of "${narrativeTitle}".`
    : ` It comes from the ${QUADRANT_WORDING[pick.policy.quadrant].name} quadrant rather than "${narrativeTitle}", because it matched your vision more closely.`;
  return { policy: pick.policy, match: pick.match, reason: matched + origin };
}

function defaultPolicy(
  index: CatalogueIndex,
  narrativeId: string,
  areaId: AreaId,
): AiPolicy | undefined {
  const link = (index.linksByNarrative.get(narrativeId) ?? []).find(
    (candidate) => candidate.areaId === areaId,
  );
  return link === undefined ? undefined : index.policyById.get(link.policyId);
}

function confidenceFor(ranked: NarrativeCandidate[]): number {
  const top = ranked[0]?.total ?? 0;
  if (top <= 0) return NO_MATCH_CONFIDENCE;
  const second = ranked[1]?.total ?? 0;
  const strength = 1 - Math.exp(-top / STRENGTH_SCALE);
  const margin = (top - second) / top;
  return roundConfidence(0.35 + 0.45 * strength + 0.15 * margin);
}

/**
 * Builds a manifesto from a (checked, non-blank) vision. Throws only when the catalogue
 * has no narratives.
 */
export function buildOfflineManifesto(index: CatalogueIndex, vision: string): ManifestoResult {
  const analysed = analyseText(vision);
  const policyMatches = scoreAllPolicies(index, analysed);
  const ranked = rankNarratives(index, vision, analysed, policyMatches);
  const best = ranked[0];
  if (best === undefined) throw new Error("The catalogue has no narratives");
  const narrative = best.narrative;
  const wording = QUADRANT_WORDING[narrative.quadrant];
  const noMatch = best.total <= 0;

  // Relevant areas: where some policy matched well, strongest first.
  const areaScores = POLICY_AREAS.map((area) => {
    let score = 0;
    for (const policy of index.catalogue.policies) {
      if (policy.areaId === area.id)
        score = Math.max(score, policyMatches.get(policy.id)?.score ?? 0);
    }
    return { areaId: area.id, score };
  });
  const topAreaScore = Math.max(0, ...areaScores.map((area) => area.score));
  const relevant = areaScores
    .filter(
      (area) => area.score >= AREA_MIN_SCORE && area.score >= AREA_RELEVANCE_RATIO * topAreaScore,
    )
    .sort((a, b) => b.score - a.score);

  const chosen: Chosen[] = [];
  for (const area of relevant) {
    const pick = chooseForArea(index, area.areaId, best, policyMatches);
    if (pick !== null) chosen.push(pick);
  }
  for (const area of POLICY_AREAS) {
    if (chosen.length >= MIN_POLICIES) break;
    if (chosen.some((pick) => pick.policy.areaId === area.id)) continue;
    const policy = defaultPolicy(index, narrative.id, area.id);
    if (policy === undefined) continue;
    chosen.push({
      policy,
      match: null,
      reason: `The default for ${area.name} in "${narrative.title}": your vision did not point to a particular policy here.`,
    });
  }

  const themeHits = [
    ...best.text.hits,
    ...chosen.flatMap((pick) => pick.match?.hits ?? []).filter((hit) => hit.hint !== true),
  ];
  const matchedQuotes = distinctQuotes(themeHits);
  // Titles prefer the synonym list's phrases, in the order the user wrote them.
  const known = analysed.knownPhrases.filter((phrase) =>
    matchedQuotes.some((quote) => quote === phrase || ` ${phrase} `.includes(` ${quote} `)),
  );
  const themes = known.length > 0 ? known : matchedQuotes;
  const matchedAreas = chosen
    .filter((pick) => pick.match !== null)
    .map((pick) => areaName(pick.policy.areaId));

  const manifestoTitle =
    themes.length >= 2
      ? `${titleCase(themes[0])} and ${titleCase(themes[1])}: A ${wording.adjective} Manifesto`
      : themes.length === 1
        ? `${titleCase(themes[0])}: A ${wording.adjective} Manifesto`
        : `A ${wording.adjective} Manifesto for Britain`;

  const manifestoDescription = noMatch
    ? `Your vision did not match the catalogue closely, so this manifesto starts from "${narrative.title}", a ${wording.name} story (${wording.tagline}), and its default policies. Add a few specific words, such as "NHS waiting lists", "rent" or "rewilding", for a closer match.`
    : `Your vision (${quoteList(matchedQuotes)}) sits closest to "${narrative.title}", a ${wording.name} story of ${wording.character} (${wording.tagline}). ` +
      (matchedAreas.length > 0
        ? `This manifesto picks one policy for each area your vision touches: ${plainList(matchedAreas)}.`
        : `None of the policies matched your words directly, so it starts from the narrative's defaults.`);

  const narrativeQuotes = distinctQuotes([
    ...best.text.hits,
    ...[...best.bestByArea.values()].flatMap((entry) => entry.match.hits),
  ]);
  const matchingPolicies = [...best.bestByArea.values()].filter(
    (entry) => entry.match.score > 0,
  ).length;
  const narrativeReason = noMatch
    ? "Nothing in your vision matched a narrative closely, so this is a starting point to explore rather than a match."
    : [
        narrativeQuotes.length > 0
          ? `Its story and policies share the most with your words ${quoteList(narrativeQuotes)} (${matchingPolicies} of its policy areas match).`
          : "",
        best.cueQuotes.length > 0
          ? `Your words ${quoteList(best.cueQuotes)} suit its ${wording.name} character (${wording.tagline}).`
          : "",
      ]
        .filter(Boolean)
        .join(" ");

  return {
    engine: "offline",
    manifestoTitle,
    manifestoDescription,
    quadrantAlignment: narrative.quadrant,
    confidenceScore: confidenceFor(ranked),
    matchedNarrative: {
      id: narrative.id,
      title: narrative.title,
      reason: narrativeReason,
      data: { description: narrative.description },
    },
    selectedPolicies: chosen.map((pick) => ({
      id: pick.policy.id,
      title: pick.policy.title,
      category: pick.policy.category,
      reason: pick.reason,
      data: { description: pick.policy.description },
    })),
  };
}
