import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { findArea } from "../../../convex/domain/areas";
import { useSelection } from "../../lib/selection";
import type { CategoryRow } from "./MyPoliciesList";

/**
 * The visitor's policies per category: the ranked choice where customised, otherwise the
 * narrative's default (or, without a narrative, the manual area defaults).
 */
export function useMyPolicies() {
  const selection = useSelection();
  const narrativeId = selection.narrative?.id ?? null;
  const defaults = useQuery(api.policies.defaultsForNarrative, narrativeId ? { narrativeId } : "skip");
  const defaultIds: Record<string, string> = {};
  if (narrativeId) for (const p of defaults ?? []) defaultIds[p.category] = p._id;
  else
    for (const [areaId, policyId] of Object.entries(selection.areaDefaults)) {
      const area = findArea(areaId);
      if (area) defaultIds[area.name] = policyId;
    }
  const categories = Array.from(new Set([...Object.keys(defaultIds), ...Object.keys(selection.categoryPolicies)])).sort();
  const idsByCategory = Object.fromEntries(categories.map((c) => [c, selection.categoryPolicies[c]?.length ? selection.categoryPolicies[c] : defaultIds[c] ? [defaultIds[c]] : []]));
  const allIds = categories.flatMap((c) => idsByCategory[c]);
  const policies = useQuery(api.policies.getMany, { ids: allIds });
  const loading = (narrativeId !== null && defaults === undefined) || policies === undefined;
  const byId = new Map((policies ?? []).map((p) => [p._id as string, p]));
  const rows: CategoryRow[] = categories.map((category) => ({
    category,
    customised: selection.customisedCategories.includes(category),
    policies: idsByCategory[category].flatMap((id) => byId.get(id) ?? []),
  }));
  return { narrative: selection.narrative, loading, rows, policies: loading ? undefined : policies ?? [] };
}
