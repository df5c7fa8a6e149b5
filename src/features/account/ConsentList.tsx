import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { CONSENT_PURPOSES, type ConsentPurpose } from "@convex/domain/privacy";
import { accountMessages } from "@/i18n/messages/account";
import { useFormat, useT, type MessageId, type Translate } from "@/i18n/react";
import type { accountEnGB } from "@/i18n/messages/account/en-GB";
import { Skeleton } from "@/components/ui/Skeleton";
import { ConfirmDialog } from "./ConfirmDialog";

type AccountMessageId = MessageId | keyof typeof accountEnGB;

type Consents = NonNullable<FunctionReturnType<typeof api.privacy.myConsent>>;

/** Each purpose's texts on the account page (src/i18n/messages/account): its name, what it
 * stores, what withdrawing it deletes, and the dialog's buttons. */
export function purposeText(purpose: ConsentPurpose) {
  return {
    name: `account.purpose.${purpose}`,
    none: `account.consent.none.${purpose}`,
    given: `account.consent.given.${purpose}`,
    deletes: `account.consent.deletes.${purpose}`,
    confirm: `account.consent.confirm.${purpose}`,
    keep: `account.consent.keep.${purpose}`,
    withdraw: `account.consent.withdraw.${purpose}`,
    withdrawn: `account.consent.withdrawn.${purpose}`,
  } as const;
}

function describe(
  t: Translate<AccountMessageId>,
  date: (value: number) => string,
  purpose: ConsentPurpose,
  given: Consents[ConsentPurpose],
) {
  const text = purposeText(purpose);
  if (given === null) return t(text.none);
  return t(text.given, {
    date: date(given.givenAt),
    version: given.version,
    changed: given.current ? "no" : "yes",
  });
}

/**
 * Each purpose's consent on /account (docs/privacy.md "Consent"): when it was given, and
 * 'Withdraw' for it alone, confirmed, which deletes what it covered.
 */
export function ConsentList({
  consents,
  busy,
  onWithdraw,
}: {
  consents: Consents | null | undefined;
  busy: boolean;
  onWithdraw: (purpose: ConsentPurpose) => void;
}) {
  const t = useT(accountMessages);
  const { date } = useFormat();
  return (
    <ul className="space-y-3" data-testid="consent-status">
      {CONSENT_PURPOSES.map((purpose) => {
        const given = consents?.[purpose] ?? null;
        const text = purposeText(purpose);
        return (
          <li
            key={purpose}
            // As tall as its Withdraw button from sm up, given or not, so the cards below do
            // not move when the consents arrive (issue 42: CLS 0 on /account).
            className="flex flex-col gap-2 sm:min-h-10 sm:flex-row sm:items-center sm:justify-between"
            data-testid={`consent-${purpose}`}
          >
            {consents === undefined ? (
              <Skeleton className="h-5 w-full max-w-md" />
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-200">
                <strong>{t(text.name)}:</strong> {describe(t, date, purpose, given)}
              </p>
            )}
            {given !== null && (
              <ConfirmDialog
                trigger={t(text.withdraw)}
                title={t("account.consent.withdrawTitle")}
                confirm={t(text.confirm)}
                cancel={t(text.keep)}
                busy={busy}
                onConfirm={() => onWithdraw(purpose)}
              >
                {t(text.deletes)} {t("account.consent.stays")}
              </ConfirmDialog>
            )}
          </li>
        );
      })}
    </ul>
  );
}
