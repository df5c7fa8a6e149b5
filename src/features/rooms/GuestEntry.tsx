import { useState } from "react";
import { Link } from "react-router-dom";
import { useAuthActions } from "@convex-dev/auth/react";
import { Button, buttonClass } from "@/components/ui/Button";
import { errorMessage } from "@/lib/errorMessage";
import { setPendingRedirect } from "@/lib/storage";
import { paths } from "@/app/paths";

/**
 * How a signed-out participant takes part (docs/rooms.md "Guests"): one tap to vote as a
 * guest, no email; or, in an accounts-only room, a sign-in that comes back to the room.
 */
export function GuestEntry({ code, accountsOnly }: { code: string; accountsOnly: boolean }) {
  const { signIn } = useAuthActions();
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
            setError(errorMessage(caught, "Could not start a guest session. Please try again."));
            setBusy(false);
          });
        }}
      >
        {busy ? "Joining…" : "Vote as a guest"}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        No email needed. A guest&apos;s vote counts in this room only, not in the national results.{" "}
        <Link to={paths.auth} onClick={backHere} className="font-medium underline">
          Sign in with an account
        </Link>{" "}
        to count it nationally too.
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
  return (
    <div
      role="alert"
      data-testid="accounts-only"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">This room counts votes from accounts only.</p>
      <p className="text-sm">
        {isGuest
          ? "Sign in or create an account to vote here; a guest vote you already cast comes with you."
          : "Please sign in or create an account to vote."}
      </p>
      <Link
        to={paths.auth}
        onClick={() => setPendingRedirect(paths.joinRoom(code))}
        className={buttonClass("primary")}
      >
        Sign in to vote
      </Link>
    </div>
  );
}
