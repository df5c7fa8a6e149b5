import { watchForUpdates } from "./appUpdates";

/**
 * Registers the app-shell service worker (/sw.js, written by scripts/viteAppShell.ts at
 * build time) so the app reloads on flaky Wi-Fi, and watches it for new versions (the
 * update prompt, src/lib/appUpdates.ts). Production builds only; from bundled code, so no
 * inline script is needed (the page's Content-Security-Policy stays strict).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js")
      // A browser that blocks service workers (Playwright's `serviceWorkers: "block"`) may
      // resolve with no registration: nothing to watch then.
      .then((registration: ServiceWorkerRegistration | undefined) => {
        if (registration) watchForUpdates(navigator.serviceWorker, registration);
      })
      .catch((error: unknown) => {
        console.warn("Service worker not registered", error);
      });
  });
}
