import { useConvexAuth, useMutation } from "convex/react";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button, buttonClass } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { setPendingRedirect } from "@/lib/storage";
import { useConsent } from "@/lib/useVoteConsent";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";

interface Props {
  narrativeId: string;
  narrativeTitle: string;
  /** Category → ranked ids for customised categories, and defaults for the rest. */
  customised: Record<string, string[]>;
  defaults: Record<string, string>;
}

/** 'Save to My Account', or the anonymous sign-in prompt card (spec 2.3, 4). */
export function SaveSelectionCard({ narrativeId, narrativeTitle, customised, defaults }: Props) {
  const { isAuthenticated } = useConvexAuth();
  const saveMany = useMutation(api.rankings.saveMany);
  const consent = useConsent("rankings");
  const [saving, setSaving] = useState(false);
  const location = useLocation();
  const t = useT(narrativesMessages);

  if (!isAuthenticated) {
    return (
      <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 dark:border-sky-900 dark:bg-sky-950">
        <p className="text-sm text-sky-950 dark:text-sky-50">{t("narratives.signInToSaveNote")}</p>
        <Link
          to={paths.auth}
          onClick={() => setPendingRedirect(location.pathname)}
          className={buttonClass("primary", "sm", "mt-3")}
        >
          {t("account.signIn")}
        </Link>
      </div>
    );
  }
  const save = async () => {
    if (!consent.check()) return;
    const useDefaults = Object.keys(customised).length === 0;
    const chosen = useDefaults
      ? Object.fromEntries(Object.entries(defaults).map(([c, id]) => [c, [id]]))
      : customised;
    setSaving(true);
    try {
      await saveMany(
        consent.withConsent({
          narrativeId: narrativeId as Id<"narratives">,
          rankings: Object.entries(chosen).map(([category, policyIds]) => ({
            category,
            policyIds,
          })),
        }),
      );
      if (useDefaults)
        toast({ title: t("narratives.usingDefaults", { narrative: narrativeTitle }) });
      toast({ title: t("narratives.saved"), variant: "success" });
    } catch (error) {
      console.error(error);
      toast({
        title: t("narratives.saveFailed"),
        description: t("narratives.saveFailedDescription"),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-2">
      <ConsentCheckbox consent={consent} compact />
      <Button onClick={() => void save()} disabled={saving}>
        {saving ? t("common.saving") : t("narratives.saveToAccount")}
      </Button>
    </div>
  );
}
