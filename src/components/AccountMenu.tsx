import { lazy, Suspense } from "react";
import { useConvexAuth } from "convex/react";
import { Link, useLocation } from "react-router-dom";
import { buttonClass } from "./ui/Button";
import { setPendingRedirect } from "@/lib/storage";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";

/** Loaded only when someone is signed in (SignedInMenu.tsx). */
const SignedInMenu = lazy(() => import("./SignedInMenu"));

/** The space the menu takes while the session or the menu's code loads. */
const placeholder = <span className="inline-block h-9 w-20" aria-hidden="true" />;

/**
 * Spec 2.3: the signed-in email with 'Account & Manifestos' and 'Sign Out'; else 'Sign In'.
 * A workshop guest (docs/rooms.md "Guests") sees 'Guest', a way to keep their vote with an
 * account, and 'Leave guest session'.
 */
export function AccountMenu({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { isAuthenticated, isLoading } = useConvexAuth();
  const { pathname } = useLocation();
  const onDark = tone === "dark";
  const t = useT();

  if (isLoading) return placeholder;
  if (!isAuthenticated) {
    return (
      <Link
        to={paths.auth}
        onClick={() => pathname !== paths.home && setPendingRedirect(pathname)}
        className={buttonClass(
          onDark ? "secondary" : "outline",
          "sm",
          onDark
            ? "bg-white text-slate-900 hover:bg-slate-200 dark:bg-white dark:text-slate-900"
            : undefined,
        )}
      >
        {t("account.signIn")}
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu onDark={onDark} />
    </Suspense>
  );
}
