/**
 * The policies of the visitor's current selection (spec 4 "Policy choice"): for each
 * category the ranked choice when customised, otherwise the narrative's default; manual
 * area defaults fill categories still empty, except those the visitor left empty on purpose. Shared by the simulator and the bind page.
 */
import { useQuery } from "convex/react";
import type { Doc } from "../../convex/_generated/dataModel";
import { api } from "../../convex/_generated/api";
import { useSelection } from "./selection";

export interface ChosenPolicies {
  /** undefined while loading. */
  policies: Doc<"policies">[] | undefined;
  narrativeId: string | null;
}

export function useChosenPolicies(): ChosenPolicies {
  const selection = useSelection();
  const narrativeId = selection.narrative?.id ?? null;
  const defaults = useQuery(
    api.policies.defaultsForNarrative,
    narrativeId ? { narrativeId } : "skip",
  );

  const ids: string[] = [];
  const omitted = new Set(selection.omittedCategories);
  const covered = new Set<string>(omitted);
  for (const [category, policyIds] of Object.entries(selection.categoryPolicies)) {
    if (policyIds.length === 0 || omitted.has(category)) continue;
    covered.add(category);
    ids.push(...policyIds);
  }
  for (const policy of defaults ?? []) {
    if (!covered.has(policy.category)) ids.push(policy._id);
  }
  const areaDefaultIds = Object.values(selection.areaDefaults);
  const all = Array.from(new Set([...ids, ...areaDefaultIds]));
  const fetched = useQuery(api.policies.getMany, all.length > 0 ? { ids: all } : "skip");

  const waiting =
    (narrativeId !== null && defaults === undefined) || (all.length > 0 && fetched === undefined);
  if (waiting) return { policies: undefined, narrativeId };
  const primary = new Set(ids);
  const seenCategories = new Set<string>(omitted);
  const policies: Doc<"policies">[] = [];
  for (const policy of fetched ?? []) {
    if (primary.has(policy._id)) {
      policies.push(policy);
      seenCategories.add(policy.category);
    }
  }
  for (const policy of fetched ?? []) {
    if (!primary.has(policy._id) && !seenCategories.has(policy.category)) {
      policies.push(policy);
      seenCategories.add(policy.category);
    }
  }
  return { policies, narrativeId };
}
