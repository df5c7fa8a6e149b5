import { memo, useId } from "react";
import { Link } from "react-router-dom";
import { CODE_DIGITS } from "@convex/domain/verification";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { paths } from "@/app/paths";
import { useEmailVerification } from "@/lib/useEmailVerification";
import { inputClass } from "@/lib/buttonClasses";
import { accountMessages } from "@/i18n/messages/account";
import { T, useT } from "@/i18n/react";
import { textInLanguage } from "@/i18n/clientMessages";

/**
 * Verifying the account's email address with a one-time code (docs/security.md "Verified
 * votes"): a verified account's vote also counts among the verified accounts' votes, which
 * the national results can be set to count alone.
 */
export const VerifyEmail = memo(function VerifyEmail() {
  const t = useT(accountMessages);
  const id = useId();
  const { status, code, setCode, sent, error, busy, send, confirm } = useEmailVerification({
    sent: (delivery, sentTo) =>
      delivery === "email"
        ? t("account.codeSent", { digits: CODE_DIGITS, email: sentTo })
        : t("account.codeLogged", { email: sentTo }),
    sendFailed: t("account.sendFailed"),
    checkFailed: t("account.checkFailed"),
    refusal: textInLanguage,
    resendWait: ({ unit, count }) =>
      t("account.resendWait", {
        wait:
          unit === "seconds"
            ? t("account.wait.seconds", { count })
            : t("account.wait.minutes", { count }),
      }),
  });

  // While the status loads, the card's frame at its height for an unverified account (as
  // measured: 172 px below the heading on a 412 px phone, 100 px from sm up): the cards
  // below it do not move when it arrives (issue 42: no layout shift on /account).
  if (status === undefined)
    return (
      <Card className="mb-8 p-5" aria-hidden="true">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="mt-2 h-[10.75rem] sm:h-[6.25rem]" />
      </Card>
    );
  if (status === null) return null;

  return (
    <Card className="mb-8 p-5" data-testid="verify-email">
      <h2 className="text-lg font-semibold">{t("account.verifyTitle")}</h2>
      {status.verified ? (
        <p className="mt-2 font-medium text-green-800 dark:text-green-300">
          {t("account.verified", { email: status.email })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-200">
            <T
              id="account.verifyPrompt"
              values={{ email: status.email }}
              components={{ 0: <Link to={paths.methods} className="underline" /> }}
            />
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <Button variant="outline" onClick={() => void send()} disabled={busy}>
              {t(sent || status.codePending ? "account.sendNew" : "account.sendCode")}
            </Button>
          </div>
          {sent && (
            <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-200">
              {sent}
            </p>
          )}
          {(sent || status.codePending) && (
            <form
              className="mt-3 flex flex-wrap items-end gap-3"
              onSubmit={(event) => void confirm(event)}
              noValidate
            >
              <div>
                <label htmlFor={`${id}-code`} className="text-sm font-medium">
                  {t("account.codeLabel", { digits: CODE_DIGITS })}
                </label>
                <input
                  id={`${id}-code`}
                  className={`${inputClass} mt-1 w-40 tracking-widest`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CODE_DIGITS + 2}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  aria-describedby={error ? `${id}-error` : undefined}
                  aria-invalid={error !== null}
                />
              </div>
              <Button type="submit" disabled={busy || code.trim() === ""}>
                {t("account.verify")}
              </Button>
            </form>
          )}
        </>
      )}
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
});
