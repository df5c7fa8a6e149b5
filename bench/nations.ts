/**
 * A seeded national run by nation and region (issue 39; docs/nations.md "A seeded national
 * run"): an in-process engine on a fresh SQLite file runs the app's own votes:bind handler
 * for N synthetic voters whose residences follow the UK's population shares (and a share
 * who prefer not to say), folds the tallies as the backend's fold does, and reports:
 * - each cell of nations:view (shown or withheld under the disclosure rule) and the time the
 *   query takes (14 indexed point reads whatever N);
 * - the update path a second browser waits on, one vote at a time: the bind, the fold that
 *   moves its deltas into the summaries, and nations:view re-run (in process: the sync
 *   server's broadcast and the network are what bench/live.ts measures).
 *
 *   npx tsx bench/nations.ts           N = 2,000 (also part of `npm run bench`)
 *   NATIONS_N=5000 npx tsx bench/nations.ts
 *   NATIONS_DATA_DIR=.tmp/nations npx tsx bench/nations.ts   keep the data for `npm start`
 *
 * A benchmark, not a test: it prints figures and fails only when it would not measure what
 * it says (the view not counting the N votes).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { GenericDataModel, GenericMutationCtx } from "convex/server";
import { EMBEDDED_TALLY_SHARDS, ENGINE_FILE } from "../server/backend";
import { createSqliteEngine } from "../server/engine/sqlite/engine";
import { RESIDENCE_LEAVES, type Residence, type ResidenceCell } from "../convex/domain/nations";
import { planSyntheticVotes } from "../convex/domain/syntheticVotes";
import { foldAllDeltas, insertSignedInVoters, seedNarratives } from "./liveSeed";
import { percentile } from "./sync";

const sortedPercentile = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

process.env.TALLY_SHARDS ||= String(EMBEDDED_TALLY_SHARDS);

const ROOT = resolve(import.meta.dirname, "..");
const N = Number(process.env.NATIONS_N ?? 2_000);
const UPDATES = 30;
const VIEW_RUNS = 30;
const BATCH = 5;

/**
 * Each leaf's share of the voters, per 1,000: the nations' and English regions' shares of
 * the UK population (ONS mid-2023 estimates, rounded) scaled to 900, and 100 who prefer not
 * to say. Benchmark weights, not an economic figure.
 */
const WEIGHTS: Record<ResidenceCell, number> = {
  "north-east": 35,
  "north-west": 99,
  "yorkshire-and-the-humber": 73,
  "east-midlands": 66,
  "west-midlands": 79,
  "east-of-england": 85,
  london: 117,
  "south-east": 123,
  "south-west": 76,
  scotland: 72,
  wales: 42,
  "northern-ireland": 26,
  england: 0,
  "not-stated": 107,
};

const REGION_NATION = new Set<ResidenceCell>(["scotland", "wales", "northern-ireland"]);

function residenceOfLeaf(leaf: ResidenceCell): Residence | null {
  if (leaf === "not-stated") return null;
  if (REGION_NATION.has(leaf)) return { nation: leaf as Residence["nation"] };
  return { nation: "england", region: leaf as Residence["region"] };
}

/** The n-th voter's leaf: the weights laid out over 1,000 slots, visited in a scrambled order. */
function leafOfVoter(n: number): ResidenceCell {
  let slot = (n * 617) % 1_000;
  for (const leaf of RESIDENCE_LEAVES) {
    slot -= WEIGHTS[leaf];
    if (slot < 0) return leaf;
  }
  return "not-stated";
}

type Ctx = GenericMutationCtx<GenericDataModel>;
type Handler = (ctx: unknown, args: unknown) => Promise<unknown>;

function signedIn(ctx: Ctx, subject: string): Ctx {
  const identity = { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` };
  return { ...ctx, auth: { ...ctx.auth, getUserIdentity: async () => identity } };
}

interface ViewCell {
  cell: string;
  name: string;
  shown: boolean;
  totalVotes?: number;
}

/** Seeds N votes across the places, prints every cell and the update path's timings. */
export async function runNationsBench(): Promise<void> {
  // NATIONS_DATA_DIR keeps the seeded data for a backend to open (screenshots, a demo).
  const keep = process.env.NATIONS_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), "nations-bench-"));
  const engine = await createSqliteEngine(join(ROOT, "convex"), join(dataDir, ENGINE_FILE));
  const bind = (
    (await import(pathToFileURL(join(ROOT, "convex", "votes.ts")).href)).bind as {
      _handler: Handler;
    }
  )._handler;
  try {
    await engine.runInternal("seed:ensureCatalogue", {});
    const narratives = await engine.runTransaction(seedNarratives);
    const plans = planSyntheticVotes(narratives, N + UPDATES, 7);
    const bindRange = async (from: number, to: number) =>
      await engine.runTransaction(async (ctx) => {
        const subjects = await insertSignedInVoters(ctx as Ctx, to - from, "voter", from + 1);
        for (const [offset, subject] of subjects.entries()) {
          const n = from + offset;
          const residence = residenceOfLeaf(leafOfVoter(n));
          await bind(signedIn(ctx as Ctx, subject), { ...plans[n], residence });
        }
        return null;
      });

    const loadStarted = performance.now();
    for (let from = 0; from < N; from += BATCH) await bindRange(from, Math.min(N, from + BATCH));
    await foldAllDeltas(engine);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const viewMs: number[] = [];
    let view = (await engine.runInternal("nations:view", {})) as {
      totalVotes: number;
      threshold: number;
      cells: ViewCell[];
    };
    for (let run = 0; run < VIEW_RUNS; run++) {
      const started = performance.now();
      view = (await engine.runInternal("nations:view", {})) as typeof view;
      viewMs.push(performance.now() - started);
    }
    if (view.totalVotes !== N)
      throw new Error(`seeded ${N} votes, the view counts ${view.totalVotes}`);

    const expected = new Map<string, number>();
    for (let n = 0; n < N; n++) {
      const leaf = leafOfVoter(n);
      expected.set(leaf, (expected.get(leaf) ?? 0) + 1);
      if (leaf !== "not-stated" && !REGION_NATION.has(leaf)) {
        expected.set("england", (expected.get("england") ?? 0) + 1);
      }
    }
    console.log(
      `Nations and regions: N = ${N.toLocaleString("en-GB")} votes, threshold ${view.threshold}`,
    );
    console.log(`load: ${loadSeconds.toFixed(1)} s through votes:bind (${BATCH} per transaction)`);
    console.log("| cell | votes seeded | shown | votes shown |\n| --- | --- | --- | --- |");
    for (const cell of view.cells) {
      console.log(
        `| ${cell.name} | ${expected.get(cell.cell) ?? 0} | ${cell.shown ? "yes" : "withheld"} | ${cell.totalVotes ?? ""} |`,
      );
    }
    console.log(
      `nations:view: median ${sortedPercentile(viewMs, 50).toFixed(2)} ms, p95 ${sortedPercentile(viewMs, 95).toFixed(2)} ms (${VIEW_RUNS} runs)`,
    );

    const bindMs: number[] = [];
    const foldMs: number[] = [];
    const totalMs: number[] = [];
    for (let n = N; n < N + UPDATES; n++) {
      const started = performance.now();
      await bindRange(n, n + 1);
      const bound = performance.now();
      await foldAllDeltas(engine);
      const folded = performance.now();
      const next = (await engine.runInternal("nations:view", {})) as typeof view;
      const done = performance.now();
      if (next.totalVotes !== n + 1) throw new Error("the view missed a folded vote");
      bindMs.push(bound - started);
      foldMs.push(folded - bound);
      totalMs.push(done - started);
    }
    const row = (label: string, values: number[]) =>
      console.log(
        `${label}: median ${sortedPercentile(values, 50).toFixed(2)} ms, p95 ${sortedPercentile(values, 95).toFixed(2)} ms`,
      );
    console.log(`one vote at a time (${UPDATES} votes, each from its own place):`);
    row("  bind (votes:bind, the trigger's deltas)", bindMs);
    row("  fold (the deltas into the 14 summaries)", foldMs);
    row("  bind + fold + nations:view", totalMs);
  } finally {
    engine.close();
    if (keep === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runNationsBench().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
