/**
 * How much password sign-ins hold up the main thread (issue 36): the real `convex/` on an
 * in-memory engine, SIGN_INS concurrent password sign-ins (unknown emails, so each one
 * scrypt check against the dummy hash and the 1 s floor, from distinct addresses, under
 * the throttles), while Node's event-loop delay histogram watches the main thread, where
 * queries, mutations and broadcasts run. Once with actions on the main thread
 * (`ACTION_WORKERS=0`, as before the action pool), once on the pool's default threads.
 *
 *   npx tsx bench/signInStall.ts
 *
 * A benchmark, not a test: it prints figures and never fails on them.
 */
import { join } from "node:path";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { defaultActionWorkers } from "../server/engine/sqlite/actionPool";
import { createSqliteEngine } from "../server/engine/sqlite/engine";

const SIGN_INS = 20;
/** The histogram's sampling interval (ms): delays below it are not seen. */
const RESOLUTION_MS = 5;

async function measure(actionWorkers: number) {
  const engine = await createSqliteEngine(join(import.meta.dirname, "../convex"), ":memory:", {
    actionWorkers,
  });
  const signIn = (n: number) =>
    engine.runAction(
      "auth:signIn",
      {
        provider: "password",
        params: { email: `nobody-${n}@example.com`, password: "wrong-password-1", flow: "signIn" },
      },
      null,
      { ip: `192.0.2.${n + 1}`, userAgent: null },
    );
  // Loads the modules (and starts the thread) before anything is measured.
  await signIn(SIGN_INS);
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: SIGN_INS }, (_, n) => signIn(n)));
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  engine.close();
  const refused = results.filter((r) => !r.ok && r.message.includes("Invalid email")).length;
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  console.log(
    `signInStall: ${actionWorkers === 0 ? "main thread   " : `${actionWorkers} thread(s)   `} ` +
      `${SIGN_INS} sign-ins in ${seconds.toFixed(1)} s (${refused} answered "invalid"); ` +
      `main thread's event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ` +
      `${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; load average ` +
      `${loadavg()[0].toFixed(1)}`,
  );
}

export async function runSignInStallBench(): Promise<void> {
  process.env.SITE_URL ??= "http://localhost";
  process.env.CONVEX_SITE_URL ??= "http://localhost";
  console.log(
    `signInStall: ${SIGN_INS} concurrent password sign-ins; the event-loop delay is sampled ` +
      `every ${RESOLUTION_MS} ms (so ${RESOLUTION_MS} ms is its floor)`,
  );
  await measure(0);
  await measure(defaultActionWorkers());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runSignInStallBench();
  process.exit(0);
}
