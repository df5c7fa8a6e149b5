import { useId, useState, type FormEvent } from "react";
import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { CODE_DIGITS } from "@convex/domain/verification";
import { Button } from "@/components/ui/Button";
import { errorMessage } from "@/lib/errorMessage";
import { inputClass } from "@/lib/buttonClasses";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/**
 * The email step where the vote was just bound (NATIONAL_RESULTS=verified, issue 37): send
 * a one-time code and type it in, without leaving the page (docs/security.md "Verified
 * votes"). Once the code is right the vote counts nationally at the next count.
 */
export function VerifyInline() {
  const t = useT(communityMessages);
  const status = useQuery(api.verification.status);
  const sendCode = useAction(api.verification.sendCode);
  const confirm = useMutation(api.verification.confirm);
  const id = useId();
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!status) return null;
  if (status.verified)
    return (
      <p role="status" className="mt-2 font-medium" data-testid="verify-inline-done">
        {t("community.verify.done", { email: status.email })}
      </p>
    );

  async function attempt(work: () => Promise<void>, failure: string) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught, failure));
    } finally {
      setBusy(false);
    }
  }
  const onSend = () =>
    attempt(async () => {
      const result = await sendCode({});
      setSent(
        result.delivery === "email"
          ? t("community.verify.sentEmail", { digits: CODE_DIGITS, sentTo: result.sentTo })
          : t("community.verify.sentLog", { sentTo: result.sentTo }),
      );
    }, t("community.verify.sendFailed"));
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const result = await confirm({ code });
      if (!result.verified) setError(result.message);
    }, t("community.verify.checkFailed"));
  };

  return (
    <div className="mt-2 space-y-2" data-testid="verify-inline">
      <Button variant="outline" size="sm" onClick={() => void onSend()} disabled={busy}>
        {sent || status.codePending
          ? t("community.verify.sendNew")
          : t("community.verify.sendTo", { email: status.email })}
      </Button>
      {sent && <p role="status">{sent}</p>}
      {(sent || status.codePending) && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={onConfirm} noValidate>
          <label htmlFor={`${id}-code`} className="w-full font-medium">
            {t("community.verify.codeLabel", { digits: CODE_DIGITS })}
          </label>
          <input
            id={`${id}-code`}
            className={`${inputClass} max-w-[10rem] tracking-widest`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_DIGITS + 2}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error !== null}
          />
          <Button type="submit" size="sm" disabled={busy || code.trim() === ""}>
            {t("community.verify.submit")}
          </Button>
        </form>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-900 dark:text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}
