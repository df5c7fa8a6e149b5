/**
 * The password rules (docs/security.md "Sign-in and budgets"), shared by the server
 * (convex/model/auth.ts) and the sign-up form (src/features/auth) so both say the same.
 * New passwords (sign-up) must pass every rule; sign-in checks only the size limit, so
 * accounts made under older rules can still sign in.
 */
import { COMMON_PASSWORDS } from "./commonPasswords";

/** Spec 9 as amended by issue 12: minimum length, in characters (code points). */
export const MIN_PASSWORD_LENGTH = 8;
/**
 * Maximum size in UTF-8 bytes, checked before any hashing (sign-in too), so an oversized
 * password costs the server a length check rather than a hash of megabytes.
 */
export const MAX_PASSWORD_BYTES = 256;

export type PasswordProblem =
  "missing" | "blank" | "tooLong" | "tooShort" | "sameAsEmail" | "common";

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  missing: "Please enter your email and password.",
  blank: "Password cannot be only spaces.",
  tooLong: `Password must be at most ${MAX_PASSWORD_BYTES} bytes long.`,
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  sameAsEmail: "Password must not be your email address.",
  common: "This password is too common. Please choose one that is harder to guess.",
};

/**
 * Whether a string is longer than `max` UTF-8 bytes, without encoding it: a UTF-16 code
 * unit is 1 to 3 bytes, so a string of more than `max` units is always too long and a
 * short one is measured in one pass.
 */
export function exceedsBytes(text: string, max: number): boolean {
  if (text.length > max) return true;
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte code point: 2 bytes for each half.
    else if (unit >= 0xd800 && unit <= 0xdfff) bytes += 2;
    else bytes += 3;
    if (bytes > max) return true;
  }
  return false;
}

/** The size check alone (sign-in): null, or why the password is refused before hashing. */
export function passwordSizeProblem(password: unknown): PasswordProblem | null {
  if (typeof password !== "string" || password.length === 0) return "missing";
  if (exceedsBytes(password, MAX_PASSWORD_BYTES)) return "tooLong";
  return null;
}

/**
 * Every rule for a new password, in the order the user should fix them. `email` is
 * compared case-insensitively and trimmed; pass "" when it is not known yet.
 */
export function newPasswordProblem(password: unknown, email: string): PasswordProblem | null {
  const size = passwordSizeProblem(password);
  if (size !== null) return size;
  const text = password as string;
  if (text.trim() === "") return "blank";
  if ([...text].length < MIN_PASSWORD_LENGTH) return "tooShort";
  const lower = text.toLowerCase();
  const normalisedEmail = email.trim().toLowerCase();
  if (normalisedEmail !== "" && lower.trim() === normalisedEmail) return "sameAsEmail";
  if (COMMON_PASSWORDS.has(lower)) return "common";
  return null;
}
