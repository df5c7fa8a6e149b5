import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button, buttonClass } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { useT } from "@/i18n/react";
import { roomsMessages } from "@/i18n/messages/rooms";

/** Batches a call makes before giving up (100 votes each: 5,000 votes, a full room). */
const MAX_BATCHES = 60;

interface Props {
  roomId: Id<"rooms">;
  name: string;
  /** The room's counted votes (guests' among them are never counted apart, docs/rooms.md). */
  totalVotes: number;
  pendingGuestVotes: number;
}

/**
 * The facilitator's guest votes (docs/rooms.md "Stuffing"): approve or remove the votes
 * waiting for approval, or remove every guest vote of the room. Each call handles up to
 * 100 votes; this repeats it until none are left.
 */
export function GuestVoteControls({ roomId, name, totalVotes, pendingGuestVotes }: Props) {
  const approve = useMutation(api.rooms.approvePendingGuests);
  const remove = useMutation(api.rooms.removeGuests);
  const [busy, setBusy] = useState(false);
  const t = useT(roomsMessages);

  async function repeat(
    step: () => Promise<{ done: number; remaining: number }>,
    verb: "approved" | "removed",
  ) {
    setBusy(true);
    let total = 0;
    try {
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const { done, remaining } = await step();
        total += done;
        if (remaining === 0 || done === 0) break;
      }
      toast({
        title: t(verb === "approved" ? "rooms.guests.approved" : "rooms.guests.removed", {
          count: total,
        }),
        variant: "success",
      });
    } catch (caught) {
      toast({
        title: errorMessage(caught, t("rooms.guests.failed")),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  if (totalVotes === 0 && pendingGuestVotes === 0) return null;
  return (
    <div className="mt-4 space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      {pendingGuestVotes > 0 && (
        <p className="text-sm font-medium" data-testid="room-pending">
          {t("rooms.guests.pending", { count: pendingGuestVotes })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {pendingGuestVotes > 0 && (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => void repeat(() => approve({ roomId }), "approved")}
            >
              {t("rooms.guests.approve")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void repeat(() => remove({ roomId, which: "pending" }), "removed")}
            >
              {t("rooms.guests.remove")}
            </Button>
          </>
        )}
        <RemoveAllDialog
          name={name}
          disabled={busy}
          onConfirm={() => void repeat(() => remove({ roomId, which: "all" }), "removed")}
        />
      </div>
    </div>
  );
}

function RemoveAllDialog({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const t = useT(roomsMessages);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" size="sm" disabled={disabled}>
          {t("rooms.guests.removeAll")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">
            {t("rooms.guests.removeAllTitle")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            {t("rooms.guests.removeAllBody", { name })}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("outline")}>
              {t("rooms.guests.keep")}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={onConfirm}>
              {t("rooms.guests.confirmRemove")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
