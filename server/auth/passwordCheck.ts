/**
 * Which actions hash a password (docs/embedded-backend.md "Threads", "Password checks"):
 * `auth:signIn` carrying a password, as the auth library's Password provider takes it
 * (`params.password` to sign in or up, `params.newPassword` to finish a reset). Each such
 * call runs one scrypt (N = 16,384, r = 16: about 0.9 s of CPU here, 32 MiB while it runs);
 * every other call of `auth:signIn` (a token refresh, a sign-in link's code, signing out)
 * is light and must never wait behind one. The action pool runs a few of these at a time
 * (`ActionPoolOptions.heavy`).
 */

/** `auth:signIn`, however the client spells the module (`auth.js:signIn` is the same). */
function isSignIn(udfPath: string): boolean {
  return udfPath.replace(/\.js(?=:)/, "") === "auth:signIn";
}

/** Whether a call of `udfPath` with these arguments (their JSON form) checks a password. */
export function isPasswordCheck(udfPath: string, argsJson: unknown): boolean {
  if (!isSignIn(udfPath) || typeof argsJson !== "object" || argsJson === null) return false;
  const params = (argsJson as { params?: unknown }).params;
  if (typeof params !== "object" || params === null) return false;
  const { password, newPassword } = params as { password?: unknown; newPassword?: unknown };
  return typeof password === "string" || typeof newPassword === "string";
}
