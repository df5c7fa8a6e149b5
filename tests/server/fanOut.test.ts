/**
 * The subscription fan-out alone (issue 23), through its interface to the sync server, with a
 * fake engine and fake connections: a commit re-runs only the subscriptions whose read set it
 * touched, a query that does not read the identity runs once for every identity, and one
 * that starts reading it is split so that each identity gets its own result.
 */
import type { UserIdentity } from "convex/server";
import type { WebSocket } from "ws";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Engine, QueryOutcome } from "../../server/engine/types";
import { createLogger } from "../../server/log";
import { Connection } from "../../server/sync/connection";
import { FanOut } from "../../server/sync/fanOut";
import { queueBudgetFromEnv } from "../../server/sync/outbound";
import type { Subscription } from "../../server/sync/subscription";

/**
 * Queries by path: "q:a" reads table a, "q:b" reads table b, "q:who" reads table a and,
 * once `whoReadsIdentity`, the identity (its value is then the caller's subject).
 */
class FakeEngine {
  ts = 1n;
  whoReadsIdentity = false;
  /** Called on every run (a test makes runs take time). */
  onRun: () => void = () => {};
  /** While set, a run reads its snapshot and then waits for it before returning. */
  gate: Promise<void> | null = null;
  /** Runs by `udfPath identity`. */
  runs = new Map<string, number>();
  runsOf(udfPath: string, subject = "") {
    return this.runs.get(`${udfPath} ${subject}`) ?? 0;
  }
  /** Runs of `udfPath` under any identity. */
  allRunsOf(udfPath: string) {
    let total = 0;
    for (const [run, count] of this.runs) if (run.startsWith(`${udfPath} `)) total += count;
    return total;
  }
  async resolvePublic() {
    return "query" as const;
  }
  async runQuery(udfPath: string, _args: unknown, identity: UserIdentity | null) {
    const run = `${udfPath} ${identity?.subject ?? ""}`;
    this.runs.set(run, (this.runs.get(run) ?? 0) + 1);
    this.onRun();
    const readsIdentity = udfPath === "q:who" && this.whoReadsIdentity;
    const outcome: QueryOutcome = {
      result: {
        ok: true,
        value: readsIdentity ? (identity?.subject ?? null) : `${udfPath}@${this.ts}`,
      },
      readTables: new Set([udfPath === "q:b" ? "b" : "a"]),
      readIdentity: readsIdentity,
    };
    if (this.gate) await this.gate;
    return outcome;
  }
  lastCommitTs() {
    return this.ts;
  }
}

const as = (subject: string): UserIdentity =>
  ({ subject, issuer: "test", tokenIdentifier: `token-${subject}` }) as UserIdentity;

/**
 * On fake timers: settling moves the clock on by 80 ms, long enough for a broadcast round
 * (they start at most every 50 ms), and lets every promise run on the way.
 */
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance", "Date"],
  });
});
afterEach(() => {
  vi.useRealTimers();
});
const settle = () => vi.advanceTimersByTimeAsync(80);

function setUp() {
  const engine = new FakeEngine();
  const connections = new Set<Connection>();
  const pushed: Connection[] = [];
  const fanOut = new FanOut(engine as unknown as Engine, createLogger(true), queueBudgetFromEnv(), {
    connections,
    pushChanges: (conn) => pushed.push(conn),
    fatal: (conn, error) => {
      throw new Error(`refused ${conn.address}: ${error}`);
    },
  });
  /** A connection under `identity` watching each of `udfPaths` (query id = index). */
  const connect = async (identity: UserIdentity | null, udfPaths: string[]) => {
    const conn = new Connection({} as WebSocket, { ip: "192.0.2.1", userAgent: null }, () => {});
    conn.identity = identity;
    for (const [queryId, udfPath] of udfPaths.entries()) {
      const sub = await fanOut.subscribe(udfPath, [{}], identity);
      conn.queries.set(queryId, { sub, sentVersion: sub.version });
    }
    connections.add(conn);
    return conn;
  };
  const commit = (...tables: string[]) => {
    engine.ts += 1n;
    fanOut.onCommit({ ts: engine.ts, tables: new Set(tables) });
  };
  return { engine, fanOut, connect, commit, pushed };
}

const subOf = (conn: Connection, queryId: number): Subscription => conn.queries.get(queryId)!.sub;
const valueOf = (sub: Subscription) => JSON.parse(`{${sub.body}}`).value;

describe("the subscription fan-out", () => {
  it("re-runs a subscription only when a commit touches what it read, and pushes its watchers", async () => {
    const { engine, connect, commit, pushed } = setUp();
    const conn = await connect(null, ["q:a", "q:b"]);
    expect([engine.runsOf("q:a"), engine.runsOf("q:b")]).toEqual([1, 1]);

    commit("b");
    await settle();
    expect([engine.runsOf("q:a"), engine.runsOf("q:b")]).toEqual([1, 2]);
    expect(valueOf(subOf(conn, 1))).toBe("q:b@2");
    expect(pushed).toContain(conn);

    commit("c");
    await settle();
    expect([engine.runsOf("q:a"), engine.runsOf("q:b")]).toEqual([1, 2]);
  });

  it("runs an identity-free query once for every identity, and splits it once it reads the identity", async () => {
    const { engine, fanOut, connect, commit } = setUp();
    const alice = await connect(as("alice"), ["q:who"]);
    const bob = await connect(as("bob"), ["q:who"]);
    const guest = await connect(null, ["q:who"]);
    // One subscription, one run, whoever watches it.
    expect(subOf(bob, 0)).toBe(subOf(alice, 0));
    expect(subOf(guest, 0)).toBe(subOf(alice, 0));
    expect(fanOut.subscriptionCount).toBe(1);
    expect(engine.allRunsOf("q:who")).toBe(1);

    commit("a");
    await settle();
    expect(engine.allRunsOf("q:who")).toBe(2);
    expect(fanOut.subscriptionCount).toBe(1);

    // Its data now makes it read the identity: each identity gets a result of its own.
    engine.whoReadsIdentity = true;
    commit("a");
    await settle();
    expect(fanOut.subscriptionCount).toBe(3);
    expect(new Set([subOf(alice, 0), subOf(bob, 0), subOf(guest, 0)]).size).toBe(3);
    expect(valueOf(subOf(alice, 0))).toBe("alice");
    expect(valueOf(subOf(bob, 0))).toBe("bob");
    expect(valueOf(subOf(guest, 0))).toBe(null);

    // Released by every watcher, nothing is kept current any more.
    for (const conn of [alice, bob, guest]) fanOut.release(subOf(conn, 0));
    expect(fanOut.subscriptionCount).toBe(0);
  });

  it("sends every watcher of a shared result in the round that re-ran it, even past the round's time budget", async () => {
    const { engine, fanOut, connect, commit, pushed } = setUp();
    const watchers: Connection[] = [];
    for (let i = 0; i < 20; i++) watchers.push(await connect(as(`viewer-${i}`), ["q:a"]));
    expect(engine.allRunsOf("q:a")).toBe(1);
    // Each run takes 30 ms of the round's 25 ms budget: the round is out of time after its
    // first turn, whose re-run serves all twenty.
    let extra = 0;
    const now = performance.now.bind(performance);
    vi.spyOn(performance, "now").mockImplementation(() => now() + extra);
    engine.onRun = () => (extra += 30);
    pushed.length = 0;

    commit("a");
    // The first change after a quiet spell is broadcast at once; the next round would be due
    // 50 ms or more later.
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.allRunsOf("q:a")).toBe(2);
    expect(fanOut.stats.rounds).toBe(1);
    expect(fanOut.stats.roundsOutOfTime).toBe(1);
    expect(new Set(pushed)).toEqual(new Set(watchers));
    for (const conn of watchers) expect(valueOf(subOf(conn, 0))).toBe("q:a@2");
    expect(fanOut.currentTs).toBe(engine.ts);
  });

  it("re-runs a subscription again when a commit touches it while it re-runs", async () => {
    const { engine, connect, commit } = setUp();
    const conn = await connect(null, ["q:a"]);
    let release!: () => void;
    engine.gate = new Promise<void>((done) => (release = done));
    commit("a");
    await vi.advanceTimersByTimeAsync(1);
    // The re-run has read commit 2 and not returned yet: commit 3 comes meanwhile.
    expect(engine.runsOf("q:a")).toBe(2);
    commit("a");
    engine.gate = null;
    release();
    await settle();
    await settle();
    expect(engine.runsOf("q:a")).toBe(3);
    expect(valueOf(subOf(conn, 0))).toBe(`q:a@${engine.ts}`);
  });
});
