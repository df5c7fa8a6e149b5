/**
 * The anonymous side of Save (spec 4 "Anonymous save"): the manifesto is kept in
 * localStorage under pendingManifesto (spec 3 fields, confidence fixed at 0.95), the
 * redirect path is set to /account, and the visitor goes to /auth. Account saves it on
 * arrival (src/features/account/pendingManifesto.ts reads it back).
 */
import { DEFAULT_CONFIDENCE } from "../../../convex/domain/voteRules";
import { setPendingRedirect } from "../../lib/pendingRedirect";
import { STORAGE_KEYS, writeStorage } from "../../lib/storage";
import type { EditorManifesto } from "./editorState";

export function storePendingManifesto(manifesto: EditorManifesto): void {
  writeStorage(
    STORAGE_KEYS.pendingManifesto,
    JSON.stringify({
      manifestoTitle: manifesto.manifestoTitle.trim(),
      manifestoDescription: manifesto.manifestoDescription,
      matchedNarrativeId: manifesto.matchedNarrative?.id ?? null,
      selectedPolicyIds: manifesto.selectedPolicies.map((policy) => policy.id),
      aiReasoning: manifesto.matchedNarrative?.reason || null,
      confidenceScore: DEFAULT_CONFIDENCE,
      visionText: manifesto.visionText ?? null,
    }),
  );
  setPendingRedirect("/account");
}
