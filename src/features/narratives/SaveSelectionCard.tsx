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

  if (!isAuthenticated) {
    return (
      <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 dark:border-sky-900 dark:bg-sky-950">
        <p className="text-sm text-sky-950 dark:text-sky-50">
          Sign in to save your policy preferences and have them count towards community rankings
        </p>
        <Link
          to={paths.auth}
          onClick={() => setPendingRedirect(location.pathname)}
          className={buttonClass("primary", "sm", "mt-3")}
        >
          Sign In
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
      if (useDefaults) toast({ title: `Using default policies for ${narrativeTitle} narrative` });
      toast({ title: "Preferences Saved", variant: "success" });
    } catch (error) {
      console.error(error);
      toast({
        title: "Save Failed",
        description: "There was an error saving your selection. Please try again.",
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
        {saving ? "Saving..." : "Save to My Account"}
      </Button>
    </div>
  );
}
