import { useViewer } from "@/lib/useViewer";
import { useConvexAuth, useMutation } from "convex/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { storePendingManifesto } from "@/lib/pendingManifesto";
import { useConsent } from "@/lib/useVoteConsent";
import { manifestoFieldsOf, type BuiltManifesto } from "./manifestoTypes";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { homeMessages } from "@/i18n/messages/home";

interface Props {
  manifesto: BuiltManifesto;
  vision: string;
  savedId: string | null;
  onSaved: (id: string) => void;
}

/**
 * Saving the built manifesto (spec 2.3, 4, 6): signed in, 'Save to My Account' stores it
 * with manifestos:create; anonymous, the sign-in prompt keeps it as the pending manifesto,
 * sets the redirect to /account and goes to /auth, where /account picks it up.
 */
export function SaveManifestoCard({ manifesto, vision, savedId, onSaved }: Props) {
  const { isAuthenticated } = useConvexAuth();
  // A guest keeps the manifesto in this browser until they create an account (the server
  // stores none for guests, docs/security.md "Quotas").
  const { isGuest } = useViewer();
  const create = useMutation(api.manifestos.create);
  const consent = useConsent("manifestos");
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const t = useT(homeMessages);
  const SAVE_FAILED = t("home.saveFailed");

  if (!isAuthenticated || isGuest) {
    const signInToSave = () => {
      storePendingManifesto(manifestoFieldsOf(manifesto, vision));
      void navigate(paths.auth);
    };
    return (
      <div className="mt-6 rounded-xl border border-sky-200 bg-sky-50 p-4 dark:border-sky-900 dark:bg-sky-950">
        <p className="text-sm text-sky-950 dark:text-sky-50">{t("home.signInToSaveNote")}</p>
        <Button size="sm" className="mt-3" onClick={signInToSave}>
          {t("home.signInToSave")}
        </Button>
      </div>
    );
  }

  const save = async () => {
    if (!consent.check()) return;
    setSaving(true);
    try {
      const created = await create(consent.withConsent(manifestoFieldsOf(manifesto, vision)));
      onSaved(created._id);
      toast({ title: t("home.savedToast"), variant: "success" });
    } catch (error) {
      console.error(error);
      toast({
        title: errorCode(error) ? errorMessage(error, SAVE_FAILED) : SAVE_FAILED,
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      {savedId === null && (
        <div className="w-full">
          <ConsentCheckbox consent={consent} compact />
        </div>
      )}
      <Button onClick={() => void save()} disabled={saving || savedId !== null}>
        {savedId !== null ? t("home.saved") : saving ? t("common.saving") : t("home.saveToAccount")}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {savedId !== null ? t("home.findItUnder") : t("home.keepAndCompare")}
      </p>
    </div>
  );
}
