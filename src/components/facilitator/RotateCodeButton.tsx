import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button, buttonClass } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";

/**
 * The facilitator's 'New join code' (docs/rooms.md "Join codes"): the room gets a fresh code
 * that the presenter's QR code shows at once; the old code admits no new guest. Used on the
 * rooms page and the presenter (for the room's owner only).
 */
export function RotateCodeButton({
  roomId,
  className,
}: {
  roomId: Id<"rooms">;
  className?: string;
}) {
  const rotate = useMutation(api.rooms.rotateCode);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { code } = await rotate({ roomId });
      toast({ title: `New join code: ${code}`, variant: "success" });
    } catch (caught) {
      toast({
        title: errorMessage(caught, "That did not work. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={busy} className={className}>
          New join code
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 text-base text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">
            Give the room a new join code?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            The QR code and link on the presenter change at once. The old code stops admitting new
            guests; everyone who has voted stays in the room.
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("outline")}>
              Keep this code
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("primary")} onClick={() => void confirm()}>
              New join code
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
