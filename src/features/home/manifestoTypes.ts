import type { ManifestoResult } from "@convex/domain/ai/types";

/** The manifesto-builder response (spec 3), as `ai:buildManifesto` returns it (docs/ai.md). */
export type BuiltManifesto = ManifestoResult;

/**
 * The editor's navigation state (spec 3 "Editor manifesto state"): the built manifesto with
 * `saved`, the vision it came from, and the saved manifesto's id once it is in the account.
 */
export interface EditorManifestoState extends BuiltManifesto {
  saved: boolean;
  visionText: string;
  manifestoId?: string;
}

/** The fields of `manifestos:create` for a built manifesto (spec 3 "Saved manifesto"). */
export function manifestoFieldsOf(manifesto: BuiltManifesto, vision: string) {
  return {
    manifestoTitle: manifesto.manifestoTitle,
    manifestoDescription: manifesto.manifestoDescription,
    matchedNarrativeId: manifesto.matchedNarrative.id,
    selectedPolicyIds: manifesto.selectedPolicies.map((policy) => policy.id),
    aiReasoning: manifesto.matchedNarrative.reason,
    confidenceScore: manifesto.confidenceScore,
    visionText: vision,
  };
}
