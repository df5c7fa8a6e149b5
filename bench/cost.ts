/**
 * What a bind and a national view cost on Convex (issue 25, docs/scale.md "Cost"): the real
 * `votes:bind` and the community queries run on the embedded engine, which counts every
 * document a function reads and the bytes it reads and writes the way Convex meters them
 * (Transaction.countRead, bytesWritten); this multiplies them by Convex's list prices.
 *
 *   npx tsx bench/cost.ts          (also part of `npm run bench`; COST_VOTERS=5000 for more)
 *
 * It first checks it measured what it says: every bind succeeded, the overview counts every
 * voter, and each measured call read something. A benchmark: it prints figures, never fails
 * on a price.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { UserIdentity } from "convex/server";
import { convexToJson } from "convex/values";
import { createSqliteEngine, type SqliteEngine } from "../server/engine/sqlite/engine";
import { calls, Transaction } from "../server/engine/sqlite/transaction";
import { planSyntheticVotes } from "../convex/domain/syntheticVotes";
import { foldIntervalMs } from "../convex/domain/tallyShards";
import { FOLD_ROUND_MS } from "../convex/model/tallies";
import { foldAllDeltas, insertSignedInVoters, seedNarratives } from "./liveSeed";

const ROOT = resolve(import.meta.dirname, "..");
const CONVEX_DIR = join(ROOT, "convex");
const VOTERS = Number(process.env.COST_VOTERS ?? 1_000);
/** Second binds measured (a voter changing their vote: the common case after launch). */
const MEASURED_BINDS = 200;

/**
 * Convex's prices on the Professional plan, US regions (EU × 1.3), beyond what the plan
 * includes each month (25 million function calls, 50 GB of database I/O): the "Limits" page
 * of Convex's documentation, read on 26 November 2026. "Explicit client calls, scheduled
 * executions, subscription updates ... count as function calls"; database I/O is "document
 * and index data transferred between Convex functions and the underlying database".
 */
const USD_PER_MILLION_CALLS = 2;
const USD_PER_GB_IO = 0.2;
const GB = 1e9;

interface Meter {
  calls: number;
  docsRead: number;
  bytesRead: number;
  bytesWritten: number;
  docsWritten: number;
}

/** Every transaction begun while `measure` runs, found through the read counter, and its function. */
const touched = new Map<Transaction, string>();
const countRead = Transaction.prototype.countRead;
Transaction.prototype.countRead = function (this: Transaction, bytes: number) {
  if (!touched.has(this)) touched.set(this, calls.getStore()?.udfPath ?? "(internal)");
  return countRead.call(this, bytes);
};

const emptyMeter = (): Meter => ({
  calls: 0,
  docsRead: 0,
  bytesRead: 0,
  bytesWritten: 0,
  docsWritten: 0,
});

/** What `run` cost, per function path (scheduled folds running meanwhile included). */
async function measureAll(run: () => Promise<unknown>): Promise<Map<string, Meter>> {
  touched.clear();
  await run();
  const meters = new Map<string, Meter>();
  for (const [txn, udfPath] of touched) {
    const meter = meters.get(udfPath) ?? emptyMeter();
    meter.calls += 1;
    meter.docsRead += txn.docsRead;
    meter.bytesRead += txn.bytesRead;
    meter.bytesWritten += txn.bytesWritten;
    meter.docsWritten += txn.writes.size;
    meters.set(udfPath, meter);
  }
  return meters;
}

/** What one call of `run` cost (its own transactions only). */
async function measure(run: () => Promise<unknown>): Promise<Meter> {
  const meters = [...(await measureAll(run)).values()];
  const meter = emptyMeter();
  for (const m of meters) {
    meter.docsRead += m.docsRead;
    meter.bytesRead += m.bytesRead;
    meter.bytesWritten += m.bytesWritten;
    meter.docsWritten += m.docsWritten;
  }
  meter.calls = 1;
  return meter;
}

/** The mean per call of meters holding `counts[i]` calls each. */
function average(meters: Meter[], counts: number[]): Meter {
  const n = counts.reduce((a, b) => a + b, 0);
  const sum = (key: keyof Meter) => meters.reduce((total, m) => total + m[key], 0) / n;
  return {
    calls: 1,
    docsRead: sum("docsRead"),
    bytesRead: sum("bytesRead"),
    bytesWritten: sum("bytesWritten"),
    docsWritten: sum("docsWritten"),
  };
}

const identityOf = (subject: string): UserIdentity => ({
  subject,
  issuer: "bench",
  tokenIdentifier: `bench|${subject}`,
});

async function prepare(): Promise<{ engine: SqliteEngine; subjects: string[] }> {
  const engine = await createSqliteEngine(CONVEX_DIR, ":memory:");
  await engine.runInternal("seed:ensureCatalogue", {});
  const subjects = await engine.runTransaction((ctx) =>
    insertSignedInVoters(ctx as never, VOTERS, "voter"),
  );
  return { engine, subjects };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const usd = (value: number) => `$${value < 0.01 ? value.toFixed(4) : value.toFixed(2)}`;

function row(name: string, m: Meter): string {
  return `| ${name} | ${m.docsRead.toFixed(0)} | ${kib(m.bytesRead)} | ${m.docsWritten.toFixed(0)} | ${kib(m.bytesWritten)} |`;
}

/** Dollars for `count` runs of a call with meter `m` (one function call each). */
function dollars(m: Meter, count: number): number {
  const io = ((m.bytesRead + m.bytesWritten) * count) / GB;
  return (count / 1e6) * USD_PER_MILLION_CALLS + io * USD_PER_GB_IO;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Binds measured one at a time, each after the last one's round of folds (a quiet hour). */
const SPACED_BINDS = 5;

export async function runCostBench(): Promise<void> {
  const { engine, subjects } = await prepare();
  const narratives = await engine.runTransaction(seedNarratives);
  let seed = 0;
  const bind = async (subject: string) => {
    const [plan] = planSyntheticVotes(narratives, 1, ++seed);
    const result = await engine.runMutation(
      "votes:bind",
      convexToJson(plan as never),
      identityOf(subject),
    );
    if (!result.ok) throw new Error(`a bind failed: ${result.message}`);
  };
  const interval = foldIntervalMs(process.env.TALLY_FOLD_INTERVAL_MS);
  for (const subject of subjects) await bind(subject);
  // Fold everything and let the requested folds end, so nothing earlier is metered below
  // (the engine runs no cron here: the folds measured are the ones the binds request).
  await foldAllDeltas(engine);
  await sleep(FOLD_ROUND_MS + interval + 200);

  // Quiet: each re-bind after the last one's round of folds has ended, so each starts one.
  // Folds that find nothing read no document, so the meter misses them: count the runs.
  const foldRuns = () =>
    engine.runTransaction(
      async (ctx) =>
        (await ctx.db.system.query("_scheduled_functions").collect()).filter(
          (job) => job.name === "tallies:fold",
        ).length,
    );
  const runsBefore = await foldRuns();
  const spaced = await measureAll(async () => {
    for (let i = 0; i < SPACED_BINDS; i++) {
      await bind(subjects[i]);
      await sleep(FOLD_ROUND_MS + interval + 200);
    }
  });
  const runsBetween = await foldRuns();
  // Busy: re-binds back to back; the folds they request run at most once per interval.
  const burstStarted = performance.now();
  const burst = await measureAll(async () => {
    for (let i = 0; i < MEASURED_BINDS; i++) await bind(subjects[SPACED_BINDS + i]);
    await sleep(FOLD_ROUND_MS + interval + 200);
  });
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  const runsAfter = await foldRuns();

  // National views while deltas wait: a fold interval of a minute holds them back.
  process.env.TALLY_FOLD_INTERVAL_MS = "60000";
  await bind(subjects[0]);
  await sleep(100);
  for (let i = 1; i <= MEASURED_BINDS; i++) await bind(subjects[i]);
  const waiting = await engine.runTransaction(
    async (ctx) => (await ctx.db.query("tallyDeltas").collect()).length,
  );
  const views = {
    overview: await measure(() => engine.runInternal("community:overview", {})),
    page: await measure(() => engine.runInternal("community:page", {})),
    presenter: await measure(() => engine.runInternal("community:presenter", {})),
  };
  const fold = await measure(() => engine.runInternal("tallies:fold", {}));
  const folded = await measure(() => engine.runInternal("community:page", {}));
  delete process.env.TALLY_FOLD_INTERVAL_MS;
  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  engine.close();

  const bindOf = (meters: Map<string, Meter>) => meters.get("votes:bind") ?? emptyMeter();
  const foldOf = (meters: Map<string, Meter>) => meters.get("tallies:fold") ?? emptyMeter();
  const perBind = average([bindOf(spaced), bindOf(burst)], [SPACED_BINDS, MEASURED_BINDS]);
  const quietFolds = { ...foldOf(spaced), calls: runsBetween - runsBefore };
  const busyFolds = { ...foldOf(burst), calls: runsAfter - runsBetween };
  const problems = [
    overview.totalVotes === VOTERS ? null : `the overview counts ${overview.totalVotes}`,
    bindOf(spaced).calls >= SPACED_BINDS && bindOf(burst).calls >= MEASURED_BINDS
      ? null
      : "not every bind was metered",
    perBind.docsRead > 0 && perBind.docsWritten > 0 ? null : "a bind read or wrote nothing",
    quietFolds.calls >= SPACED_BINDS
      ? null
      : `${quietFolds.calls} folds for ${SPACED_BINDS} quiet binds`,
    busyFolds.calls > 0 && busyFolds.calls < MEASURED_BINDS / 4
      ? null
      : "the busy binds' folds were not fewer",
    waiting >= MEASURED_BINDS ? null : `only ${waiting} deltas waited for the views`,
    fold.docsWritten > MEASURED_BINDS ? null : "the fold did not fold the waiting deltas",
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(problems.join("; "));

  const perFold = (m: Meter) => ({
    ...m,
    calls: 1,
    docsRead: m.docsRead / m.calls,
    bytesRead: m.bytesRead / m.calls,
    bytesWritten: m.bytesWritten / m.calls,
    docsWritten: m.docsWritten / m.calls,
  });
  console.log(`${VOTERS} voters; fold interval ${interval} ms (mean per call):\n`);
  console.log("| call | documents read | bytes read | documents written | bytes written |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  console.log(row("votes:bind", perBind));
  console.log(
    row(`tallies:fold in a quiet bind's round (${quietFolds.calls} folds)`, perFold(quietFolds)),
  );
  console.log(
    row(
      `tallies:fold of ${MEASURED_BINDS} binds back to back in ${burstSeconds.toFixed(1)} s (${busyFolds.calls} folds)`,
      perFold(busyFolds),
    ),
  );
  console.log(row(`community:page (${waiting} deltas waiting)`, views.page));
  console.log(row("community:page (just folded)", folded));
  console.log(row(`community:overview (${waiting} deltas waiting)`, views.overview));
  console.log(row(`community:presenter (${waiting} deltas waiting)`, views.presenter));
  console.log(row(`tallies:fold (${waiting} deltas)`, fold));

  // 1,000 binds at R binds a second, with a fold interval I: rounds of folds run the whole
  // time (1,000 / R seconds), a fold every I ms; each fold costs a call, a fixed I/O (the
  // quiet rounds' folds, most of them empty) and I/O per delta (from the busy folds); a fold
  // that changed the summary (at most one per bind) re-runs each subscribed national query
  // once (one run serves every viewer with the same arguments; it reads the summary alone)
  // and pushes the new result to each of V subscribers, counted as a function call each:
  // the upper reading of "subscription updates".
  const fixedIo = (quietFolds.bytesRead + quietFolds.bytesWritten) / quietFolds.calls;
  const busyIo = busyFolds.bytesRead + busyFolds.bytesWritten;
  const perDeltaIo = Math.max(0, (busyIo - fixedIo * busyFolds.calls) / MEASURED_BINDS);
  const nationalQueries = 2; // community:page (community view) and community:presenter
  const perThousand = (rate: number, watching: number, foldEveryMs: number) => {
    const folds = Math.ceil(((1_000 / rate) * 1_000) / foldEveryMs) + 1;
    const updates = Math.min(folds, 1_000);
    const foldIo = folds * fixedIo + 1_000 * perDeltaIo;
    return (
      dollars(perBind, 1_000) +
      (folds * USD_PER_MILLION_CALLS) / 1e6 +
      (foldIo / GB) * USD_PER_GB_IO +
      nationalQueries * dollars(folded, updates) +
      (watching * updates * USD_PER_MILLION_CALLS) / 1e6
    );
  };
  console.log(
    `\nAt $${USD_PER_MILLION_CALLS} per million function calls and $${USD_PER_GB_IO} per GB of database I/O (Professional, beyond its allowance), 1,000 binds cost:`,
  );
  for (const foldEveryMs of [100, 1_000]) {
    for (const rate of [10, 1_000]) {
      const cells = [0, 1_000, 10_000].map(
        (watching) =>
          `${watching.toLocaleString("en-GB")} viewers ${usd(perThousand(rate, watching, foldEveryMs))}`,
      );
      console.log(
        `  fold interval ${foldEveryMs.toLocaleString("en-GB")} ms, ${rate.toLocaleString("en-GB")} binds/s: ${cells.join(", ")}`,
      );
    }
  }
  console.log(
    `  one national view opened (page + overview + presenter once): ${usd(dollars(views.page, 1) + dollars(views.overview, 1) + dollars(views.presenter, 1))}; 1,000 views: ${usd(1_000 * (dollars(views.page, 1) + dollars(views.overview, 1) + dollars(views.presenter, 1)))}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCostBench();
}
