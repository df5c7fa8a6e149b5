import {
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  PASSWORD_MESSAGES,
  passwordSizeProblem,
} from "@convex/domain/passwordPolicy";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { AUTH_MESSAGES } from "@convex/domain/messages";

/** Spec 8, authentication: the server's own texts (convex/domain/messages.ts). */
export const AUTH_TEXT = AUTH_MESSAGES;

export type AuthFlow = "signIn" | "signUp";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-up hint under the password field. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters; not a common password or your email.`;

export interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * Spec 5 and issue 12: both fields required; on sign-up a valid email and a password
 * that passes the server's rules (convex/domain/passwordPolicy.ts, the same messages); on
 * sign-in only the size limit, so accounts made under older rules can still sign in.
 */
export function validateAuthForm(flow: AuthFlow, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed = email.trim();
  if (trimmed === "") errors.email = "Email is required.";
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = AUTH_MESSAGES.invalidEmail;
  const problem =
    flow === "signUp" ? newPasswordProblem(password, trimmed) : passwordSizeProblem(password);
  if (problem === "missing") errors.password = "Password is required.";
  else if (problem !== null) errors.password = PASSWORD_MESSAGES[problem];
  return errors;
}

/**
 * Maps what the auth provider threw to the spec's text. The server (convex/model/auth.ts)
 * already throws ConvexError({ code, message }) with these messages, shown as they are
 * (the throttle's "Please wait 4 seconds and try again." among them); the plain library
 * errors are mapped too, in case a library upgrade bypasses that wrapper.
 */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === "INVALID_CREDENTIALS") return AUTH_TEXT.invalidCredentials;
  if (code === "ACCOUNT_EXISTS") return AUTH_TEXT.accountExists;
  const message = errorMessage(error, AUTH_TEXT.unexpected);
  if (/InvalidAccountId|InvalidSecret|Invalid credentials/i.test(message)) {
    return AUTH_TEXT.invalidCredentials;
  }
  if (/already exists/i.test(message)) return AUTH_TEXT.accountExists;
  if (/TooManyFailedAttempts/.test(message)) return AUTH_TEXT.tooManyAttempts;
  if (/Server Error|Internal/i.test(message) || message.trim() === "") return AUTH_TEXT.unexpected;
  return message;
}
