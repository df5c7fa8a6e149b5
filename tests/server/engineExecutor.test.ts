/**
 * The executor alone (server/engine/sqlite/executor.ts), with a committer over a store in
 * memory and no functions: a body whose read a concurrent commit changed runs again (and
 * only then), the pause point sees each attempt, and a transaction that never stops
 * conflicting fails after MAX_ATTEMPTS runs.
 */
import { describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import {
  ConflictError,
  Executor,
  MAX_ATTEMPTS,
  type PausedCall,
} from "../../server/engine/sqlite/executor";
import { memoryEngineParts } from "./engineParts.helpers";

const schema = defineSchema({ items: defineTable({ rank: v.number() }) });

function setUp(beforeValidate?: (call: PausedCall) => Promise<void> | void) {
  const { committer, reads, writes } = memoryEngineParts(schema);
  const executor = new Executor({
    committer,
    reads,
    beforeValidate,
    backoff: async () => {},
  });
  const seed = committer.begin("mutation");
  const id = writes.insert(seed, "items", { rank: 1 });
  committer.commit(seed);
  committer.end(seed);
  /** A mutation that sets the item's rank, committed through the executor. */
  const setRank = (rank: number) =>
    executor.optimistic(
      { kind: "mutation", udfPath: "setRank", args: { rank } },
      async (txn) => {
        writes.write(txn, "items", id, { ...reads.currentDoc(txn, id, "items"), rank });
      },
      (txn) => committer.commit(txn),
    );
  return { committer, reads, executor, id, setRank };
}

describe("the executor", () => {
  it("re-runs a body whose read a commit changed while it was paused, and the re-run sees it", async () => {
    let release!: () => void;
    let reached!: () => void;
    const atPause = new Promise<void>((done) => (reached = done));
    const attempts: string[] = [];
    const { reads, executor, id, setRank } = setUp(async (call) => {
      attempts.push(`${call.udfPath}#${call.attempt}`);
      if (call.udfPath === "read" && call.attempt === 1) {
        reached();
        await new Promise<void>((done) => (release = done));
      }
    });
    const read = executor.optimistic(
      { kind: "query", udfPath: "read", args: null },
      async (txn) => JSON.parse(reads.readDoc(txn, "items", id)).rank as number,
      (_txn, value) => value,
    );
    await atPause;
    await setRank(2);
    release();
    expect(await read).toBe(2);
    expect(attempts).toEqual(["read#1", "setRank#1", "read#2"]);
    expect(executor.stats.conflicts).toBe(1);
  });

  it("does not re-run a body when the commit meanwhile wrote nothing it read", async () => {
    let release!: () => void;
    let reached!: () => void;
    const atPause = new Promise<void>((done) => (reached = done));
    const { executor, setRank } = setUp(async (call) => {
      if (call.udfPath === "other" && call.attempt === 1) {
        reached();
        await new Promise<void>((done) => (release = done));
      }
    });
    let runs = 0;
    const other = executor.optimistic(
      { kind: "query", udfPath: "other", args: null },
      async () => ++runs,
      (_txn, value) => value,
    );
    await atPause;
    await setRank(3);
    release();
    expect(await other).toBe(1);
    expect(executor.stats.conflicts).toBe(0);
  });

  it("hands a body's failure to settle with its read checked, and gives up after MAX_ATTEMPTS conflicts", async () => {
    const { committer, reads, executor, id, setRank } = setUp();
    const failure = await executor.optimistic(
      { kind: "query", udfPath: "fails", args: null },
      async () => {
        throw new Error("no");
      },
      (_txn, _value, error) => error,
    );
    expect(String(failure)).toBe("Error: no");
    let runs = 0;
    const forever = executor.optimistic(
      { kind: "query", udfPath: "forever", args: null },
      async (txn) => {
        runs++;
        reads.readDoc(txn, "items", id);
        // Another commit of what it read, every time, before it is checked.
        await setRank(10 + runs);
      },
      () => "settled",
    );
    await expect(forever).rejects.toBeInstanceOf(ConflictError);
    expect(runs).toBe(MAX_ATTEMPTS);
    expect(committer.log.running.size).toBe(0);
  });
});
