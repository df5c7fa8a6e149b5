import { useId, useState, type FormEvent } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { ROOM_RESULTS_THRESHOLD, ROOM_THRESHOLD_RANGE } from "@convex/domain/rooms";
import { ROOM_NAME_MAX_LENGTH } from "@convex/domain/rooms";
import { ROOM_EXPECTED_SIZE, ROOM_EXPECTED_SIZE_RANGE } from "@convex/domain/roomGuards";
import { inputClass } from "./inputClass";
import { LanguageOptions } from "./RoomLanguageSelect";
import type { RoomLanguage } from "@convex/domain/rooms";
import { roomsMessages } from "@/i18n/messages/rooms";
import { useFormat, useLanguage, useT } from "@/i18n/react";

/**
 * Name, results threshold, expected size and language of a new room; the server checks them
 * again. The language starts as the page's: a facilitator working in Welsh runs Welsh rooms.
 */
export function CreateRoomForm() {
  const create = useMutation(api.rooms.create);
  const id = useId();
  const [name, setName] = useState("");
  const [threshold, setThreshold] = useState(String(ROOM_RESULTS_THRESHOLD));
  const [expectedSize, setExpectedSize] = useState(String(ROOM_EXPECTED_SIZE));
  const pageLanguage = useLanguage();
  const [language, setLanguage] = useState<RoomLanguage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT(roomsMessages);
  const format = useFormat();
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      const room = await create({
        name,
        threshold: Number(threshold),
        expectedSize: Number(expectedSize),
        language: language ?? pageLanguage,
      });
      toast({ title: t("rooms.create.created", { code: room.code }), variant: "success" });
      setName("");
      setThreshold(String(ROOM_RESULTS_THRESHOLD));
      setExpectedSize(String(ROOM_EXPECTED_SIZE));
    } catch (caught) {
      setError(errorMessage(caught, t("rooms.create.failed")));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{t("rooms.create.title")}</h2>
      <form
        className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_13rem_10rem_10rem_auto] sm:items-end"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {t("rooms.create.name")}
          </label>
          <input
            id={`${id}-name`}
            className={`${inputClass} mt-1`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={ROOM_NAME_MAX_LENGTH}
            placeholder={t("rooms.create.namePlaceholder")}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error !== null}
            required
          />
        </div>
        <div>
          <label htmlFor={`${id}-threshold`} className="text-sm font-medium">
            {t("rooms.create.threshold")}
          </label>
          <input
            id={`${id}-threshold`}
            className={`${inputClass} mt-1`}
            type="number"
            inputMode="numeric"
            min={ROOM_THRESHOLD_RANGE.min}
            max={ROOM_THRESHOLD_RANGE.max}
            step={1}
            value={threshold}
            onChange={(event) => setThreshold(event.target.value)}
            aria-describedby={`${id}-threshold-hint`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-expected`} className="text-sm font-medium">
            {t("rooms.create.expected")}
          </label>
          <input
            id={`${id}-expected`}
            className={`${inputClass} mt-1`}
            type="number"
            inputMode="numeric"
            min={ROOM_EXPECTED_SIZE_RANGE.min}
            max={ROOM_EXPECTED_SIZE_RANGE.max}
            step={1}
            value={expectedSize}
            onChange={(event) => setExpectedSize(event.target.value)}
            aria-describedby={`${id}-threshold-hint`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-language`} className="text-sm font-medium">
            {t("rooms.create.language")}
          </label>
          <LanguageOptions
            id={`${id}-language`}
            value={language ?? pageLanguage}
            onChange={setLanguage}
            className="mt-1"
          />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? t("rooms.create.creating") : t("rooms.create.submit")}
        </Button>
      </form>
      <p id={`${id}-threshold-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t("rooms.create.hint", {
          min: ROOM_THRESHOLD_RANGE.min,
          max: ROOM_THRESHOLD_RANGE.max,
          sizeMin: ROOM_EXPECTED_SIZE_RANGE.min,
          sizeMax: format.number(ROOM_EXPECTED_SIZE_RANGE.max),
        })}
      </p>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      )}
    </Card>
  );
}
