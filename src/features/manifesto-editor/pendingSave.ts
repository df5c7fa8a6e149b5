/**
 * The anonymous side of Save (spec 4 "Anonymous save"): the editor's manifesto as the
 * pending manifesto (src/lib/pendingManifesto.ts), which /account saves after sign-in.
 */
import { storePendingManifesto as storePending } from "@/lib/pendingManifesto";
import type { EditorManifesto } from "@/lib/editorState";

export function storePendingManifesto(manifesto: EditorManifesto): void {
  storePending({
    manifestoTitle: manifesto.manifestoTitle.trim(),
    manifestoDescription: manifesto.manifestoDescription,
    matchedNarrativeId: manifesto.matchedNarrative?.id ?? null,
    selectedPolicyIds: manifesto.selectedPolicies.map((policy) => policy.id),
    aiReasoning: manifesto.matchedNarrative?.reason || null,
    visionText: manifesto.visionText ?? null,
    confidenceScore: manifesto.confidenceScore,
  });
}
