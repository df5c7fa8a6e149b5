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

/** 'Close room' with a confirmation: closing is final (docs/rooms.md). */
export function CloseRoomDialog({ roomId, name }: { roomId: Id<"rooms">; name: string }) {
  const close = useMutation(api.rooms.close);
  const [closing, setClosing] = useState(false);
  const t = useT(roomsMessages);

  async function onConfirm() {
    setClosing(true);
    try {
      await close({ roomId });
      toast({ title: t("rooms.close.done", { name }), variant: "success" });
    } catch (error) {
      toast({
        title: errorMessage(error, t("rooms.close.failed")),
        variant: "destructive",
      });
    } finally {
      setClosing(false);
    }
  }

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="danger"
          size="sm"
          disabled={closing}
          aria-label={t("rooms.close.openFor", { name })}
        >
          {t("rooms.close.open")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">
            {t("rooms.close.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            {t("rooms.close.body", { name })}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("outline")}>
              {t("rooms.close.keep")}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={() => void onConfirm()}>
              {t("rooms.close.confirm")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
