/** Spec 3 browser storage key: where to go after signing in. */
export const PENDING_REDIRECT_KEY = "pendingRedirectPath";

export function setPendingRedirect(path: string): void {
  try {
    localStorage.setItem(PENDING_REDIRECT_KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the user then lands on /account.
  }
}

/** Reads and clears the stored path; only same-site paths are honoured. */
export function takePendingRedirect(fallback: string): string {
  try {
    const path = localStorage.getItem(PENDING_REDIRECT_KEY);
    localStorage.removeItem(PENDING_REDIRECT_KEY);
    if (path && path.startsWith("/") && !path.startsWith("//") && path !== "/auth") return path;
  } catch {
    // Ignore unavailable storage.
  }
  return fallback;
}
