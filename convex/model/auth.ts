/**
 * Email and password sign-up and sign-in rules (spec 5, 8) for @convex-dev/auth's
 * Password provider: minimum 6 characters, a valid email, and the spec's messages for
 * wrong credentials and duplicate accounts, thrown as ConvexError({ code, message }).
 *
 * No email service is configured, so no verification email is sent: sign-up signs the
 * user in at once (the Password provider only verifies when given a `verify` provider).
 */
import { Password } from "@convex-dev/auth/providers/Password";
import { makeFunctionReference } from "convex/server";
import type { Value } from "convex/values";
import { ConvexError } from "convex/values";

/** authInfo:passwordAccountExists, by name (a typed import would be circular here). */
const passwordAccountExists = makeFunctionReference<"query", { email: string }, boolean>(
  "authInfo:passwordAccountExists",
);

/** Spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password. Please try again.",
  accountExists: "An account with this email already exists. Please sign in instead.",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  invalidEmail: "Please enter a valid email address.",
  missingFields: "Please enter your email and password.",
  tooManyAttempts: "Too many failed attempts. Please try again later.",
  unexpected: "An unexpected error occurred",
} as const;

export type AuthErrorCode =
  | "INVALID_CREDENTIALS"
  | "ACCOUNT_EXISTS"
  | "WEAK_PASSWORD"
  | "INVALID_EMAIL"
  | "MISSING_FIELDS"
  | "TOO_MANY_ATTEMPTS";

function authError(code: AuthErrorCode, message: string) {
  return new ConvexError({ code, message });
}

/** A pragmatic email shape check: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed, lower-cased email; throws the spec's messages when missing or malformed. */
export function normaliseEmail(raw: Value | undefined): string {
  if (typeof raw !== "string" || raw.trim() === "") {
    throw authError("MISSING_FIELDS", AUTH_MESSAGES.missingFields);
  }
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw authError("INVALID_EMAIL", AUTH_MESSAGES.invalidEmail);
  return email;
}

/** Spec 5: a password is required and at least 6 characters long (sign-up and reset). */
export function validatePassword(password: string): void {
  if (typeof password !== "string" || password.length === 0) {
    throw authError("MISSING_FIELDS", AUTH_MESSAGES.missingFields);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw authError("WEAK_PASSWORD", AUTH_MESSAGES.passwordTooShort);
  }
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

type CredentialsProvider = ReturnType<typeof Password>;
type ActionLike = {
  runQuery: (reference: typeof passwordAccountExists, args: { email: string }) => Promise<boolean>;
};
type Authorize = (params: Record<string, Value | undefined>, ctx: ActionLike) => Promise<unknown>;

/**
 * The Password provider with the rules above. Its `authorize` (kept by the library on
 * the provider's `options`, as @convex-dev/auth 0.0.95 builds it) is wrapped so that
 * errors thrown by the library reach the client as ConvexErrors with the spec's text,
 * and so that signing up with an email that already has an account is refused with the
 * spec's message (the library would otherwise sign the user in when the password matches).
 * If a library upgrade moves it, the wrapper is skipped and the client-side mapping in
 * docs/data-model.md still applies.
 */
export function passwordProvider(): CredentialsProvider {
  const provider = Password({
    profile: (params) => ({ email: normaliseEmail(params.email) }),
    validatePasswordRequirements: validatePassword,
  });
  const options = (provider as unknown as { options?: { authorize?: Authorize } }).options;
  const inner = options?.authorize;
  if (options && inner) {
    options.authorize = async (params, ctx) => {
      try {
        if (params.flow === "signUp") {
          const email = normaliseEmail(params.email);
          if (await ctx.runQuery(passwordAccountExists, { email })) {
            throw authError("ACCOUNT_EXISTS", AUTH_MESSAGES.accountExists);
          }
        }
        return await inner(params, ctx);
      } catch (error) {
        throw toAuthError(error);
      }
    };
  }
  return provider;
}
