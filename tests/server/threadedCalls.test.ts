/**
 * The main thread's side of a mutation run on a thread (server/engine/sqlite/threadedCalls.ts)
 * alone: the executor and committer over a store in memory, and a stand-in for the thread
 * pool that answers each run with what a thread would report. What the thread read is
 * checked (a commit to it runs the mutation again), its writes are committed as it wrote
 * them, the committer's creation clock moves past its inserts, its failure reaches the
 * caller as it was, and a mutation it hands back, or that conflicts on every run on a
 * thread, runs on the main thread.
 */
import { describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { Executor } from "../../server/engine/sqlite/executor";
import type { FunctionRegistry } from "../../server/engine/sqlite/functions";
import type { QueryPool, ThreadCall, ThreadRead } from "../../server/engine/sqlite/queryPool";
import { toResult } from "../../server/engine/sqlite/results";
import { THREAD_RUNS, ThreadedCalls } from "../../server/engine/sqlite/threadedCalls";
import type { Transaction } from "../../server/engine/sqlite/transaction";
import { memoryEngineParts } from "./engineParts.helpers";

const schema = defineSchema({ items: defineTable({ rank: v.number() }) });

/** A pool whose every run is answered by `answer` (the n-th run, from 1). */
function fakePool(answer: (call: ThreadCall, run: number) => ThreadRead | Promise<ThreadRead>) {
  const calls: ThreadCall[] = [];
  const pool = {
    run: async (call: ThreadCall) => {
      calls.push(call);
      return answer(call, calls.length);
    },
  } as unknown as QueryPool;
  return { pool, calls };
}

/** What a thread reports of a mutation that read `readIds` at `snapshotTs` and wrote `writes`. */
function threadRead(
  snapshotTs: bigint,
  value: unknown,
  readIds: string[] = [],
  writes: ThreadRead["writes"] = [],
): ThreadRead {
  return {
    snapshotTs: snapshotTs.toString(),
    outcome: { ok: true, text: JSON.stringify(value) },
    readIds,
    ranges: [],
    tokens: [],
    readIdentity: false,
    writes,
    scheduled: [],
  };
}

function setUp() {
  const parts = memoryEngineParts(schema);
  const { store, committer, reads, writes } = parts;
  const stats = { snapshotWaits: 0, staleQueries: 0, mutationsOnMain: 0, conflicts: 0 };
  const executor = new Executor({ committer, reads, backoff: async () => {}, stats });
  const threaded = new ThreadedCalls({
    store,
    committer,
    // Only queries check their arguments here; a mutation's come checked.
    functions: {} as FunctionRegistry,
    stats,
  });
  /** Runs a mutation whose thread answers through `pool`, committed as the engine does. */
  const run = (pool: QueryPool, onMain: (txn: Transaction) => Promise<unknown> = async () => 0) =>
    executor.optimistic(
      { kind: "mutation", udfPath: "items:set", args: {} },
      threaded.mutationBody(pool, { udfPath: "items:set", args: "[{}]", identity: null }, onMain),
      (txn, value, failure) => {
        if (failure !== null) throw failure;
        return { value, ts: committer.commit(txn) };
      },
      threaded.gate,
    );
  /** Commits an item on the main thread: its id. */
  const seed = (rank: number) => {
    const txn = committer.begin("mutation");
    const id = writes.insert(txn, "items", { rank });
    committer.commit(txn);
    committer.end(txn);
    return id;
  };
  return { ...parts, stats, run, seed };
}

describe("a mutation run on a thread, on the main thread's side", () => {
  it("commits the thread's writes as it wrote them, its creation times ahead of the committer's clock", async () => {
    const { store, committer, ids, run } = setUp();
    const id = ids.newId("items");
    // A minute ahead of the committer's clock (its next time would otherwise be now).
    const creationTime = Math.max(committer.lastCreationTime, Date.now()) + 60_000;
    const json = JSON.stringify({ _creationTime: creationTime, _id: id, rank: 7 });
    const { pool, calls } = fakePool(() =>
      threadRead(committer.lastTs, id, [], [{ id, table: "items", json, inserted: true }]),
    );
    const { value } = await run(pool);
    expect(value).toBe(id);
    expect(store.getJson(id)).toBe(json);
    expect(calls[0]).toMatchObject({ kind: "mutation", udfPath: "items:set", args: "[{}]" });
    expect(committer.nextCreationTime()).toBeGreaterThan(creationTime);
  });

  it("runs the mutation again when a commit changed what the thread read, on a thread", async () => {
    const { store, committer, writes, reads, stats, run, seed } = setUp();
    const id = seed(1);
    const doc = (rank: number) =>
      JSON.stringify({ ...JSON.parse(store.getJson(id)!), rank }) as string;
    const { pool, calls } = fakePool((_call, n) => {
      const read = threadRead(
        committer.lastTs,
        n,
        [id],
        [{ id, table: "items", json: doc(n === 1 ? 2 : 11), inserted: false }],
      );
      if (n === 1) {
        // While the thread ran: the main thread commits rank 10 to the item it read.
        const txn = committer.begin("mutation");
        writes.write(txn, "items", id, { ...reads.currentDoc(txn, id, "items"), rank: 10 });
        committer.commit(txn);
        committer.end(txn);
      }
      return read;
    });
    expect((await run(pool)).value).toBe(2);
    expect(calls).toHaveLength(2);
    expect(stats.conflicts).toBe(1);
    expect(JSON.parse(store.getJson(id)!).rank).toBe(11);
  });

  it("runs a mutation that conflicts on every run on a thread on the main thread after THREAD_RUNS", async () => {
    const { store, committer, writes, reads, stats, run, seed } = setUp();
    const id = seed(1);
    const { pool, calls } = fakePool((_call, n) => {
      const read = threadRead(committer.lastTs, n, [id], []);
      // Every time the thread runs, the main thread commits to the item it read.
      const txn = committer.begin("mutation");
      writes.write(txn, "items", id, { ...reads.currentDoc(txn, id, "items"), rank: 10 + n });
      committer.commit(txn);
      committer.end(txn);
      return read;
    });
    const onMain = async (txn: Transaction) => {
      const doc = reads.currentDoc(txn, id, "items");
      writes.write(txn, "items", id, { ...doc, rank: (doc.rank as number) + 100 });
      return "main";
    };
    expect((await run(pool, onMain)).value).toBe("main");
    expect(calls).toHaveLength(THREAD_RUNS);
    expect(stats.mutationsOnMain).toBe(1);
    expect(JSON.parse(store.getJson(id)!).rank).toBe(10 + THREAD_RUNS + 100);
  });

  it("gives the caller the thread's failure as it was, and commits nothing", async () => {
    const { committer, store, ids, run } = setUp();
    const id = ids.newId("items");
    const failure = { ok: false as const, message: "No", data: { code: "NO", message: "No" } };
    const { pool } = fakePool(() => ({
      ...threadRead(committer.lastTs, null),
      outcome: { ok: false, result: failure },
      writes: [{ id, table: "items", json: "{}", inserted: true }],
    }));
    const error = await run(pool).catch((thrown: unknown) => thrown);
    expect(toResult(error)).toEqual(failure);
    expect(error).toMatchObject({ message: "No", data: failure.data });
    expect(store.getJson(id)).toBeNull();
  });

  it("runs a mutation the thread hands back on the main thread, in the same transaction", async () => {
    const { store, writes, stats, run } = setUp();
    const { pool } = fakePool(() => ({
      ...threadRead(0n, null),
      outcome: { ok: false, result: { ok: false, message: "needs the main thread" } },
      onMain: true,
    }));
    const { value } = await run(pool, async (txn) => writes.insert(txn, "items", { rank: 3 }));
    expect(JSON.parse(store.getJson(value as string)!).rank).toBe(3);
    expect(stats.mutationsOnMain).toBe(1);
  });
});
