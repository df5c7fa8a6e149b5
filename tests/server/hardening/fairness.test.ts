/**
 * Issue 28, finding 6: 10,000 subscriptions from 20 addresses (each within its limits),
 * all invalidated by every write, slowed everyone's live updates from 50 ms to 2,784 ms.
 * Broadcast rounds now re-run invalidated subscriptions round-robin by address, with a
 * per-connection share per round, and send each client its update as soon as its own
 * queries are current.
 *
 * Addresses: each attacking socket connects from its own loopback address (127.0.0.x) and
 * `LIMIT_LOOPBACK=1` applies the per-address limits to them; the ordinary client connects
 * from 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient } from "convex/browser";
import { anyApi, type FunctionReference } from "convex/server";
import { startBackendProcess, waitFor, type RunningBackend } from "../harness";
import {
  handshake,
  httpCall,
  observerClient,
  openSocket,
  updateLatencies as sharedUpdateLatencies,
  type RawSocket,
} from "./wire";
import { decodeTs } from "../../../server/sync/wire";

/** The review's figures: 20 addresses × 2 sockets × 250 subscriptions. */
const ADDRESSES = 20;
const SOCKETS_PER_ADDRESS = 2;
const SUBSCRIPTIONS_PER_SOCKET = 250;
/** The target for another client's update p95 under that load (issue 28). */
const TARGET_P95_MS = 250;

/** The p-th percentile of an ascending list. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let backend: RunningBackend;
let observer: ConvexClient;
const attackers: RawSocket[] = [];

beforeAll(async () => {
  backend = await startBackendProcess({ env: { LIMIT_LOOPBACK: "1" } });
  observer = observerClient(backend);
});

afterAll(async () => {
  for (const s of attackers) s.close();
  await observer.close();
  await backend.stop();
});

/** Attacker sockets that have been sent a value of `tick` of at least `value`. */
const attackersAt = (value: number) =>
  attackers.filter((s) =>
    s.messages.some(
      (m) =>
        m.type === "Transition" &&
        m.modifications.some(
          (q: { type: string; value?: unknown }) =>
            q.type === "QueryUpdated" && typeof q.value === "number" && q.value >= value,
        ),
    ),
  ).length;

/** Times from an HTTP increment of `tick` to the observer's update, ascending, ms. */
const updateLatencies = async (samples: number) =>
  (await sharedUpdateLatencies(backend, observer, samples)).times;

describe("many subscriptions spread over addresses cannot starve other clients (issue 28, finding 6)", () => {
  it("serves another client's update ahead of 10,000 subscriptions from 20 addresses", async () => {
    const alone = await updateLatencies(10);
    let accepted = 0;
    for (let a = 0; a < ADDRESSES; a++) {
      const localAddress = `127.0.0.${100 + a}`;
      for (let k = 0; k < SOCKETS_PER_ADDRESS; k++) {
        const s = await openSocket(backend, { localAddress });
        attackers.push(s);
        handshake(s, `spread-${localAddress}-${k}`);
        // Distinct subscriptions (no two share a result), all reading the counter every
        // write below touches.
        s.send({
          type: "ModifyQuerySet",
          baseVersion: 0,
          newVersion: 1,
          modifications: Array.from({ length: SUBSCRIPTIONS_PER_SOCKET }, (_, queryId) => ({
            type: "Add",
            queryId,
            udfPath: "load:tagged",
            args: [{ name: "tick", tag: `${localAddress}-${k}-${queryId}` }],
          })),
        });
        const answer = await s.next(
          (m) => m.type === "FatalError" || (m.type === "Transition" && m.modifications.length > 0),
          20_000,
        );
        if (answer.type === "Transition") accepted += answer.modifications.length;
      }
    }
    expect(accepted).toBe(ADDRESSES * SOCKETS_PER_ADDRESS * SUBSCRIPTIONS_PER_SOCKET);
    // Order, not time: when the observer has a write's value, an attacker socket (250
    // re-runs, 16 a round) has not been sent it yet. Before the fair rounds every
    // subscription was re-run first, then all were sent together.
    const crowdAhead: number[] = [];
    const unsubscribe = observer.onUpdate(
      anyApi.messages.count as FunctionReference<"query">,
      { name: "tick" },
      (value: number) => crowdAhead.push(attackersAt(value)),
    );
    await waitFor(() => crowdAhead.length > 0, 20_000);
    const samples = crowdAhead.length;
    for (let i = 0; i < 5; i++) {
      await httpCall(backend, "mutation", "messages:increment", { name: "tick" });
      await waitFor(() => crowdAhead.length > samples + i, 20_000);
    }
    unsubscribe();
    expect(crowdAhead.slice(samples).every((n) => n < attackers.length / 2)).toBe(true);
    const during = await updateLatencies(20);
    const p95 = percentile(during, 95);
    console.log(
      `${accepted} subscriptions from ${ADDRESSES} addresses: another client's update ` +
        `p50/p95 ${percentile(alone, 50).toFixed(0)}/${percentile(alone, 95).toFixed(0)} ms alone, ` +
        `${percentile(during, 50).toFixed(0)}/${p95.toFixed(0)} ms beside them (target p95 < ${TARGET_P95_MS} ms)`,
    );
    // Before the fair rounds: ~3 s per update. The figure is printed; bench/hostile.ts
    // measures it.
    // The attackers' subscriptions still make progress.
    for (const s of attackers) expect(s.closed).toBe(false);
  }, 120_000);

  it("settles a mutation from a connection watching more invalidated subscriptions than one round's share", async () => {
    // 40 distinct subscriptions that the connection's own mutation invalidates: more than
    // the 16 re-runs a connection gets at once, so the rounds bring the rest.
    const s = await openSocket(backend);
    attackers.push(s);
    handshake(s, "many-of-its-own");
    const count = 40;
    s.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: Array.from({ length: count }, (_, queryId) => ({
        type: "Add",
        queryId,
        udfPath: "load:tagged",
        args: [{ name: "own", tag: String(queryId) }],
      })),
    });
    await s.next((m) => m.type === "Transition" && m.modifications.length === count);
    s.send({
      type: "Mutation",
      requestId: 0,
      udfPath: "messages:increment",
      args: [{ name: "own" }],
    });
    const response = await s.next((m) => m.type === "MutationResponse");
    expect(response.success).toBe(true);
    const committed = decodeTs(response.ts);
    const afterResponse = () => s.messages.slice(s.messages.indexOf(response) + 1);
    // A transition after the response reaches the mutation's timestamp, and by then every
    // query id has the new value.
    const settling = await s.next(
      (m) =>
        afterResponse().includes(m) &&
        m.type === "Transition" &&
        decodeTs(m.endVersion.ts) >= committed,
    );
    const values = new Map<number, unknown>();
    for (const m of s.messages.slice(0, s.messages.indexOf(settling) + 1)) {
      if (m.type !== "Transition") continue;
      for (const u of m.modifications) values.set(u.queryId, u.value);
    }
    expect([...values.values()]).toEqual(Array.from({ length: count }, () => 1));
  });
});
