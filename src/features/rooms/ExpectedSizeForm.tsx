import { CREATION_BUDGETS, ROOM_SIGN_UPS_PER_ADDRESS } from "@convex/domain/creationThrottle";
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { ROOM_EXPECTED_SIZE_RANGE } from "@convex/domain/roomGuards";
import { inputClass } from "./inputClass";
import { useFormat } from "@/i18n/react";
import { roomsMessages } from "@/i18n/messages/rooms";
import { useT } from "@/i18n/react";

/**
 * The room's expected size on its card (docs/rooms.md "Stuffing"): guests arriving once the
 * room counts this many votes wait for the facilitator's approval. The server checks it.
 */
export function ExpectedSizeForm({
  roomId,
  expectedSize,
  disabled,
}: {
  roomId: Id<"rooms">;
  expectedSize: number;
  disabled: boolean;
}) {
  const save = useMutation(api.rooms.setExpectedSize);
  const id = useId();
  const [value, setValue] = useState(String(expectedSize));
  const [saving, setSaving] = useState(false);
  const t = useT(roomsMessages);
  const format = useFormat();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await save({ roomId, expectedSize: Number(value) });
      toast({
        title: t("rooms.expected.saved", { size: format.number(Number(value)) }),
        variant: "success",
      });
    } catch (caught) {
      toast({
        title: errorMessage(caught, t("rooms.expected.failed")),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <form className="flex items-end gap-2" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div>
          <label htmlFor={`${id}-size`} className="text-sm text-slate-600 dark:text-slate-300">
            {t("rooms.expected.label")}
          </label>
          <input
            id={`${id}-size`}
            className={`${inputClass} mt-1 w-28`}
            type="number"
            inputMode="numeric"
            min={ROOM_EXPECTED_SIZE_RANGE.min}
            max={ROOM_EXPECTED_SIZE_RANGE.max}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            disabled={disabled}
            aria-describedby={`${id}-size-hint`}
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={disabled || saving || Number(value) === expectedSize}
        >
          {t("rooms.expected.save")}
        </Button>
      </form>
      <p
        id={`${id}-size-hint`}
        className="mt-1 max-w-prose text-xs text-slate-600 dark:text-slate-300"
      >
        {t("rooms.expected.hint", {
          perAddress: ROOM_SIGN_UPS_PER_ADDRESS,
          free: CREATION_BUDGETS.signUp.address.free,
        })}
      </p>
    </div>
  );
}
