/**
 * The fan-out's re-runs at once (server/sync/fanOut.ts `launch`; docs/embedded-backend.md
 * "Threads"): with queries on query threads the engine's `queryParallelism()` says how many
 * re-runs are worth running together, and a round starts that many before waiting; without
 * it they run one after another, as before. A connection is sent its update only once
 * every query it watches is current. A fake engine holds each run until the test lets it go.
 */
import type { UserIdentity } from "convex/server";
import type { WebSocket } from "ws";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Engine, QueryOutcome } from "../../server/engine/types";
import { createLogger } from "../../server/log";
import { Connection } from "../../server/sync/connection";
import { FanOut } from "../../server/sync/fanOut";
import { queueBudgetFromEnv } from "../../server/sync/outbound";

/** "q:<table>" reads <table>; every run waits until the test releases it (`hold`). */
class HeldEngine {
  ts = 1n;
  hold = false;
  /** Runs started and not yet released, in order. */
  readonly waiting: { udfPath: string; release: () => void }[] = [];
  started = 0;
  /** Runs still to come back `stale` (a commit changed them while they ran on a thread). */
  staleRuns = 0;
  constructor(private readonly parallel: number | null) {}

  queryParallelism?(): number;

  async resolvePublic() {
    return "query" as const;
  }

  async runQuery(udfPath: string, _args: unknown, _identity: UserIdentity | null) {
    this.started++;
    const ts = this.ts;
    if (this.hold) await new Promise<void>((release) => this.waiting.push({ udfPath, release }));
    const outcome: QueryOutcome = {
      result: { ok: true, value: `${udfPath}@${ts}` },
      readTables: new Set([udfPath.slice(2)]),
      readIdentity: false,
      ...(this.staleRuns > 0 && this.staleRuns-- > 0 ? { stale: true } : {}),
    };
    return outcome;
  }

  lastCommitTs() {
    return this.ts;
  }

  static with(parallel: number | null): HeldEngine {
    const engine = new HeldEngine(parallel);
    if (parallel !== null) engine.queryParallelism = () => parallel;
    return engine;
  }
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance", "Date"],
  });
});
afterEach(() => {
  vi.useRealTimers();
});
/** Moves the clock past a broadcast's start and lets every promise run on the way. */
const settle = () => vi.advanceTimersByTimeAsync(80);

async function setUp(parallel: number | null, watched: string[]) {
  const engine = HeldEngine.with(parallel);
  const connections = new Set<Connection>();
  const pushed: Connection[] = [];
  const fanOut = new FanOut(engine as unknown as Engine, createLogger(true), queueBudgetFromEnv(), {
    connections,
    pushChanges: (conn) => pushed.push(conn),
    fatal: (conn, error) => {
      throw new Error(`refused ${conn.address}: ${error}`);
    },
  });
  const conn = new Connection({} as WebSocket, { ip: "192.0.2.1", userAgent: null }, () => {});
  for (const [queryId, udfPath] of watched.entries()) {
    const sub = await fanOut.subscribe(udfPath, [{}], null);
    conn.queries.set(queryId, { sub, sentVersion: sub.version });
  }
  connections.add(conn);
  const commit = (...tables: string[]) => {
    engine.ts += 1n;
    fanOut.onCommit({ ts: engine.ts, tables: new Set(tables) });
  };
  return { engine, conn, pushed, commit, fanOut };
}

const values = (conn: Connection) =>
  [...conn.queries.values()].map(({ sub }) => JSON.parse(`{${sub.body}}`).value);

describe("the fan-out's re-runs with query threads", () => {
  it("runs as many re-runs at once as the engine's parallelism, and sends once all are current", async () => {
    const { engine, conn, pushed, commit } = await setUp(2, ["q:a", "q:b", "q:c"]);
    engine.hold = true;
    pushed.length = 0;
    commit("a", "b", "c");
    await settle();
    // Two at once, the third waits for a place.
    expect(engine.waiting.map((run) => run.udfPath).sort()).toEqual(["q:b", "q:c"]);
    expect(pushed).toEqual([]);
    // Let them finish one by one: never more than two at once, no update before all three.
    // (Three runs at subscribing, three re-runs; a round out of time leaves the rest to the next.)
    for (let step = 0; step < 10 && (engine.waiting.length > 0 || engine.started < 6); step++) {
      expect(pushed).toEqual([]);
      engine.waiting.shift()?.release();
      await settle();
      expect(engine.waiting.length).toBeLessThanOrEqual(2);
    }
    expect(engine.started).toBe(3 + 3);
    expect(values(conn)).toEqual(["q:a@2", "q:b@2", "q:c@2"]);
    expect(pushed.filter((pushedTo) => pushedTo === conn).length).toBeGreaterThan(0);
  });

  it("shares one result between identities that subscribed while each other's first runs went on", async () => {
    const { engine, fanOut } = await setUp(2, []);
    engine.hold = true;
    const as = (subject: string) =>
      ({ subject, issuer: "test", tokenIdentifier: `token-${subject}` }) as UserIdentity;
    const first = fanOut.subscribe("q:a", [{}], as("one"));
    const second = fanOut.subscribe("q:a", [{}], as("two"));
    await settle();
    // Both first runs went on at once (on threads they would).
    expect(engine.waiting).toHaveLength(2);
    for (const run of engine.waiting.splice(0)) run.release();
    await settle();
    const [subOne, subTwo] = await Promise.all([first, second]);
    expect(subOne).toBe(subTwo);
    expect(subOne.shared).toBe(true);
    expect(fanOut.subscriptionCount).toBe(1);
  });

  it("re-runs a result that came back stale in the next round, without a commit", async () => {
    const { engine, conn, pushed, commit } = await setUp(2, ["q:a"]);
    engine.staleRuns = 1;
    commit("a");
    await settle();
    // The stale re-run, then one more on its own.
    await settle();
    expect(engine.started).toBe(1 + 2);
    expect(values(conn)).toEqual(["q:a@2"]);
    expect(pushed).toContain(conn);
    await settle();
    expect(engine.started).toBe(3);
  });

  it("runs them one after another without threads, as before", async () => {
    const { engine, conn, pushed, commit } = await setUp(null, ["q:a", "q:b"]);
    engine.hold = true;
    pushed.length = 0;
    commit("a", "b");
    await settle();
    expect(engine.waiting).toHaveLength(1);
    engine.waiting.shift()!.release();
    await settle();
    expect(engine.waiting).toHaveLength(1);
    expect(pushed).toEqual([]);
    engine.waiting.shift()!.release();
    await settle();
    expect(values(conn)).toEqual(["q:a@2", "q:b@2"]);
    expect(pushed).toContain(conn);
  });
});
