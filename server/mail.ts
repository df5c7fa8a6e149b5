/**
 * The embedded backend's mail relay (docs/security.md "Mail"). The app's actions send mail
 * through `MAIL_RELAY_URL` (convex/model/mail.ts); this endpoint, on the API port and
 * answering only the per-process token in `MAIL_RELAY_TOKEN`, sends it:
 * - through SMTP with nodemailer when `SMTP_URL` is set (for example
 *   `smtps://user:password@smtp.example.org:465`), from `MAIL_FROM`;
 * - otherwise in development mode: the message goes to the server's log, clearly marked as
 *   not sent, and is appended to `DATA_DIR/dev-mail.log` (so a tester can read a code).
 * `POST /_embedded/mail/scrub` (same token) removes from that log every message to the
 * address whose keyed hash it is given: an erased person's address and codes go with them
 * (convex/model/personalData.ts, docs/privacy.md "Deleting an account").
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { BodyError, readBody } from "./http/api";
import type { Logger } from "./log";

export const MAIL_RELAY_PATH = "/_embedded/mail";
/** A relayed message is small: an address, a subject and a short text. */
const MAX_RELAY_BYTES = 64 * 1024;
export const DEV_MAIL_FILE = "dev-mail.log";
const SCRUB_PATH = `${MAIL_RELAY_PATH}/scrub`;
/** The first line of every development message in the log. */
const DEV_MAIL_MARK = "[DEVELOPMENT MAIL: no SMTP_URL is set, this email was NOT sent]";

/**
 * convex/model/keyedHash.ts `keyedHash(MAIL_LOG_PURPOSE, address)`, computed here: the
 * functions and this process share JWT_PRIVATE_KEY (server/backend.ts).
 */
function addressHash(address: string): string {
  return createHmac("sha256", process.env.JWT_PRIVATE_KEY ?? "unit-test key")
    .update(`mail log\n${address.trim().toLowerCase()}`)
    .digest("hex");
}

/**
 * Removes from `DATA_DIR/dev-mail.log` every message to the address whose keyed hash is
 * `hash`. Returns how many went.
 */
export function scrubDevMail(dataDir: string, hash: string): number {
  const file = join(dataDir, DEV_MAIL_FILE);
  if (!existsSync(file)) return 0;
  const [before, ...messages] = readFileSync(file, "utf8").split(DEV_MAIL_MARK);
  const kept = messages.filter((message) => {
    const to = /\nTo: ([^\n]*)\n/.exec(message)?.[1];
    return to === undefined || addressHash(to) !== hash;
  });
  if (kept.length === messages.length) return 0;
  writeFileSync(file, [before, ...kept].join(DEV_MAIL_MARK), { mode: 0o600 });
  return messages.length - kept.length;
}

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
      const path = (req.url ?? "").split("?")[0];
      if (path !== MAIL_RELAY_PATH && path !== SCRUB_PATH) return false;
      if (req.method !== "POST" || !authorised(req)) {
        answer(res, 403, { error: "forbidden" });
        return true;
      }
      if (path === SCRUB_PATH) {
        let hash: unknown = null;
        try {
          hash = (
            JSON.parse((await readBody(req, MAX_RELAY_BYTES)).toString("utf8")) as {
              addressHash?: unknown;
            }
          ).addressHash;
        } catch (error) {
          if (!(error instanceof BodyError) && !(error instanceof SyntaxError)) throw error;
        }
        if (typeof hash !== "string" || !/^[0-9a-f]{64}$/.test(hash)) {
          answer(res, 400, { error: "not an address hash" });
          return true;
        }
        answer(res, 200, { removed: scrubDevMail(dataDir, hash) });
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
        `${DEV_MAIL_MARK} ` +
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
