/**
 * Scoring catalogue entries against analysed text. Each of the user's terms counts once
 * per entry, at the best field it appears in, weighted by how rare it is in the
 * catalogue (so "community", which is everywhere, says less than "rewild"). Every point
 * of score is backed by a hit that names the user's words, so reasons can quote them.
 */
import type { AreaId } from "../areas";
import { areaById } from "../areas";
import type { AnalysedText } from "./text";
import { stemSet } from "./text";
import type { AiCatalogue, AiLink, AiNarrative, AiPolicy } from "./types";

export type Field = "title" | "tags" | "category" | "description";

/** How much a hit in each field counts: titles say most, descriptions least. */
const FIELD_WEIGHT: Record<Field, number> = { title: 3, tags: 2, category: 2, description: 1 };

/** Score added to every policy of an area the synonym list pointed to (e.g. "NHS" → Health & Care). */
export const AREA_HINT_SCORE = 2;

export interface Hit {
  quote: string;
  field: Field;
  /** True for the synonym list's area hint rather than a word found in the entry. */
  hint?: true;
  /** True when the word found was one the synonym list added, not one the user wrote. */
  related?: true;
}

export interface DocMatch {
  score: number;
  hits: Hit[];
}

type Fields = Partial<Record<Field, Set<string>>>;

export interface CatalogueIndex {
  catalogue: AiCatalogue;
  policyById: Map<string, AiPolicy>;
  narrativeById: Map<string, AiNarrative>;
  linksByNarrative: Map<string, AiLink[]>;
  policyFields: Map<string, Fields>;
  narrativeFields: Map<string, Fields>;
  /** Inverse document frequency per stem: ln(1 + N / (1 + entries containing it)). */
  idf: Map<string, number>;
}

function tagText(tags: readonly string[]): string {
  return tags.join(" ").replace(/-/g, " ");
}

export function indexCatalogue(catalogue: AiCatalogue): CatalogueIndex {
  const policyFields = new Map<string, Fields>();
  for (const policy of catalogue.policies) {
    policyFields.set(policy.id, {
      title: stemSet(policy.title),
      description: stemSet(policy.description),
      category: stemSet(policy.category),
      tags: stemSet(`${tagText(policy.resourceDemandTags)} ${tagText(policy.distributionTags)}`),
    });
  }
  const narrativeFields = new Map<string, Fields>();
  for (const narrative of catalogue.narratives) {
    narrativeFields.set(narrative.id, {
      title: stemSet(narrative.title),
      description: stemSet(narrative.description),
    });
  }
  const documentFrequency = new Map<string, number>();
  const allFields = [...policyFields.values(), ...narrativeFields.values()];
  for (const fields of allFields) {
    const stems = new Set<string>();
    for (const set of Object.values(fields)) for (const s of set) stems.add(s);
    for (const s of stems) documentFrequency.set(s, (documentFrequency.get(s) ?? 0) + 1);
  }
  const idf = new Map<string, number>();
  for (const [s, df] of documentFrequency) {
    idf.set(s, Math.log(1 + allFields.length / (1 + df)));
  }
  const linksByNarrative = new Map<string, AiLink[]>();
  for (const link of [...catalogue.links].sort((a, b) => a.rank - b.rank)) {
    const list = linksByNarrative.get(link.narrativeId) ?? [];
    list.push(link);
    linksByNarrative.set(link.narrativeId, list);
  }
  return {
    catalogue,
    policyById: new Map(catalogue.policies.map((policy) => [policy.id, policy])),
    narrativeById: new Map(catalogue.narratives.map((narrative) => [narrative.id, narrative])),
    linksByNarrative,
    policyFields,
    narrativeFields,
    idf,
  };
}

function scoreFields(index: CatalogueIndex, fields: Fields, analysed: AnalysedText): DocMatch {
  let score = 0;
  const hits: Hit[] = [];
  for (const term of analysed.terms) {
    let best: Field | null = null;
    for (const field of Object.keys(FIELD_WEIGHT) as Field[]) {
      if (!fields[field]?.has(term.stem)) continue;
      if (best === null || FIELD_WEIGHT[field] > FIELD_WEIGHT[best]) best = field;
    }
    if (best === null) continue;
    score += FIELD_WEIGHT[best] * (index.idf.get(term.stem) ?? 0) * term.weight;
    hits.push(
      term.weight < 1
        ? { quote: term.quote, field: best, related: true }
        : { quote: term.quote, field: best },
    );
  }
  return { score, hits };
}

export function scorePolicy(
  index: CatalogueIndex,
  policy: AiPolicy,
  analysed: AnalysedText,
): DocMatch {
  const match = scoreFields(index, index.policyFields.get(policy.id) ?? {}, analysed);
  const hint = analysed.areaHints.find((h) => h.areaId === policy.areaId);
  if (hint !== undefined) {
    match.score += AREA_HINT_SCORE;
    match.hits.push({ quote: hint.quote, field: "category", hint: true });
  }
  return match;
}

export function scoreNarrativeText(
  index: CatalogueIndex,
  narrative: AiNarrative,
  analysed: AnalysedText,
): DocMatch {
  return scoreFields(index, index.narrativeFields.get(narrative.id) ?? {}, analysed);
}

/** Every policy's match, keyed by id. */
export function scoreAllPolicies(
  index: CatalogueIndex,
  analysed: AnalysedText,
): Map<string, DocMatch> {
  return new Map(
    index.catalogue.policies.map((policy) => [policy.id, scorePolicy(index, policy, analysed)]),
  );
}

/** "its title and description" style wording for a reason. */
export function describeFields(hits: readonly Hit[], subject: string): string {
  const order: Field[] = ["title", "category", "tags", "description"];
  const names: Record<Field, string> = {
    title: "title",
    category: "policy area",
    tags: "tags",
    description: "description",
  };
  const present = order.filter((field) => hits.some((hit) => hit.field === field));
  const listed = present.map((field) => names[field]);
  const joined =
    listed.length <= 1
      ? listed.join("")
      : `${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]}`;
  return `${subject} ${joined}`;
}

/** The area name for an id (for reasons and summaries). */
export function areaName(areaId: AreaId): string {
  return areaById(areaId).name;
}

/** A small, stable hash of a string (FNV-1a, 32 bits): the same text, the same number. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
