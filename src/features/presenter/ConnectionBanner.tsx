import { useEffect, useState } from "react";
import { useConvexConnectionState } from "convex/react";
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

/** Short drops (a Wi-Fi hiccup) are not worth a banner on the projector. */
const SHOW_AFTER_MS = 1000;

/**
 * "Reconnecting…" while the live connection is down: the figures on screen are then the
 * last ones received and freeze until the connection is back. Nothing while connected.
 */
export function ConnectionBanner() {
  const t = useT(presenterMessages);
  const state = useConvexConnectionState();
  const down = state.hasEverConnected && !state.isWebSocketConnected;
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!down) {
      setShow(false);
      return;
    }
    const timer = window.setTimeout(() => setShow(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [down]);

  return (
    <div role="status" aria-live="assertive" className={show ? "" : "sr-only"}>
      {show && (
        <p
          className="flex items-center gap-[0.6em] rounded-[0.6em] bg-amber-400 px-[0.9em] py-[0.5em] text-[1.1em] font-bold text-slate-950"
          data-testid="present-reconnecting"
        >
          <span
            aria-hidden="true"
            className="h-[0.8em] w-[0.8em] animate-pulse rounded-full bg-slate-950"
          />
          {t("presenter.reconnecting")}
        </p>
      )}
    </div>
  );
}
