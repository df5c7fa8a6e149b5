import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useConvexAuth, useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { setPendingRedirect } from "@/lib/storage";
import { announceVote } from "@/lib/roomVoteNote";
import type { VoteArgs } from "@/lib/voteArgs";
import { paths } from "@/app/paths";
import { MESSAGES } from "@convex/domain/messages";

export const BIND_TEXT = {
  signIn: MESSAGES.signInToBind,
  incomplete: MESSAGES.incompleteSelection,
  success: "Your vote has been bound",
  failure: "Failed to bind your vote. Please try again.",
} as const;

/** votes:bind with the spec's states (idle, submitting, success, failure) and messages. */
export function useBindVote() {
  const bind = useMutation(api.votes.bind);
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toSignIn(title: string = BIND_TEXT.signIn) {
    toast({ title, variant: "warning" });
    setPendingRedirect(paths.bindVote);
    void navigate(paths.auth);
  }

  async function run(args: VoteArgs | null) {
    setError(null);
    if (!isAuthenticated) return toSignIn();
    if (args === null) {
      setError(BIND_TEXT.incomplete);
      return;
    }
    setSubmitting(true);
    try {
      const receipt = await bind(args);
      const roomNote = announceVote(
        BIND_TEXT.success,
        receipt.room,
        receipt.voter,
        receipt.pendingApproval,
      );
      void navigate(paths.communityComparison, { state: { view: "yours", roomNote } });
    } catch (caught) {
      const code = errorCode(caught);
      setSubmitting(false);
      if (code === "NOT_SIGNED_IN") return toSignIn();
      // A guest outside an open room that welcomes guests (docs/rooms.md "Guests").
      if (code === "ACCOUNT_REQUIRED") return toSignIn(errorMessage(caught, BIND_TEXT.signIn));
      setError(code !== null ? errorMessage(caught, BIND_TEXT.failure) : BIND_TEXT.failure);
    }
  }

  return { submitting, error, run };
}
