/**
 * Issue 28, findings 1 and 2. @convex-dev/auth's refresh token is
 * `<refresh token id>|<session id>`: with counter ids, an attacker who signed in once knew
 * the ids of everyone who signed in next to them (18 guesses took 3 sessions of 2 victims),
 * and a refresh token naming another's session signed that session out. With random ids
 * (128 bits each), no guess derived from the attacker's own token reaches anyone else.
 */
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startBackendProcess, type RunningBackend } from "../harness";

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackendProcess({ convexDir: join(ROOT, "convex"), env: { SEED: "0" } });
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

interface Tokens {
  token: string;
  refreshToken: string;
}

function client(): ConvexHttpClient {
  return new ConvexHttpClient(backend.url, { skipConvexDeploymentUrlCheck: true });
}

async function signInAnonymously(): Promise<Tokens> {
  const result = (await client().action(anyApi.auth.signIn, { provider: "anonymous" })) as {
    tokens: Tokens | null;
  };
  if (!result.tokens) throw new Error("anonymous sign-in gave no tokens");
  return result.tokens;
}

/** Tokens for a refresh token, or null when it is refused (either way, never a throw). */
async function refresh(refreshToken: string): Promise<Tokens | null> {
  try {
    const result = (await client().action(anyApi.auth.signIn, { refreshToken })) as {
      tokens: Tokens | null;
    };
    return result.tokens;
  } catch {
    return null;
  }
}

const COUNTER_ID = /^([0-9]+)([A-Za-z_]+)$/;

/**
 * Ids an attacker derives from one of their own: counter neighbours (the old format), or
 * for a random id the same id with its random bytes nudged, re-encoded with a valid
 * checksum (the best an attacker can do without the 128 random bits).
 */
async function neighbours(id: string, reach: number): Promise<string[]> {
  const counter = COUNTER_ID.exec(id);
  const out: string[] = [];
  if (counter) {
    const [, digits, table] = counter;
    for (let d = -reach; d <= reach; d++) {
      if (d !== 0) out.push(String(Number(digits) + d).padStart(digits.length, "0") + table);
    }
    return out;
  }
  const { decodeId, encodeId } = await import("../../../server/engine/sqlite/ids");
  const decoded = decodeId(id);
  if (decoded === null) throw new Error(`not an id: ${id}`);
  for (let d = 1; d <= reach; d++) {
    for (const position of [0, 7, 15]) {
      const random = Buffer.from(decoded.random);
      random[position] = (random[position] + d) & 0xff;
      out.push(encodeId(decoded.tableNumber, random));
    }
  }
  return out;
}

describe("refresh tokens cannot be guessed from one's own", () => {
  it("no guess derived from the attacker's token gets a victim's session or signs a victim out", async () => {
    const attacker = await signInAnonymously();
    const victims = [await signInAnonymously(), await signInAnonymously()];
    const [refreshId, sessionId] = attacker.refreshToken.split("|");
    const refreshGuesses = await neighbours(refreshId, 10);
    const sessionGuesses = await neighbours(sessionId, 10);

    const guesses = [
      // Both ids moved together (a neighbour's refresh token of a neighbour's session).
      ...refreshGuesses.map((guess, i) => `${guess}|${sessionGuesses[i]}`),
      // The attacker's refresh token id with a neighbour's session: this used to end that
      // session (the library deletes the session a refresh token names when it fails).
      ...sessionGuesses.map((guess) => `${refreshId}|${guess}`),
    ];
    let issued = 0;
    const started = performance.now();
    for (const guess of guesses) if ((await refresh(guess)) !== null) issued++;
    const ms = performance.now() - started;
    console.info(`${guesses.length} guesses in ${Math.round(ms)} ms: ${issued} tokens issued`);

    // Every victim is still signed in: their own refresh token still works.
    let signedIn = 0;
    for (const victim of victims) if ((await refresh(victim.refreshToken)) !== null) signedIn++;
    expect({ issued, victimsStillSignedIn: signedIn }).toEqual({
      issued: 0,
      victimsStillSignedIn: victims.length,
    });
  });

  it("an id carries 128 random bits: two sign-ins' ids share nothing beyond the table", async () => {
    const a = await signInAnonymously();
    const b = await signInAnonymously();
    const [refreshA, sessionA] = a.refreshToken.split("|");
    const [refreshB, sessionB] = b.refreshToken.split("|");
    expect(refreshA).toMatch(/^[0-9a-hjkmnp-tv-z]{31,37}$/);
    expect(sessionA).toMatch(/^[0-9a-hjkmnp-tv-z]{31,37}$/);
    // The table number takes the first characters; the rest differ almost everywhere.
    const differing = (x: string, y: string) => [...x].filter((char, i) => char !== y[i]).length;
    expect(differing(refreshA, refreshB)).toBeGreaterThan(20);
    expect(differing(sessionA, sessionB)).toBeGreaterThan(20);
  });
});
