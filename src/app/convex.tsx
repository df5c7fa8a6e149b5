/**
 * The Convex side of the app, a chunk of its own (src/app/loadConvex.ts, issue 42): the
 * client, Convex Auth's provider (which also completes a sign-in link's `?code=`), and the
 * shell's live parts: the account's language, a guest vote's claim, the reconnecting banner
 * and the home page's islands.
 */
import { useEffect, type ReactNode } from "react";
import { ConvexReactClient, useConvexAuth } from "convex/react";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { api } from "@convex/_generated/api";
import type { Language } from "@/i18n/language";
import { useAccountLanguage } from "@/i18n/useAccountLanguage";
import { convexUrl } from "@/lib/convexUrl";
import { useClaimGuestVote } from "@/lib/useClaimGuestVote";
import { ConvexIslands } from "./convexIsland";
import { ReconnectingBanner } from "./ReconnectingBanner";

export const convex = new ConvexReactClient(convexUrl(), { skipConvexDeploymentUrlCheck: true });
export { api };

/** Whether someone is signed in, as the provider last said (for keepLanguageWithAccount). */
let signedIn = false;

export async function keepLanguageWithAccount(language: Language): Promise<void> {
  if (signedIn)
    await convex.mutation(api.profiles.setLanguage, { language }).catch(() => undefined);
}

function LiveShell({ banner }: { banner: boolean }) {
  const { isAuthenticated } = useConvexAuth();
  useEffect(() => {
    signedIn = isAuthenticated;
  }, [isAuthenticated]);
  useAccountLanguage();
  useClaimGuestVote();
  return (
    <>
      {banner && <ReconnectingBanner />}
      <ConvexIslands />
    </>
  );
}

/** The provider around the pages that need it, with the shell's live parts beside them. */
export default function ConvexApp({ banner, children }: { banner: boolean; children: ReactNode }) {
  return (
    <ConvexAuthProvider client={convex}>
      {children}
      <LiveShell banner={banner} />
    </ConvexAuthProvider>
  );
}
