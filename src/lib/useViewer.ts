import { useConvexAuth, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";

/**
 * Who is using the app: nobody, a workshop guest (the Anonymous sign-in, docs/rooms.md
 * "Guests") or an account. A guest is signed in as far as Convex is concerned, so pages
 * for accounts check `isAccount`, not `useConvexAuth().isAuthenticated`.
 */
export function useViewer() {
  const { isAuthenticated, isLoading } = useConvexAuth();
  const profile = useQuery(api.profiles.me, isAuthenticated ? {} : "skip");
  const profileLoading = isAuthenticated && profile === undefined;
  return {
    isLoading: isLoading || profileLoading,
    isSignedIn: isAuthenticated,
    isGuest: isAuthenticated && profile?.isGuest === true,
    isAccount: isAuthenticated && profile !== undefined && profile !== null && !profile.isGuest,
    email: profile?.email ?? null,
  };
}
