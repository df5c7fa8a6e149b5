import { Button } from "@/components/ui/Button";
import { ROOM_GUARD_MESSAGES } from "@convex/domain/roomGuards";

/**
 * The receipt of a guest's vote that waits for the facilitator's approval (the room had
 * reached its expected size, or many guests came from one address: docs/rooms.md
 * "Stuffing"). It counts nowhere until approved.
 */
export function VoteWaiting({ onChange }: { onChange: () => void }) {
  return (
    <div role="status" className="space-y-3" data-testid="vote-waiting">
      <p className="text-xl font-bold text-amber-800 dark:text-amber-300">
        {ROOM_GUARD_MESSAGES.voteWaiting}
      </p>
      <p>
        So that no one can flood a room with votes, guest votes beyond the number the facilitator
        expected, or many from one network, count once the facilitator approves them. Changing your
        vote keeps it waiting.
      </p>
      <Button variant="outline" onClick={onChange}>
        Change my vote
      </Button>
    </div>
  );
}
