/**
 * Email and password sign-up and sign-in rules (spec 5, 8; issue 12) for
 * @convex-dev/auth's Password provider, thrown as ConvexError({ code, message }):
 * - new passwords follow convex/domain/passwordPolicy.ts (8+ characters, at most 256
 *   bytes, not a common password, not the email, not only spaces);
 * - every password is size-checked before any hashing, sign-in too;
 * - sign-in is throttled per (client address, email) and per client address whatever
 *   the email, with growing delays (convex/domain/signInThrottle.ts), never locked; rows
 *   hold a keyed hash of the email;
 * - sign-up is throttled per client address and network (convex/domain/creationThrottle.ts);
 * - an unknown email and a wrong password get the same answer after the same work.
 * The rules and figures are in docs/security.md "Sign-in and budgets".
 *
 * No email service is configured, so no verification email is sent: sign-up signs the
 * user in at once (the Password provider only verifies when given a `verify` provider).
 */
import { Password } from "@convex-dev/auth/providers/Password";
import { makeFunctionReference, type GenericActionCtx, type GenericDataModel } from "convex/server";
import type { Value } from "convex/values";
import { ConvexError } from "convex/values";
import {
  newPasswordProblem,
  PASSWORD_MESSAGES,
  passwordSizeProblem,
  type PasswordProblem,
} from "../domain/passwordPolicy";
import { AUTH_MESSAGES } from "../domain/messages";
import { addressThrottleKey, throttleKey } from "../domain/signInThrottle";
import { tooManyAttemptsMessage, waitOf } from "../domain/throttleWords";
import { readClientAddress } from "./clientAddress";
import { requireCreationAllowed } from "./creationGate";
import { keyedHash, SIGN_IN_THROTTLE_PURPOSE } from "./keyedHash";

/** authInfo:passwordAccountExists, by name (a typed import would be circular here). */
const passwordAccountExists = makeFunctionReference<"query", { email: string }, boolean>(
  "authInfo:passwordAccountExists",
);
/** authThrottle:beginAttempt, clearAttempts and endFailedAttempt, by name (as above). */
const beginAttempt = makeFunctionReference<
  "mutation",
  { key: string },
  { ok: true } | { ok: false; retryAfterMs: number }
>("authThrottle:beginAttempt");
const clearAttempts = makeFunctionReference<"mutation", { key: string }, null>(
  "authThrottle:clearAttempts",
);
const endFailedAttempt = makeFunctionReference<"mutation", { key: string }, null>(
  "authThrottle:endFailedAttempt",
);
/** authThrottle's per-address functions (whatever the email), by name (as above). */
const beginAddressAttempt = makeFunctionReference<
  "mutation",
  { key: string },
  { ok: true } | { ok: false; retryAfterMs: number }
>("authThrottle:beginAddressAttempt");
const endFailedAddressAttempt = makeFunctionReference<"mutation", { key: string }, null>(
  "authThrottle:endFailedAddressAttempt",
);
const refundAddressAttempt = makeFunctionReference<"mutation", { key: string }, null>(
  "authThrottle:refundAddressAttempt",
);

/** Sign-in texts: one copy, shared with the browser (convex/domain/messages.ts). */
export { AUTH_MESSAGES };

/** The throttle's answer: how long to wait, rounded up ("Please wait 4 seconds …"). */
export { tooManyAttemptsMessage };

export type AuthErrorCode =
  | "INVALID_CREDENTIALS"
  | "ACCOUNT_EXISTS"
  | "WEAK_PASSWORD"
  | "PASSWORD_TOO_LONG"
  | "INVALID_EMAIL"
  | "MISSING_FIELDS"
  | "TOO_MANY_ATTEMPTS";

function authError(code: AuthErrorCode, message: string, extra: Record<string, Value> = {}) {
  return new ConvexError({ code, message, ...extra });
}

/** The code and message for a password rule that failed. */
function passwordError(problem: PasswordProblem) {
  const code: AuthErrorCode =
    problem === "missing"
      ? "MISSING_FIELDS"
      : problem === "tooLong"
        ? "PASSWORD_TOO_LONG"
        : "WEAK_PASSWORD";
  return authError(code, PASSWORD_MESSAGES[problem]);
}

/** A pragmatic email shape check: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest email accepted (RFC 5321's path limit), so keys and lookups stay small. */
const MAX_EMAIL_LENGTH = 254;

/** Trimmed, lower-cased email; throws the spec's messages when missing or malformed. */
export function normaliseEmail(raw: Value | undefined): string {
  if (typeof raw !== "string" || raw.trim() === "") {
    throw authError("MISSING_FIELDS", AUTH_MESSAGES.missingFields);
  }
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw authError("INVALID_EMAIL", AUTH_MESSAGES.invalidEmail);
  }
  return email;
}

/**
 * Every rule for a new password (sign-up and reset); `email` is the account's, so the
 * password cannot be the email.
 */
export function validateNewPassword(password: unknown, email: string): void {
  const problem = newPasswordProblem(password, email);
  if (problem !== null) throw passwordError(problem);
}

/** The size rule alone (sign-in): refuses a missing or oversized password before hashing. */
export function validatePasswordSize(password: unknown): void {
  const problem = passwordSizeProblem(password);
  if (problem !== null) throw passwordError(problem);
}

/**
 * Maps the auth library's plain errors to the spec's messages: "InvalidAccountId",
 * "InvalidSecret" and "Invalid credentials" (unknown email or wrong password),
 * "Account … already exists" (duplicate sign-up), "TooManyFailedAttempts". ConvexErrors
 * pass through; anything else is rethrown unchanged.
 */
export function toAuthError(error: unknown): unknown {
  if (error instanceof ConvexError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/InvalidAccountId|InvalidSecret|Invalid credentials/.test(message)) {
    return authError("INVALID_CREDENTIALS", AUTH_MESSAGES.invalidCredentials);
  }
  if (/already exists/.test(message)) {
    return authError("ACCOUNT_EXISTS", AUTH_MESSAGES.accountExists);
  }
  if (/TooManyFailedAttempts/.test(message)) {
    return authError("TOO_MANY_ATTEMPTS", AUTH_MESSAGES.tooManyAttempts);
  }
  return error;
}

/**
 * A scrypt hash (lucia's format, as the Password provider stores them) of 32 random bytes
 * nobody kept. An unknown email is checked against it, so it costs the same hash as a
 * wrong password and the two cannot be told apart by timing.
 */
const DUMMY_SECRET_HASH =
  "6a95f17599bfeed863dbbdcdaad38098:56c9d5c6cbea5f5c34d54955e51b33db7755465f91401fc650df394c3e137c14ad16548d9f38a1b30f8d564c5bff399807269bc742b2fffb93f57ed37822f70a";

/**
 * Every refused sign-in (unknown email or wrong password) takes at least this long (ms)
 * from the start of `authorize`. The dummy hash makes both paths do the same work; the
 * floor hides what is left (a few database writes on one path only) and the noise of a
 * busy machine. One scrypt verification takes ~140 ms on an idle laptop and 400 to 700
 * ms on a heavily loaded 2-core machine, so 1 s stays above it; a refused attempt may as
 * well be slow.
 */
export const FAILED_SIGN_IN_FLOOR_MS = 1_000;

type CredentialsProvider = ReturnType<typeof Password>;
/** The ctx the library hands `authorize`: the `auth:signIn` action's, with `meta`. */
type ActionLike = Pick<GenericActionCtx<GenericDataModel>, "runQuery" | "runMutation" | "meta">;
type Authorize = (params: Record<string, Value | undefined>, ctx: ActionLike) => Promise<unknown>;
type ProviderOptions = {
  authorize?: Authorize;
  crypto?: { verifySecret: (secret: string, hash: string) => Promise<boolean> };
};

/**
 * The clock a refused sign-in's floor is counted on and waited out with: the real one,
 * replaced in tests (convex/authHardening.test.ts) so that they check the wait each refusal
 * asks for rather than spend a second per refusal.
 */
export const signInFloorClock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The Password provider with the rules above. Its `authorize` (kept by the library on
 * the provider's `options`, as @convex-dev/auth 0.0.95 builds it) is wrapped so that
 * errors thrown by the library reach the client as ConvexErrors with the spec's text,
 * so that signing up with an email that already has an account is refused with the
 * spec's message (the library would otherwise sign the user in when the password
 * matches), and so that sign-in is size-checked, throttled and timed as described above.
 * If a library upgrade moves `authorize` or `crypto`, this throws at load rather than
 * run without the throttle (the library's own lock is switched off in convex/auth.ts).
 */
export function passwordProvider(): CredentialsProvider {
  const provider = Password({
    profile: (params) => ({ email: normaliseEmail(params.email) }),
    // Sign-up is checked with its email in the wrapper below; this covers a reset.
    validatePasswordRequirements: (password) => validateNewPassword(password, ""),
  });
  const options = (provider as unknown as { options?: ProviderOptions }).options;
  const inner = options?.authorize;
  if (!options || !inner || !options.crypto) {
    throw new Error(
      "@convex-dev/auth's Password provider no longer keeps options.authorize and " +
        "options.crypto: sign-in throttling cannot be installed (convex/model/auth.ts)",
    );
  }
  options.authorize = async (params, ctx) => {
    try {
      if (params.flow === "signUp") {
        const email = normaliseEmail(params.email);
        validateNewPassword(params.password, email);
        if (await ctx.runQuery(passwordAccountExists, { email })) {
          throw authError("ACCOUNT_EXISTS", AUTH_MESSAGES.accountExists);
        }
        // Counted only once the sign-up would go ahead (docs/security.md "Sign-up and
        // guest throttling").
        // A sign-up through an open room's join link names the room: the server checks it
        // and counts it under the room's budget (docs/rooms.md "Sign-ups behind one address").
        const roomCode = typeof params.roomCode === "string" ? params.roomCode : undefined;
        await requireCreationAllowed(ctx, "signUp", roomCode);
      }
      if (params.flow === "signIn") return await throttledSignIn(params, ctx, inner, options);
      return await inner(params, ctx);
    } catch (error) {
      throw toAuthError(error);
    }
  };
  return provider;
}

/**
 * A password sign-in: size check, then the throttle for (address, email), then the
 * library's check; a refusal costs one scrypt verification and at least
 * FAILED_SIGN_IN_FLOOR_MS whether or not the email has an account.
 */
async function throttledSignIn(
  params: Record<string, Value | undefined>,
  ctx: ActionLike,
  inner: Authorize,
  options: ProviderOptions,
): Promise<unknown> {
  const startedAt = signInFloorClock.now();
  const email = normaliseEmail(params.email);
  validatePasswordSize(params.password);
  const address = await readClientAddress(ctx);
  // Keyed by a keyed hash of the email, never the email (docs/privacy.md).
  const key = throttleKey(address, await keyedHash(SIGN_IN_THROTTLE_PURPOSE, email));
  const addressKey = addressThrottleKey(address);
  const gate = await gateAttempt(ctx, key, addressKey);
  if (!gate.ok) {
    // The English words and, for the browser to word it in the page's language, the wait.
    throw authError("TOO_MANY_ATTEMPTS", tooManyAttemptsMessage(gate.retryAfterMs), {
      retryAfterMs: gate.retryAfterMs,
      wait: waitOf(gate.retryAfterMs),
    });
  }
  try {
    const result = await inner(params, ctx);
    await ctx.runMutation(clearAttempts, { key });
    await ctx.runMutation(refundAddressAttempt, { key: addressKey });
    return result;
  } catch (error) {
    const mapped = toAuthError(error);
    const data = mapped instanceof ConvexError ? (mapped.data as { code?: string }) : null;
    if (data?.code === "INVALID_CREDENTIALS") {
      // Unknown email: the library answered before hashing, so hash now.
      if (/InvalidAccountId/.test(error instanceof Error ? error.message : String(error))) {
        await options.crypto?.verifySecret(params.password as string, DUMMY_SECRET_HASH);
      }
      await signInFloorClock.sleep(
        Math.max(0, startedAt + FAILED_SIGN_IN_FLOOR_MS - signInFloorClock.now()),
      );
      await ctx.runMutation(endFailedAttempt, { key });
      await ctx.runMutation(endFailedAddressAttempt, { key: addressKey });
    } else await ctx.runMutation(refundAddressAttempt, { key: addressKey });
    throw mapped;
  }
}

/**
 * Both throttles' gates for one attempt: the address's, whatever the email, first (so an
 * address that is waiting costs nothing more), then the (address, email) key's; an attempt
 * the second refuses was never made, and the address gets its count back.
 */
async function gateAttempt(
  ctx: ActionLike,
  key: string,
  addressKey: string,
): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  const addressGate = await ctx.runMutation(beginAddressAttempt, { key: addressKey });
  if (!addressGate.ok) return addressGate;
  const gate = await ctx.runMutation(beginAttempt, { key });
  if (!gate.ok) await ctx.runMutation(refundAddressAttempt, { key: addressKey });
  return gate;
}
