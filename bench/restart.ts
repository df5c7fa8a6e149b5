/**
 * Restart time against data size (issue 12): how long `server/cli.ts backend` takes from
 * spawn to serving, after a crash (`kill -9`, so no final snapshot), on a data directory
 * built the way the backend builds it.
 *
 * Each case is built in a child process: an in-process engine (optionally starting from
 * SNAPSHOT_VOTES active votes, see liveSeed.ts) journals its commits through the backend's
 * own `journalCommits`, so snapshots are taken on the backend's schedule, while it binds
 * BINDS votes through the app's `votes:bind` handler, one per transaction, cycling over
 * VOTERS signed-in users (people changing their vote, as in a workshop). It then stops
 * without a final snapshot, as a crash would. The backend is started RUNS times on a copy.
 *
 *   npx tsx bench/restart.ts                    every case
 *   RESTART_CASES="0:1500,100000:2000" npx tsx bench/restart.ts   SNAPSHOT_VOTES:BINDS pairs
 *
 * A benchmark, not a test: it prints figures against the target and never fails.
 */
import { fork } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { GenericDataModel, GenericMutationCtx } from "convex/server";
import { planSyntheticVotes } from "../convex/domain/syntheticVotes";
import { createConvexTestEngine } from "../server/engine/convexTestEngine";
import { journalCommits } from "../server/store/compaction";
import { DataDir } from "../server/store/dataDir";
import { ROOT } from "../tests/server/harness";
import { buildSeededDataDir, seedNarratives } from "./liveSeed";

/** Restart target, seconds (issue 12: flat as the journal grows, under 2 s at workshop size). */
const TARGET_SECONDS = 2;
/** People at a large workshop; each binds about three times (changes of mind). */
const VOTERS = 500;
/** [snapshot votes, binds after it]: empty, a 500-person workshop, the 14k binds, 100k votes. */
const DEFAULT_CASES: [number, number][] = [
  [0, 0],
  [0, 1_500],
  [0, 14_000],
  [100_000, 2_000],
];
const RUNS = Number(process.env.RESTART_RUNS ?? 2);

type Ctx = GenericMutationCtx<GenericDataModel>;
type Handler = (ctx: unknown, args: unknown) => Promise<unknown>;

/** Voters' sessions last as long as @convex-dev/auth's default (30 days, in ms). */
const SESSION_MS = 30 * 24 * 60 * 60_000;

/** A signed-in context for a token subject ("<userId>|<sessionId>"). */
function signedIn(ctx: Ctx, subject: string): Ctx {
  const identity = { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` };
  return { ...ctx, auth: { ...ctx.auth, getUserIdentity: async () => identity } };
}

/** Builds the case in this process (run as a child): snapshot, then journaled binds. */
async function buildCase(dataDir: string, snapshotVotes: number, binds: number) {
  if (snapshotVotes > 0) await buildSeededDataDir(dataDir, snapshotVotes, 0);
  const engine = await createConvexTestEngine(join(ROOT, "convex"));
  const store = new DataDir(dataDir);
  const strings = new Map<string, string>();
  const recovered = store.recover((documents) =>
    engine.importState({ documents, lastCommitTs: 0n }, strings),
  );
  engine.importState({ documents: [], lastCommitTs: recovered.lastCommitTs });
  journalCommits(engine, store, console, (error) => {
    throw error;
  });
  if (snapshotVotes === 0) await engine.runInternal("seed:ensureCatalogue", {});
  const narratives = await engine.runTransaction((ctx: Ctx) => seedNarratives(ctx));
  const plans = planSyntheticVotes(narratives, Math.min(binds, 2_000), 13);
  // Signed-in voters, each with a session as @convex-dev/auth's sign-in makes one.
  const voters = await engine.runTransaction(async (ctx: Ctx) => {
    const subjects: string[] = [];
    for (let n = 1; n <= Math.min(VOTERS, binds); n++) {
      const userId = await ctx.db.insert("users", { email: `restart-${n}@bench.invalid` });
      const sessionId = await ctx.db.insert("authSessions", {
        userId,
        expirationTime: Date.now() + SESSION_MS,
      });
      subjects.push(`${userId}|${sessionId}`);
    }
    return subjects;
  });
  const votes = await import(pathToFileURL(join(ROOT, "convex/votes.ts")).href);
  const bind = (votes.bind as { _handler: Handler })._handler;
  for (let n = 0; n < binds; n++) {
    await engine.runTransaction(async (ctx: Ctx) => {
      await bind(signedIn(ctx, voters[n % voters.length]), plans[n % plans.length]);
      return null;
    });
    // A turn of the event loop between binds, as between requests: a background snapshot
    // in progress writes a slice.
    await new Promise((done) => setImmediate(done));
  }
  await store.snapshotInProgress;
  await store.whenDurable();
  store.close();
}

interface CaseFiles {
  snapshotBytes: number;
  snapshotDocuments: number;
  journalRecords: number;
  journalBytes: number;
}

function countLines(path: string): number {
  if (!existsSync(path)) return 0;
  const text = readFileSync(path);
  let lines = 0;
  for (let i = text.indexOf(10); i !== -1; i = text.indexOf(10, i + 1)) lines++;
  return lines;
}

function describeFiles(dataDir: string): CaseFiles {
  const size = (name: string) =>
    existsSync(join(dataDir, name)) ? statSync(join(dataDir, name)).size : 0;
  return {
    snapshotBytes: size("snapshot.json"),
    snapshotDocuments: Math.max(0, countLines(join(dataDir, "snapshot.json")) - 1),
    journalRecords:
      countLines(join(dataDir, "journal.log")) + countLines(join(dataDir, "journal.prev.log")),
    journalBytes: size("journal.log") + size("journal.prev.log"),
  };
}

function buildInChild(dataDir: string, snapshotVotes: number, binds: number): Promise<void> {
  const child = fork(
    import.meta.filename,
    ["build", dataDir, String(snapshotVotes), String(binds)],
    {
      cwd: ROOT,
      execArgv: ["--import", "tsx", "--max-old-space-size=4096"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  return new Promise((done, fail) =>
    child.once("exit", (code) =>
      code === 0 ? done() : fail(new Error(`the case builder exited with ${code}`)),
    ),
  );
}

/** CPU seconds (user + system) a process has used, from /proc (Linux; 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Seconds from spawning the backend to its ready message on a copy of `dataDir`, and the
 * CPU seconds it used meanwhile (much less sensitive than the wall time to a busy machine).
 */
async function timeRestart(dataDir: string): Promise<{ wall: number; cpu: number }> {
  const copy = mkdtempSync(join(tmpdir(), "restart-bench-run-"));
  cpSync(dataDir, copy, { recursive: true });
  const started = performance.now();
  // Not the test harness's startBackendProcess: 100,000 votes take longer than its timeout.
  const backend = fork(join(ROOT, "server/cli.ts"), ["backend"], {
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, DATA_DIR: copy, BACKEND_PORT: "0", QUIET: "1" },
  });
  const exited = new Promise((done) => backend.once("exit", done));
  await new Promise<void>((ready, fail) => {
    backend.on("message", (message: { ready?: boolean }) => message.ready && ready());
    backend.once("exit", (code) => fail(new Error(`the backend exited with ${code}`)));
  });
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(backend.pid!);
  backend.kill("SIGKILL");
  await exited;
  rmSync(copy, { recursive: true, force: true });
  return { wall, cpu };
}

const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);

export async function runRestartBench(): Promise<void> {
  const cases = process.env.RESTART_CASES
    ? process.env.RESTART_CASES.split(",").map(
        (pair) => pair.split(":").map(Number) as [number, number],
      )
    : DEFAULT_CASES;
  console.log(
    `restart after kill -9, spawn to ready (wall s, and the backend's CPU s), best of ${RUNS}; ` +
      `target < ${TARGET_SECONDS} s; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}\n` +
      " snap votes |  binds | snap docs | snap MB | journal records | journal MB | wall s | CPU s | target",
  );
  for (const [snapshotVotes, binds] of cases) {
    const dataDir = mkdtempSync(join(tmpdir(), "restart-bench-"));
    await buildInChild(dataDir, snapshotVotes, binds);
    const files = describeFiles(dataDir);
    const times: { wall: number; cpu: number }[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await timeRestart(dataDir));
    const wall = Math.min(...times.map((time) => time.wall));
    const cpu = Math.min(...times.map((time) => time.cpu));
    console.log(
      [
        String(snapshotVotes).padStart(11),
        String(binds).padStart(6),
        String(files.snapshotDocuments).padStart(9),
        mb(files.snapshotBytes).padStart(7),
        String(files.journalRecords).padStart(15),
        mb(files.journalBytes).padStart(10),
        wall.toFixed(2).padStart(6),
        cpu.toFixed(2).padStart(5),
        wall < TARGET_SECONDS ? "met" : "missed",
      ].join(" | "),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "build") {
  const [dataDir, snapshotVotes, binds] = process.argv.slice(3);
  buildCase(dataDir, Number(snapshotVotes), Number(binds)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (import.meta.filename === process.argv[1]) {
  await runRestartBench();
  process.exit(0);
}
