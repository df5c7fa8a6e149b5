/**
 * Builds votes:bind / votes:submit arguments from the selection and tax settings (spec 3
 * vote payload), with the code of the workshop room joined on this browser, if any.
 */
import type { Id } from "@convex/_generated/dataModel";
import type { Residence } from "@convex/domain/nations";
import { getResidenceAnswer, residenceForVote, type ResidenceAnswer } from "./residence";
import { getRememberedRoom, type RememberedRoom } from "./roomMembership";
import type { SelectionState } from "./selection";
import type { TaxSettings } from "./taxSettings";

export interface VoteArgs {
  narrativeId: Id<"narratives">;
  selectedPolicyIds: string[];
  taxRate: number;
  dividend: number;
  quizCoordinates: { x: number; y: number } | null;
  /** The joined room (docs/rooms.md); the server decides whether the vote counts in it. */
  roomCode?: string;
  /**
   * Where the voter lives (docs/nations.md); null: "prefer not to say". Absent when not
   * answered, or England without its region.
   */
  residence?: Residence | null;
  /** The privacy notice version agreed to with this vote (the ticked box, docs/privacy.md). */
  consentVersion?: string;
}

/** null when there is no narrative or no policy (spec 5: the vote is incomplete). */
export function buildVoteArgs(
  selection: SelectionState,
  policyIds: string[],
  tax: Pick<TaxSettings, "taxRate" | "dividend">,
  room: RememberedRoom | null = getRememberedRoom(),
  residence: ResidenceAnswer = getResidenceAnswer(),
): VoteArgs | null {
  if (!selection.narrative || policyIds.length === 0) return null;
  return {
    narrativeId: selection.narrative.id as Id<"narratives">,
    selectedPolicyIds: policyIds,
    taxRate: tax.taxRate,
    dividend: tax.dividend,
    quizCoordinates: selection.quizResult
      ? { x: selection.quizResult.x, y: selection.quizResult.y }
      : null,
    ...(room ? { roomCode: room.code } : {}),
    ...withResidence(residenceForVote(residence)),
  };
}

function withResidence(residence: Residence | null | undefined): { residence?: Residence | null } {
  return residence === undefined ? {} : { residence };
}
