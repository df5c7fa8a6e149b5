/**
 * Email verification with a one-time code (docs/security.md "Verified votes"): the rules
 * shared by the server, which sends and checks codes, and the Account page, which shows
 * the same words.
 */
import type { Wait } from "./throttleWords";

/** Digits in a code: 10^6 possibilities against at most 5 guesses per code. */
export const CODE_DIGITS = 6;
/** A code works for 15 minutes after it is sent. */
export const CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses a code allows; the next guess needs a new code. */
export const MAX_CODE_ATTEMPTS = 5;
/** A new code can be sent a minute after the last one. */
export const RESEND_WAIT_MS = 60_000;
/** Codes a user can have sent in an hour (mail costs money and annoys mailboxes). */
export const MAX_CODES_PER_HOUR = 5;

/**
 * What the national results count (an operator setting, `NATIONAL_RESULTS`):
 * "accounts", every account's vote (the default), or "verified", only the votes of
 * accounts whose email address is verified.
 */
export type NationalCounting = "accounts" | "verified";

export function nationalCounting(setting: string | undefined): NationalCounting {
  return setting?.trim().toLowerCase() === "verified" ? "verified" : "accounts";
}

export const VERIFICATION_MESSAGES = {
  signInToVerify: "Please sign in to verify your email address.",
  noEmail: "This account has no email address to verify.",
  alreadyVerified: "Your email address is already verified.",
  codeShape: `Please enter the ${CODE_DIGITS}-digit code from the email.`,
  wrongCode: "That code is not right. Please check the email and try again.",
  noCode: "That code has expired or was used up. Please ask for a new code.",
  mailFailed: "We could not send the email just now. Please try again in a few minutes.",
} as const;

/**
 * The resend wait as the words need it: whole seconds up to 90, else whole minutes, rounded
 * up. The browser words TOO_MANY_CODES from this and `retryAfterMs` in the page's language.
 */
export function resendWaitOf(waitMs: number): Wait {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds <= 90) return { unit: "seconds", count: seconds };
  return { unit: "minutes", count: Math.ceil(seconds / 60) };
}

/** 'Please wait 40 seconds before asking for another code.' */
export function resendWaitMessage(waitMs: number): string {
  const { unit, count } = resendWaitOf(waitMs);
  return `Please wait ${count} ${count === 1 ? unit.slice(0, -1) : unit} before asking for another code.`;
}

/** Whether a string is a code's shape: exactly CODE_DIGITS digits (spaces ignored). */
export function cleanCode(input: string): string | null {
  const code = input.replace(/\s+/g, "");
  return new RegExp(`^[0-9]{${CODE_DIGITS}}$`).test(code) ? code : null;
}

/** "a•••@example.com": enough to recognise the address, not to read it over a shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * When the next code may be sent, given the send times of the last hour (ms): never
 * within RESEND_WAIT_MS of the last, and at most MAX_CODES_PER_HOUR an hour. Returns 0
 * when a code may be sent now.
 */
export function sendWait(sentAt: readonly number[], now: number): number {
  const lastHour = sentAt.filter((time) => time > now - 3_600_000).sort((a, b) => a - b);
  const last = lastHour[lastHour.length - 1];
  const sinceLast = last === undefined ? 0 : last + RESEND_WAIT_MS - now;
  const hourly =
    lastHour.length >= MAX_CODES_PER_HOUR
      ? lastHour[lastHour.length - MAX_CODES_PER_HOUR] + 3_600_000 - now
      : 0;
  return Math.max(0, sinceLast, hourly);
}
