import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button, buttonClass } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";

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

  async function repeat(step: () => Promise<{ done: number; remaining: number }>, verb: string) {
    setBusy(true);
    let total = 0;
    try {
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const { done, remaining } = await step();
        total += done;
        if (remaining === 0 || done === 0) break;
      }
      toast({
        title: `${total} guest ${total === 1 ? "vote" : "votes"} ${verb}`,
        variant: "success",
      });
    } catch (caught) {
      toast({
        title: errorMessage(caught, "That did not work. Please try again."),
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
          {pendingGuestVotes.toLocaleString("en-GB")} guest{" "}
          {pendingGuestVotes === 1 ? "vote is" : "votes are"} waiting for your approval: more guests
          than you expected, or many from one network.
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
              Approve waiting votes
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void repeat(() => remove({ roomId, which: "pending" }), "removed")}
            >
              Remove waiting votes
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
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" size="sm" disabled={disabled}>
          Remove all guest votes
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">
            Remove every guest vote?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            Every guest vote in &quot;{name}&quot;, counted or waiting, stops counting. Votes from
            accounts stay. Guests can vote again unless you switch the room to accounts only.
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("outline")}>Keep them</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={onConfirm}>
              Remove guest votes
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
