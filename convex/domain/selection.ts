/**
 * The policies a visitor is working on, composed from their selection (spec 4 "Policy
 * choice"; docs/data-model.md "The visitor's selection"). Pure: the browser keeps the
 * selection, this decides which policy ids it stands for, area by area.
 *
 * Per area, in this order:
 * 1. an area the visitor left empty on purpose (a manifesto without it) stays empty;
 * 2. the visitor's own ranked picks for the area (1 to 3);
 * 3. the visitor's default pick on /policy-area/{id} (the manual default-policy picker);
 * 4. the chosen narrative's default policy for the area.
 * So narrative defaults fill only the areas the visitor has not chosen.
 */
import { findArea, POLICY_AREAS } from "./areas";

/** Where an area's policies came from. */
export type AreaSource = "picked" | "area-default" | "narrative-default";

/** What a selection holds that decides its policies (a subset of the browser's state). */
export interface SelectionInput {
  /** Category name → ranked policy ids (rank 1 first). */
  categoryPolicies: Record<string, readonly string[]>;
  /** Area id → the policy picked as that area's default. */
  areaDefaults: Record<string, string>;
  /** Categories deliberately left without a policy. */
  omittedCategories: readonly string[];
}

export interface ComposedArea {
  category: string;
  policyIds: string[];
  source: AreaSource;
}

export interface ComposedSelection {
  /** Areas with at least one policy, in the order of the 13 areas (others after, by name). */
  areas: ComposedArea[];
  /** Every policy id once, area by area, rank order within an area. */
  policyIds: string[];
  /** Categories left empty on purpose. */
  omitted: string[];
}

/** A narrative default: the policy the narrative offers first in a category. */
export interface NarrativeDefault {
  category: string;
  policyId: string;
}

/** Category name of an area id or name; unknown names are kept as they are. */
function categoryName(category: string): string {
  return findArea(category)?.name ?? category;
}

/**
 * The policies of a selection, area by area. `narrativeDefaults` are the chosen narrative's
 * defaults ([] without a narrative, or while they load).
 */
export function composeSelection(
  selection: SelectionInput,
  narrativeDefaults: readonly NarrativeDefault[],
): ComposedSelection {
  const omitted = new Set(selection.omittedCategories.map(categoryName));
  const picked = new Map<string, string[]>();
  for (const [category, ids] of Object.entries(selection.categoryPolicies)) {
    if (ids.length > 0) picked.set(categoryName(category), [...ids]);
  }
  const areaDefaults = new Map<string, string>();
  for (const [areaId, policyId] of Object.entries(selection.areaDefaults)) {
    areaDefaults.set(categoryName(areaId), policyId);
  }
  const narrative = new Map<string, string>();
  for (const entry of narrativeDefaults) {
    const name = categoryName(entry.category);
    if (!narrative.has(name)) narrative.set(name, entry.policyId);
  }

  const known: string[] = POLICY_AREAS.map((area) => area.name);
  const others = Array.from(
    new Set([...picked.keys(), ...areaDefaults.keys(), ...narrative.keys()]),
  )
    .filter((name) => !known.includes(name))
    .sort();

  const areas: ComposedArea[] = [];
  const seen = new Set<string>();
  for (const category of [...known, ...others]) {
    if (omitted.has(category)) continue;
    const area = areaOf(category, picked, areaDefaults, narrative);
    if (area === null) continue;
    const policyIds = area.policyIds.filter((id) => !seen.has(id));
    policyIds.forEach((id) => seen.add(id));
    if (policyIds.length > 0) areas.push({ ...area, policyIds });
  }
  return {
    areas,
    policyIds: areas.flatMap((area) => area.policyIds),
    omitted: [...known, ...others].filter((category) => omitted.has(category)),
  };
}

function areaOf(
  category: string,
  picked: Map<string, string[]>,
  areaDefaults: Map<string, string>,
  narrative: Map<string, string>,
): ComposedArea | null {
  const ranked = picked.get(category);
  if (ranked) return { category, policyIds: ranked, source: "picked" };
  const areaDefault = areaDefaults.get(category);
  if (areaDefault) return { category, policyIds: [areaDefault], source: "area-default" };
  const narrativeDefault = narrative.get(category);
  if (narrativeDefault) {
    return { category, policyIds: [narrativeDefault], source: "narrative-default" };
  }
  return null;
}
