import type { ManifestoResult } from "../../../convex/domain/ai/types";

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

/**
 * Spec 9: 0.95 for pending manifestos (convex/domain/voteRules' DEFAULT_CONFIDENCE; not
 * imported, as that module would bring the economy model into the home page's bundle).
 */
const PENDING_CONFIDENCE = 0.95;

/**
 * The pending manifesto kept in browser storage across sign-in (spec 3 "Pending
 * manifesto", 4 "Anonymous save"); /account saves it on arrival.
 */
export function pendingManifestoOf(manifesto: BuiltManifesto, vision: string) {
  return { ...manifestoFieldsOf(manifesto, vision), confidenceScore: PENDING_CONFIDENCE };
}
