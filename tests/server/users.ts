import type { Backend } from "../../server/backend";
import { insertUserWithSession } from "../../convex/test.helpers";
import { tokenFor } from "./hardening/wire";

/**
 * Tokens for `count` new users of an in-process backend (`viewer-<n>@<domain>`), each with
 * consent to the privacy notice and a session, made in one transaction. For vitest files
 * only: convex/test.helpers needs vitest's module loader.
 */
export async function signedInUsers(
  backend: Backend,
  dataDir: string,
  count: number,
  domain: string,
): Promise<string[]> {
  const subjects = await backend.engine.runTransaction(async (ctx) => {
    const made: string[] = [];
    for (let n = 0; n < count; n++) {
      const { userId, sessionId } = await insertUserWithSession(ctx, {
        email: `viewer-${n}@${domain}`,
      });
      made.push(`${userId}|${sessionId}`);
    }
    return made;
  });
  const signer = { dataDir, siteUrl: backend.siteUrl };
  return Promise.all(subjects.map((subject) => tokenFor(signer, subject)));
}
