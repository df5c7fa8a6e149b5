import { useState } from "react";
import { useConvexAuth } from "convex/react";
import { mayHaveSession } from "./storedSession";

/**
 * Whether the visitor is signed out, known from the first render when this browser holds no
 * session (no Convex Auth tokens, no sign-in link's `?code=`: ./storedSession.ts). Convex
 * Auth's provider says `isLoading` until it has read its storage, a moment after the page
 * is drawn; what a page shows only to a signed-out visitor (the bind page's account card
 * and consent box) would then arrive after the first paint and push the page down
 * (issue 42: /bind-vote's layout shift on a phone, CLS 0.163). A visitor with tokens waits
 * for the provider's answer, as before.
 */
export function useSignedOut(): boolean {
  const { isAuthenticated, isLoading } = useConvexAuth();
  // Read once: the provider's answer takes over when it comes (a sign-in stores tokens).
  const [noSession] = useState(() => !mayHaveSession());
  return !isAuthenticated && (!isLoading || noSession);
}

/**
 * Signed in, or a stored session still being checked: what only a signed-in visitor sees
 * keeps its place meanwhile (the account page's privacy card), rather than arriving above
 * the rest of the page.
 */
export function useMaybeSignedIn(): boolean {
  return !useSignedOut();
}
