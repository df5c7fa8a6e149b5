import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useConvexAuth, useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { setPendingRedirect } from "@/lib/storage";
import { rememberPendingVote } from "@/lib/pendingVote";
import { announceVote } from "@/lib/roomVoteNote";
import type { VoteArgs } from "@/lib/voteArgs";
import { paths } from "@/app/paths";
import { messageText } from "@/i18n/clientMessages";
import { useT } from "@/i18n/react";
import { bindMessages } from "@/i18n/messages/bind";

/**
 * votes:bind with the spec's states (idle, submitting, success, failure) and messages.
 * Signed out, the press is remembered (with the consent box's tick) and the voter goes to
 * /auth on the Sign up tab; the bind page binds on return without a second press.
 */
export function useBindVote() {
  const bind = useMutation(api.votes.bind);
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT(bindMessages);
  // In the page's language, read at the press.
  const text = {
    signIn: () => messageText("signInToBind"),
    incomplete: () => messageText("incompleteSelection"),
    failure: () => t("bind.failure"),
  };

  function toSignIn(title: string = text.signIn(), agreed = false) {
    toast({ title, variant: "warning" });
    rememberPendingVote(agreed);
    setPendingRedirect(paths.bindVote);
    void navigate(paths.authSignUp);
  }

  /** `agreed`: the consent box is ticked (remembered across sign-up). */
  async function run(args: VoteArgs | null, agreed = false) {
    setError(null);
    if (!isAuthenticated) {
      if (args === null) {
        setError(text.incomplete());
        return;
      }
      return toSignIn(text.signIn(), agreed);
    }
    if (args === null) {
      setError(text.incomplete());
      return;
    }
    setSubmitting(true);
    try {
      const receipt = await bind(args);
      const roomNote = announceVote(
        t("bind.success"),
        receipt.room,
        receipt.voter,
        receipt.pendingApproval,
      );
      // Your Vote, with the community's new total above it (BoundNote): no further tap.
      void navigate(paths.communityComparison, {
        state: {
          view: "yours",
          roomNote,
          bound: {
            nationalHeld: receipt.nationalHeld,
            countsNationally: receipt.countsNationally,
            verified: receipt.verified,
          },
        },
      });
    } catch (caught) {
      const code = errorCode(caught);
      setSubmitting(false);
      if (code === "NOT_SIGNED_IN") return toSignIn();
      // A guest outside an open room that welcomes guests (docs/rooms.md "Guests").
      if (code === "ACCOUNT_REQUIRED") return toSignIn(errorMessage(caught, text.signIn()));
      setError(code !== null ? errorMessage(caught, text.failure()) : text.failure());
    }
  }

  return { submitting, error, run };
}
