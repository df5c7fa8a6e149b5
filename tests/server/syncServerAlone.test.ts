/**
 * The sync layer alone (issue 23), with a fake engine and a fake disk: the rules it must keep
 * whatever the engine does.
 * - No message that depends on a commit leaves before that commit is durable.
 * - A mutation's response comes before (never after) the transition that includes its commit.
 * - A result computed for one identity never reaches another identity.
 * The durability gate (`Outbound`) is also driven alone: each message waits for its own
 * commit, and a connection's messages leave in the order they were built.
 */
import type { UserIdentity } from "convex/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  CallResult,
  Commit,
  Durability,
  Engine,
  QueryOutcome,
  StoredMutationResponse,
} from "../../server/engine/types";
import type { TokenVerifier } from "../../server/auth/verify";
import { createLogger } from "../../server/log";
import { Connection } from "../../server/sync/connection";
import { Outbound, queueBudgetFromEnv } from "../../server/sync/outbound";
import { SyncServer } from "../../server/sync/syncServer";
import { decodeTs } from "../../server/sync/wire";
import { FakeSocket } from "./fakeSocket";

/** A disk the test syncs by hand. */
class FakeDisk implements Durability {
  appended = 0;
  synced = 0;
  private waiters: (() => void)[] = [];
  private responses = new Map<string, StoredMutationResponse>();
  isDurable(mark: number) {
    return this.synced >= mark;
  }
  whenDurable() {
    if (this.synced >= this.appended) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }
  /** Everything appended so far reaches the disk. */
  sync() {
    this.syncTo(this.appended);
  }
  /** A group commit up to `mark`: later commits wait for the next group. */
  syncTo(mark: number) {
    this.synced = mark;
    for (const waiter of this.waiters.splice(0)) waiter();
  }
  mutationResponse(key: string) {
    return this.responses.get(key);
  }
  recordMutationResponse(key: string, response: StoredMutationResponse) {
    this.responses.set(key, response);
  }
}

/**
 * An engine with one counter per identity ("mine", read with the identity) and one shared
 * counter ("count"); `bump` adds one to both and commits.
 */
class FakeEngine implements Partial<Engine> {
  private listeners: ((commit: Commit) => void)[] = [];
  private ts = 1n;
  count = 0;
  perUser = new Map<string, number>();
  constructor(private readonly disk: FakeDisk) {}
  async resolvePublic(udfPath: string) {
    return udfPath === "lib:bump" ? ("mutation" as const) : ("query" as const);
  }
  async runQuery(udfPath: string, _args: unknown, identity: UserIdentity | null) {
    const outcome: QueryOutcome =
      udfPath === "lib:mine"
        ? {
            result: { ok: true, value: this.perUser.get(identity?.subject ?? "") ?? 0 },
            readTables: new Set(["t"]),
            readIdentity: true,
          }
        : {
            result: { ok: true, value: this.count },
            readTables: new Set(["t"]),
            readIdentity: false,
          };
    return outcome;
  }
  async runMutation(
    _udfPath: string,
    _args: unknown,
    identity: UserIdentity | null,
  ): Promise<CallResult> {
    this.count += 1;
    const who = identity?.subject ?? "";
    this.perUser.set(who, (this.perUser.get(who) ?? 0) + 1);
    this.ts += 1n;
    this.disk.appended += 1;
    for (const listener of this.listeners) listener({ ts: this.ts, tables: new Set(["t"]) });
    return { ok: true, value: this.count };
  }
  /** A commit the engine makes on its own (a scheduled function's when `scheduled`), durable. */
  commitOnItsOwn(scheduled: boolean) {
    this.count += 1;
    this.ts += 1n;
    this.disk.appended += 1;
    this.disk.sync();
    for (const listener of this.listeners) {
      listener({ ts: this.ts, tables: new Set(["t"]), scheduled });
    }
  }
  /** A durable commit touching only a table no query reads (a scheduler's record, say). */
  commitElsewhere(scheduled: boolean) {
    this.ts += 1n;
    this.disk.appended += 1;
    this.disk.sync();
    for (const listener of this.listeners) {
      listener({ ts: this.ts, tables: new Set(["elsewhere"]), scheduled });
    }
  }
  onCommit(listener: (commit: Commit) => void) {
    this.listeners.push(listener);
  }
  lastCommitTs() {
    return this.ts;
  }
}

/**
 * Everything here runs in this process on fake timers: the broadcast interval is counted on
 * a clock the test moves, and a tick lets 20 ms of that clock (and every promise) run.
 */
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance", "Date"],
  });
});
afterEach(() => {
  vi.useRealTimers();
});
const tick = () => vi.advanceTimersByTimeAsync(20);

function setUp(options?: ConstructorParameters<typeof SyncServer>[4]) {
  const disk = new FakeDisk();
  const engine = new FakeEngine(disk);
  // Identities by token: "token-<name>" is <name>.
  const verifier = {
    async verify(token: string) {
      return { subject: token.replace("token-", ""), issuer: "test", tokenIdentifier: token };
    },
  } as unknown as TokenVerifier;
  const sync = new SyncServer(
    engine as unknown as Engine,
    disk,
    verifier,
    createLogger(true),
    options,
  );
  /** A client: `connectFields` go into its Connect frame (its clock, `clientTs`). */
  const connect = async (
    user: string | null,
    queries: string[],
    connectFields: Record<string, unknown> = {},
  ) => {
    const socket = new FakeSocket();
    sync.accept(socket as never, { ip: "192.0.2.1", userAgent: null });
    socket.receive({
      type: "Connect",
      sessionId: `s-${Math.random()}`,
      connectionCount: 0,
      ...connectFields,
    });
    if (user) {
      socket.receive({
        type: "Authenticate",
        tokenType: "User",
        value: `token-${user}`,
        baseVersion: 0,
      });
    }
    socket.receive({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: queries.map((udfPath, queryId) => ({
        type: "Add",
        queryId,
        udfPath,
        args: [{}],
      })),
    });
    await tick();
    return socket;
  };
  return { disk, engine, sync, connect };
}

const valuesOf = (socket: FakeSocket, queryId: number) =>
  socket.sent
    .filter((m) => m.type === "Transition")
    .flatMap((m) => m.modifications)
    .filter((m: any) => m.queryId === queryId && m.type === "QueryUpdated")
    .map((m: any) => m.value);

describe("the sync server alone", () => {
  it("sends nothing that depends on a commit before the commit is durable, and the response before its transition", async () => {
    const { disk, connect, sync } = setUp();
    const writer = await connect(null, ["lib:count"]);
    const watcher = await connect(null, ["lib:count"]);
    expect(valuesOf(watcher, 0)).toEqual([0]);
    const sentBefore = { writer: writer.sent.length, watcher: watcher.sent.length };

    writer.receive({ type: "Mutation", requestId: 0, udfPath: "lib:bump", args: [{}] });
    await tick();
    await tick();
    // Committed, not durable: neither the response nor the new value has left.
    expect(writer.sent.length).toBe(sentBefore.writer);
    expect(watcher.sent.length).toBe(sentBefore.watcher);
    expect(writer.sent.some((m) => m.type === "MutationResponse")).toBe(false);

    disk.sync();
    await tick();
    await tick();
    const types = writer.sent.slice(sentBefore.writer).map((m) => m.type);
    expect(types).toContain("MutationResponse");
    // The response comes before any transition that reaches its commit.
    const response = writer.sent.find((m) => m.type === "MutationResponse")!;
    expect(response.success).toBe(true);
    const responseAt = writer.sent.indexOf(response);
    const includes = writer.sent.findIndex(
      (m) => m.type === "Transition" && m.modifications.some((q: any) => q.value === 1),
    );
    if (includes >= 0) expect(responseAt).toBeLessThan(includes);
    expect(valuesOf(watcher, 0)).toEqual([0, 1]);
    sync.close();
  });

  it("never sends one identity's result to another", async () => {
    const { disk, connect, sync, engine } = setUp();
    engine.perUser.set("alice", 10);
    engine.perUser.set("bob", 20);
    const alice = await connect("alice", ["lib:mine"]);
    const bob = await connect("bob", ["lib:mine"]);
    alice.receive({ type: "Mutation", requestId: 0, udfPath: "lib:bump", args: [{}] });
    await tick();
    disk.sync();
    await tick();
    await tick();
    expect(valuesOf(alice, 0)).toEqual([10, 11]);
    // Bob sees his own counter only: none of Alice's values ever reach him.
    expect(valuesOf(bob, 0)[0]).toBe(20);
    expect(valuesOf(bob, 0).every((value: number) => value === 20)).toBe(true);
    sync.close();
  });

  it("broadcasts a scheduled function's commit at once, other commits at most every 50 ms", async () => {
    const { connect, sync, engine } = setUp();
    const watcher = await connect(null, ["lib:count"]);
    /**
     * ms (on the fake clock, moved 1 ms at a time) from a second commit, 5 ms after a first,
     * until the watcher has its value.
     */
    const delayOfSecond = async (scheduled: boolean) => {
      engine.commitOnItsOwn(false);
      await vi.advanceTimersByTimeAsync(5);
      engine.commitOnItsOwn(scheduled);
      const started = performance.now();
      const value = engine.count;
      await vi.advanceTimersByTimeAsync(0);
      while (!valuesOf(watcher, 0).includes(value)) await vi.advanceTimersByTimeAsync(1);
      const delay = performance.now() - started;
      await tick();
      await tick();
      await tick();
      return delay;
    };
    // The second of two commits 5 ms apart waits for the broadcast interval (50 ms)...
    expect(await delayOfSecond(false)).toBe(45);
    // ...unless a scheduled function made it (the fold national viewers wait for).
    expect(await delayOfSecond(true)).toBe(0);
    sync.close();
  });
});

describe('the frames a commit costs (issue 36, docs/embedded-backend.md "Fan-out per bind")', () => {
  const settleAll = async () => {
    for (let i = 0; i < 6; i++) await tick();
  };

  it("sends a connection nothing for commits that changed nothing it watches, and one frame for one that did", async () => {
    const { connect, sync, engine } = setUp();
    const watchers = [await connect(null, ["lib:count"]), await connect("alice", ["lib:mine"])];
    await settleAll();
    const before = watchers.map((socket) => socket.sent.length);
    // A scheduled job's records and a commit of its own, none touching what they read.
    engine.commitElsewhere(false);
    engine.commitElsewhere(true);
    engine.commitElsewhere(false);
    await settleAll();
    expect(watchers.map((socket, i) => socket.sent.slice(before[i]))).toEqual([[], []]);
    expect(sync.fanOutStats.emptyTransitions).toBe(0);

    // A commit that changes the count: one frame, with the new value, to its watcher only
    // (alice's own counter re-ran unchanged).
    engine.commitOnItsOwn(true);
    await settleAll();
    const [countWatcher, alice] = watchers;
    expect(countWatcher.sent.slice(before[0]).map((m) => m.type)).toEqual(["Transition"]);
    expect(valuesOf(countWatcher, 0).at(-1)).toBe(engine.count);
    expect(alice.sent.slice(before[1])).toEqual([]);
    expect(sync.fanOutStats.transitions).toBe(1);
    sync.close();
  });

  it("still settles a mutation whose commit changed nothing its connection watches", async () => {
    const { connect, disk, sync } = setUp();
    const writer = await connect(null, []);
    await settleAll();
    const before = writer.sent.length;
    writer.receive({ type: "Mutation", requestId: 0, udfPath: "lib:bump", args: [{}] });
    await tick();
    disk.sync();
    await settleAll();
    const after = writer.sent.slice(before);
    expect(after.map((m) => m.type)).toEqual(["MutationResponse", "Transition"]);
    // The transition reaches the mutation's commit: the client settles it there.
    const [response, transition] = after;
    expect(decodeTs(transition.endVersion.ts) >= decodeTs(response.ts)).toBe(true);
    sync.close();
  });

  it("tells a client that sent its clock how far it is from the server's, with the transition that confirms its token", async () => {
    const serverNow = 1_800_000_000_000;
    const { connect, disk, sync } = setUp({ limitLoopback: false, now: () => serverNow });
    const session = async (connectFields: Record<string, unknown>) => {
      const socket = await connect("alice", ["lib:count"], connectFields);
      disk.sync();
      await tick();
      return socket.sent.filter((m) => m.type === "Transition");
    };
    // The client's clock 90 s behind the server's: the skew is the client's minus the server's.
    const [confirms, ...later] = await session({ clientTs: serverNow - 90_000 });
    expect(confirms.endVersion.identity).toBe(1);
    expect(confirms.clientClockSkew).toBe(-90_000);
    expect(confirms.serverTs).toBe(serverNow * 1_000_000);
    // Only that transition: the others are the same frames every watcher of a query gets.
    expect(later.length).toBeGreaterThan(0);
    for (const transition of later) expect(transition).not.toHaveProperty("clientClockSkew");
    // No clock sent (or not a number): nothing guessed.
    for (const fields of [{}, { clientTs: "soon" }, { clientTs: -1 }]) {
      const [confirmsWithout] = await session(fields);
      expect(confirmsWithout.endVersion.identity).toBe(1);
      expect(confirmsWithout).not.toHaveProperty("clientClockSkew");
      expect(confirmsWithout).not.toHaveProperty("serverTs");
    }
    sync.close();
  });
});

describe("the durability gate alone", () => {
  /** One connection whose messages pass an `Outbound` over the fake disk. */
  function gate() {
    const disk = new FakeDisk();
    const outbound = new Outbound(
      disk,
      queueBudgetFromEnv(),
      () => {},
      () => {},
    );
    const socket = new FakeSocket();
    const conn = new Connection(
      socket as never,
      { ip: "192.0.2.1", userAgent: null },
      (target, text) => outbound.deliver(target, text),
    );
    const send = (type: string) => conn.send(JSON.stringify({ type }));
    const sent = () => socket.sent.map((m) => m.type);
    return { disk, send, sent };
  }

  it("releases each message once its own commit is durable, as the disk catches up a group at a time", async () => {
    const { disk, send, sent } = gate();
    disk.appended = 1;
    send("First");
    // The next commit goes into the next group.
    disk.appended = 2;
    send("Second");

    disk.syncTo(1);
    await tick();
    expect(sent()).toEqual(["First"]);
    disk.sync();
    await tick();
    expect(sent()).toEqual(["First", "Second"]);
  });

  it("never lets a message overtake older ones still queued, even once the disk has caught up", async () => {
    const { disk, send, sent } = gate();
    disk.appended = 1;
    send("First");
    // Durable now; the queue drains on a later turn, after the next message is built.
    disk.sync();
    send("Second");

    await tick();
    expect(sent()).toEqual(["First", "Second"]);
  });
});
