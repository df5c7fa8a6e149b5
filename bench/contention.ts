/**
 * Contention of concurrent votes (issue 18, docs/scale.md "Choosing K"): on the SQLite
 * engine (optimistic concurrency: a transaction that read what a concurrent commit wrote is
 * run again), 1,000 signed-in voters each bind a vote through the real `votes:bind`, with
 * P binds in flight at any moment, first with unsharded tallies (K = 1) and then with
 * K shards. Reports conflicts (re-runs) per bind against the target.
 *
 *   npx tsx bench/contention.ts                          (also part of `npm run bench`)
 *   CONTENTION_K=64 CONTENTION_P=20 npx tsx bench/contention.ts
 *
 * P models a broadcast moment: BROADCAST_BINDS_PER_SECOND binds a second, each in flight
 * for about BIND_SECONDS on Convex, so P = 1,000 × 0.01 = 10 overlap. The engine runs a
 * mutation without yielding to timers or I/O, so binds overlap only when started in the same
 * tick: the 1,000 binds run in waves of P started together, each wave's binds all
 * overlapping (a re-run waits a random backoff and then runs alone). In a wave a bind
 * conflicts when an earlier one of its wave committed to its shard first: about
 * (P − 1) / 2K re-runs per bind. On Convex, binds arrive continuously and each sees about
 * P − 1 commits while in flight, twice that: (P − 1) / K, printed beside the measurement
 * as "steady". The all-at-once lines start all 1,000 in one tick (P = 1,000), far beyond
 * any real launch, for scale.
 *
 * Before reporting, each run checks it measured what it says: 1,000 binds succeeded,
 * 1,000 active votes, the overview counts 1,000, and the national tallies equal a full
 * recount of the votes. A benchmark: it prints figures and never fails on a missed target.
 * Its last line reads `sharded (K = <K>): X.XX retries per bind`.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { UserIdentity } from "convex/server";
import { convexToJson, getConvexSize } from "convex/values";
import { createSqliteEngine, type SqliteEngine } from "../server/engine/sqlite/engine";
import { planSyntheticVotes, type SyntheticVotePlan } from "../convex/domain/syntheticVotes";
import { DEFAULT_TALLY_SHARDS } from "../convex/domain/tallyShards";
import { GRID_CELLS } from "../convex/domain/positionGrid";
import { recountScope, tallyDifferences } from "../convex/recount.helpers";
import { foldAllDeltas, insertSignedInVoters, seedNarratives } from "./liveSeed";

const ROOT = resolve(import.meta.dirname, "..");
const CONVEX_DIR = join(ROOT, "convex");
/** Voters, each binding one vote. */
const VOTERS = 1_000;
/** A broadcast moment at a national launch (docs/scale.md "Expected load"). */
const BROADCAST_BINDS_PER_SECOND = 1_000;
/** How long one bind is in flight on Convex (s): an assumption, see docs/scale.md. */
const BIND_SECONDS = 0.01;
const IN_FLIGHT = Number(
  process.env.CONTENTION_P ?? Math.round(BROADCAST_BINDS_PER_SECOND * BIND_SECONDS),
);
const SHARDS = Number(process.env.CONTENTION_K ?? DEFAULT_TALLY_SHARDS);
/** Target: re-runs per bind at the chosen K. */
const TARGET_RETRIES_PER_BIND = 0.05;
/** Convex's limits: one document, and what one query may read. */
const DOCUMENT_LIMIT_BYTES = 1 << 20;
const READ_LIMIT_BYTES = 8 << 20;

interface Run {
  shards: number;
  inFlight: number;
  conflicts: number;
  commits: number;
  seconds: number;
  shardDocuments: number;
  largestShardBytes: number;
}

function identityOf(subject: string): UserIdentity {
  return { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` };
}

/** A fresh engine with the catalogue, VOTERS users with live sessions, and their votes. */
async function prepare() {
  const engine = await createSqliteEngine(CONVEX_DIR, ":memory:");
  await engine.runInternal("seed:ensureCatalogue", {});
  const narratives = await engine.runTransaction(seedNarratives);
  const plans = planSyntheticVotes(narratives, VOTERS, 11);
  const subjects = await engine.runTransaction((ctx) =>
    insertSignedInVoters(ctx as never, VOTERS, "voter"),
  );
  return { engine, plans, subjects };
}

/** Checks the run bound every vote and that the national tallies equal a recount. */
async function verify(engine: SqliteEngine, shards: number) {
  await foldAllDeltas(engine);
  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  const checked = await engine.runTransaction(async (ctx) => {
    const active = await ctx.db
      .query("userVotes")
      .withIndex("by_active", (q) => q.eq("isActive", true))
      .collect();
    const documents = await ctx.db.query("tallyShards").collect();
    return {
      active: active.length,
      outOfRange: active.filter((vote) => !((vote.tallyShard as number) < shards)).length,
      differences: tallyDifferences(await recountScope(ctx as never)),
      shardDocuments: documents.length,
      largestShardBytes: Math.max(...documents.map((doc) => getConvexSize(doc as never))),
    };
  });
  const problems = [
    checked.active === VOTERS ? null : `${checked.active} active votes, not ${VOTERS}`,
    overview.totalVotes === VOTERS ? null : `the overview counts ${overview.totalVotes}`,
    checked.outOfRange === 0 ? null : `${checked.outOfRange} votes outside shards 0–${shards - 1}`,
    checked.shardDocuments <= shards ? null : `${checked.shardDocuments} shard documents`,
    ...checked.differences.map((difference) => `tallies ≠ recount: ${difference}`),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`K = ${shards}: ${problems.join("; ")}`);
  return checked;
}

async function measure(shards: number, inFlight: number): Promise<Run> {
  process.env.TALLY_SHARDS = String(shards);
  const { engine, plans, subjects } = await prepare();
  engine.stats.conflicts = 0;
  engine.stats.commits = 0;
  const failures: string[] = [];
  const bind = async (i: number, plan: SyntheticVotePlan) => {
    const result = await engine.runMutation(
      "votes:bind",
      convexToJson(plan as never),
      identityOf(subjects[i]),
    );
    if (!result.ok) failures.push(result.message);
  };
  const started = performance.now();
  for (let wave = 0; wave < plans.length; wave += inFlight) {
    const plansOfWave = plans.slice(wave, wave + inFlight);
    await Promise.all(plansOfWave.map((plan, j) => bind(wave + j, plan)));
  }
  const seconds = (performance.now() - started) / 1000;
  const { conflicts, commits } = engine.stats;
  if (failures.length > 0) throw new Error(`${failures.length} binds failed: ${failures[0]}`);
  const checked = await verify(engine, shards);
  engine.close();
  return {
    shards,
    inFlight,
    conflicts,
    commits,
    seconds,
    shardDocuments: checked.shardDocuments,
    largestShardBytes: checked.largestShardBytes,
  };
}

/** The largest a shard document can get: every catalogue narrative and policy counted. */
async function worstShardBytes(): Promise<number> {
  const engine = await createSqliteEngine(CONVEX_DIR, ":memory:");
  await engine.runInternal("seed:ensureCatalogue", {});
  const bytes = await engine.runTransaction(async (ctx) => {
    const narratives = await ctx.db.query("narratives").collect();
    const policies = await ctx.db.query("policies").collect();
    const counts = (docs: Record<string, unknown>[]) =>
      Object.fromEntries(docs.map((doc) => [String(doc._id), 1_000_000]));
    return getConvexSize({
      _id: "0".repeat(32),
      _creationTime: Date.now(),
      scope: "room:" + "0".repeat(32) + ":steady",
      shard: 511,
      totalVotes: 1_000_000,
      quadrantCounts: { rewild: 1, leap: 1, steady: 1, scale: 1 },
      taxRateSum: 0.1,
      dividendSum: 0.1,
      inflationSum: 0.1,
      positionCounts: new Array<number>(GRID_CELLS).fill(1_000_000),
      guestVotes: 1,
      narratives: counts(narratives),
      policies: counts(policies),
    } as never);
  });
  engine.close();
  return bytes;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function describeRun(label: string, run: Run) {
  const perBind = run.conflicts / VOTERS;
  // In a wave of P, the binds that are not the first of their shard re-run once.
  const P = run.inFlight;
  const K = run.shards;
  const expected = (P - K * (1 - ((K - 1) / K) ** P)) / P;
  const steady = Math.min(1, (P - 1) / K);
  console.log(
    `${label.padEnd(30)} P = ${String(P).padStart(4)}: ${String(run.conflicts).padStart(4)} conflicts, ` +
      `${run.commits} commits, ${perBind.toFixed(3)} retries per bind ` +
      `(expected ${expected.toFixed(3)}; steady (P − 1) / K = ${steady.toFixed(3)}), ` +
      `${run.shardDocuments} shard documents, ` +
      `largest ${kib(run.largestShardBytes)}, ${(VOTERS / run.seconds).toFixed(0)} binds/s`,
  );
  return { perBind, steady };
}

export async function runContentionBench(): Promise<void> {
  console.log(
    `contention: ${VOTERS} voters bind once each through votes:bind on the SQLite engine; ` +
      `P in flight (${BROADCAST_BINDS_PER_SECOND} binds/s × ${BIND_SECONDS * 1000} ms); ` +
      `checked: every vote bound, tallies = recount. Target < ${TARGET_RETRIES_PER_BIND} retries per bind.`,
  );
  const worst = await worstShardBytes();
  console.log(
    `shard document with the whole catalogue counted: ${kib(worst)} (limit ${kib(DOCUMENT_LIMIT_BYTES)}); ` +
      `a scope read of K = ${SHARDS} such shards: ${kib(worst * SHARDS)} (query limit ${kib(READ_LIMIT_BYTES)})`,
  );
  describeRun("unsharded (K = 1), all at once", await measure(1, VOTERS));
  describeRun(`sharded (K = ${SHARDS}), all at once`, await measure(SHARDS, VOTERS));
  const unsharded = describeRun("unsharded (K = 1)", await measure(1, IN_FLIGHT));
  const sharded = describeRun(`sharded (K = ${SHARDS})`, await measure(SHARDS, IN_FLIGHT));
  const meets = (value: number) => (value < TARGET_RETRIES_PER_BIND ? "meets" : "misses");
  console.log(
    `at P = ${IN_FLIGHT}: ${unsharded.perBind.toFixed(3)} → ${sharded.perBind.toFixed(3)} retries ` +
      `per bind measured (${meets(sharded.perBind)} the target of < ${TARGET_RETRIES_PER_BIND}); ` +
      `steady state on Convex ≈ ${sharded.steady.toFixed(3)} (${meets(sharded.steady)} it)`,
  );
  console.log(`sharded (K = ${SHARDS}): ${sharded.perBind.toFixed(2)} retries per bind`);
  delete process.env.TALLY_SHARDS;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runContentionBench().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
