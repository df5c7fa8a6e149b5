import { useEffect, useState } from "react";
import { useConvexConnectionState } from "convex/react";
import { useT } from "@/i18n/react";

/** A reconnect shorter than this (a server restart, a network blip) goes unannounced. */
const SHOW_AFTER_MS = 1_000;
/** On first load the socket may take this long to open before the page says it is trying. */
const FIRST_CONNECT_GRACE_MS = 5_000;

/** True once `active` has held for `delayMs`; false as soon as it stops. */
function useHeldFor(active: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return held && active;
}

/**
 * "Reconnecting…" while the Convex client's WebSocket is down, so a page whose server has
 * gone away says so instead of staying silently stale; it clears when the socket is back
 * (the client then re-runs every subscription and re-sends pending mutations). The live
 * region is always rendered, so screen readers announce the text when it appears.
 */
export function ReconnectingBanner() {
  const { isWebSocketConnected, hasEverConnected } = useConvexConnectionState();
  const t = useT();
  const visible = useHeldFor(
    !isWebSocketConnected,
    hasEverConnected ? SHOW_AFTER_MS : FIRST_CONNECT_GRACE_MS,
  );
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[90] flex justify-center px-4"
    >
      {visible && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />
          {t("reconnecting.message")}
        </p>
      )}
    </div>
  );
}
