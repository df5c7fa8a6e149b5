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
  new ConvexReactClient(convexUrl(), {
    skipConvexDeploymentUrlCheck: true,
    // A stored sign-in is used as it is once the server has accepted it, and refreshed before
    // it expires, instead of being swapped at once for a fresh one: that swap cost every
    // signed-in load a token request, a second Authenticate and every query run and drawn
    // again (issue 42: the quick vote's load on a phone). The server sends its clock with
    // the transition that accepts the token (server/sync/syncServer.ts), as Convex does, so
    // the refresh is timed by the token's real expiry.
    initialAuthTokenReuse: true,
    // (No WebSocket outside a browser: the client then refuses to connect, as before.)
    webSocketConstructor:
      typeof WebSocket === "undefined" ? undefined : handlesMessagesInTransitions(WebSocket),
  }),
);

type MessageListener = (this: WebSocket, event: MessageEvent) => unknown;

/** `name`'s descriptor on `prototype` or the nearest prototype above it that has one. */
function inheritedProperty(prototype: object, name: string): PropertyDescriptor | undefined {
  for (
    let at: object | null = prototype;
    at !== null;
    at = Object.getPrototypeOf(at) as object | null
  ) {
    const property = Object.getOwnPropertyDescriptor(at, name);
    if (property) return property;
  }
  return undefined;
}

/**
 * A WebSocket whose `onmessage` listener runs inside `startTransition` (issue 42). The client
 * updates React state while it handles a server message: the auth state (signed in, loading),
 * the connection's state, a mutation's settling, and query results, which
 * `renderUpdatesAsTransitions` already wraps. Updates made outside a transition render at
 * React's default priority, in one task React never splits: on a phone, the quick vote's
 * first frames with the client (its auth state, then its data) were long tasks of 60–270 ms
 * after the page had painted. Inside the listener's call every update is a transition,
 * rendered in slices; what the client does later (a mutation's promise settling) is not.
 */
export function handlesMessagesInTransitions(Base: typeof WebSocket): typeof WebSocket {
  const property = inheritedProperty(Base.prototype, "onmessage");
  if (!property?.set || !property.get)
    throw new Error("WebSocket no longer has an onmessage accessor to wrap");
  const listeners = new WeakMap<WebSocket, MessageListener | null>();
  class TransitionWebSocket extends Base {}
  Object.defineProperty(TransitionWebSocket.prototype, "onmessage", {
    configurable: true,
    enumerable: property.enumerable,
    get(this: WebSocket) {
      return listeners.get(this) ?? null;
    },
    set(this: WebSocket, listener: MessageListener | null) {
      listeners.set(this, listener);
      property.set!.call(
        this,
        listener &&
          function (this: WebSocket, event: MessageEvent) {
            startTransition(() => void listener.call(this, event));
          },
      );
    },
  });
  return TransitionWebSocket;
}

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
