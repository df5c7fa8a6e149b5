/**
 * The engine's cost per bind and its memory on the app's own data (`npx tsx bench/bind.ts`;
 * `BIND_N=10000` for one size): a data directory with N active votes (bench/liveSeed.ts)
 * is opened by the SQLite engine in a process of its own, then
 *
 * - open: the engine opening its existing file (what a restart costs: nothing is replayed);
 * - CPU per bind: `votes:bind` by distinct signed-in users, called through the engine
 *   (no network), one at a time; target < 1 ms. Measured twice: "cold", COLD_BINDS binds
 *   after WARMUP_BINDS (the JIT still compiling on other threads, as just after a start),
 *   and "steady", STEADY_BINDS binds once STEADY_AFTER binds have run (a server that has
 *   been taking votes for a while); the target applies to the steady figure;
 * - CPU per bind with a turn between binds ("turn"): TURN_BINDS binds after TURN_WARMUP, each
 *   in an event-loop turn of its own (a `setImmediate` between them), as a server takes one
 *   request per turn. Back to back (the figures above) the binds share one turn: the open
 *   group commit never commits and the tally fold never runs while they are measured; with a
 *   turn between them the binds' groups commit (a `COMMIT` and an fsync each) and the fold's
 *   rounds run beside them, and their CPU counts too. Both are printed against the same target, with
 *   what each phase counted (groups committed, folds, equal-shares results the cron wrote,
 *   commits, statements and syscalls per bind), and the turn case fails if it committed no
 *   group or ran no fold. The equal-shares cron (every 10 s while the folded tallies change,
 *   paced to a tenth of the time once a run takes over a second) reads every active vote:
 *   at N = 100,000 one run in the measured phase is about a third of the turn case's CPU,
 *   and `manifestos/bind` says whether one fell there (docs/embedded-backend.md "Where the
 *   turn case's time goes");
 * - memory: RSS after opening and after the binds; target < 300 MiB.
 *
 * `BIND_CASES=turn` measures the turn case alone (after the warm-up); `BIND_CPU_PROF=<file>`
 * writes a CPU profile of the turn case's measured binds there, `BIND_STEADY_PROF=<file>` one
 * of the steady binds (sampled every 0.1 ms; open it in Chrome's DevTools or any
 * `.cpuprofile` viewer).
 *
 * A benchmark: it prints figures, and fails only if the data directory lacks its N votes.
 */
import { fork } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { UserIdentity } from "convex/server";
import { convexToJson } from "convex/values";
import { EMBEDDED_FOLD_INTERVAL_MS, ENGINE_FILE } from "../server/backend";
import { createSqliteEngine, type SqliteEngine } from "../server/engine/sqlite/engine";
import { seedLiveDataDir, type SeededDataDir } from "./liveSeed";

const ROOT = resolve(import.meta.dirname, "..");
const CONVEX_DIR = join(ROOT, "convex");
const WARMUP_BINDS = 50;
const COLD_BINDS = 300;
const STEADY_AFTER = 1_000;
const STEADY_BINDS = 2_000;
/** Binds with a turn between them, after TURN_WARMUP such binds. */
const TURN_WARMUP = 200;
const TURN_BINDS = 2_000;
/** Binds whose statements and syscalls are counted, in each case (counting costs CPU). */
const COUNTED_BINDS = 200;
/** Distinct voters the measurement needs (each binds once). */
const VOTERS = STEADY_AFTER + STEADY_BINDS + TURN_WARMUP + TURN_BINDS + 2 * COUNTED_BINDS;
const SIZES = [10_000, 100_000];
const TARGET_CPU_MS = 1;
const TARGET_RSS_MIB = 300;

/** What a phase of binds did, per bind (`counted`: statements and syscalls too). */
interface PhaseCounts {
  /** Groups committed (a `COMMIT` and its fsync each). */
  groups: number;
  /** Commits (the binds', the folds', the scheduler's own). */
  commits: number;
  /** Commits that wrote a tally summary: the folds that folded something. */
  folds: number;
  /** Commits of scheduled functions (folds with or without deltas to take). */
  jobs: number;
  /**
   * Equal-shares results written (the cron's `equalShares:recompute`: it reads every active
   * vote, so a run in the phase weighs on the turn case).
   */
  manifestos: number;
  statements?: number;
  syscalls?: number;
}

interface BindFigures {
  votes: number;
  documents: number;
  openSeconds: number;
  coldCpuMs: number;
  bindCpuMs: number;
  bindWallMs: number;
  /** Back to back: counted over the steady phase, and statements and syscalls apart. */
  backToBack: PhaseCounts;
  turnCpuMs: number;
  turnWallMs: number;
  turn: PhaseCounts;
  overviewMs: number;
  rssLoadedMiB: number;
  rssAfterMiB: number;
}

/** Counts groups, commits and folds from now on: `read(binds)` gives them per bind. */
function phaseCounter(engine: SqliteEngine) {
  let folds = 0;
  let jobs = 0;
  let manifestos = 0;
  engine.onCommit((commit) => {
    if (commit.tables.has("tallyShards")) folds++;
    if (commit.tables.has("equalSharesResults")) manifestos++;
    if (commit.scheduled) jobs++;
  });
  const at = { groups: 0, commits: 0, folds: 0, jobs: 0, manifestos: 0 };
  const reset = () => {
    at.groups = engine.store.groupsCommitted;
    at.commits = engine.stats.commits;
    at.folds = folds;
    at.jobs = jobs;
    at.manifestos = manifestos;
  };
  reset();
  return {
    reset,
    read(binds: number): PhaseCounts {
      return {
        groups: (engine.store.groupsCommitted - at.groups) / binds,
        commits: (engine.stats.commits - at.commits) / binds,
        folds: (folds - at.folds) / binds,
        jobs: (jobs - at.jobs) / binds,
        manifestos: (manifestos - at.manifestos) / binds,
      };
    },
  };
}

/**
 * Runs `body`, counting every SQLite statement run and every syscall made (by the binds and
 * by whatever runs beside them: the folds, the scheduler): how many of each.
 */
async function countedWork(
  engine: SqliteEngine,
  body: () => Promise<void>,
): Promise<{ statements: number; syscalls: number }> {
  const proto = Object.getPrototypeOf(engine.store.db.prepare("SELECT 1")) as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const originals = { run: proto.run, get: proto.get, all: proto.all, iterate: proto.iterate };
  let statements = 0;
  let syscalls = 0;
  for (const [name, original] of Object.entries(originals)) {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      statements++;
      return original.apply(this, args);
    };
  }
  // `exec` runs BEGIN and COMMIT: statements too.
  const exec = engine.store.db.exec;
  engine.store.db.exec = function (this: unknown, source: string) {
    statements++;
    return exec.call(engine.store.db, source);
  } as typeof exec;
  const own = engine as unknown as Record<string, unknown>;
  for (const name of ["syscall", "asyncSyscall"] as const) {
    const original = engine[name];
    own[name] = (op: string, args: Record<string, unknown>) => {
      syscalls++;
      return original.call(engine, op, args);
    };
  }
  try {
    await body();
  } finally {
    Object.assign(proto, originals);
    delete own.syscall;
    delete own.asyncSyscall;
    delete (engine.store.db as unknown as Record<string, unknown>).exec;
  }
  return { statements, syscalls };
}

/** Profiles `body` into `file` (a `.cpuprofile`), sampling every 0.1 ms; no file: just runs it. */
async function profiled<T>(file: string | undefined, body: () => Promise<T>): Promise<T> {
  if (!file) return await body();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  try {
    return await body();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/** One turn of the event loop: what a server does between two requests. */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/** Folds every delta waiting (after binds back to back), so the next phase starts level. */
async function foldEverything(engine: SqliteEngine) {
  await nextTurn();
  for (;;) {
    const result = (await engine.runInternal("tallies:fold", { through: Date.now() + 1 })) as {
      folded: number;
    };
    if (result.folded === 0) break;
  }
  await nextTurn();
}

const rssMiB = () => process.memoryUsage().rss / 2 ** 20;

/** The identity of a spare writer's token subject ("<userId>|<sessionId>", a real session). */
function identityOf(subject: string): UserIdentity {
  return { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` };
}

async function measure(seeded: SeededDataDir, votes: number): Promise<BindFigures> {
  // The fold interval the embedded backend runs with (server/backend.ts): the national
  // rounds fold every 25 ms, not Convex's 100.
  process.env.TALLY_FOLD_INTERVAL_MS ||= String(EMBEDDED_FOLD_INTERVAL_MS);
  const started = performance.now();
  const engine = await createSqliteEngine(CONVEX_DIR, join(seeded.dataDir, ENGINE_FILE));
  const openSeconds = (performance.now() - started) / 1000;
  // The tally fold runs as on the backend (convex/crons.ts): its CPU counts in the binds'.
  await engine.startCrons();
  const rssLoadedMiB = rssMiB();

  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  if (overview.totalVotes !== votes) {
    throw new Error(`expected ${votes} votes, the overview says ${overview.totalVotes}`);
  }
  const overviewStarted = performance.now();
  for (let i = 0; i < 20; i++) await engine.runQuery("community:overview", {}, null);
  const overviewMs = (performance.now() - overviewStarted) / 20;

  const users = seeded.spareSubjects;
  const bind = async (i: number) => {
    const plan = seeded.plans[i % seeded.plans.length];
    const result = await engine.runMutation(
      "votes:bind",
      convexToJson(plan as never),
      identityOf(users[i % users.length]),
    );
    if (!result.ok) throw new Error(`bind failed: ${result.message}`);
  };
  const cpuMs = (used: NodeJS.CpuUsage, binds: number) => (used.user + used.system) / 1000 / binds;
  const counter = phaseCounter(engine);
  const turnOnly = process.env.BIND_CASES === "turn";
  let next = 0;
  /** `binds` binds, a turn between each when `turn`: CPU and wall ms per bind, and counts. */
  const phase = async (binds: number, turn: boolean) => {
    counter.reset();
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < binds; i++) {
      await bind(next++);
      if (turn) await nextTurn();
    }
    return {
      cpuMs: cpuMs(process.cpuUsage(cpu), binds),
      wallMs: (performance.now() - wall) / binds,
      counts: counter.read(binds),
    };
  };
  next = WARMUP_BINDS;
  for (let i = 0; i < WARMUP_BINDS; i++) await bind(i);
  const cold = turnOnly ? null : await phase(COLD_BINDS, false);
  next = WARMUP_BINDS + COLD_BINDS;
  for (; next < STEADY_AFTER;) await bind(next++);
  const steady = turnOnly
    ? null
    : await profiled(process.env.BIND_STEADY_PROF, () => phase(STEADY_BINDS, false));
  await foldEverything(engine);
  next = STEADY_AFTER + STEADY_BINDS;
  await phase(TURN_WARMUP, true);
  const turn = await profiled(process.env.BIND_CPU_PROF, () => phase(TURN_BINDS, true));
  // What they are made of: statements and syscalls counted over a few binds of each case.
  const counted = async (turnBetween: boolean): Promise<PhaseCounts> => {
    let counts: PhaseCounts | null = null;
    const work = await countedWork(engine, async () => {
      counts = (await phase(COUNTED_BINDS, turnBetween)).counts;
    });
    return {
      ...counts!,
      statements: work.statements / COUNTED_BINDS,
      syscalls: work.syscalls / COUNTED_BINDS,
    };
  };
  const turnCounted = await counted(true);
  const backToBackCounted = await counted(false);
  await foldEverything(engine);
  // The turn case measures what it says: its binds committed groups and the fold ran.
  if (turn.counts.groups === 0 || turn.counts.folds === 0) {
    throw new Error(
      `the turn case committed ${turn.counts.groups} groups and ran ${turn.counts.folds} folds per bind`,
    );
  }
  const figures: BindFigures = {
    votes,
    documents: seeded.documents,
    openSeconds,
    coldCpuMs: cold?.cpuMs ?? NaN,
    bindCpuMs: steady?.cpuMs ?? NaN,
    bindWallMs: steady?.wallMs ?? NaN,
    backToBack: {
      ...backToBackCounted,
      ...(steady?.counts ?? {
        groups: NaN,
        commits: NaN,
        folds: NaN,
        jobs: NaN,
        manifestos: NaN,
      }),
    },
    turnCpuMs: turn.cpuMs,
    turnWallMs: turn.wallMs,
    turn: { ...turnCounted, ...turn.counts },
    overviewMs,
    rssLoadedMiB,
    rssAfterMiB: rssMiB(),
  };
  engine.close();
  return figures;
}

/** Runs the measurement in a child process, so its memory is its own. */
function measureInChild(seeded: SeededDataDir, votes: number): Promise<BindFigures> {
  const child = fork(import.meta.filename, ["measure", String(votes)], {
    cwd: ROOT,
    execArgv: ["--import", "tsx", "--max-old-space-size=4096"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.send(seeded);
  return new Promise((done, fail) => {
    child.once("message", (figures) => done(figures as BindFigures));
    child.once("exit", (code) => {
      if (code !== 0) fail(new Error(`the measurement exited with ${code}`));
    });
  });
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** A figure with two decimals; a case not measured (NaN, null after the IPC's JSON) as "-". */
const fixed = (x: number | null) => (x === null || Number.isNaN(x) ? "-" : x.toFixed(2));

/** A phase's counts per bind, as printed. */
function countsText(c: PhaseCounts): string {
  const f = (x: number | null | undefined, digits = 2) => (x == null ? "-" : x.toFixed(digits));
  return [
    pad(f(c.groups), 11),
    pad(f(c.folds), 10),
    pad(f(c.jobs), 9),
    pad(f(c.manifestos, 4), 15),
    pad(f(c.commits), 12),
    pad(f(c.statements, 1), 10),
    pad(f(c.syscalls, 1), 8),
  ].join(" | ");
}

export async function runBindBench(): Promise<void> {
  const sizes = process.env.BIND_N ? [Number(process.env.BIND_N)] : SIZES;
  console.log(
    "bind: N votes in a data directory opened by the SQLite engine; bind = votes:bind in " +
      `process, one at a time (cold: ${COLD_BINDS} after ${WARMUP_BINDS}; steady: ` +
      `${STEADY_BINDS} after ${STEADY_AFTER}); targets < ${TARGET_CPU_MS} ms CPU per bind ` +
      `(steady), < ${TARGET_RSS_MIB} MiB`,
  );
  const rows: string[] = [];
  const turnRows: string[] = [];
  for (const votes of sizes) {
    const seeded = await seedLiveDataDir(votes, VOTERS);
    try {
      const f = await measureInChild(seeded, votes);
      rows.push(
        [
          pad(votes, 7),
          pad(f.documents, 9),
          pad(f.openSeconds.toFixed(2), 6),
          pad(fixed(f.coldCpuMs), 16),
          pad(fixed(f.bindCpuMs), 11),
          pad(fixed(f.bindWallMs), 12),
          pad(f.overviewMs.toFixed(2), 11),
          pad(`${f.rssLoadedMiB.toFixed(0)} MiB`, 10),
          pad(`${f.rssAfterMiB.toFixed(0)} MiB`, 9),
          `${f.bindCpuMs < TARGET_CPU_MS ? "met" : "missed"}, ${
            Math.max(f.rssLoadedMiB, f.rssAfterMiB) < TARGET_RSS_MIB ? "met" : "missed"
          }`,
        ].join(" | "),
      );
      for (const [name, cpu, wall, counts] of [
        ["back to back", f.bindCpuMs, f.bindWallMs, f.backToBack],
        ["turn", f.turnCpuMs, f.turnWallMs, f.turn],
      ] as const) {
        turnRows.push(
          [
            pad(votes, 7),
            name.padEnd(12),
            pad(fixed(cpu), 11),
            pad(fixed(wall), 12),
            countsText(counts),
            cpu === null || Number.isNaN(cpu) ? "-" : cpu < TARGET_CPU_MS ? "met" : "missed",
          ].join(" | "),
        );
      }
    } finally {
      rmSync(seeded.dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    "      N | documents | open s | cold CPU/bind ms | CPU/bind ms | wall/bind ms | overview ms | RSS opened | RSS after | targets",
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nbind, back to back (the steady binds above, in one turn: no group commits, no fold) and ` +
      `with a turn between binds (${TURN_BINDS} after ${TURN_WARMUP}: the binds' groups ` +
      `committed, the fold's rounds running beside them); per bind, statements and syscalls ` +
      `counted over ${COUNTED_BINDS} more; target < ${TARGET_CPU_MS} ms CPU per bind`,
  );
  console.log(
    "      N | case         | CPU/bind ms | wall/bind ms | groups/bind | folds/bind | jobs/bind | manifestos/bind | commits/bind | statements | syscalls | target",
  );
  for (const row of turnRows) console.log(row);
}

if (process.argv[2] === "measure" && process.send) {
  const [votes] = process.argv.slice(3);
  process.once("message", (seeded) => {
    measure(seeded as SeededDataDir, Number(votes)).then(
      (figures) => process.send!(figures, () => process.exit(0)),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBindBench().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
