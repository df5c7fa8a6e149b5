/**
 * The Convex deployment the app talks to. With the embedded backend (the default) the app and
 * the Convex API share one origin, so the page's own origin is the deployment URL. A build for a
 * Convex deployment sets VITE_CONVEX_URL instead.
 */
export function convexUrl(): string {
  const configured = import.meta.env.VITE_CONVEX_URL as string | undefined;
  return configured && configured.length > 0 ? configured : window.location.origin;
}
