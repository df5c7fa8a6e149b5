/**
 * Latency from a mutation call to the update arriving at 1, 100 and 500 subscribed stock
 * ConvexClients of the embedded backend, and mutations per second sustained.
 *
 *   npx tsx bench/sync.ts            (or `npm run bench`)
 *
 * The backend runs as its own process on a fresh data directory (journal fsync'd as usual),
 * serving the test fixture's functions; the clients run in this process.
 */
import { pathToFileURL } from "node:url";
import { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket from "ws";
import { startBackendProcess } from "../tests/server/harness";

const api = anyApi as any;
const SUBSCRIBER_COUNTS = [1, 100, 500];
const MUTATIONS_PER_ROUND = 60;
const THROUGHPUT_SECONDS = 5;
const THROUGHPUT_CONCURRENCY = 16;

/** The p-th percentile of an ascending list (NaN when empty). */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function newClient(url: string) {
  return new ConvexClient(url, {
    skipConvexDeploymentUrlCheck: true,
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
}

async function measureLatency(url: string, subscribers: number) {
  const name = `bench-${subscribers}`;
  const writer = newClient(url);
  const clients = Array.from({ length: subscribers }, () => newClient(url));
  const waiting = new Map<number, { start: number; remaining: number; done: () => void }>();
  const samples: number[] = [];
  let initial = 0;
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((ready) => {
          let first = true;
          client.onUpdate(api.messages.count, { name }, (value: number) => {
            if (first) {
              first = false;
              initial++;
              ready();
              return;
            }
            const round = waiting.get(value);
            if (!round) return;
            samples.push(performance.now() - round.start);
            if (--round.remaining === 0) round.done();
          });
        }),
    ),
  );
  for (let i = 1; i <= MUTATIONS_PER_ROUND; i++) {
    await new Promise<void>((done) => {
      waiting.set(i, { start: performance.now(), remaining: subscribers, done });
      void writer.mutation(api.messages.increment, { name });
    });
    waiting.delete(i);
  }
  await Promise.all([writer, ...clients].map((client) => client.close()));
  samples.sort((a, b) => a - b);
  return {
    subscribers,
    samples: samples.length,
    initial,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
}

async function measureThroughput(url: string) {
  const writers = Array.from({ length: THROUGHPUT_CONCURRENCY }, () => newClient(url));
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
  let completed = 0;
  await Promise.all(
    writers.map(async (writer, index) => {
      while (performance.now() < deadline) {
        await writer.mutation(api.messages.increment, { name: `throughput-${index}` });
        completed++;
      }
    }),
  );
  await Promise.all(writers.map((writer) => writer.close()));
  return completed / THROUGHPUT_SECONDS;
}

export async function main() {
  const backend = await startBackendProcess({});
  try {
    console.log(
      "sync: mutation call → update received by every subscriber (embedded backend, 2-core machine)",
    );
    console.log("subscribers | samples |  p50 ms |  p95 ms |  p99 ms");
    for (const count of SUBSCRIBER_COUNTS) {
      const r = await measureLatency(backend.url, count);
      console.log(
        `${String(r.subscribers).padStart(11)} | ${String(r.samples).padStart(7)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p95.toFixed(1).padStart(7)} | ${r.p99.toFixed(1).padStart(7)}`,
      );
    }
    const perSecond = await measureThroughput(backend.url);
    console.log(
      `sync: ${perSecond.toFixed(0)} mutations/s sustained (${THROUGHPUT_CONCURRENCY} concurrent writers, each write fsync'd, ${THROUGHPUT_SECONDS} s)`,
    );
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
