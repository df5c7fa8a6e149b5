/**
 * The embedded backend's mail relay (docs/security.md "Mail"). The app's actions send mail
 * through `MAIL_RELAY_URL` (convex/model/mail.ts); this endpoint, on the API port and
 * answering only the per-process token in `MAIL_RELAY_TOKEN`, sends it:
 * - through SMTP with nodemailer when `SMTP_URL` is set (for example
 *   `smtps://user:password@smtp.example.org:465`), from `MAIL_FROM`;
 * - otherwise in development mode: the message goes to the server's log, clearly marked as
 *   not sent, and is appended to `DATA_DIR/dev-mail.log` (so a tester can read a code).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { appendFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { BodyError, readBody } from "./http/api";
import type { Logger } from "./log";

export const MAIL_RELAY_PATH = "/_embedded/mail";
/** A relayed message is small: an address, a subject and a short text. */
const MAX_RELAY_BYTES = 64 * 1024;
export const DEV_MAIL_FILE = "dev-mail.log";

interface RelayedMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

function isMessage(value: unknown): value is RelayedMessage {
  const message = value as Record<string, unknown> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    ["from", "to", "subject", "text"].every((key) => typeof message[key] === "string")
  );
}

export interface MailRelay {
  /** Answers the request if it is for the relay; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The environment the functions read: MAIL_RELAY_URL and MAIL_RELAY_TOKEN. */
  environment(apiUrl: string): Record<string, string>;
  readonly mode: "smtp" | "development";
}

export function createMailRelay(dataDir: string, log: Logger, smtpUrl = process.env.SMTP_URL) {
  const token = randomBytes(32).toString("hex");
  const transport: Transporter | null = smtpUrl?.trim() ? createTransport(smtpUrl.trim()) : null;
  const authorised = (req: IncomingMessage) => {
    const given = Buffer.from(String(req.headers.authorization ?? ""));
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const relay: MailRelay = {
    mode: transport ? "smtp" : "development",
    environment: (apiUrl) => ({
      MAIL_RELAY_URL: `${apiUrl}${MAIL_RELAY_PATH}`,
      MAIL_RELAY_TOKEN: token,
    }),
    async handle(req, res) {
      if ((req.url ?? "").split("?")[0] !== MAIL_RELAY_PATH) return false;
      if (req.method !== "POST" || !authorised(req)) {
        answer(res, 403, { error: "forbidden" });
        return true;
      }
      let message: unknown = null;
      try {
        message = JSON.parse((await readBody(req, MAX_RELAY_BYTES)).toString("utf8"));
      } catch (error) {
        // Over the size, cut off, or not JSON: all "not a message" (400) below.
        if (!(error instanceof BodyError) && !(error instanceof SyntaxError)) throw error;
      }
      if (!isMessage(message)) {
        answer(res, 400, { error: "not a message" });
        return true;
      }
      if (transport) {
        await transport.sendMail(message);
        answer(res, 200, { delivery: "email" });
        return true;
      }
      const text =
        `[DEVELOPMENT MAIL: no SMTP_URL is set, this email was NOT sent] ` +
        `${new Date().toISOString()}\nTo: ${message.to}\nSubject: ${message.subject}\n\n` +
        `${message.text}\n\n`;
      log.info(text.trimEnd());
      appendFileSync(join(dataDir, DEV_MAIL_FILE), text, { mode: 0o600 });
      answer(res, 200, { delivery: "log" });
      return true;
    },
  };
  return relay;
}
