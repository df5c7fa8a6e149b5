import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useConvexAuth, useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { Quadrant } from "@convex/domain/areas";
import { toast } from "@/components/ui/Toast";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { loadManifestoSelection } from "@/lib/selection";
import type { EditorManifesto } from "@/lib/editorState";
import { storePendingManifesto } from "./pendingSave";
import { paths } from "@/app/paths";
import { useConsent } from "@/lib/useVoteConsent";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { catalogueText } from "@/i18n/serverMessages";
import { MESSAGES } from "@convex/domain/messages";
import { useT } from "@/i18n/react";

type Busy = "save" | "submit" | null;

/**
 * Save Manifesto and Submit to Community (spec 4, 6, 8). Signed in, both store the
 * manifesto (creating it, or updating the one opened from Account); Save then goes to /,
 * Submit makes it the current selection and goes to /economy-explained. Anonymous
 * visitors get the sign-in prompt, and their manifesto is kept as the pending manifesto
 * that Account saves once they have signed in.
 */
export function useManifestoActions(narrativeQuadrant: Quadrant | null) {
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const create = useMutation(api.manifestos.create);
  const update = useMutation(api.manifestos.update);
  const consent = useConsent("manifestos");
  const [busy, setBusy] = useState<Busy>(null);
  const t = useT(manifestoMessages);

  function toSignIn(manifesto: EditorManifesto, title: string, description?: string) {
    toast({ title, description, variant: "warning" });
    storePendingManifesto(manifesto);
    void navigate(paths.auth);
  }

  /** Creates or updates the stored manifesto; returns its id. */
  async function store(manifesto: EditorManifesto): Promise<string> {
    const fields = {
      manifestoTitle: manifesto.manifestoTitle.trim(),
      manifestoDescription: manifesto.manifestoDescription.trim(),
      matchedNarrativeId: manifesto.matchedNarrative?.id ?? null,
      selectedPolicyIds: manifesto.selectedPolicies.map((policy) => policy.id),
    };
    if (manifesto.manifestoId) {
      const updated = await update(
        consent.withConsent({ id: manifesto.manifestoId as Id<"userManifestos">, ...fields }),
      );
      return updated._id;
    }
    const created = await create(
      consent.withConsent({
        ...fields,
        aiReasoning: manifesto.matchedNarrative?.reason || null,
        confidenceScore: manifesto.confidenceScore,
        visionText: manifesto.visionText ?? null,
      }),
    );
    return created._id;
  }

  /**
   * The vote flow works on this manifesto: its narrative, its policies per area, and the
   * areas it leaves empty stay empty (no default fills them back in).
   */
  function applyAsSelection(manifesto: EditorManifesto, manifestoId: string) {
    const narrative = manifesto.matchedNarrative;
    loadManifestoSelection({
      manifestoId,
      title: manifesto.manifestoTitle.trim() || "My Manifesto",
      // The narrative's own quadrant once loaded; until then the manifesto's alignment, so
      // a quick Submit never drops the narrative from the vote.
      narrative: narrative
        ? {
            id: narrative.id,
            title: narrative.title,
            quadrant: narrativeQuadrant ?? manifesto.quadrantAlignment,
          }
        : null,
      policies: manifesto.selectedPolicies,
    });
  }

  async function run(kind: "save" | "submit", manifesto: EditorManifesto) {
    if (!isAuthenticated) {
      return kind === "save"
        ? toSignIn(
            manifesto,
            catalogueText(MESSAGES.signInToSaveManifesto, "signInToSaveManifesto"),
          )
        : toSignIn(manifesto, t("manifesto.signInTitle"), t("manifesto.signInToSubmit"));
    }
    // Both store the manifesto: the manifestos' consent box, beside them, must be ticked.
    if (!consent.check()) return;
    setBusy(kind);
    let manifestoId: string;
    try {
      manifestoId = await store(manifesto);
    } catch (error) {
      setBusy(null);
      const code = errorCode(error);
      if (code === "NOT_SIGNED_IN") return toSignIn(manifesto, t("manifesto.signInTitle"));
      const fallback = kind === "save" ? t("manifesto.saveFailed") : t("manifesto.submitFailed");
      // An expected refusal (a full quota, saving too fast, a text too long) says why.
      return toast({
        title: kind === "save" ? t("manifesto.saveFailedTitle") : t("manifesto.submitFailedTitle"),
        description: code === null ? fallback : errorMessage(error, fallback),
        variant: "destructive",
      });
    }
    if (kind === "save") {
      toast({ title: t("manifesto.saved"), variant: "success" });
      void navigate(paths.home);
    } else {
      applyAsSelection(manifesto, manifestoId);
      toast({ title: t("manifesto.saved"), variant: "success" });
      void navigate(paths.economyExplained);
    }
  }

  return {
    busy,
    consent,
    save: (manifesto: EditorManifesto) => void run("save", manifesto),
    submit: (manifesto: EditorManifesto) => void run("submit", manifesto),
  };
}
