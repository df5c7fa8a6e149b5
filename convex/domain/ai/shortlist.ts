/**
 * The catalogue a model prompt carries: the offline engine's shortlist rather than every
 * policy. The whole catalogue is about 31 KB of prompt (242 policies); the model only ever
 * picks a few policies per area, and the offline engine's scores already say which fit
 * the text. So the prompt keeps every narrative (16, short), and per policy area the
 * `SHORTLIST_PER_AREA` policies the offline engine scores highest for the text (ties: the
 * catalogue's order), so a vision touching any area still has choices there, plus the
 * `SHORTLIST_BEST` best-scoring policies overall (a search about one area gets more of it).
 */
import { indexCatalogue, scoreAllPolicies, type CatalogueIndex } from "./match";
import { analyseText } from "./text";
import type { AiCatalogue, AiPolicy } from "./types";

/** Policies per area in a prompt (13 areas: 52 policies). */
export const SHORTLIST_PER_AREA = 4;
/** Best-scoring policies kept whatever their area (search answers up to 8 results). */
export const SHORTLIST_BEST = 12;

export function shortlistCatalogue(
  catalogue: AiCatalogue,
  text: string,
  index: CatalogueIndex = indexCatalogue(catalogue),
  perArea: number = SHORTLIST_PER_AREA,
): AiCatalogue {
  const scores = scoreAllPolicies(index, analyseText(text));
  // Highest score first; a stable sort keeps the catalogue's order among equals.
  const ranked = (policies: AiPolicy[]) =>
    [...policies].sort((a, b) => (scores.get(b.id)?.score ?? 0) - (scores.get(a.id)?.score ?? 0));
  const byArea = new Map<string, AiPolicy[]>();
  for (const policy of catalogue.policies) {
    const area = byArea.get(policy.areaId) ?? [];
    area.push(policy);
    byArea.set(policy.areaId, area);
  }
  const kept = new Set<string>();
  for (const policies of byArea.values()) {
    for (const policy of ranked(policies).slice(0, perArea)) kept.add(policy.id);
  }
  for (const policy of ranked(catalogue.policies).slice(0, SHORTLIST_BEST)) {
    if ((scores.get(policy.id)?.score ?? 0) > 0) kept.add(policy.id);
  }
  return {
    narratives: catalogue.narratives,
    policies: catalogue.policies.filter((policy) => kept.has(policy.id)),
    links: catalogue.links.filter((link) => kept.has(link.policyId)),
  };
}
