/**
 * The policies this visitor is working on, read the same way by every page (policy
 * selection, simulator, bind, Your Vote, account): the selection (./selection) composed by
 * `composeSelection` with the chosen narrative's defaults, then loaded.
 */
import { useQuery } from "convex/react";
import { useMemo } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import { composeSelection, type AreaSource } from "@convex/domain/selection";
import { useSelection, type SelectionState } from "./selection";

export interface WorkingArea {
  category: string;
  source: AreaSource;
  policies: Doc<"policies">[];
}

export interface WorkingSelection {
  selection: SelectionState;
  /** The composed policy ids, in area order (available before the policies load). */
  policyIds: string[];
  /** undefined while loading. */
  policies: Doc<"policies">[] | undefined;
  /** Areas with policies, in the order of the 13 areas; [] while loading. */
  areas: WorkingArea[];
  loading: boolean;
}

export function useWorkingSelection(): WorkingSelection {
  const selection = useSelection();
  const narrativeId = selection.narrative?.id ?? null;
  const defaults = useQuery(
    api.policies.defaultsForNarrative,
    narrativeId ? { narrativeId } : "skip",
  );
  const composed = useMemo(
    () =>
      composeSelection(
        selection,
        (defaults ?? []).map((policy) => ({ category: policy.category, policyId: policy._id })),
      ),
    [selection, defaults],
  );
  const fetched = useQuery(
    api.policies.getMany,
    composed.policyIds.length > 0 ? { ids: composed.policyIds } : "skip",
  );
  const loading =
    (narrativeId !== null && defaults === undefined) ||
    (composed.policyIds.length > 0 && fetched === undefined);
  // The same arrays until the selection or the loaded policies change: the pages compute the
  // economy from `policies` in a useMemo, which a new array on every render would defeat
  // (issue 42: the simulator's budget was computed again on each of its renders).
  return useMemo(() => {
    if (loading)
      return { selection, policyIds: composed.policyIds, policies: undefined, areas: [], loading };
    const byId = new Map((fetched ?? []).map((policy) => [policy._id as string, policy]));
    const areas = composed.areas
      .map((area) => ({
        category: area.category,
        source: area.source,
        policies: area.policyIds.flatMap((id) => byId.get(id) ?? []),
      }))
      .filter((area) => area.policies.length > 0);
    return {
      selection,
      policyIds: composed.policyIds,
      policies: areas.flatMap((area) => area.policies),
      areas,
      loading,
    };
  }, [selection, composed, fetched, loading]);
}
