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
import { catalogueText } from "@/i18n/serverMessages";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useT } from "@/i18n/react";

/** Spec 9: redirect after the success toast. */
const REDIRECT_DELAY_MS = 500;

/** votes:submit with the spec's messages, sign-in redirect and the 500 ms redirect on success. */
export function useSubmitVote() {
  const submit = useMutation(api.votes.submit);
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState<"budget" | "vote" | null>(null);
  const t = useT(simulatorMessages);
  // Spec 8 texts for the two submit buttons, in the page's language.
  const texts = {
    budget: {
      signIn: t("simulator.signInBudget"),
      success: t("simulator.budgetSubmitted"),
      failure: t("simulator.budgetFailed"),
    },
    vote: {
      signIn: catalogueText(MESSAGES.signInToSubmit, "signInToSubmit"),
      success: t("simulator.voteSubmitted"),
      failure: t("simulator.voteFailed"),
    },
  };

  async function run(kind: "budget" | "vote", args: VoteArgs | null) {
    const text = texts[kind];
    if (!isAuthenticated) {
      toast({ title: text.signIn, variant: "warning" });
      setPendingRedirect(paths.taxSimulator);
      void navigate(paths.auth);
      return;
    }
    if (args === null || !(args.taxRate > 0 && args.dividend > 0)) {
      toast({
        title: catalogueText(MESSAGES.incompleteSteps, "incompleteSteps"),
        variant: "destructive",
      });
      return;
    }
    setSubmitting(kind);
    try {
      const receipt = await submit(args);
      const roomNote = announceVote(
        text.success,
        receipt.room,
        receipt.voter,
        receipt.pendingApproval,
      );
      window.setTimeout(
        () => void navigate(paths.communityComparison, { state: { view: "yours", roomNote } }),
        REDIRECT_DELAY_MS,
      );
    } catch (error) {
      const known = errorCode(error) !== null;
      toast({
        title: known ? errorMessage(error, text.failure) : text.failure,
        variant: "destructive",
      });
      setSubmitting(null);
    }
  }

  return { submitting, run };
}
