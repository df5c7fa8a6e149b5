import { useConvexAuth, useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { setCategoryPolicies } from "@/lib/selection";
import { toast } from "@/components/ui/Toast";
import type { Consent } from "@/lib/useVoteConsent";

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
          title: "Save Failed",
          description: "There was an error saving your selection. Please try again.",
          variant: "destructive",
        });
        return false;
      }
      setCategoryPolicies(category, policyIds);
      toast({ title: "Preferences Saved", variant: "success" });
      return true;
    }
    setCategoryPolicies(category, policyIds);
    toast({
      title: "Selection Made",
      description: isAuthenticated
        ? "Kept in this browser. Tick the consent box to keep your choices in your account."
        : "Sign in to save permanently.",
    });
    return true;
  };
}
