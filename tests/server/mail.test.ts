/**
 * The embedded backend's mail relay (server/mail.ts): only its token is answered, and a
 * message goes out through SMTP when SMTP_URL is set, otherwise to the development log.
 */
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createLogger } from "../../server/log";
import { createMailRelay, DEV_MAIL_FILE, MAIL_RELAY_PATH } from "../../server/mail";

const servers: (Server | TcpServer)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function listen<S extends Server | TcpServer>(server: S): Promise<number> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
}

async function relayAt(smtpUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "mail-relay-"));
  const relay = createMailRelay(dataDir, createLogger(true), smtpUrl ?? "");
  const port = await listen(
    createHttpServer((req, res) => {
      void relay.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    }),
  );
  const env = relay.environment(`http://127.0.0.1:${port}`);
  return { dataDir, relay, env };
}

const message = {
  from: "a@localhost",
  to: "b@example.com",
  subject: "Code",
  text: "It is 123456.",
};

/** The smallest SMTP server that accepts one message and remembers it. */
async function fakeSmtp() {
  const received: string[] = [];
  const port = await listen(
    createTcpServer((socket) => {
      let data = false;
      let buffer = "";
      socket.write("220 fake ESMTP\r\n");
      socket.on("data", (chunk) => {
        buffer += chunk.toString("utf8");
        let end;
        while ((end = buffer.indexOf("\r\n")) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (data) {
            if (line === ".") {
              data = false;
              socket.write("250 queued\r\n");
            } else received.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write("354 go on\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    }),
  );
  return { port, received };
}

describe("the mail relay", () => {
  test("answers only its own token, with a well-formed message", async () => {
    const { env } = await relayAt();
    const post = (token: string, body: unknown) =>
      fetch(env.MAIL_RELAY_URL, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect(env.MAIL_RELAY_URL).toMatch(new RegExp(`${MAIL_RELAY_PATH}$`));
    expect((await post("wrong", message)).status).toBe(403);
    expect((await post("", message)).status).toBe(403);
    expect((await post(env.MAIL_RELAY_TOKEN, { to: "x" })).status).toBe(400);
    // A body past 64 KiB is refused, however well-formed.
    expect(
      (await post(env.MAIL_RELAY_TOKEN, { ...message, text: "x".repeat(70_000) })).status,
    ).toBe(400);
    expect(
      (await post(env.MAIL_RELAY_TOKEN, { ...message, text: "x".repeat(60_000) })).status,
    ).toBe(200);
    expect(
      (
        await fetch(env.MAIL_RELAY_URL, {
          headers: { authorization: `Bearer ${env.MAIL_RELAY_TOKEN}` },
        })
      ).status,
    ).toBe(403);
  });

  test("without SMTP_URL the message goes to the development log, marked as not sent", async () => {
    const { env, dataDir, relay } = await relayAt();
    expect(relay.mode).toBe("development");
    const response = await fetch(env.MAIL_RELAY_URL, {
      method: "POST",
      headers: { authorization: `Bearer ${env.MAIL_RELAY_TOKEN}` },
      body: JSON.stringify(message),
    });
    expect(await response.json()).toEqual({ delivery: "log" });
    const logged = readFileSync(join(dataDir, DEV_MAIL_FILE), "utf8");
    expect(logged).toContain("[DEVELOPMENT MAIL: no SMTP_URL is set, this email was NOT sent]");
    expect(logged).toContain("It is 123456.");
  });

  test("with SMTP_URL the message is sent through SMTP", async () => {
    const smtp = await fakeSmtp();
    const { env, relay } = await relayAt(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`);
    expect(relay.mode).toBe("smtp");
    const response = await fetch(env.MAIL_RELAY_URL, {
      method: "POST",
      headers: { authorization: `Bearer ${env.MAIL_RELAY_TOKEN}` },
      body: JSON.stringify(message),
    });
    expect(await response.json()).toEqual({ delivery: "email" });
    expect(smtp.received.join("\n")).toContain("It is 123456.");
    expect(smtp.received.join("\n")).toMatch(/^To: b@example\.com$/m);
  });
});
