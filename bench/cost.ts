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
import { Transaction } from "../server/engine/sqlite/transaction";
import { planSyntheticVotes } from "../convex/domain/syntheticVotes";
import { insertSignedInVoters, seedNarratives } from "./liveSeed";

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

/** Every transaction begun while `measure` runs, found through the read counter. */
const touched = new Set<Transaction>();
const countRead = Transaction.prototype.countRead;
Transaction.prototype.countRead = function (this: Transaction, bytes: number) {
  touched.add(this);
  return countRead.call(this, bytes);
};

async function measure(run: () => Promise<unknown>): Promise<Meter> {
  touched.clear();
  await run();
  const meter: Meter = { calls: 1, docsRead: 0, bytesRead: 0, bytesWritten: 0, docsWritten: 0 };
  for (const txn of touched) {
    meter.docsRead += txn.docsRead;
    meter.bytesRead += txn.bytesRead;
    meter.bytesWritten += txn.bytesWritten;
    meter.docsWritten += txn.writes.size;
  }
  return meter;
}

function average(meters: Meter[]): Meter {
  const sum = (key: keyof Meter) => meters.reduce((total, m) => total + m[key], 0) / meters.length;
  return {
    calls: sum("calls"),
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

export async function runCostBench(): Promise<void> {
  const { engine, subjects } = await prepare();
  const narratives = await engine.runTransaction(seedNarratives);
  const bind = async (subject: string, seed: number) => {
    const [plan] = planSyntheticVotes(narratives, 1, seed);
    const result = await engine.runMutation(
      "votes:bind",
      convexToJson(plan as never),
      identityOf(subject),
    );
    if (!result.ok) throw new Error(`a bind failed: ${result.message}`);
  };
  for (const [i, subject] of subjects.entries()) await bind(subject, i + 1);
  // Fold everything, and let any fold the first one scheduled for itself run and end, so
  // nothing runs in the background while the calls below are metered (the engine runs no
  // cron here: the folds below are the cron's, called by hand).
  await engine.runInternal("tallies:fold", {});
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const binds: Meter[] = [];
  for (let i = 0; i < MEASURED_BINDS; i++) {
    binds.push(await measure(() => bind(subjects[i], 100_000 + i)));
  }
  const perBind = average(binds);
  // National views with a second's worth of unfolded deltas (the binds above), then folded.
  const views = {
    overview: await measure(() => engine.runInternal("community:overview", {})),
    page: await measure(() => engine.runInternal("community:page", {})),
    presenter: await measure(() => engine.runInternal("community:presenter", {})),
  };
  const fold = await measure(() => engine.runInternal("tallies:fold", {}));
  const folded = await measure(() => engine.runInternal("community:page", {}));
  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  engine.close();

  const problems = [
    overview.totalVotes === VOTERS ? null : `the overview counts ${overview.totalVotes}`,
    perBind.docsRead > 0 && perBind.docsWritten > 0 ? null : "a bind read or wrote nothing",
    views.page.docsRead > MEASURED_BINDS ? null : "the community page did not read the deltas",
    fold.docsWritten > MEASURED_BINDS ? null : "the fold did not fold the measured binds",
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(problems.join("; "));

  console.log(`${VOTERS} voters, ${MEASURED_BINDS} measured re-binds (mean per call):\n`);
  console.log("| call | documents read | bytes read | documents written | bytes written |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  console.log(row("votes:bind", perBind));
  console.log(row(`community:page (${MEASURED_BINDS} deltas unfolded)`, views.page));
  console.log(row("community:page (just folded)", folded));
  console.log(row("community:overview (unfolded)", views.overview));
  console.log(row("community:presenter (unfolded)", views.presenter));
  console.log(row(`tallies:fold (${MEASURED_BINDS} deltas)`, fold));

  // 1,000 binds at R binds a second: the mutations; the cron's folds (one a second, each
  // reading and deleting that second's deltas: the same I/O per delta whatever R); and each
  // bind re-running every subscribed national query once (one run serves every viewer with
  // the same arguments), each run reading the summary and the deltas not yet folded, on
  // average half a second's worth. The push of each update to each of V subscribers is
  // counted as a function call too: the upper reading of "subscription updates".
  const deltaBytes = (views.page.bytesRead - folded.bytesRead) / MEASURED_BINDS;
  const nationalQueries = 2; // community:page (community view) and community:presenter
  const perThousand = (rate: number, watching: number) => {
    const rerun: Meter = {
      calls: 1,
      docsRead: folded.docsRead + rate / 2,
      bytesRead: folded.bytesRead + (rate / 2) * deltaBytes,
      bytesWritten: 0,
      docsWritten: 0,
    };
    const foldIo = ((fold.bytesRead + fold.bytesWritten) / MEASURED_BINDS) * 1_000;
    return (
      dollars(perBind, 1_000) +
      ((1_000 / rate) * USD_PER_MILLION_CALLS) / 1e6 +
      (foldIo / GB) * USD_PER_GB_IO +
      nationalQueries * dollars(rerun, 1_000) +
      (watching * 1_000 * USD_PER_MILLION_CALLS) / 1e6
    );
  };
  console.log(
    `\nA delta is ${kib(deltaBytes)}. At $${USD_PER_MILLION_CALLS} per million function calls and $${USD_PER_GB_IO} per GB of database I/O (Professional, beyond its allowance), 1,000 binds cost:`,
  );
  for (const rate of [10, 1_000]) {
    for (const watching of [0, 1_000, 10_000]) {
      console.log(
        `  at ${rate.toLocaleString("en-GB")} binds/s with ${watching.toLocaleString("en-GB")} national viewers: ${usd(perThousand(rate, watching))}`,
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
