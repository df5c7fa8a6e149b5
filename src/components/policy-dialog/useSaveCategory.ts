import { useConvexAuth, useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { setCategoryPolicies } from "@/lib/selection";
import { toast } from "@/components/ui/Toast";
import { useOpinionConsent } from "@/lib/useOpinionConsent";

/**
 * Applies a category choice to the selection and, when signed in, saves the ranking so it
 * counts towards community rankings (spec 4, 6). Anonymous visitors get the spec's
 * 'Selection Made … Sign in to save permanently.' toast. The first save of a person without
 * recorded consent carries it (the dialog shows what saving agrees to: SaveConsentNote).
 */
export function useSaveCategory(narrativeId: string | null) {
  const { isAuthenticated } = useConvexAuth();
  const saveRanking = useMutation(api.rankings.save);
  const consent = useOpinionConsent();
  return async (category: string, policyIds: string[]): Promise<boolean> => {
    if (isAuthenticated && narrativeId) {
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
    toast({ title: "Selection Made", description: "Sign in to save permanently." });
    return true;
  };
}
