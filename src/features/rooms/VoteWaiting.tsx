import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { ROOM_GUARD_MESSAGES } from "@convex/domain/roomGuards";

/**
 * The receipt of a guest's vote that waits for the facilitator's approval (the room had
 * reached its expected size, or many guests came from one address: docs/rooms.md
 * "Stuffing"). It counts nowhere until approved; the page says so as soon as it is.
 */
export function VoteWaiting({
  voteId,
  onChange,
}: {
  voteId: Id<"userVotes">;
  onChange: () => void;
}) {
  const active = useQuery(api.votes.myActive);
  const approved = active?._id === voteId && active.pendingApproval !== true;
  return (
    <div role="status" className="space-y-3" data-testid="vote-waiting">
      {approved ? (
        <p className="text-xl font-bold text-green-800 dark:text-green-300">
          ✓ The facilitator approved your vote: it counts in this room.
        </p>
      ) : (
        <>
          <p className="text-xl font-bold text-amber-800 dark:text-amber-300">
            {ROOM_GUARD_MESSAGES.voteWaiting}
          </p>
          <p>
            So that no one can flood a room with votes, guest votes beyond the number the
            facilitator expected, or many from one network, count once the facilitator approves
            them. Changing your vote keeps it waiting.
          </p>
        </>
      )}
      <Button variant="outline" onClick={onChange}>
        Change my vote
      </Button>
    </div>
  );
}
