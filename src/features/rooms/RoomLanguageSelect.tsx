import { useId, useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ROOM_LANGUAGES, type RoomLanguage } from "@convex/domain/rooms";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { roomsMessages } from "@/i18n/messages/rooms";
import { useT } from "@/i18n/react";
import { inputClass } from "./inputClass";

/**
 * The room's language on its card (docs/rooms.md "The room's language"): the join page, the
 * QR's link and the presenter open in it. The server refuses any other language.
 */
export function RoomLanguageSelect({
  roomId,
  language,
  disabled,
}: {
  roomId: Id<"rooms">;
  language: RoomLanguage;
  disabled?: boolean;
}) {
  const setLanguage = useMutation(api.rooms.setLanguage);
  const t = useT(roomsMessages);
  const id = useId();
  // The new value is shown at once; the room's subscription confirms it.
  const [pending, setPending] = useState<RoomLanguage | null>(null);
  return (
    <div>
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-300">
        {t("rooms.create.language")}
      </label>
      <LanguageOptions
        id={id}
        value={pending ?? language}
        disabled={disabled === true || pending !== null}
        className="mt-1 w-auto"
        onChange={(next) => {
          setPending(next);
          setLanguage({ roomId, language: next })
            .then(() =>
              toast({
                title: t("rooms.language.changed", { language: t(`rooms.language.${next}`) }),
                variant: "success",
              }),
            )
            .catch((caught: unknown) =>
              toast({
                title: errorMessage(caught, t("rooms.language.failed")),
                variant: "warning",
              }),
            )
            .finally(() => setPending(null));
        }}
      />
    </div>
  );
}

/** The select of the room's languages, for the create form and the card. */
export function LanguageOptions({
  id,
  value,
  onChange,
  disabled,
  className = "",
}: {
  id: string;
  value: RoomLanguage;
  onChange: (language: RoomLanguage) => void;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT(roomsMessages);
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as RoomLanguage)}
      className={`${inputClass} ${className}`}
      data-testid="room-language"
    >
      {ROOM_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`rooms.language.${language}`)}
        </option>
      ))}
    </select>
  );
}
