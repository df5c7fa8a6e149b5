import { Link } from "react-router-dom";
import { paths } from "@/app/paths";
import { useOpinionConsent } from "@/lib/useOpinionConsent";

/**
 * Beside a button that saves rankings or a manifesto: while no consent is recorded, what
 * pressing it agrees to (docs/privacy.md "Consent"). Nothing once consent is recorded, or
 * signed out (nothing is stored then).
 */
export function SaveConsentNote({ action = "Saving" }: { action?: string }) {
  const { asks } = useOpinionConsent();
  if (!asks) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="save-consent">
      {action} stores your choices — political opinions — as described in the{" "}
      <Link to={paths.privacy} className="font-medium underline">
        privacy notice
      </Link>
      , and gives your consent to that. You can withdraw it on your account page, which deletes
      them.
    </p>
  );
}
