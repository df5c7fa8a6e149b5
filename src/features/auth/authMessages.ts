import { errorCode, errorMessage } from "../../lib/errorMessage";

/** Spec 8, authentication. */
export const AUTH_TEXT = {
  invalidCredentials: "Invalid email or password. Please try again.",
  accountExists: "An account with this email already exists. Please sign in instead.",
  unexpected: "An unexpected error occurred",
} as const;

export type AuthFlow = "signIn" | "signUp";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export interface FieldErrors {
  email?: string;
  password?: string;
}

/** Spec 5: both fields required; on sign-up a valid email and a 6+ character password. */
export function validateAuthForm(flow: AuthFlow, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed = email.trim();
  if (trimmed === "") errors.email = "Email is required.";
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = "Please enter a valid email address.";
  if (password === "") errors.password = "Password is required.";
  else if (flow === "signUp" && password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return errors;
}

/**
 * Maps what the auth provider threw to the spec's text. The server (convex/model/auth.ts)
 * already throws ConvexError({ code, message }) with these messages; the plain library
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
  if (/Server Error|Internal/i.test(message) || message.trim() === "") return AUTH_TEXT.unexpected;
  return message;
}
