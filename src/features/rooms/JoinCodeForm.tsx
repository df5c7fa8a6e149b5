import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/Button";
import { normaliseRoomCode, ROOM_CODE_LENGTH } from "@convex/domain/rooms";
import { roomCodeProblem } from "@/lib/roomCode";
import { inputClass } from "./inputClass";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { joinMessages } from "@/i18n/messages/join";

/** A code's shape, as the placeholder shows it (not words: the same in every language). */
const EXAMPLE_CODE = "KXB47Q";

/** The code entry form: checks the shape here, then /join/CODE asks the server. */
export function JoinCodeForm({ initial = "", label }: { initial?: string; label?: string }) {
  const navigate = useNavigate();
  const t = useT(joinMessages);
  const id = useId();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = roomCodeProblem(code);
    setError(
      problem === null
        ? null
        : problem === "empty"
          ? t("join.code.empty")
          : t("join.code.shape", { length: ROOM_CODE_LENGTH }),
    );
    if (problem === null) void navigate(paths.joinRoom(normaliseRoomCode(code)));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={`${id}-code`} className="block text-sm font-medium">
        {t("join.code.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ROOM_CODE_LENGTH + 4}
          placeholder={EXAMPLE_CODE}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={`${inputClass} h-12 font-mono text-xl uppercase tracking-widest sm:max-w-xs`}
        />
        <Button type="submit" size="lg">
          {label ?? t("join.joinRoom")}
        </Button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-red-800 dark:text-red-300"
        >
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {t("join.code.hint")}
        </p>
      )}
    </form>
  );
}
