import { useEffect, useRef } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import { pendingUpgradeTicket, rememberUpgradeTicket } from "./guestUpgrade";
import { useViewer } from "./useViewer";

/**
 * Once an account is signed in on a browser that was a guest's, moves the guest's vote to
 * the account (guests:claimVote) and says so. Runs once per ticket.
 */
export function useClaimGuestVote() {
  const { isAccount } = useViewer();
  const claim = useMutation(api.guests.claimVote);
  const claiming = useRef<string | null>(null);

  useEffect(() => {
    const ticket = isAccount ? pendingUpgradeTicket() : null;
    if (ticket === null || claiming.current === ticket) return;
    claiming.current = ticket;
    claim({ ticket })
      .then((result) => {
        rememberUpgradeTicket(null);
        if (!result.moved) return;
        toast({
          title: "Your guest vote is now your account's",
          description: result.room
            ? `It still counts in the room "${result.room.name}", and now nationally too.`
            : "It now counts nationally too.",
          variant: "success",
        });
      })
      .catch(() => {
        // Left in storage: the next page load tries again.
        claiming.current = null;
      });
  }, [isAccount, claim]);
}
