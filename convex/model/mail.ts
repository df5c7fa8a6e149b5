/**
 * Sending an email from an action (docs/security.md "Verified votes", "Mail"). Three
 * transports, chosen by the deployment's environment:
 * - RESEND_API_KEY (and MAIL_FROM): Resend's HTTP API, for a Convex deployment;
 * - MAIL_RELAY_URL and MAIL_RELAY_TOKEN: the embedded backend's own relay (set by the
 *   backend itself, server/mail.ts), which sends through SMTP when SMTP_URL is set and
 *   otherwise writes the message to the server's log, marked as development mail;
 * - neither: development mode here too, the message in the function's log.
 * The answer says whether an email left ("email") or the message only reached a log ("log").
 */
import { env } from "../_generated/server";

export type MailDelivery = "email" | "log";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Resend's endpoint for one email. */
const RESEND_URL = "https://api.resend.com/emails";
/** How long a transport may take before the send counts as failed. */
const SEND_TIMEOUT_MS = 15_000;
const DEFAULT_FROM = "Policy Simulator UK <no-reply@localhost>";

export class MailError extends Error {}

async function post(url: string, token: string, body: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new MailError(`mail transport answered ${response.status}`);
  return response;
}

export async function sendMail(message: MailMessage): Promise<MailDelivery> {
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  const resendKey = env.RESEND_API_KEY?.trim();
  if (resendKey) {
    await post(RESEND_URL, resendKey, {
      from,
      to: [message.to],
      subject: message.subject,
      text: message.text,
    });
    return "email";
  }
  const relay = env.MAIL_RELAY_URL?.trim();
  if (relay) {
    const response = await post(relay, env.MAIL_RELAY_TOKEN ?? "", { from, ...message });
    const { delivery } = (await response.json()) as { delivery?: MailDelivery };
    return delivery === "email" ? "email" : "log";
  }
  console.warn(
    `[DEVELOPMENT MAIL: no mail transport is configured, this email was NOT sent]\n` +
      `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
  );
  return "log";
}

/**
 * Asks the embedded backend's relay to remove every development-mail message to the
 * address whose keyed hash is `addressHash` (convex/model/keyedHash.ts MAIL_LOG_PURPOSE)
 * from DATA_DIR/dev-mail.log, on erasure (docs/privacy.md "Deleting an account"). Nothing
 * to do elsewhere: Resend keeps its own delivery log, under its own retention.
 */
export async function scrubMailLog(addressHash: string): Promise<void> {
  const relay = env.MAIL_RELAY_URL?.trim();
  if (!relay) return;
  await post(`${relay}/scrub`, env.MAIL_RELAY_TOKEN ?? "", { addressHash });
}
