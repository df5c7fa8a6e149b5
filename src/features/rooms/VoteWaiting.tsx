import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { useT } from "@/i18n/react";
import { joinMessages } from "@/i18n/messages/join";

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
  const t = useT(joinMessages);
  return (
    <div role="status" className="space-y-3" data-testid="vote-waiting">
      {approved ? (
        <p className="text-xl font-bold text-green-800 dark:text-green-300">
          {t("join.waiting.approved")}
        </p>
      ) : (
        <>
          <p className="text-xl font-bold text-amber-800 dark:text-amber-300">
            {t("join.waiting.title")}
          </p>
          <p>{t("join.waiting.why")}</p>
        </>
      )}
      <Button variant="outline" onClick={onChange}>
        {t("join.counted.change")}
      </Button>
    </div>
  );
}
