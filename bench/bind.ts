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
 * - memory: RSS after opening and after the binds; target < 300 MiB.
 *
 * A benchmark: it prints figures, and fails only if the data directory lacks its N votes.
 */
import { fork } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { UserIdentity } from "convex/server";
import { convexToJson } from "convex/values";
import { ENGINE_FILE } from "../server/backend";
import { createSqliteEngine } from "../server/engine/sqlite/engine";
import { seedLiveDataDir, type SeededDataDir } from "./liveSeed";

const ROOT = resolve(import.meta.dirname, "..");
const CONVEX_DIR = join(ROOT, "convex");
const WARMUP_BINDS = 50;
const COLD_BINDS = 300;
const STEADY_AFTER = 1_000;
const STEADY_BINDS = 2_000;
/** Distinct voters the measurement needs (each binds once). */
const VOTERS = STEADY_AFTER + STEADY_BINDS;
const SIZES = [10_000, 100_000];
const TARGET_CPU_MS = 1;
const TARGET_RSS_MIB = 300;

interface BindFigures {
  votes: number;
  documents: number;
  openSeconds: number;
  coldCpuMs: number;
  bindCpuMs: number;
  bindWallMs: number;
  overviewMs: number;
  rssLoadedMiB: number;
  rssAfterMiB: number;
}

const rssMiB = () => process.memoryUsage().rss / 2 ** 20;

/** The identity of a spare writer's token subject ("<userId>|<sessionId>", a real session). */
function identityOf(subject: string): UserIdentity {
  return { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` };
}

async function measure(seeded: SeededDataDir, votes: number): Promise<BindFigures> {
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
  for (let i = 0; i < WARMUP_BINDS; i++) await bind(i);
  const coldCpu = process.cpuUsage();
  for (let i = WARMUP_BINDS; i < WARMUP_BINDS + COLD_BINDS; i++) await bind(i);
  const coldCpuMs = cpuMs(process.cpuUsage(coldCpu), COLD_BINDS);
  for (let i = WARMUP_BINDS + COLD_BINDS; i < STEADY_AFTER; i++) await bind(i);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let i = STEADY_AFTER; i < VOTERS; i++) await bind(i);
  const used = process.cpuUsage(cpu);
  const figures = {
    votes,
    documents: seeded.documents,
    openSeconds,
    coldCpuMs,
    bindCpuMs: cpuMs(used, STEADY_BINDS),
    bindWallMs: (performance.now() - wall) / STEADY_BINDS,
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

export async function runBindBench(): Promise<void> {
  const sizes = process.env.BIND_N ? [Number(process.env.BIND_N)] : SIZES;
  console.log(
    "bind: N votes in a data directory opened by the SQLite engine; bind = votes:bind in " +
      `process, one at a time (cold: ${COLD_BINDS} after ${WARMUP_BINDS}; steady: ` +
      `${STEADY_BINDS} after ${STEADY_AFTER}); targets < ${TARGET_CPU_MS} ms CPU per bind ` +
      `(steady), < ${TARGET_RSS_MIB} MiB`,
  );
  console.log(
    "      N | documents | open s | cold CPU/bind ms | CPU/bind ms | wall/bind ms | overview ms | RSS opened | RSS after | targets",
  );
  for (const votes of sizes) {
    const seeded = await seedLiveDataDir(votes, VOTERS);
    try {
      const f = await measureInChild(seeded, votes);
      console.log(
        [
          pad(votes, 7),
          pad(f.documents, 9),
          pad(f.openSeconds.toFixed(2), 6),
          pad(f.coldCpuMs.toFixed(2), 16),
          pad(f.bindCpuMs.toFixed(2), 11),
          pad(f.bindWallMs.toFixed(2), 12),
          pad(f.overviewMs.toFixed(2), 11),
          pad(`${f.rssLoadedMiB.toFixed(0)} MiB`, 10),
          pad(`${f.rssAfterMiB.toFixed(0)} MiB`, 9),
          `${f.bindCpuMs < TARGET_CPU_MS ? "met" : "missed"}, ${
            Math.max(f.rssLoadedMiB, f.rssAfterMiB) < TARGET_RSS_MIB ? "met" : "missed"
          }`,
        ].join(" | "),
      );
    } finally {
      rmSync(seeded.dataDir, { recursive: true, force: true });
    }
  }
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
