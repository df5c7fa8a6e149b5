/**
 * Whether this browser may hold a Convex Auth session, read without the Convex client
 * (issue 42): the home page loads the client after its first paint only for a visitor who
 * may be signed in, and the account menu shows 'Sign In' at once to one who cannot be.
 *
 * Convex Auth keeps a session in localStorage under `__convexAuthJWT_<deployment>` and
 * `__convexAuthRefreshToken_<deployment>` (@convex-dev/auth's react client; the
 * deployment's address without its punctuation); a sign-in link or an OAuth return brings a
 * `?code=` that its provider completes.
 */
const SESSION_KEY_PREFIXES = ["__convexAuthJWT_", "__convexAuthRefreshToken_"];

export function mayHaveSession(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has("code")) return true;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null && SESSION_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
        return true;
    }
    return false;
  } catch {
    // Storage refused: nothing to go on, so do as if there may be a session.
    return true;
  }
}
