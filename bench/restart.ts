/**
 * Restart time and memory against data size: how long `server/cli.ts backend` takes from
 * spawn to serving after a crash (`kill -9`), on a data directory built the way the
 * backend builds it, and the backend's resident memory once it serves.
 *
 * Each case is built in a child process: the SQLite engine on the case's `engine.sqlite`
 * (optionally starting from SEED_VOTES active votes, see liveSeed.ts) binds BINDS votes
 * through the app's `votes:bind` handler, one per transaction, cycling over VOTERS
 * signed-in users (people changing their vote, as in a workshop), then the child exits.
 * The backend is started RUNS times on a copy; each time, before its figure is printed,
 * the benchmark checks that the restarted backend reports the votes the case holds.
 *
 *   npx tsx bench/restart.ts                      every case
 *   RESTART_CASES="0:1500,100000:2000" npx tsx bench/restart.ts   SEED_VOTES:BINDS pairs
 *
 * A benchmark, not a test: it prints figures against the targets and never fails.
 */
import { fork } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { GenericDataModel, GenericMutationCtx } from "convex/server";
import { ConvexHttpClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import { planSyntheticVotes } from "../convex/domain/syntheticVotes";
import { ENGINE_FILE } from "../server/backend";
import { createSqliteEngine } from "../server/engine/sqlite/engine";
import { ROOT } from "../tests/server/harness";
import {
  buildSeededDataDir,
  foldAllDeltas,
  insertSignedInVoters,
  seedNarratives,
} from "./liveSeed";

/** Restart target, seconds (under 2 s at 1M documents). */
const TARGET_SECONDS = 2;
/** Resident memory target once serving, MiB. */
const TARGET_RSS_MIB = 300;
/** People at a large workshop; each binds about three times (changes of mind). */
const VOTERS = 500;
/**
 * [seed votes, binds after it]: empty, a 500-person workshop, 14k binds, 100k votes, and
 * 170k votes (just over a million documents: each voter has a user, a vote, rankings per area
 * and a profile).
 */
const DEFAULT_CASES: [number, number][] = [
  [0, 0],
  [0, 1_500],
  [0, 14_000],
  [100_000, 2_000],
  [170_000, 0],
];
const RUNS = Number(process.env.RESTART_RUNS ?? 2);

type Ctx = GenericMutationCtx<GenericDataModel>;
type Handler = (ctx: unknown, args: unknown) => Promise<unknown>;

/** A signed-in context for a token subject ("<userId>|<sessionId>"). */
function signedIn(ctx: Ctx, subject: string): Ctx {
  const identity = { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` };
  return { ...ctx, auth: { ...ctx.auth, getUserIdentity: async () => identity } };
}

/** Builds the case in this process (run as a child): seeded votes, then binds. */
async function buildCase(dataDir: string, seedVotes: number, binds: number) {
  if (seedVotes > 0) await buildSeededDataDir(dataDir, seedVotes, 0);
  const engine = await createSqliteEngine(join(ROOT, "convex"), join(dataDir, ENGINE_FILE));
  if (seedVotes === 0) await engine.runInternal("seed:ensureCatalogue", {});
  if (binds > 0) {
    const narratives = await engine.runTransaction((ctx: Ctx) => seedNarratives(ctx));
    const plans = planSyntheticVotes(narratives, Math.min(binds, 2_000), 13);
    // Signed-in voters, each with a session as @convex-dev/auth's sign-in makes one.
    const voters = await engine.runTransaction((ctx: Ctx) =>
      insertSignedInVoters(ctx as never, Math.min(VOTERS, binds), "restart"),
    );
    const votes = await import(pathToFileURL(join(ROOT, "convex/votes.ts")).href);
    const bind = (votes.bind as { _handler: Handler })._handler;
    for (let n = 0; n < binds; n++) {
      await engine.runTransaction(async (ctx: Ctx) => {
        await bind(signedIn(ctx, voters[n % voters.length]), plans[n % plans.length]);
        return null;
      });
    }
  }
  await foldAllDeltas(engine);
  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  const documents = engine.store.documentCount();
  engine.close();
  return { totalVotes: overview.totalVotes, documents };
}

interface BuiltCase {
  totalVotes: number;
  documents: number;
}

function buildInChild(dataDir: string, seedVotes: number, binds: number): Promise<BuiltCase> {
  const child = fork(import.meta.filename, ["build", dataDir, String(seedVotes), String(binds)], {
    cwd: ROOT,
    execArgv: ["--import", "tsx", "--max-old-space-size=4096"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((done, fail) => {
    child.once("message", (built) => done(built as BuiltCase));
    child.once("exit", (code) => {
      if (code !== 0) fail(new Error(`the case builder exited with ${code}`));
    });
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux; 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process, MiB (VmRSS in /proc, Linux). */
function rssMib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Restart {
  wall: number;
  cpu: number;
  rss: number;
}

/**
 * Seconds from spawning the backend to its ready message on a copy of `dataDir`, the CPU
 * seconds it used meanwhile (much less sensitive than the wall time to a busy machine),
 * and its resident memory after answering the community overview, whose vote count must
 * be the case's.
 */
async function timeRestart(dataDir: string, expectedVotes: number): Promise<Restart> {
  const copy = mkdtempSync(join(tmpdir(), "restart-bench-run-"));
  cpSync(dataDir, copy, { recursive: true });
  const started = performance.now();
  // Not the test harness's startBackendProcess: its timeout is a test's, not a benchmark's.
  const backend = fork(join(ROOT, "server/cli.ts"), ["backend"], {
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, DATA_DIR: copy, BACKEND_PORT: "0", QUIET: "1" },
  });
  const exited = new Promise((done) => backend.once("exit", done));
  try {
    const url = await new Promise<string>((ready, fail) => {
      backend.on("message", (message: { ready?: boolean; url?: string }) => {
        if (message.ready && message.url) ready(message.url);
      });
      backend.once("exit", (code) => fail(new Error(`the backend exited with ${code}`)));
    });
    const wall = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(backend.pid!);
    // The figure means nothing unless the restarted backend holds the data.
    const overview = await new ConvexHttpClient(url).query(api.community.overview, {});
    if (overview.totalVotes !== expectedVotes) {
      throw new Error(
        `the case holds ${expectedVotes} votes, the restarted backend says ${overview.totalVotes}`,
      );
    }
    return { wall, cpu, rss: rssMib(backend.pid!) };
  } finally {
    backend.kill("SIGKILL");
    await exited;
    rmSync(copy, { recursive: true, force: true });
  }
}

export async function runRestartBench(): Promise<void> {
  const cases = process.env.RESTART_CASES
    ? process.env.RESTART_CASES.split(",").map(
        (pair) => pair.split(":").map(Number) as [number, number],
      )
    : DEFAULT_CASES;
  console.log(
    `restart after kill -9, spawn to ready (wall s, and the backend's CPU s), best of ${RUNS}; ` +
      `targets < ${TARGET_SECONDS} s, < ${TARGET_RSS_MIB} MiB resident; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}\n` +
      "  seed votes |  binds |     votes | documents | SQLite MB | wall s | CPU s | RSS MiB | targets",
  );
  for (const [seedVotes, binds] of cases) {
    const dataDir = mkdtempSync(join(tmpdir(), "restart-bench-"));
    const built = await buildInChild(dataDir, seedVotes, binds);
    const times: Restart[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await timeRestart(dataDir, built.totalVotes));
    const wall = Math.min(...times.map((time) => time.wall));
    const cpu = Math.min(...times.map((time) => time.cpu));
    const rss = Math.max(...times.map((time) => time.rss));
    console.log(
      [
        String(seedVotes).padStart(12),
        String(binds).padStart(6),
        String(built.totalVotes).padStart(9),
        String(built.documents).padStart(9),
        (statSync(join(dataDir, ENGINE_FILE)).size / 1024 ** 2).toFixed(1).padStart(9),
        wall.toFixed(2).padStart(6),
        cpu.toFixed(2).padStart(5),
        rss.toFixed(0).padStart(7),
        `${wall < TARGET_SECONDS ? "met" : "missed"}, ${rss < TARGET_RSS_MIB ? "met" : "missed"}`,
      ].join(" | "),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "build" && process.send) {
  const [dataDir, seedVotes, binds] = process.argv.slice(3);
  buildCase(dataDir, Number(seedVotes), Number(binds)).then(
    (built) => process.send!(built, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (import.meta.filename === process.argv[1]) {
  await runRestartBench();
  process.exit(0);
}
