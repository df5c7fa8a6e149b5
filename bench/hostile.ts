/**
 * Hostile clients (issue 28, findings 4 and 6), with the backend's default limits:
 *
 * - fairness: another client's update latency (p50/p95) alone, then beside 10,000
 *   subscriptions from 20 addresses that every write invalidates (target p95 < 250 ms);
 * - amplification: the backend's resident memory while sockets from 20 addresses stop
 *   reading and subscribe many times to a 252 KB query, against the 512 MiB budget for bytes
 *   queued to clients.
 *
 *   npx tsx bench/hostile.ts     (HOSTILE_COPIES=28 for one amplification case)
 *
 * Each attacking socket connects from its own loopback address (127.0.0.x), and
 * `LIMIT_LOOPBACK=1` applies the per-address limits to them. Before printing, the benchmark
 * checks that it measured what it says (every subscription accepted and invalidated by the
 * writes, the large result's size, the budgets reached); a missed target never fails it.
 */
import { pathToFileURL } from "node:url";
import { sleep, startBackendProcess, waitFor } from "../tests/server/harness";
import {
  handshake,
  observerClient,
  updateLatencies,
  httpCall,
  openSocket,
  rssMiB,
  stopReading,
  type RawSocket,
} from "../tests/server/hardening/wire";
import { percentile } from "./sync";

const ADDRESSES = 20;
const FAIRNESS_SOCKETS_PER_ADDRESS = 2;
const FAIRNESS_SUBSCRIPTIONS_PER_SOCKET = 250;
const FAIRNESS_SAMPLES = 40;
const TARGET_P95_MS = 250;
/** The default process-wide budget for bytes queued to clients (server/sync/syncServer.ts). */
const TOTAL_BUDGET_MIB = 512;
/** Sockets per address in the amplification phase, and copies of the 252 KB query each. */
const AMPLIFIER_SOCKETS_PER_ADDRESS = 4;
const AMPLIFIER_COPIES = (process.env.HOSTILE_COPIES ?? "256,28").split(",").map(Number);

async function measureFairness() {
  const backend = await startBackendProcess({ env: { LIMIT_LOOPBACK: "1" } });
  const observer = observerClient(backend);
  const sockets: RawSocket[] = [];
  try {
    const alone = await updateLatencies(backend, observer, FAIRNESS_SAMPLES, 30_000);
    let accepted = 0;
    for (let a = 0; a < ADDRESSES; a++) {
      const localAddress = `127.0.0.${100 + a}`;
      for (let k = 0; k < FAIRNESS_SOCKETS_PER_ADDRESS; k++) {
        const s = await openSocket(backend, { localAddress });
        sockets.push(s);
        handshake(s, `spread-${localAddress}-${k}`);
        s.send({
          type: "ModifyQuerySet",
          baseVersion: 0,
          newVersion: 1,
          modifications: Array.from({ length: FAIRNESS_SUBSCRIPTIONS_PER_SOCKET }, (_, id) => ({
            type: "Add",
            queryId: id,
            udfPath: "load:tagged",
            args: [{ name: "tick", tag: `${localAddress}-${k}-${id}` }],
          })),
        });
        const answer = await s.next(
          (m) => m.type === "FatalError" || (m.type === "Transition" && m.modifications.length > 0),
          20_000,
        );
        if (answer.type === "Transition") accepted += answer.modifications.length;
      }
    }
    const expected = ADDRESSES * FAIRNESS_SOCKETS_PER_ADDRESS * FAIRNESS_SUBSCRIPTIONS_PER_SOCKET;
    if (accepted !== expected) {
      throw new Error(`only ${accepted} of ${expected} subscriptions were accepted`);
    }
    const beside = await updateLatencies(backend, observer, FAIRNESS_SAMPLES, 30_000);
    // The writes did invalidate the many subscriptions: each attacker is brought up to date.
    await waitFor(
      () =>
        sockets.every((s) =>
          s.messages.some(
            (m) =>
              m.type === "Transition" &&
              m.modifications.some((u: any) => u.value === beside.latest),
          ),
        ),
      60_000,
    ).catch(() => {
      throw new Error("the writes did not reach the many subscriptions");
    });
    const p95 = percentile(beside.times, 95);
    console.log(
      `fairness: another client's update p50/p95 ${percentile(alone.times, 50).toFixed(0)}/` +
        `${percentile(alone.times, 95).toFixed(0)} ms alone, ${percentile(beside.times, 50).toFixed(0)}/` +
        `${p95.toFixed(0)} ms beside ${accepted} subscriptions from ${ADDRESSES} addresses ` +
        `(target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? "met" : "missed"})`,
    );
  } finally {
    for (const s of sockets) s.close();
    await observer.close();
    await backend.stop();
  }
}

async function measureAmplification(copies: number) {
  const backend = await startBackendProcess({ env: { LIMIT_LOOPBACK: "1" } });
  const observer = observerClient(backend);
  const sockets: RawSocket[] = [];
  try {
    const { body } = await httpCall(backend, "query", "load:big", { name: "big" });
    const resultKb = JSON.stringify(body.value).length / 1024;
    if (resultKb < 250) throw new Error(`load:big returned ${resultKb.toFixed(0)} KB`);
    await updateLatencies(backend, observer, 3, 30_000);
    const pid = backend.process.pid!;
    const before = rssMiB(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
    for (let a = 0; a < ADDRESSES; a++) {
      const localAddress = `127.0.0.${10 + a}`;
      for (let k = 0; k < AMPLIFIER_SOCKETS_PER_ADDRESS; k++) {
        const s = await openSocket(backend, { localAddress });
        sockets.push(s);
        handshake(s, `amplifier-${localAddress}-${k}`);
        stopReading(s);
        s.send({
          type: "ModifyQuerySet",
          baseVersion: 0,
          newVersion: 1,
          modifications: Array.from({ length: copies }, (_, id) => ({
            type: "Add",
            queryId: id,
            udfPath: "load:big",
            args: [{ name: "big" }],
          })),
        });
      }
    }
    await sleep(3000);
    await httpCall(backend, "mutation", "messages:increment", { name: "big" });
    await sleep(1000);
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(pid));
    const after = await updateLatencies(backend, observer, 5, 30_000);
    // The attack reached the budgets: the server dropped the sockets that stopped reading.
    for (const s of sockets) (s.ws as any)._socket.resume();
    await waitFor(() => sockets.every((s) => s.closed), 20_000).catch(() => undefined);
    const dropped = sockets.filter((s) => s.closed).length;
    if (dropped === 0) throw new Error("no attacking socket was dropped: the attack did not run");
    const demanded = (sockets.length * copies * resultKb) / 1024;
    console.log(
      `amplification: ${sockets.length} sockets from ${ADDRESSES} addresses stop reading, each ` +
        `${copies} copies of a ${resultKb.toFixed(0)} KB result (${demanded.toFixed(0)} MiB asked for); ` +
        `server memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (${TOTAL_BUDGET_MIB} MiB may be ` +
        `queued, each frame briefly held twice: growth ${peak - before <= 2 * TOTAL_BUDGET_MIB ? "within" : "over"} ` +
        `${2 * TOTAL_BUDGET_MIB} MiB); ${dropped} of ${sockets.length} sockets dropped; ` +
        `another client's update p50 afterwards ${percentile(after.times, 50).toFixed(0)} ms`,
    );
  } finally {
    for (const s of sockets) s.close();
    await observer.close();
    await backend.stop();
  }
}

export async function runHostileBench() {
  await measureFairness();
  for (const copies of AMPLIFIER_COPIES) await measureAmplification(copies);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runHostileBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
