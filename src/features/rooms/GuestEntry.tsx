import { useState } from "react";
import { Link } from "react-router-dom";
import { useAuthActions } from "@convex-dev/auth/react";
import { Button, buttonClass } from "@/components/ui/Button";
import { errorMessage } from "@/lib/errorMessage";
import { setPendingRedirect } from "@/lib/storage";
import { paths } from "@/app/paths";
import { T, useT } from "@/i18n/react";
import { joinMessages } from "@/i18n/messages/join";

/**
 * How a signed-out participant takes part (docs/rooms.md "Guests"): one tap to vote as a
 * guest, no email; or, in an accounts-only room, a sign-in that comes back to the room.
 */
export function GuestEntry({ code, accountsOnly }: { code: string; accountsOnly: boolean }) {
  const { signIn } = useAuthActions();
  const t = useT(joinMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const backHere = () => setPendingRedirect(paths.joinRoom(code));

  if (accountsOnly) return <AccountsOnlyNotice code={code} />;
  return (
    <div className="space-y-3" data-testid="guest-entry">
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          signIn("anonymous").catch((caught: unknown) => {
            setError(errorMessage(caught, t("join.guest.failed")));
            setBusy(false);
          });
        }}
      >
        {busy ? t("join.guest.joining") : t("join.guest.vote")}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <T
          id="join.guest.note"
          components={{
            0: <Link to={paths.auth} onClick={backHere} className="font-medium underline" />,
          }}
        />
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** An accounts-only room asks guests and signed-out visitors to sign in. */
export function AccountsOnlyNotice({ code, isGuest = false }: { code: string; isGuest?: boolean }) {
  const t = useT(joinMessages);
  return (
    <div
      role="alert"
      data-testid="accounts-only"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{t("join.accountsOnly.title")}</p>
      <p className="text-sm">
        {isGuest ? t("join.accountsOnly.guest") : t("join.accountsOnly.signedOut")}
      </p>
      <Link
        to={paths.auth}
        onClick={() => setPendingRedirect(paths.joinRoom(code))}
        className={buttonClass("primary")}
      >
        {t("join.accountsOnly.signIn")}
      </Link>
    </div>
  );
}
