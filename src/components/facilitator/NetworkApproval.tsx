import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { cn } from "@/lib/cn";
import { T, useFormat, useT, type Translate } from "@/i18n/react";
import { facilitatorMessages } from "@/i18n/messages/facilitator";

/** Batches one approval makes before giving up (100 votes each: every waiting vote). */
const MAX_BATCHES = 10;
const CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", second: "2-digit" };

type FacilitatorT = Translate<Parameters<ReturnType<typeof useT<never>>>[0] | FacilitatorId>;
type FacilitatorId = NonNullable<(typeof facilitatorMessages)["ids"]>;

/** "within 41 s" or "over 6 min": how fast a network's guests arrived. */
function spread(t: FacilitatorT, firstAt: number, lastAt: number): string {
  const seconds = Math.max(1, Math.round((lastAt - firstAt) / 1000));
  return seconds < 120
    ? t("facilitator.networks.within", { seconds })
    : t("facilitator.networks.over", { minutes: Math.round(seconds / 60) });
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
  const t = useT(facilitatorMessages);
  const format = useFormat();
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
        title: t("facilitator.networks.approved", { count: total }),
        variant: "success",
      });
    } catch (caught) {
      toast({
        title: errorMessage(caught, t("facilitator.failed")),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`networks-${roomId}`} className={cn("space-y-2", className)}>
      <h3 id={`networks-${roomId}`} className="font-semibold">
        {t("facilitator.networks.title")}
      </h3>
      <ul className="space-y-2" data-testid="pending-networks">
        {groups.map((group, index) => (
          <li
            key={group.network}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
          >
            <span>
              <T
                id="facilitator.networks.row"
                values={{
                  number: index + 1,
                  count: format.number(group.count),
                  time: new Intl.DateTimeFormat(format.locale, CLOCK).format(group.firstAt),
                  spread: spread(t, group.firstAt, group.lastAt),
                }}
                components={{ 0: <span className="font-medium" /> }}
              />
            </span>
            <Button
              size="sm"
              disabled={busy !== null}
              onClick={() => void approveNetwork(group.network)}
              aria-label={t("facilitator.networks.approveLabel", {
                count: group.count,
                number: index + 1,
              })}
            >
              {t("facilitator.networks.approve", { count: format.number(group.count) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
