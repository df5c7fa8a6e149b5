import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
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
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={busy} className={className}>
          {t("facilitator.rotate.open")}
        </Button>
      }
      title={t("facilitator.rotate.title")}
      confirm={t("facilitator.rotate.confirm")}
      cancel={t("facilitator.rotate.keep")}
      tone="primary"
      onConfirm={() => void confirm()}
    >
      {t("facilitator.rotate.body")}
    </ConfirmDialog>
  );
}
