/**
 * Updates without broken tabs. Two cases:
 *
 * - A tab opened before a deploy asks for a lazy-loaded page whose chunk the new build no
 *   longer has: Vite fires `vite:preloadError`. The page reloads once (the new index.html
 *   names the new chunks); a reload that fails the same way within `RELOAD_GUARD_MS` is
 *   not repeated (sessionStorage remembers it), so a real outage shows the error page
 *   instead of a reload loop.
 * - The service worker (scripts/viteAppShell.ts) installs a new version and takes over the
 *   page (`controllerchange` while a worker already controlled it): the app offers "A new
 *   version is available — reload" (`UpdatePrompt`), since the running code is the old one.
 */
import { useSyncExternalStore } from "react";

/** sessionStorage: when the page last reloaded itself for a missing chunk (ms). */
export const PRELOAD_RELOAD_KEY = "app:preloadReloadAt";
/** A second chunk failure within this long after such a reload is not retried (ms). */
export const RELOAD_GUARD_MS = 60_000;
/** How often an open tab asks the server for a newer service worker (ms). */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Handles `vite:preloadError`: reloads once (and stops the error reaching the page), unless
 * this tab already reloaded for it within RELOAD_GUARD_MS.
 */
export function handlePreloadErrors(
  target: Pick<Window, "addEventListener"> = window,
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): void {
  target.addEventListener("vite:preloadError", (event) => {
    const last = Number(storage.getItem(PRELOAD_RELOAD_KEY) ?? 0);
    if (now() - last < RELOAD_GUARD_MS) return; // reloaded already: let the error show
    storage.setItem(PRELOAD_RELOAD_KEY, String(now()));
    event.preventDefault();
    reload();
  });
}

let updateAvailable = false;
const listeners = new Set<() => void>();

/** Marks a new version as installed (the prompt appears). */
export function announceUpdate(): void {
  updateAvailable = true;
  for (const listener of listeners) listener();
}

/** Whether a new version has taken over this tab (for UpdatePrompt). */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateAvailable,
    () => false,
  );
}

/**
 * Watches the service worker registration: a new worker taking over a page that already
 * had one means a new version; checks for one every UPDATE_CHECK_MS.
 */
export function watchForUpdates(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
): void {
  const hadController = container.controller !== null;
  container.addEventListener("controllerchange", () => {
    if (hadController) announceUpdate();
  });
  setInterval(() => {
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
