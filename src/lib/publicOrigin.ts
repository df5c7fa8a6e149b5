/**
 * The origin participants can reach, for join links and QR codes (docs/rooms.md "Run a
 * workshop"). The embedded server answers `GET /api/app-config` with `PUBLIC_URL`, or its
 * LAN address when it listens on the network, so a facilitator who opened the app at
 * `localhost` still projects an address phones can open. Without an answer (a static host
 * in front of a Convex deployment) the page's own origin is used.
 */
import { useSyncExternalStore } from "react";

const APP_CONFIG_PATH = "/api/app-config";

/** The configured public URL, or the page's origin when there is none. */
export function pickPublicOrigin(config: unknown, pageOrigin: string): string {
  const publicUrl = (config as { publicUrl?: unknown } | null)?.publicUrl;
  if (typeof publicUrl === "string" && /^https?:\/\/[^/\s]+/.test(publicUrl)) {
    return publicUrl.replace(/\/+$/, "");
  }
  return pageOrigin;
}

let origin: string | null = null;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  request ??= fetch(APP_CONFIG_PATH, { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((config: unknown) => {
      origin = pickPublicOrigin(config, window.location.origin);
      for (const listener of listeners) listener();
    });
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

/** The public origin, or null while the server is asked (once per page load). */
export function usePublicOrigin(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => origin,
    () => null,
  );
}
