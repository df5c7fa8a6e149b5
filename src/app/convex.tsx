/**
 * The Convex side of the app, a chunk of its own (src/app/loadConvex.ts, issue 42): the
 * client, Convex Auth's provider (which also completes a sign-in link's `?code=`), and the
 * shell's live parts: the account's language, a guest vote's claim, the reconnecting banner
 * and the home page's islands.
 */
import { startTransition, useEffect, type ReactNode } from "react";
import { ConvexReactClient, useConvexAuth } from "convex/react";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { api } from "@convex/_generated/api";
import type { Language } from "@/i18n/language";
import { useAccountLanguage } from "@/i18n/useAccountLanguage";
import { convexUrl } from "@/lib/convexUrl";
import { useClaimGuestVote } from "@/lib/useClaimGuestVote";
import { ConvexIslands } from "./convexIsland";
import { ReconnectingBanner } from "./ReconnectingBanner";

export const convex = renderUpdatesAsTransitions(
  new ConvexReactClient(convexUrl(), { skipConvexDeploymentUrlCheck: true }),
);

/** What `ConvexReactClient` calls with the queries a server transition (or an optimistic update) changed. */
interface DeliversUpdates {
  transition(updatedQueries: string[]): void;
}

/**
 * Query results render as a React transition (issue 42). The client tells each `useQuery` of
 * a new result by a state update from the WebSocket's message handler, which React renders in
 * one task it cannot interrupt: on a phone's CPU a page's data arriving blocked its main
 * thread for hundreds of milliseconds at a time (the simulator's figures, the quick vote's
 * stories). In a transition React renders the same update in slices, yielding to a tap or a
 * key press between them, and shows the previous result until the new one is drawn. The
 * client's own handler is wrapped, not replaced: every query of one server transition still
 * changes in one render, as before. `convex.test.ts` fails if the client no longer has it.
 */
export function renderUpdatesAsTransitions(client: ConvexReactClient): ConvexReactClient {
  const delivering = client as unknown as DeliversUpdates;
  if (typeof delivering.transition !== "function")
    throw new Error("ConvexReactClient no longer delivers updates through transition()");
  const deliver = delivering.transition.bind(client);
  delivering.transition = (updatedQueries) => startTransition(() => deliver(updatedQueries));
  return client;
}
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
