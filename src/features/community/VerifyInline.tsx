import { useId } from "react";
import { CODE_DIGITS } from "@convex/domain/verification";
import { Button } from "@/components/ui/Button";
import { useEmailVerification } from "@/lib/useEmailVerification";
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
  const id = useId();
  const { status, code, setCode, sent, error, busy, send, confirm } = useEmailVerification({
    sent: (delivery, sentTo) =>
      delivery === "email"
        ? t("community.verify.sentEmail", { digits: CODE_DIGITS, sentTo })
        : t("community.verify.sentLog", { sentTo }),
    sendFailed: t("community.verify.sendFailed"),
    checkFailed: t("community.verify.checkFailed"),
    // The server's refusal as it wrote it: the error catalogue would weigh on this page.
    refusal: (message) => message,
    resendWait: ({ unit, count }) =>
      t("community.verify.resendWait", {
        wait:
          unit === "seconds"
            ? t("community.verify.wait.seconds", { count })
            : t("community.verify.wait.minutes", { count }),
      }),
  });
  if (!status) return null;
  if (status.verified)
    return (
      <p role="status" className="mt-2 font-medium" data-testid="verify-inline-done">
        {t("community.verify.done", { email: status.email })}
      </p>
    );

  return (
    <div className="mt-2 space-y-2" data-testid="verify-inline">
      <Button variant="outline" size="sm" onClick={() => void send()} disabled={busy}>
        {sent || status.codePending
          ? t("community.verify.sendNew")
          : t("community.verify.sendTo", { email: status.email })}
      </Button>
      {sent && <p role="status">{sent}</p>}
      {(sent || status.codePending) && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => void confirm(event)}
          noValidate
        >
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
