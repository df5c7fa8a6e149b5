import { Link } from "react-router-dom";
import { CONSENT_REQUIRED_MESSAGES, CONSENT_STATEMENTS } from "@convex/domain/privacy";
import type { Consent } from "@/lib/useVoteConsent";
import { paths } from "@/app/paths";
import { cn } from "@/lib/cn";

/** Made on first use: building an Intl formatter loads locale data, work a first visit never needs here. */
let dateFormat: Intl.DateTimeFormat | null = null;
const formatDate = (at: number) =>
  (dateFormat ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  })).format(new Date(at));

function NoticeLink() {
  return (
    <Link to={paths.privacy} className="font-medium text-teal-800 underline dark:text-teal-300">
      privacy notice
    </Link>
  );
}

/** Why the law asks, and what withdrawing does, per purpose. */
const EXPLANATIONS = {
  vote: "Your vote is a political opinion, so the law asks for your explicit consent.",
  rankings: "The policies you choose are political opinions, so the law asks for your consent.",
  manifestos: "A manifesto is a political opinion, so the law asks for your explicit consent.",
} as const;

const DELETES = { vote: "your votes", rankings: "your choices", manifestos: "your manifestos" };

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
  if (consent.loading) return compact ? null : <div className="h-5" aria-hidden="true" />;
  if (!consent.needed) {
    // Nothing to see; the marker tells a test the recorded consent is known.
    if (purpose !== "vote") return <span hidden data-testid={`consent-given-${purpose}`} />;
    return (
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="consent-note">
        {consent.givenAt === null
          ? "Before your vote is stored we ask for your consent, as the "
          : `You agreed on ${formatDate(consent.givenAt)} that your vote is stored as the `}
        <NoticeLink /> describes.
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
          {CONSENT_STATEMENTS[purpose]}
        </label>
      </div>
      <p
        className={cn(
          "pl-8 text-slate-700 dark:text-slate-200",
          compact ? "mt-1 text-xs" : "mt-2 text-sm",
        )}
      >
        {EXPLANATIONS[purpose]} Read the <NoticeLink />; you can withdraw at any time on your
        account page, which deletes {DELETES[purpose]}.
      </p>
      {consent.missing && (
        <p
          id={`${checkboxId}-error`}
          role="alert"
          className="mt-2 pl-8 text-sm font-medium text-red-800 dark:text-red-300"
        >
          {CONSENT_REQUIRED_MESSAGES[purpose]}
        </p>
      )}
    </div>
  );
}
