/** Builds votes:bind / votes:submit arguments from the selection and tax settings (spec 3 vote payload). */
import type { Id } from "../../convex/_generated/dataModel";
import type { SelectionState } from "./selection";
import type { TaxSettings } from "./taxSettings";

export interface VoteArgs {
  narrativeId: Id<"narratives">;
  selectedPolicyIds: string[];
  taxRate: number;
  dividend: number;
  quizCoordinates: { x: number; y: number } | null;
}

/** null when there is no narrative or no policy (spec 5: the vote is incomplete). */
export function buildVoteArgs(
  selection: SelectionState,
  policyIds: string[],
  tax: Pick<TaxSettings, "taxRate" | "dividend">,
): VoteArgs | null {
  if (!selection.narrative || policyIds.length === 0) return null;
  return {
    narrativeId: selection.narrative.id as Id<"narratives">,
    selectedPolicyIds: policyIds,
    taxRate: tax.taxRate,
    dividend: tax.dividend,
    quizCoordinates: selection.quizResult ? { x: selection.quizResult.x, y: selection.quizResult.y } : null,
  };
}
