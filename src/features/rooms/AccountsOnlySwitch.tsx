import { useEffect, useState } from "react";
import { useMutation } from "convex/react";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { useT } from "@/i18n/react";
import { roomsMessages } from "@/i18n/messages/rooms";

/**
 * The owner's switch between welcoming guests (the default) and counting accounts' votes
 * only (docs/rooms.md "Guests"). Guest votes already counted stay counted.
 */
export function AccountsOnlySwitch({
  roomId,
  accountsOnly,
  disabled,
}: {
  roomId: Id<"rooms">;
  accountsOnly: boolean;
  disabled?: boolean;
}) {
  const setAccountsOnly = useMutation(api.rooms.setAccountsOnly);
  // The new value is shown at once, until the room's subscription brings the room's own
  // (or the change fails). Not when the mutation settles: query results reach the page as
  // transitions (src/app/convex.tsx), after the mutation's promise, so the switch showed
  // the old value for a moment in between, and a click could read as undone.
  const [pending, setPending] = useState<boolean | null>(null);
  useEffect(() => setPending(null), [accountsOnly]);
  const id = `accounts-only-${roomId}`;
  const t = useT(roomsMessages);
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
        checked={pending ?? accountsOnly}
        disabled={pending !== null || disabled}
        onChange={(event) => {
          setPending(event.target.checked);
          setAccountsOnly({ roomId, accountsOnly: event.target.checked }).catch(
            (caught: unknown) => {
              setPending(null);
              toast({
                title: errorMessage(caught, t("rooms.accounts.failed")),
                variant: "warning",
              });
            },
          );
        }}
      />
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{t("rooms.accounts.label")}</span>
        <span className="block text-slate-600 dark:text-slate-300">
          {(pending ?? accountsOnly) ? t("rooms.accounts.on") : t("rooms.accounts.off")}
        </span>
      </label>
    </div>
  );
}
