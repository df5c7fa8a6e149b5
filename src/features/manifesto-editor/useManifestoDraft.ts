import { useEffect, useRef, useState } from "react";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { MAX_RANKED_POLICIES } from "@/lib/selection";
import { ADDED_IN_EDITOR_REASON, type EditorManifesto, type EditorPolicy } from "@/lib/editorState";

export interface CataloguePolicy {
  _id: string;
  title: string;
  category: string;
}

export interface ManifestoDraft {
  manifesto: EditorManifesto;
  /** True while the matched narrative's default policies are being loaded. */
  loadingDefaults: boolean;
  setTitle: (title: string) => void;
  setDescription: (description: string) => void;
  /** Appends a policy (spec 4); false when its category already has the maximum. */
  addPolicy: (policy: CataloguePolicy) => boolean;
  removePolicy: (id: string) => void;
  /** Replaces one category's policies with a ranked list (the ranking dialog's Save). */
  replaceCategory: (category: string, policies: CataloguePolicy[]) => void;
}

/** How many selected policies a category holds. */
export function countInCategory(policies: EditorPolicy[], category: string): number {
  return policies.filter((policy) => policy.category === category).length;
}

/**
 * The editor's working copy of the manifesto. When it arrives with no policies but a
 * matched narrative, the narrative's default policies are loaded into it once (spec 4).
 */
export function useManifestoDraft(initial: EditorManifesto): ManifestoDraft {
  const [manifesto, setManifesto] = useState(initial);
  const needsDefaults = initial.selectedPolicies.length === 0 && initial.matchedNarrative !== null;
  const defaults = useQuery(
    api.policies.defaultsForNarrative,
    needsDefaults && initial.matchedNarrative
      ? { narrativeId: initial.matchedNarrative.id }
      : "skip",
  );
  const defaultsApplied = useRef(false);

  useEffect(() => {
    if (!needsDefaults || defaults === undefined || defaultsApplied.current) return;
    defaultsApplied.current = true;
    const reason = `Default policy of the "${initial.matchedNarrative?.title ?? ""}" narrative`;
    setManifesto((current) =>
      current.selectedPolicies.length > 0
        ? current
        : {
            ...current,
            selectedPolicies: defaults.map((policy) => ({
              id: policy._id,
              title: policy.title,
              category: policy.category,
              reason,
            })),
          },
    );
  }, [needsDefaults, defaults, initial.matchedNarrative]);

  const toEditorPolicy = (policy: CataloguePolicy): EditorPolicy => ({
    id: policy._id,
    title: policy.title,
    category: policy.category,
    reason: ADDED_IN_EDITOR_REASON,
  });

  return {
    manifesto,
    loadingDefaults: needsDefaults && defaults === undefined,
    setTitle: (manifestoTitle) => setManifesto((current) => ({ ...current, manifestoTitle })),
    setDescription: (manifestoDescription) =>
      setManifesto((current) => ({ ...current, manifestoDescription })),
    addPolicy: (policy) => {
      const { selectedPolicies } = manifesto;
      if (selectedPolicies.some((selected) => selected.id === policy._id)) return true;
      if (countInCategory(selectedPolicies, policy.category) >= MAX_RANKED_POLICIES) return false;
      setManifesto((current) => ({
        ...current,
        selectedPolicies: [...current.selectedPolicies, toEditorPolicy(policy)],
      }));
      return true;
    },
    removePolicy: (id) =>
      setManifesto((current) => ({
        ...current,
        selectedPolicies: current.selectedPolicies.filter((policy) => policy.id !== id),
      })),
    replaceCategory: (category, policies) =>
      setManifesto((current) => {
        const kept = new Map(current.selectedPolicies.map((policy) => [policy.id, policy]));
        const others = current.selectedPolicies.filter((policy) => policy.category !== category);
        const ranked = policies.map((policy) => kept.get(policy._id) ?? toEditorPolicy(policy));
        return { ...current, selectedPolicies: [...others, ...ranked] };
      }),
  };
}
