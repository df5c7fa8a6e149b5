/**
 * `rooms:byCode` shared by a room's viewers (issue 23): every participant watches it on the
 * join page and beside the bind page, and it never reads the caller's identity, so a vote
 * in the room re-runs it once for all of them (not once per participant), and a vote
 * elsewhere does not re-run it at all. The app's own functions on the embedded backend,
 * started in this process so that the test can count the query's runs.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startBackend, type Backend } from "../../server/backend";
import { PRIVACY_NOTICE_VERSION } from "../../convex/domain/privacy";
import type { FanOut } from "../../server/sync/fanOut";
import { freshDataDir, ROOT, waitFor } from "./harness";
import { signedInUsers as signedInUsersOf } from "./users";

const api = anyApi as any;
/** Signed-in participants watching the room (the facilitator among them). */
const VIEWERS = 8;

let backend: Backend;
let dataDir: string;
const clients: ConvexClient[] = [];
/** Runs of rooms:byCode, counted at the engine (every subscription's run goes through it). */
let byCodeRuns = 0;

beforeAll(async () => {
  dataDir = freshDataDir();
  backend = await startBackend({
    port: 0,
    dataDir,
    convexDir: join(ROOT, "convex"),
    seed: true,
    // No tally fold: only the test's binds change the room.
    crons: false,
    quiet: true,
  });
  const engine = backend.engine;
  const runQuery = engine.runQuery.bind(engine);
  engine.runQuery = (udfPath, args, identity) => {
    if (udfPath === "rooms:byCode") byCodeRuns++;
    return runQuery(udfPath, args, identity);
  };
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await backend?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Tokens for `count` new users, each with consent to the privacy notice and a session. */
function signedInUsers(count: number): Promise<string[]> {
  return signedInUsersOf(backend, dataDir, count, "room.invalid");
}

function http(token: string) {
  const client = new ConvexHttpClient(backend.url, { skipConvexDeploymentUrlCheck: true });
  client.setAuth(token);
  return client;
}

function socketClient(token: string | null) {
  const client = new ConvexClient(backend.url, {
    skipConvexDeploymentUrlCheck: true,
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  if (token) client.setAuth(async () => token);
  clients.push(client);
  return client;
}

/** A narrative's default policies, bound as the room's quick vote binds them. */
async function quickVote(client: ConvexHttpClient, roomCode?: string) {
  const [narrative] = await client.query(api.narratives.listAll, {});
  const policies = await client.query(api.policies.defaultsForNarrative, {
    narrativeId: narrative._id,
  });
  return client.mutation(api.votes.bind, {
    narrativeId: narrative._id,
    selectedPolicyIds: policies.map((policy: { _id: string }) => policy._id),
    taxRate: 1.2,
    dividend: 3000,
    quizCoordinates: null,
    consentVersion: PRIVACY_NOTICE_VERSION,
    ...(roomCode ? { roomCode } : {}),
  });
}

/**
 * Waits until the round of folds a national vote asked for has ended and every
 * subscription is as new as the last commit: every re-run the votes caused has happened.
 */
async function settled() {
  await waitFor(async () => {
    const round = await backend.engine.runTransaction(
      async (ctx) => await ctx.db.query("tallyFoldRequests").first(),
    );
    return round === null || round.ended;
  }, 20_000);
  const fanOut = (backend.sync as unknown as { fanOut: FanOut }).fanOut;
  const committed = backend.engine.lastCommitTs();
  await waitFor(() => fanOut.currentTs >= committed, 20_000);
}

/** byCode's runs since `from`, once every re-run has happened (see `settled`). */
async function runsSince(from: number) {
  await settled();
  return byCodeRuns - from;
}

describe("rooms:byCode shared across a room's viewers", () => {
  it("one run per change of the room serves every signed-in participant; votes elsewhere re-run nothing", async () => {
    const [ownerToken, roomVoter, nationalVoter, ...viewerTokens] = await signedInUsers(
      VIEWERS + 2,
    );
    const { code } = await http(ownerToken).mutation(api.rooms.create, { name: "Shared" });
    // The facilitator, VIEWERS - 1 participants and one signed-out visitor, each on its own
    // connection as its own user, all on the room's join page.
    const tokens = [ownerToken, ...viewerTokens.slice(0, VIEWERS - 1), null];
    const seen: any[][] = tokens.map(() => []);
    const owns: boolean[] = [];
    for (const [i, token] of tokens.entries()) {
      const client = socketClient(token);
      client.onUpdate(api.rooms.byCode, { code }, (room: unknown) => seen[i].push(room));
      if (i < 2) client.onUpdate(api.rooms.isOwner, { code }, (mine: boolean) => (owns[i] = mine));
      await waitFor(() => seen[i].length > 0, 10_000);
    }
    await waitFor(() => owns.length === 2, 10_000);
    // Who runs the room is answered per viewer; the room itself is the same for all.
    expect(owns).toEqual([true, false]);
    const first = seen[0][0];
    expect(first).toMatchObject({ code, totalVotes: 0, isOpen: true });
    expect(first).not.toHaveProperty("isOwner");
    for (const views of seen) expect(views.at(-1)).toEqual(first);

    // A vote in the room: one re-run of byCode brings every viewer the new total.
    const before = byCodeRuns;
    await quickVote(http(roomVoter), code);
    await waitFor(() => seen.every((views) => views.at(-1)?.totalVotes === 1), 10_000);
    expect(await runsSince(before)).toBe(1);

    // The next fold (here the one a national vote asks for) moves the room's delta into its
    // summary: one more run, the same figures.
    const beforeFold = byCodeRuns;
    await quickVote(http(nationalVoter));
    expect(await runsSince(beforeFold)).toBe(1);

    // A vote elsewhere touches none of the room's documents: no re-run, nothing sent.
    const afterRoomVote = byCodeRuns;
    const updates = seen.map((views) => views.length);
    await quickVote(http(nationalVoter));
    await settled();
    expect(byCodeRuns - afterRoomVote).toBe(0);
    expect(seen.map((views) => views.length)).toEqual(updates);
  }, 60_000);
});
