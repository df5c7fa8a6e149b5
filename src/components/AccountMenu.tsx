import { lazy, Suspense } from "react";
import { useConvexAuth } from "convex/react";
import { mayHaveSession } from "@/lib/storedSession";
import { SignInLink } from "./SignInLink";

/** Loaded only when someone is signed in (SignedInMenu.tsx). */
const SignedInMenu = lazy(() => import("./SignedInMenu"));

/**
 * The signed-in menu's box, reserved from the start: its trigger is the avatar on a phone
 * (48 px) and at most 12rem with the email from md up, drawn at the box's right end, so the
 * bar's other links never move as the session, the menu's code or the email arrive (issue
 * 42: the last layout shift on /account).
 */
const MENU_BOX = "inline-flex h-9 w-12 items-center justify-end md:w-48";

/** The space the menu takes while the session or the menu's code loads. */
const placeholder = <span className={MENU_BOX} aria-hidden="true" />;

/**
 * Spec 2.3: the signed-in email with 'Account & Manifestos' and 'Sign Out'; else 'Sign In'.
 * A workshop guest (docs/rooms.md "Guests") sees 'Guest', a way to keep their vote with an
 * account, and 'Leave guest session'.
 */
export function AccountMenu({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { isAuthenticated, isLoading } = useConvexAuth();

  // Without a stored session the answer can only be "signed out": no placeholder to replace.
  if (isLoading) return mayHaveSession() ? placeholder : <SignInLink tone={tone} />;
  if (!isAuthenticated) return <SignInLink tone={tone} />;
  return (
    <span className={MENU_BOX}>
      <Suspense fallback={null}>
        <SignedInMenu onDark={tone === "dark"} />
      </Suspense>
    </span>
  );
}
