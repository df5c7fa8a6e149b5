/**
 * A data directory holding N active votes for the live benchmark, built without N round
 * trips: an in-process engine runs the app's own `votes:bind` handler (validation, server
 * economics, national tallies, rankings, profile) for N synthetic voters, BATCH votes per
 * transaction, into the directory's SQLite store. The backend under test then opens it on
 * start like any restart, so the rows and tallies are exactly what the production path
 * writes. Runs in a child process so the benchmark's own memory and the
 * backend's stay separate from the loader's.
 */
import { fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { GenericMutationCtx, GenericDataModel } from "convex/server";
import { jsonToConvex } from "convex/values";
import { EMBEDDED_TALLY_SHARDS, ENGINE_FILE } from "../server/backend";
import { createSqliteEngine, type SqliteEngine } from "../server/engine/sqlite/engine";
import type { CommittedWrite, Engine, EngineState } from "../server/engine/types";
import { POLICY_AREAS } from "../convex/domain/areas";
import {
  planSyntheticVotes,
  type SeedNarrative,
  type SyntheticVotePlan,
} from "../convex/domain/syntheticVotes";
import { listNarrativePolicies } from "../convex/model/policies";
import {
  applyTallyDeltaToSummaries,
  countVote,
  emptyTallyDelta,
  type TalliedVote,
} from "../convex/model/tallies";
import { PRIVACY_NOTICE_VERSION } from "../convex/domain/privacy";

// The tally shards the embedded backend uses (server/backend.ts), so that the data built
// here is what the backend under test would have written.
process.env.TALLY_SHARDS ||= String(EMBEDDED_TALLY_SHARDS);

const ROOT = resolve(import.meta.dirname, "..");
const CONVEX_DIR = join(ROOT, "convex");
/** Votes per transaction (larger batches make each read merge more pending writes). */
const BATCH = 5;
/**
 * Voters bound one by one through votes:bind (about 5 ms of CPU each here); beyond this
 * the bound voters are replicated (see replicateVoters), so that 100,000 votes load in
 * seconds rather than minutes.
 */
const DISTINCT_VOTES = 2_000;
/** Distinct votes handed to the benchmark's writers. */
const WRITER_PLANS = 500;

export interface SeededDataDir {
  dataDir: string;
  /** Token subjects ("<userId>|<sessionId>") of users with no vote yet, for the writers. */
  spareSubjects: string[];
  /** Valid votes (catalogue ids) for the writers to bind. */
  plans: SyntheticVotePlan[];
  documents: number;
  seconds: number;
}

type Ctx = GenericMutationCtx<GenericDataModel>;
type Handler = (ctx: unknown, args: unknown) => Promise<unknown>;

/**
 * `count` users, each with consent to the current privacy notice (as the vote's box gives
 * it) and a live session: the subjects (`userId|sessionId`) a bench signs in as.
 */
export async function insertSignedInVoters(
  ctx: Ctx,
  count: number,
  emailPrefix: string,
  first = 1,
): Promise<string[]> {
  const subjects: string[] = [];
  for (let n = first; n < first + count; n++) {
    const userId = await ctx.db.insert("users", { email: `${emailPrefix}-${n}@bench.invalid` });
    await ctx.db.insert("consents", {
      userId,
      version: PRIVACY_NOTICE_VERSION,
      givenAt: Date.now(),
    });
    subjects.push((await startSession(ctx, userId)).subject);
  }
  return subjects;
}

/**
 * Folds every tally delta waiting into the summaries (even one created this millisecond,
 * which the cron's fold leaves to the next): national views read the summaries alone
 * (docs/scale.md "National views once per fold"), so a bench checks its votes after this.
 */
export async function foldAllDeltas(engine: SqliteEngine): Promise<void> {
  const everything = { through: Number.MAX_SAFE_INTEGER };
  while (((await engine.runInternal("tallies:fold", everything)) as { more: boolean }).more);
}

/** The narratives with their policies per area, as the synthetic-vote planner wants them. */
export async function seedNarratives(ctx: Ctx): Promise<SeedNarrative[]> {
  const narratives = await ctx.db
    .query("narratives")
    .withIndex("by_type_popularity", (q) => q.eq("type", "anchor"))
    .collect();
  const result: SeedNarrative[] = [];
  for (const narrative of narratives) {
    const policies = await listNarrativePolicies(ctx as never, narrative._id as never);
    result.push({
      id: narrative._id as string,
      quadrant: narrative.quadrant as SeedNarrative["quadrant"],
      popularityScore: narrative.popularityScore as number,
      areas: POLICY_AREAS.map((area) =>
        policies.filter((p) => p.category === area.name).map((p) => p._id as string),
      ),
    });
  }
  return result;
}

/** Writers `first`..`last`: each a user with consent and a session; their token subjects. */
async function addSpareWriters(engine: SqliteEngine, first: number, last: number) {
  return await engine.runTransaction((ctx) =>
    insertSignedInVoters(ctx as Ctx, last - first + 1, "writer", first),
  );
}

const SPARE_USERS_PER_TRANSACTION = 1_000;

/** How long the writers' sessions last (ms), as @convex-dev/auth's default (30 days). */
const SESSION_MS = 30 * 24 * 60 * 60_000;

/**
 * A session for `userId`, as @convex-dev/auth's sign-in makes one: the app refuses a
 * token whose session does not exist (convex/model/users.ts). Returns the token subject.
 */
async function startSession(ctx: Ctx, userId: string) {
  const sessionId = await ctx.db.insert("authSessions", {
    userId,
    expirationTime: Date.now() + SESSION_MS,
  });
  return { sessionId, subject: `${userId}|${sessionId}` };
}

/** A signed-in context for a token subject ("<userId>|<sessionId>"). */
function signedIn(ctx: Ctx, subject: string): Ctx {
  const identity = { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` };
  return { ...ctx, auth: { ...ctx.auth, getUserIdentity: async () => identity } };
}

/** Binds `plans` through the app's own votes:bind handler, BATCH per transaction. */
async function bindVotes(engine: Engine, plans: SyntheticVotePlan[]): Promise<void> {
  const votesModule = await import(pathToFileURL(join(CONVEX_DIR, "votes.ts")).href);
  const bind = (votesModule.bind as { _handler: Handler })._handler;
  for (let start = 0; start < plans.length; start += BATCH) {
    const batch = plans.slice(start, start + BATCH);
    await engine.runTransaction(async (ctx) => {
      for (const [offset, plan] of batch.entries()) {
        const n = start + offset + 1;
        const userId = await ctx.db.insert("users", {
          email: `voter-${n}@bench.invalid`,
          name: `Bench voter ${n}`,
        });
        // Consent to the privacy notice, as the vote's box gives it (docs/privacy.md).
        await ctx.db.insert("consents", {
          userId,
          version: PRIVACY_NOTICE_VERSION,
          givenAt: Date.now(),
        });
        const { sessionId, subject } = await startSession(ctx, userId);
        await bind(signedIn(ctx, subject), plan);
        // Bound voters never sign in again: their sessions are not kept (nor replicated).
        await ctx.db.delete(sessionId);
      }
      return null;
    });
  }
}

/**
 * Copies the bound voters (each user with every row that names them: vote, rankings,
 * profile, manifesto) until there are `total` voters, with fresh ids and creation times,
 * references between a voter's rows remapped. Returns the copies and the tally change
 * they make, counted by the model's own `countVote`.
 */
function replicateVoters(engine: SqliteEngine, state: EngineState, total: number) {
  // New ids as the engine makes them (random, in Convex's format), tables as it reads them.
  const tableOf = (id: string) => engine.ids.tableOf(id) ?? "";
  // An exported state can be iterated once: the rows are read twice below.
  const all = [...state.documents];
  const byUser = new Map<string, CommittedWrite[]>();
  let creation = 0;
  for (const write of all) {
    const doc = write[1] as Record<string, unknown>;
    creation = Math.max(creation, doc._creationTime as number);
    if (tableOf(write[0]) === "users" && String(doc.email).endsWith("@bench.invalid")) {
      byUser.set(write[0], [write]);
    }
  }
  for (const write of all) {
    const owner = (write[1] as Record<string, unknown>).userId;
    if (typeof owner === "string") byUser.get(owner)?.push(write);
  }
  const templates = [...byUser.values()];
  const documents: CommittedWrite[] = [];
  const delta = emptyTallyDelta();
  for (let n = templates.length; n < total; n++) {
    const rows = templates[n % templates.length];
    const ids = new Map(rows.map(([id]) => [id, engine.ids.newId(tableOf(id))]));
    const remap = (value: unknown): unknown =>
      typeof value === "string"
        ? (ids.get(value) ?? value)
        : Array.isArray(value)
          ? value.map(remap)
          : value !== null && typeof value === "object"
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v)]))
            : value;
    for (const [id, json] of rows) {
      const copy = remap(json) as Record<string, unknown>;
      creation += 0.001;
      copy._creationTime = creation;
      if (tableOf(id) === "users") {
        copy.email = `voter-${n + 1}@bench.invalid`;
        copy.name = `Bench voter ${n + 1}`;
      }
      if (tableOf(id) === "userVotes" && copy.isActive === true) {
        countVote(delta, jsonToConvex(copy as never) as unknown as TalliedVote, 1);
      }
      documents.push([ids.get(id)!, copy]);
    }
  }
  return { documents, delta };
}

export async function buildSeededDataDir(
  dataDir: string,
  votes: number,
  spareUsers: number,
): Promise<SeededDataDir> {
  const started = performance.now();
  const engine = await createSqliteEngine(CONVEX_DIR, join(dataDir, ENGINE_FILE));
  await engine.runInternal("seed:ensureCatalogue", {});
  const narratives = await engine.runTransaction(seedNarratives);
  await bindVotes(engine, planSyntheticVotes(narratives, Math.min(votes, DISTINCT_VOTES), 7));
  // As the backend's cron would: the binds' tally deltas folded into the summaries.
  await foldAllDeltas(engine);
  if (votes > DISTINCT_VOTES) {
    const { documents, delta } = replicateVoters(engine, engine.exportState(), votes);
    engine.importState({ documents, lastCommitTs: engine.lastCommitTs() });
    await engine.runTransaction(async (ctx) => {
      await applyTallyDeltaToSummaries(ctx as never, delta);
      return null;
    });
  }
  // The benchmark is meaningless without its N votes: check them where they are made.
  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  if (overview.totalVotes !== votes) {
    throw new Error(`seeded ${votes} votes but the overview counts ${overview.totalVotes}`);
  }
  // In batches: three documents per writer, and a transaction writes at most 8,192.
  const spareSubjects: string[] = [];
  for (let first = 1; first <= spareUsers; first += SPARE_USERS_PER_TRANSACTION) {
    const last = Math.min(spareUsers, first + SPARE_USERS_PER_TRANSACTION - 1);
    spareSubjects.push(...(await addSpareWriters(engine, first, last)));
  }
  const documents = engine.store.documentCount();
  engine.close();
  return {
    dataDir,
    spareSubjects,
    plans: planSyntheticVotes(narratives, WRITER_PLANS, 11),
    documents,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Builds a fresh data directory with `votes` active votes (in a child process). */
export function seedLiveDataDir(votes: number, spareUsers: number): Promise<SeededDataDir> {
  const dataDir = mkdtempSync(join(tmpdir(), "live-bench-"));
  const child = fork(import.meta.filename, ["seed", dataDir, String(votes), String(spareUsers)], {
    cwd: ROOT,
    execArgv: ["--import", "tsx", "--max-old-space-size=4096"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((done, fail) => {
    child.once("message", (result) => done(result as SeededDataDir));
    child.once("exit", (code) => {
      if (code !== 0) fail(new Error(`the vote loader exited with ${code}`));
    });
  });
}

if (process.argv[2] === "seed" && process.send) {
  const [dataDir, votes, spare] = process.argv.slice(3);
  buildSeededDataDir(dataDir, Number(votes), Number(spare)).then(
    (result) => {
      process.send!(result, () => process.exit(0));
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
