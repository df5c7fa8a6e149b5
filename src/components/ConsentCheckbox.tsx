import { Link } from "react-router-dom";
import type { Consent } from "@/lib/useVoteConsent";
import { paths } from "@/app/paths";
import { cn } from "@/lib/cn";
import { consentMessages } from "@/i18n/messages/consent";
import { T, useFormat, useT } from "@/i18n/react";

/** The privacy notice's link inside a consent message (`<0>privacy notice</0>`). */
const noticeLink = {
  0: <Link to={paths.privacy} className="font-medium text-teal-800 underline dark:text-teal-300" />,
};

/**
 * Where an opinion is stored (docs/privacy.md "Consent"): the explicit-consent checkbox of
 * its purpose, unticked, while no consent of that purpose to the current notice is
 * recorded. Afterwards the vote says when it was given; rankings and manifestos show
 * nothing. `compact` is for a dialog's footer, beside the button that stores.
 */
export function ConsentCheckbox({
  consent,
  compact = false,
}: {
  consent: Consent;
  compact?: boolean;
}) {
  const { purpose, checkboxId } = consent;
  const t = useT(consentMessages);
  const { date } = useFormat();
  if (consent.loading) return compact ? null : <div className="h-5" aria-hidden="true" />;
  if (!consent.needed) {
    // Nothing to see; the marker tells a test the recorded consent is known.
    if (purpose !== "vote") return <span hidden data-testid={`consent-given-${purpose}`} />;
    return (
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="consent-note">
        {consent.givenAt === null ? (
          <T id="consent.askFirst" components={noticeLink} />
        ) : (
          <T id="consent.given" values={{ date: date(consent.givenAt) }} components={noticeLink} />
        )}
      </p>
    );
  }
  return (
    <div
      className={cn(
        compact
          ? "text-left"
          : "rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900",
      )}
      data-testid={purpose === "vote" ? "consent-box" : `consent-box-${purpose}`}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={consent.agreed}
          onChange={(event) => consent.setAgreed(event.target.checked)}
          aria-invalid={consent.missing || undefined}
          aria-describedby={consent.missing ? `${checkboxId}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium">
          {t(`consent.statement.${purpose}`)}
        </label>
      </div>
      <p
        className={cn(
          "pl-8 text-slate-700 dark:text-slate-200",
          compact ? "mt-1 text-xs" : "mt-2 text-sm",
        )}
      >
        {t(`consent.why.${purpose}`)}{" "}
        <T id={`consent.withdraw.${purpose}`} components={noticeLink} />
      </p>
      {consent.missing && (
        <p
          id={`${checkboxId}-error`}
          role="alert"
          className="mt-2 pl-8 text-sm font-medium text-red-800 dark:text-red-300"
        >
          {t(`consent.required.${purpose}`)}
        </p>
      )}
    </div>
  );
}
