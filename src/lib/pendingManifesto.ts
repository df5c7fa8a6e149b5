/**
 * The anonymous-save flow (spec 3 "Pending manifesto", 4 "Anonymous save"): the home result
 * view and the editor keep the manifesto in localStorage under pendingManifesto while the
 * visitor signs in; /account turns it into the fields of manifestos:create on arrival.
 */
import { readStorage, setPendingRedirect, STORAGE_KEYS, writeStorage } from "./storage";
import { paths } from "@/app/paths";

/**
 * Spec 9: confidence of a pending manifesto that has no match figure of its own (pending
 * narrative data), as convex/domain/voteRules' DEFAULT_CONFIDENCE; not imported, as that
 * module would bring the economy model into the home page's bundle. A built manifesto
 * keeps its own figure, so it reads the same match on home and on Account (issue 27).
 */
const PENDING_CONFIDENCE = 0.95;
const DEFAULT_TITLE = "My Manifesto";

interface PendingData {
  manifestoTitle?: string;
  manifestoDescription?: string;
  matchedNarrativeId?: string | null;
  selectedPolicyIds?: string[];
  aiReasoning?: string | null;
  visionText?: string | null;
  narrativeId?: string;
  narrativeTitle?: string;
  categoryDefaults?: Record<string, string>;
  categoryPolicies?: Record<string, string[]>;
  confirmedCategories?: string[];
  confidenceScore?: unknown;
}

export interface PendingManifestoFields {
  manifestoTitle: string;
  manifestoDescription: string;
  matchedNarrativeId: string | null;
  selectedPolicyIds: string[];
  aiReasoning: string | null;
  confidenceScore: number;
  visionText: string | null;
}

/**
 * Keeps the manifesto for after sign-in, with the match figure the visitor saw (0.95 when it
 * has none), and makes /account the place to return to, where it is saved.
 */
export function storePendingManifesto(
  fields: Omit<PendingManifestoFields, "confidenceScore"> & { confidenceScore?: number },
): void {
  const pending: PendingManifestoFields = {
    ...fields,
    confidenceScore: confidenceOf(fields.confidenceScore),
  };
  writeStorage(STORAGE_KEYS.pendingManifesto, JSON.stringify(pending));
  setPendingRedirect(paths.account);
}

/** Puts back a pending manifesto read with `takePendingManifesto` (not yet saved). */
export function keepPendingManifesto(pending: PendingManifestoFields): void {
  writeStorage(STORAGE_KEYS.pendingManifesto, JSON.stringify(pending));
}

/** Reads and clears the pending manifesto; null when there is none or it is unreadable. */
export function takePendingManifesto(): PendingManifestoFields | null {
  const raw = readStorage(STORAGE_KEYS.pendingManifesto);
  if (!raw) return null;
  writeStorage(STORAGE_KEYS.pendingManifesto, null);
  let data: PendingData;
  try {
    data = JSON.parse(raw) as PendingData;
  } catch {
    return null;
  }
  let ids = data.selectedPolicyIds ?? [];
  // Pending narrative data: per confirmed category its ranked policies, else its default.
  if (data.categoryDefaults && data.categoryPolicies && data.confirmedCategories) {
    ids = data.confirmedCategories.flatMap((category) => {
      const chosen = data.categoryPolicies?.[category] ?? [];
      if (chosen.length > 0) return chosen;
      const fallback = data.categoryDefaults?.[category];
      return fallback ? [fallback] : [];
    });
  }
  return {
    manifestoTitle:
      data.manifestoTitle?.trim() ||
      (data.narrativeTitle ? `${data.narrativeTitle} manifesto` : DEFAULT_TITLE),
    manifestoDescription: data.manifestoDescription ?? "",
    matchedNarrativeId: data.matchedNarrativeId ?? data.narrativeId ?? null,
    selectedPolicyIds: ids,
    aiReasoning: data.aiReasoning ?? null,
    confidenceScore: confidenceOf(data.confidenceScore),
    visionText: data.visionText ?? null,
  };
}

/** A stored 0–1 match figure, or the pending default when missing or out of range. */
function confidenceOf(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1
    ? value
    : PENDING_CONFIDENCE;
}
