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

/** Name and results threshold of a new room; the server checks both again. */
export function CreateRoomForm() {
  const create = useMutation(api.rooms.create);
  const id = useId();
  const [name, setName] = useState("");
  const [threshold, setThreshold] = useState(String(ROOM_RESULTS_THRESHOLD));
  const [expectedSize, setExpectedSize] = useState(String(ROOM_EXPECTED_SIZE));
  const [error, setError] = useState<string | null>(null);
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
      });
      toast({ title: `Room created. Its code is ${room.code}`, variant: "success" });
      setName("");
      setThreshold(String(ROOM_RESULTS_THRESHOLD));
      setExpectedSize(String(ROOM_EXPECTED_SIZE));
    } catch (caught) {
      setError(errorMessage(caught, "Failed to create the room. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Create a room</h2>
      <form
        className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_13rem_10rem_auto] sm:items-end"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Room name
          </label>
          <input
            id={`${id}-name`}
            className={`${inputClass} mt-1`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={ROOM_NAME_MAX_LENGTH}
            placeholder="e.g. Year 10 civics, Tuesday"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error !== null}
            required
          />
        </div>
        <div>
          <label htmlFor={`${id}-threshold`} className="text-sm font-medium">
            Votes before results show
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
            Expected people
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
        <Button type="submit" disabled={saving}>
          {saving ? "Creating..." : "Create room"}
        </Button>
      </form>
      <p id={`${id}-threshold-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        A room&apos;s results stay hidden until it has this many votes ({ROOM_THRESHOLD_RANGE.min}{" "}
        to {ROOM_THRESHOLD_RANGE.max}), so early votes cannot identify anyone. Guest votes beyond
        the expected people ({ROOM_EXPECTED_SIZE_RANGE.min} to{" "}
        {ROOM_EXPECTED_SIZE_RANGE.max.toLocaleString("en-GB")}) wait for your approval.
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
