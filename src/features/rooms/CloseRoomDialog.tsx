import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
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
    <ConfirmDialog
      trigger={
        <Button
          variant="danger"
          size="sm"
          disabled={closing}
          aria-label={t("rooms.close.openFor", { name })}
        >
          {t("rooms.close.open")}
        </Button>
      }
      title={t("rooms.close.title")}
      confirm={t("rooms.close.confirm")}
      cancel={t("rooms.close.keep")}
      onConfirm={() => void onConfirm()}
    >
      {t("rooms.close.body", { name })}
    </ConfirmDialog>
  );
}
