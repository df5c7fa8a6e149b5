import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button, buttonClass } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { useT } from "@/i18n/react";
import { facilitatorMessages } from "@/i18n/messages/facilitator";

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
  const t = useT(facilitatorMessages);
  const confirm = async () => {
    setBusy(true);
    try {
      const { code } = await rotate({ roomId });
      toast({ title: t("facilitator.rotate.done", { code }), variant: "success" });
    } catch (caught) {
      toast({
        title: errorMessage(caught, t("facilitator.failed")),
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
          {t("facilitator.rotate.open")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 text-base text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">
            {t("facilitator.rotate.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            {t("facilitator.rotate.body")}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("outline")}>
              {t("facilitator.rotate.keep")}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("primary")} onClick={() => void confirm()}>
              {t("facilitator.rotate.confirm")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
