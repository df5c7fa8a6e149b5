/**
 * "Delete my account" leaves nothing (issue 35, finding 5): after the erasure, the bytes of
 * the database file hold neither the person's email, nor their vision text, nor their
 * manifesto's share token (SQLite's secure_delete; the de-duplication answers of their
 * mutations forgotten; sign-in throttle rows keyed by a keyed hash), and the development
 * mail log holds neither their address nor their code.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { ENGINE_FILE, startBackend } from "../../server/backend";
import { DEV_MAIL_FILE } from "../../server/mail";
import { MutationResponses } from "../../server/sync/mutationResponses";
import { PRIVACY_NOTICE_VERSION } from "../../convex/domain/privacy";

const CONVEX_DIR = resolve(import.meta.dirname, "../../convex");
/** In the importdel port range (5350–5399). */
const PORT = 5380;
const work = mkdtempSync(join(tmpdir(), "erasure-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const EMAIL = "erase-me.8f3k@example.org";
const VISION = "A vision only this person wrote: tidal-lagoon-zebra-4471.";
const CODE = "914372";

/** The bytes of the data directory's SQLite files (the database and any WAL left). */
function storeBytes(dir: string): Buffer {
  const files = [ENGINE_FILE, `${ENGINE_FILE}-wal`].map((name) => join(dir, name));
  return Buffer.concat(files.filter(existsSync).map((file) => readFileSync(file)));
}

describe("deleting an account", () => {
  test("leaves no email, vision text or share token in the database file, nor the mail log", async () => {
    const dataDir = join(work, "data");
    const backend = await startBackend({
      port: PORT,
      dataDir,
      convexDir: CONVEX_DIR,
      seed: true,
      quiet: true,
    });
    const { engine } = backend;
    let closed = false;
    try {
      const { userId, sessionId } = (await engine.runTransaction(async (ctx) => {
        const userId = await ctx.db.insert("users", { email: EMAIL });
        await ctx.db.insert("authAccounts", {
          userId,
          provider: "password",
          providerAccountId: EMAIL,
        });
        await ctx.db.insert("consents", {
          userId,
          version: PRIVACY_NOTICE_VERSION,
          givenAt: Date.now(),
        });
        const sessionId = await ctx.db.insert("authSessions", {
          userId,
          expirationTime: Date.now() + 86_400_000,
        });
        return { userId, sessionId };
      })) as { userId: string; sessionId: string };
      const subject = `${userId}|${sessionId}`;
      const identity = { subject, issuer: "test", tokenIdentifier: `test|${subject}` };
      const key = (request: number) =>
        MutationResponses.keyOf(identity, "identity-hash", "client-session", request);

      // Through the sync layer's de-duplication key, as a browser's mutations arrive.
      const created = await engine.runMutation(
        "manifestos:create",
        { manifestoTitle: "Mine", visionText: VISION },
        identity,
        key(1),
      );
      expect(created).toMatchObject({ ok: true });
      const id = (created as { value: { _id: string } }).value._id;
      const published = await engine.runMutation(
        "manifestos:setPublished",
        { id, published: true },
        identity,
        key(2),
      );
      const shareToken = (published as { value: { shareToken: string } }).value.shareToken;
      expect(shareToken).toMatch(/^\S{16,}$/);

      // A failed password sign-in leaves a throttle row.
      await engine.runAction(
        "auth:signIn",
        {
          provider: "password",
          params: { email: EMAIL, password: "not-the-password-9", flow: "signIn" },
        },
        null,
      );
      // A code sent in development mode lands in dev-mail.log.
      const mailed = await fetch(process.env.MAIL_RELAY_URL!, {
        method: "POST",
        headers: { authorization: `Bearer ${process.env.MAIL_RELAY_TOKEN}` },
        body: JSON.stringify({
          from: "test@localhost",
          to: EMAIL,
          subject: "Your code",
          text: `Your code is ${CODE}`,
        }),
      });
      expect(mailed.status).toBe(200);
      await fetch(process.env.MAIL_RELAY_URL!, {
        method: "POST",
        headers: { authorization: `Bearer ${process.env.MAIL_RELAY_TOKEN}` },
        body: JSON.stringify({
          from: "t@l",
          to: "someone-else@example.org",
          subject: "s",
          text: "t",
        }),
      });
      const mailLog = join(dataDir, DEV_MAIL_FILE);
      expect(readFileSync(mailLog, "utf8")).toContain(EMAIL);
      engine.store.flush();
      expect(storeBytes(dataDir).includes(VISION)).toBe(true);

      expect(
        await engine.runMutation("privacy:deleteMyAccount", {}, identity, key(3)),
      ).toMatchObject({ ok: true });
      // The scrub runs as a scheduled action once the erasure commits.
      await vi.waitFor(() => expect(readFileSync(mailLog, "utf8")).not.toContain(EMAIL), {
        timeout: 30_000,
        interval: 50,
      });
      const log = readFileSync(mailLog, "utf8");
      expect(log).not.toContain(CODE);
      expect(log).toContain("someone-else@example.org");

      await backend.close();
      closed = true;
      const bytes = storeBytes(dataDir);
      for (const secret of [EMAIL, VISION, shareToken]) {
        expect({ secret, found: bytes.includes(secret) }).toEqual({ secret, found: false });
      }
    } finally {
      if (!closed) await backend.close();
    }
  }, 120_000);
});
