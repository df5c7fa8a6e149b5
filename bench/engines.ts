/**
 * The two engines side by side on the app's own data (`npx tsx bench/engines.ts`;
 * `ENGINES_N=10000` for one size): a data directory with N active votes (bench/liveSeed.ts)
 * is loaded into each engine in a process of its own, then
 *
 * - load: the restore path of a restart (snapshot → `importState`), and for the SQLite engine
 *   also opening its existing file without a restore (what a restart costs when the store
 *   is the database itself) and the same restore again over that file (the backend's
 *   restart with ENGINE=sqlite today: unchanged documents are compared, not written);
 * - CPU per bind: `votes:bind` by distinct signed-in users, called through the engine
 *   (no network), one at a time, after a warm-up;
 * - memory: RSS after loading and after the binds.
 *
 * A benchmark: it prints figures, and fails only if the data directory lacks its N votes.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { UserIdentity } from "convex/server";
import { convexToJson } from "convex/values";
import { createConvexTestEngine } from "../server/engine/convexTestEngine";
import { createSqliteEngine, type SqliteEngine } from "../server/engine/sqlite/engine";
import type { Engine } from "../server/engine/types";
import { DataDir } from "../server/store/dataDir";
import { seedLiveDataDir, type SeededDataDir } from "./liveSeed";

const ROOT = resolve(import.meta.dirname, "..");
const CONVEX_DIR = join(ROOT, "convex");
const WARMUP_BINDS = 50;
const TIMED_BINDS = 300;
const SIZES = [10_000, 100_000];

interface EngineFigures {
  engine: string;
  votes: number;
  documents: number;
  restoreSeconds: number;
  reopenSeconds: number | null;
  /** The backend's restart today: the same restore over the existing SQLite file. */
  restoreAgainSeconds: number | null;
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

async function measure(kind: string, seeded: SeededDataDir, votes: number): Promise<EngineFigures> {
  const sqlitePath = join(mkdtempSync(join(tmpdir(), "engines-bench-")), "engine.sqlite");
  const create = (): Promise<Engine> =>
    kind === "sqlite"
      ? createSqliteEngine(CONVEX_DIR, sqlitePath, "NORMAL")
      : createConvexTestEngine(CONVEX_DIR);
  const started = performance.now();
  let engine = await create();
  const store = new DataDir(seeded.dataDir);
  const recovered = store.recover((documents) =>
    engine.importState({ documents, lastCommitTs: 0n }),
  );
  engine.importState({ documents: [], lastCommitTs: recovered.lastCommitTs });
  store.close();
  const restoreSeconds = (performance.now() - started) / 1000;
  let reopenSeconds: number | null = null;
  let restoreAgainSeconds: number | null = null;
  if (kind === "sqlite") {
    (engine as SqliteEngine).close();
    const reopened = performance.now();
    engine = await create();
    reopenSeconds = (performance.now() - reopened) / 1000;
    const again = performance.now();
    const replay = new DataDir(seeded.dataDir);
    replay.recover((documents) => engine.importState({ documents, lastCommitTs: 0n }));
    replay.close();
    restoreAgainSeconds = (performance.now() - again) / 1000;
  }
  const rssLoadedMiB = rssMiB();

  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  if (overview.totalVotes !== votes) {
    throw new Error(`${kind}: expected ${votes} votes, the overview says ${overview.totalVotes}`);
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
  for (let i = 0; i < WARMUP_BINDS; i++) await bind(i);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let i = WARMUP_BINDS; i < WARMUP_BINDS + TIMED_BINDS; i++) await bind(i);
  const used = process.cpuUsage(cpu);
  return {
    engine: kind,
    votes,
    documents: recovered.documents,
    restoreSeconds,
    reopenSeconds,
    restoreAgainSeconds,
    bindCpuMs: (used.user + used.system) / 1000 / TIMED_BINDS,
    bindWallMs: (performance.now() - wall) / TIMED_BINDS,
    overviewMs,
    rssLoadedMiB,
    rssAfterMiB: rssMiB(),
  };
}

/** Runs one engine's measurement in a child process, so its memory is its own. */
function measureInChild(
  kind: string,
  seeded: SeededDataDir,
  votes: number,
): Promise<EngineFigures> {
  const child = fork(import.meta.filename, ["measure", kind, String(votes)], {
    cwd: ROOT,
    execArgv: ["--import", "tsx", "--max-old-space-size=4096"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.send(seeded);
  return new Promise((done, fail) => {
    child.once("message", (figures) => done(figures as EngineFigures));
    child.once("exit", (code) => {
      if (code !== 0) fail(new Error(`${kind} exited with ${code}`));
    });
  });
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

export async function runEnginesBench(): Promise<void> {
  const sizes = process.env.ENGINES_N ? [Number(process.env.ENGINES_N)] : SIZES;
  console.log(
    "engines: N votes loaded from a data directory; restore = snapshot → importState; " +
      "reopen = SQLite file opened without a restore; again = the restore over that file " +
      "(the backend's restart with ENGINE=sqlite today); bind = votes:bind in process, one at a time",
  );
  console.log(
    "      N | engine      | documents | restore s | reopen s | again s | CPU/bind ms | wall/bind ms | overview ms | RSS loaded | RSS after",
  );
  for (const votes of sizes) {
    const seeded = await seedLiveDataDir(votes, WARMUP_BINDS + TIMED_BINDS);
    try {
      for (const kind of ["convex-test", "sqlite"]) {
        const f = await measureInChild(kind, seeded, votes);
        console.log(
          [
            pad(votes, 7),
            ` ${f.engine.padEnd(11)}`,
            pad(f.documents, 9),
            pad(f.restoreSeconds.toFixed(1), 9),
            pad(f.reopenSeconds === null ? "—" : f.reopenSeconds.toFixed(2), 8),
            pad(f.restoreAgainSeconds === null ? "—" : f.restoreAgainSeconds.toFixed(1), 7),
            pad(f.bindCpuMs.toFixed(2), 11),
            pad(f.bindWallMs.toFixed(2), 12),
            pad(f.overviewMs.toFixed(2), 11),
            pad(`${f.rssLoadedMiB.toFixed(0)} MiB`, 10),
            pad(`${f.rssAfterMiB.toFixed(0)} MiB`, 9),
          ].join(" | "),
        );
      }
    } finally {
      rmSync(seeded.dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv[2] === "measure" && process.send) {
  const [kind, votes] = process.argv.slice(3);
  process.once("message", (seeded) => {
    measure(kind, seeded as SeededDataDir, Number(votes)).then(
      (figures) => process.send!(figures, () => process.exit(0)),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runEnginesBench().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
