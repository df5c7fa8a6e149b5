import {
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  PASSWORD_MESSAGES,
  passwordSizeProblem,
  type PasswordProblem,
} from "@convex/domain/passwordPolicy";
import { ConvexError } from "convex/values";
import { waitOf, type Wait } from "@convex/domain/throttleWords";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { AUTH_MESSAGES } from "@convex/domain/messages";
import { textInLanguage } from "@/i18n/clientMessages";
// Declares the auth catalogue, whose ids these helpers translate.
import "@/i18n/messages/auth";
import { translate } from "@/i18n/react";

/** Spec 8, authentication: the server's own texts (convex/domain/messages.ts), in English. */
export const AUTH_TEXT = AUTH_MESSAGES;

/** The catalogue's words for the auth messages, in the page's language. */
function authText(key: keyof typeof AUTH_MESSAGES): string {
  return textInLanguage(AUTH_MESSAGES[key]);
}

/** The numbers the password rules name (as PASSWORD_MESSAGES does). */
const PASSWORD_VALUES = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_BYTES };

/** A password rule's text in the page's language (the English is the server's, word for word). */
export function passwordMessage(problem: PasswordProblem): string {
  return translate(`auth.password.${problem}`, PASSWORD_VALUES);
}

export type AuthFlow = "signIn" | "signUp";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-up hint under the password field. */
export function passwordHint(): string {
  return translate("auth.passwordHint", PASSWORD_VALUES);
}

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
  if (trimmed === "") errors.email = translate("auth.emailRequired");
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = authText("invalidEmail");
  const problem =
    flow === "signUp" ? newPasswordProblem(password, trimmed) : passwordSizeProblem(password);
  if (problem === "missing") errors.password = translate("auth.passwordRequired");
  else if (problem !== null) errors.password = passwordMessage(problem);
  return errors;
}

/** The refusals whose wait the server sends as values (convex/domain/throttleWords.ts). */
const THROTTLE_TEXT = {
  TOO_MANY_ATTEMPTS: "auth.throttle.attempts",
  TOO_MANY_SIGN_UPS: "auth.throttle.signUps",
} as const;

/** The wait a refusal carries: its `wait` values, else its `retryAfterMs`; null without either. */
function waitFrom(refusal: unknown): Wait | null {
  if (typeof refusal !== "object" || refusal === null) return null;
  const data = refusal as { wait?: unknown; retryAfterMs?: unknown };
  const wait = data.wait as Partial<Wait> | undefined;
  if (
    (wait?.unit === "seconds" || wait?.unit === "minutes") &&
    Number.isInteger(wait.count) &&
    (wait.count ?? 0) > 0
  ) {
    return { unit: wait.unit, count: wait.count as number };
  }
  return typeof data.retryAfterMs === "number" ? waitOf(data.retryAfterMs) : null;
}

/**
 * A throttle's refusal ("Please wait 4 seconds and try again.") in the page's language, from
 * its code and wait; null for any other error, or a refusal without its wait.
 */
export function throttleMessage(error: unknown): string | null {
  const code = errorCode(error);
  if (
    !(error instanceof ConvexError) ||
    (code !== "TOO_MANY_ATTEMPTS" && code !== "TOO_MANY_SIGN_UPS")
  ) {
    return null;
  }
  const wait = waitFrom(error.data);
  if (wait === null) return null;
  const words = translate(`auth.wait.${wait.unit}`, { count: wait.count });
  return translate(THROTTLE_TEXT[code], { wait: words });
}

/**
 * Maps what the auth provider threw to the spec's text, in the page's language. The server
 * (convex/model/auth.ts) throws ConvexError({ code, message }) with these messages: the
 * catalogue's, the password rules' and the throttles' (worded from their code and wait)
 * are shown in the page's language; others as they are. The plain library errors
 * are mapped too, in case a library upgrade bypasses that wrapper.
 */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === "INVALID_CREDENTIALS") return authText("invalidCredentials");
  if (code === "ACCOUNT_EXISTS") return authText("accountExists");
  const throttled = throttleMessage(error);
  if (throttled !== null) return throttled;
  const message = errorMessage(error, AUTH_TEXT.unexpected);
  if (/InvalidAccountId|InvalidSecret|Invalid credentials/i.test(message)) {
    return authText("invalidCredentials");
  }
  if (/already exists/i.test(message)) return authText("accountExists");
  if (/TooManyFailedAttempts/.test(message)) return authText("tooManyAttempts");
  if (/Server Error|Internal/i.test(message) || message.trim() === "")
    return authText("unexpected");
  const problem = (Object.keys(PASSWORD_MESSAGES) as PasswordProblem[]).find(
    (key) => PASSWORD_MESSAGES[key] === message,
  );
  return problem ? passwordMessage(problem) : textInLanguage(message);
}
