import { Link } from "react-router-dom";
import { CONSENT_STATEMENT, PRIVACY_MESSAGES } from "@convex/domain/privacy";
import { CONSENT_CHECKBOX_ID, type VoteConsent } from "@/lib/useVoteConsent";
import { paths } from "@/app/paths";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

function NoticeLink() {
  return (
    <Link to={paths.privacy} className="font-medium text-teal-800 underline dark:text-teal-300">
      privacy notice
    </Link>
  );
}

/**
 * Where a vote is cast (docs/privacy.md "Consent"): the explicit-consent checkbox,
 * unticked, while no consent to the current notice is recorded; afterwards a line saying
 * when it was given. Both link to the privacy notice.
 */
export function ConsentCheckbox({ consent }: { consent: VoteConsent }) {
  if (consent.loading) return <div className="h-5" aria-hidden="true" />;
  if (!consent.needed) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="consent-note">
        {consent.givenAt === null
          ? "Before your vote is stored we ask for your consent, as the "
          : `You agreed on ${dateFormat.format(new Date(consent.givenAt))} that your vote is stored as the `}
        <NoticeLink /> describes.
      </p>
    );
  }
  return (
    <div
      className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="consent-box"
    >
      <div className="flex items-start gap-3">
        <input
          id={CONSENT_CHECKBOX_ID}
          type="checkbox"
          checked={consent.agreed}
          onChange={(event) => consent.setAgreed(event.target.checked)}
          aria-invalid={consent.missing || undefined}
          aria-describedby={consent.missing ? `${CONSENT_CHECKBOX_ID}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={CONSENT_CHECKBOX_ID} className="text-sm font-medium">
          {CONSENT_STATEMENT}
        </label>
      </div>
      <p className="mt-2 pl-8 text-sm text-slate-700 dark:text-slate-200">
        Your vote is a political opinion, so the law asks for your explicit consent. Read the{" "}
        <NoticeLink />; you can withdraw at any time on your account page, which deletes your votes.
      </p>
      {consent.missing && (
        <p
          id={`${CONSENT_CHECKBOX_ID}-error`}
          role="alert"
          className="mt-2 pl-8 text-sm font-medium text-red-800 dark:text-red-300"
        >
          {PRIVACY_MESSAGES.consentRequired}
        </p>
      )}
    </div>
  );
}
