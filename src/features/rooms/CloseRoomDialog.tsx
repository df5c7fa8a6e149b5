import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button, buttonClass } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";

/** 'Close room' with a confirmation: closing is final (docs/rooms.md). */
export function CloseRoomDialog({ roomId, name }: { roomId: Id<"rooms">; name: string }) {
  const close = useMutation(api.rooms.close);
  const [closing, setClosing] = useState(false);

  async function onConfirm() {
    setClosing(true);
    try {
      await close({ roomId });
      toast({ title: `"${name}" is closed`, variant: "success" });
    } catch (error) {
      toast({
        title: errorMessage(error, "Failed to close the room. Please try again."),
        variant: "destructive",
      });
    } finally {
      setClosing(false);
    }
  }

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" size="sm" disabled={closing} aria-label={`Close room ${name}`}>
          Close room
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">Close this room?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            No more votes will count for &quot;{name}&quot;. Votes already counted stay, and
            everyone can still vote nationally. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("outline")}>Keep open</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={() => void onConfirm()}>
              Close room
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
