/**
 * A keyed hash of personal text (an email address) for rows that must find it again but
 * need not hold it (docs/privacy.md "Deleting an account"): HMAC-SHA-256 keyed with this
 * deployment's JWT_PRIVATE_KEY, the secret every deployment of Convex Auth already holds
 * (`npx @convex-dev/auth` on Convex; server/auth/keys.ts here), with a purpose label so one
 * digest never stands for another. Without the key a row cannot be matched to an address,
 * even by trying every address one knows. server/mail.ts computes the same digest for the
 * development mail log.
 */
import { env } from "../_generated/server";

const encoder = new TextEncoder();

/** The lower-case hex HMAC-SHA-256 of "<purpose>\n<text>" under the deployment's key. */
export async function keyedHash(purpose: string, text: string): Promise<string> {
  // Unset only in unit tests (convex-test): a fixed key still keeps the text out of rows.
  const secret = env.JWT_PRIVATE_KEY ?? "unit-test key";
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${purpose}\n${text}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the sign-in throttle keys rows by instead of the email. */
export const SIGN_IN_THROTTLE_PURPOSE = "sign-in throttle";
/** What the development mail log is scrubbed by on erasure (server/mail.ts). */
export const MAIL_LOG_PURPOSE = "mail log";

/** An address as the mail log's digest takes it: trimmed, lower case. */
export function normaliseAddress(address: string): string {
  return address.trim().toLowerCase();
}
