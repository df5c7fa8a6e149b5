import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { cn } from "@/lib/cn";

/** Batches one approval makes before giving up (100 votes each: every waiting vote). */
const MAX_BATCHES = 10;
const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** "within 41 s" or "over 6 min": how fast a network's guests arrived. */
function spread(firstAt: number, lastAt: number): string {
  const seconds = Math.max(1, Math.round((lastAt - firstAt) / 1000));
  return seconds < 120 ? `within ${seconds} s` : `over ${Math.round(seconds / 60)} min`;
}

/**
 * The room's waiting guest votes by network (docs/rooms.md "Approving by network"): a burst
 * of fakes shows as one large group that arrived within seconds, the room's real
 * participants as the others; one button approves a network's votes. Networks are numbered,
 * never named: no address reaches the browser. Renders nothing while no vote waits.
 */
export function NetworkApproval({
  roomId,
  className,
}: {
  roomId: Id<"rooms">;
  className?: string;
}) {
  const groups = useQuery(api.rooms.pendingByNetwork, { roomId });
  const approve = useMutation(api.rooms.approveNetwork);
  const [busy, setBusy] = useState<string | null>(null);
  if (!groups || groups.length === 0) return null;

  const approveNetwork = async (network: string) => {
    setBusy(network);
    let total = 0;
    try {
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const { done, remaining } = await approve({ roomId, network });
        total += done;
        if (remaining === 0 || done === 0) break;
      }
      toast({
        title: `${total} guest ${total === 1 ? "vote" : "votes"} approved`,
        variant: "success",
      });
    } catch (caught) {
      toast({
        title: errorMessage(caught, "That did not work. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`networks-${roomId}`} className={cn("space-y-2", className)}>
      <h3 id={`networks-${roomId}`} className="font-semibold">
        Waiting votes by network
      </h3>
      <ul className="space-y-2" data-testid="pending-networks">
        {groups.map((group, index) => (
          <li
            key={group.network}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
          >
            <span>
              <span className="font-medium">Network {index + 1}</span>:{" "}
              {group.count.toLocaleString("en-GB")} waiting, arrived {clock.format(group.firstAt)}{" "}
              {spread(group.firstAt, group.lastAt)}
            </span>
            <Button
              size="sm"
              disabled={busy !== null}
              onClick={() => void approveNetwork(group.network)}
              aria-label={`Approve ${group.count} waiting votes from network ${index + 1}`}
            >
              Approve {group.count.toLocaleString("en-GB")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
