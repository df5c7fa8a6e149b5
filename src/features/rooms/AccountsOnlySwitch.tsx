import { useState } from "react";
import { useMutation } from "convex/react";
import type { Id } from "@convex/_generated/dataModel";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";

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
  // The new value is shown at once; the room's subscription confirms it.
  const [pending, setPending] = useState<boolean | null>(null);
  const id = `accounts-only-${roomId}`;
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
          setAccountsOnly({ roomId, accountsOnly: event.target.checked })
            .catch((caught: unknown) =>
              toast({
                title: errorMessage(caught, "Could not change the room."),
                variant: "warning",
              }),
            )
            .finally(() => setPending(null));
        }}
      />
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">Accounts only</span>
        <span className="block text-slate-600 dark:text-slate-300">
          {(pending ?? accountsOnly)
            ? "Participants must sign in; no new guest votes."
            : "Guests can vote without an email (their votes count in this room only)."}
        </span>
      </label>
    </div>
  );
}
