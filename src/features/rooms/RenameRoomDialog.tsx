import { useId, useState, type FormEvent } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ROOM_NAME_MAX_LENGTH } from "@convex/domain/rooms";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { inputClass } from "./inputClass";
import { useT } from "@/i18n/react";
import { roomsMessages } from "@/i18n/messages/rooms";

/** Rename a room in a small dialog; the server's message shows when the name is refused. */
export function RenameRoomDialog({ roomId, name }: { roomId: Id<"rooms">; name: string }) {
  const rename = useMutation(api.rooms.rename);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const t = useT(roomsMessages);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await rename({ roomId, name: value });
      toast({ title: t("rooms.rename.done"), variant: "success" });
      setOpen(false);
    } catch (caught) {
      setError(errorMessage(caught, t("rooms.rename.failed")));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(name);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("rooms.rename.openFor", { name })}>
          {t("rooms.rename.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("rooms.rename.title")}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t("rooms.rename.name")}
          </label>
          <input
            id={`${id}-name`}
            value={value}
            maxLength={ROOM_NAME_MAX_LENGTH}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} mt-1`}
          />
          {error && (
            <p
              id={`${id}-error`}
              role="alert"
              className="mt-2 text-sm font-medium text-red-800 dark:text-red-300"
            >
              {error}
            </p>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t("rooms.rename.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? t("rooms.rename.saving") : t("rooms.rename.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
