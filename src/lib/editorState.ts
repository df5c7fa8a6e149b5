/**
 * The navigation state /manifesto/edit expects (spec 2.1 "It receives the manifesto as
 * navigation state", spec 3 "Editor manifesto state"). Open the editor with
 *
 *   navigate(paths.manifestoEditor, { state: editorLocationState(manifesto) })
 *
 * where `manifesto` is a manifesto-builder response (home), or the result of
 * `editorManifestoFromSaved` (Account's Edit). Any object with the fields below works:
 * extra fields (such as the builder's `data.description`) are ignored.
 */
import { isQuadrant, type Quadrant } from "@convex/domain/areas";

/** Reason given to a policy added in the editor (spec 4 "Manifesto editor"). */
export const ADDED_IN_EDITOR_REASON = "Added by user during manifesto editing";
/** Spec 4: a saved manifesto has no quadrant of its own; the editor assumes steady. */
export const FALLBACK_QUADRANT: Quadrant = "steady";

export interface EditorPolicy {
  id: string;
  title: string;
  category: string;
  reason: string;
}

export interface EditorNarrative {
  id: string;
  title: string;
  reason: string;
}

/** Spec 3 "Editor manifesto state", plus where it came from so Save can update it. */
export interface EditorManifesto {
  manifestoTitle: string;
  manifestoDescription: string;
  quadrantAlignment: Quadrant;
  /** 0 to 1. */
  confidenceScore: number;
  selectedPolicies: EditorPolicy[];
  matchedNarrative: EditorNarrative | null;
  /** True when the manifesto is already stored in the user's account. */
  saved: boolean;
  /** The stored manifesto's id when `saved`; Save then updates it instead of creating one. */
  manifestoId?: string;
  /** The vision text the manifesto was built from, kept when it is saved. */
  visionText?: string | null;
}

/** What the editor reads from `location.state`. */
export interface EditorLocationState {
  manifesto: EditorManifesto;
}

/** Input accepted by `editorLocationState`: the builder response or a partial manifesto. */
export interface EditorManifestoInput {
  manifestoTitle?: string;
  manifestoDescription?: string;
  quadrantAlignment?: string;
  confidenceScore?: number;
  selectedPolicies?: Array<{ id: string; title: string; category: string; reason?: string }>;
  matchedNarrative?: { id: string; title: string; reason?: string } | null;
  saved?: boolean;
  manifestoId?: string;
  visionText?: string | null;
}

/** Normalises any manifesto-like input into the editor's state. */
export function toEditorManifesto(input: EditorManifestoInput): EditorManifesto {
  const confidence = input.confidenceScore ?? 0;
  return {
    manifestoTitle: input.manifestoTitle ?? "",
    manifestoDescription: input.manifestoDescription ?? "",
    quadrantAlignment:
      input.quadrantAlignment !== undefined && isQuadrant(input.quadrantAlignment)
        ? input.quadrantAlignment
        : FALLBACK_QUADRANT,
    confidenceScore: Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0,
    selectedPolicies: (input.selectedPolicies ?? []).map((policy) => ({
      id: policy.id,
      title: policy.title,
      category: policy.category,
      reason: policy.reason ?? "",
    })),
    matchedNarrative: input.matchedNarrative
      ? {
          id: input.matchedNarrative.id,
          title: input.matchedNarrative.title,
          reason: input.matchedNarrative.reason ?? "",
        }
      : null,
    saved: input.saved ?? false,
    manifestoId: input.manifestoId,
    visionText: input.visionText ?? null,
  };
}

/** The `state` to pass to `navigate(paths.manifestoEditor, { state })`. */
export function editorLocationState(input: EditorManifestoInput): EditorLocationState {
  return { manifesto: toEditorManifesto(input) };
}

/** Reads the editor state from `location.state`; null when there is none (→ redirect to /). */
export function readEditorLocationState(state: unknown): EditorManifesto | null {
  if (typeof state !== "object" || state === null || !("manifesto" in state)) return null;
  const manifesto = state.manifesto;
  if (typeof manifesto !== "object" || manifesto === null) return null;
  const input = manifesto as EditorManifestoInput;
  if (input.selectedPolicies !== undefined && !Array.isArray(input.selectedPolicies)) return null;
  return toEditorManifesto(input);
}

/** A manifesto stored in the account, as `manifestos:get` returns it. */
export interface SavedManifesto {
  _id: string;
  manifestoTitle: string;
  manifestoDescription: string;
  confidenceScore: number;
  visionText: string | null;
  aiReasoning: string | null;
  matchedNarrative: { _id: string; title: string; quadrant: Quadrant } | null;
  policies: Array<{ _id: string; title: string; category: string }>;
}

/**
 * Account's Edit (spec 4): the editor state of a saved manifesto. quadrantAlignment is the
 * matched narrative's quadrant, else steady; policies are the stored ones (when there are
 * none the editor loads the narrative's defaults).
 */
export function editorManifestoFromSaved(saved: SavedManifesto): EditorManifesto {
  return toEditorManifesto({
    manifestoTitle: saved.manifestoTitle,
    manifestoDescription: saved.manifestoDescription,
    quadrantAlignment: saved.matchedNarrative?.quadrant ?? FALLBACK_QUADRANT,
    confidenceScore: saved.confidenceScore,
    selectedPolicies: saved.policies.map((policy) => ({
      id: policy._id,
      title: policy.title,
      category: policy.category,
    })),
    matchedNarrative: saved.matchedNarrative
      ? {
          id: saved.matchedNarrative._id,
          title: saved.matchedNarrative.title,
          reason: saved.aiReasoning ?? "",
        }
      : null,
    saved: true,
    manifestoId: saved._id,
    visionText: saved.visionText,
  });
}
