import { useConvexAuth, useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { setCategoryPolicies } from "@/lib/selection";
import { toast } from "@/components/ui/Toast";
import type { Consent } from "@/lib/useVoteConsent";
// Its area is declared by PolicyDialog's import; the toasts are worded when they show.
import "@/i18n/messages/policyPicker";
import { translate as t } from "@/i18n/react";

/**
 * Applies a category choice to the selection and, when signed in, saves the ranking so it
 * counts towards community rankings (spec 4, 6). Anonymous visitors get the spec's
 * 'Selection Made … Sign in to save permanently.' toast. The rankings' consent (`consent`,
 * whose box the caller shows beside its save button) goes with the save when ticked; while
 * it is needed and unticked, the choice is kept in this browser only, as when signed out:
 * a routine Save never stores an opinion nor records consent (docs/privacy.md "Consent").
 */
export function useSaveCategory(narrativeId: string | null, consent: Consent) {
  const { isAuthenticated } = useConvexAuth();
  const saveRanking = useMutation(api.rankings.save);
  return async (category: string, policyIds: string[]): Promise<boolean> => {
    const stores = isAuthenticated && !consent.loading && (!consent.needed || consent.agreed);
    if (stores && narrativeId) {
      try {
        await saveRanking(
          consent.withConsent({
            narrativeId: narrativeId as Id<"narratives">,
            category,
            policyIds,
          }),
        );
      } catch (error) {
        console.error(error);
        toast({
          title: t("policyPicker.save.failedTitle"),
          description: t("policyPicker.save.failedDescription"),
          variant: "destructive",
        });
        return false;
      }
      setCategoryPolicies(category, policyIds);
      toast({ title: t("policyPicker.save.savedTitle"), variant: "success" });
      return true;
    }
    setCategoryPolicies(category, policyIds);
    toast({
      title: t("policyPicker.manual.savedTitle"),
      description: t(
        isAuthenticated ? "policyPicker.save.keptHere" : "policyPicker.manual.savedDescription",
      ),
    });
    return true;
  };
}
