/**
 * What one bind costs the fan-out (issue 36, docs/embedded-backend.md "Fan-out per bind"),
 * counted with the fan-out's own counters (server/sync/stats.ts) on the app's functions:
 * signed-in viewers of the community page and of the presenter view, as bench/live.ts has
 * them, and one national vote by someone else. The vote reaches the viewers through the
 * tally fold (a scheduled mutation, with the scheduler's own commits around it); what it
 * must cost is one re-run of each national view, none of any viewer's own queries, and one
 * frame per viewer, the one carrying the new totals: a commit that changed nothing a
 * connection watches sends it nothing.
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
import { statsDelta } from "../../server/sync/stats";
import { freshDataDir, ROOT, waitFor } from "./harness";
import { signedInUsers as signedInUsersOf } from "./users";

const api = anyApi as any;
/** Viewers of each page, each signed in as their own user. */
const VIEWERS = 4;

let backend: Backend;
let dataDir: string;
const clients: ConvexClient[] = [];

beforeAll(async () => {
  dataDir = freshDataDir();
  backend = await startBackend({
    port: 0,
    dataDir,
    convexDir: join(ROOT, "convex"),
    seed: true,
    // No cron fold: only the rounds the votes ask for.
    crons: false,
    quiet: true,
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await backend?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Tokens for `count` new users, each with consent to the privacy notice and a session. */
function signedInUsers(count: number): Promise<string[]> {
  return signedInUsersOf(backend, dataDir, count, "fanout.invalid");
}

/** A national vote: a narrative's default policies. */
async function nationalVote(token: string) {
  const client = new ConvexHttpClient(backend.url, { skipConvexDeploymentUrlCheck: true });
  client.setAuth(token);
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
  });
}

/** The fan-out, for the moment every re-run has happened. */
const fanOut = () => (backend.sync as unknown as { fanOut: FanOut }).fanOut;

/**
 * Waits until the round of folds the vote asked for has ended and every subscription is as
 * new as the last commit: every re-run and frame the vote caused has happened.
 */
async function settled() {
  await waitFor(async () => {
    const round = await backend.engine.runTransaction(
      async (ctx) => await ctx.db.query("tallyFoldRequests").first(),
    );
    return round === null || round.ended;
  }, 20_000);
  const committed = backend.engine.lastCommitTs();
  await waitFor(() => fanOut().currentTs >= committed, 20_000);
}

/** The national total a page's or presenter's result shows. */
const totalOf = (value: any): number => value?.nation?.totalVotes ?? value?.totalVotes ?? -1;

describe("the fan-out of one national vote", () => {
  it("re-runs each national view once, no viewer's own queries, and sends each viewer one frame", async () => {
    const [voter, ...viewers] = await signedInUsers(2 * VIEWERS + 1);
    const totals: number[] = [];
    for (const [i, token] of viewers.entries()) {
      const client = new ConvexClient(backend.url, {
        skipConvexDeploymentUrlCheck: true,
        webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
        logger: false,
      });
      clients.push(client);
      client.setAuth(async () => token);
      // The community page's set, or the presenter view with the same user queries.
      const view = i % 2 === 0 ? api.community.page : api.community.presenter;
      client.onUpdate(view, {}, (value: unknown) => (totals[i] = totalOf(value)));
      client.onUpdate(api.votes.myActive, {}, () => {});
      client.onUpdate(api.progress.summary, {}, () => {});
      client.onUpdate(api.profiles.me, {}, () => {});
    }
    await waitFor(() => totals.filter((total) => total >= 0).length === viewers.length, 20_000);
    await settled();
    const before = structuredClone(fanOut().stats);
    const start = totals[0];

    await nationalVote(voter);
    await waitFor(() => totals.every((total) => total === start + 1), 20_000);
    await settled();
    const cost = statsDelta(fanOut().stats, before);

    // The fold changed the national summary: one re-run of each national view serves every
    // viewer; no viewer's own vote, progress or profile changed, so none of them re-ran.
    expect(cost.rerunsByPath).toEqual({ "community:page": 1, "community:presenter": 1 });
    // One frame per viewer, with its view's new result; the scheduler's commits and the
    // fold's last run (which changed nothing anyone watches) sent nothing.
    expect(cost.emptyTransitions).toBe(0);
    expect(cost.transitions).toBe(viewers.length);
    expect(cost.resultsSent).toBe(viewers.length);
    // The bind, and the fold job's commits around it, all reached the fan-out.
    expect(cost.commits).toBeGreaterThan(2);
  }, 60_000);
});
