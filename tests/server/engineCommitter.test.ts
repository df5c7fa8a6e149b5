/**
 * The committer alone (server/engine/sqlite/committer.ts), over a store in memory with no
 * functions: what a commit reports (its tokens), what it logs for the transactions still
 * running and when, and which reads it makes conflict.
 */
import { describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import type { Commit } from "../../server/engine/types";
import { encodeKey } from "../../server/engine/sqlite/keys";
import type { Transaction } from "../../server/engine/sqlite/transaction";
import { memoryEngineParts } from "./engineParts.helpers";

const schema = defineSchema({
  items: defineTable({ group: v.string(), rank: v.number() }).index("by_group", ["group"]),
});

function setUp() {
  const armed: string[][] = [];
  const { store, ids, committer } = memoryEngineParts(schema, (txn) =>
    armed.push([...txn.scheduled]),
  );
  const commits: Commit[] = [];
  committer.onCommit((commit) => commits.push(commit));
  /** Puts a document into `txn`'s writes as an insert would. */
  const insert = (txn: Transaction, group: string, rank: number) => {
    const id = ids.newId("items");
    txn.committed.set(id, null);
    txn.writes.set(id, {
      table: "items",
      doc: { _id: id, _creationTime: committer.nextCreationTime(), group, rank },
    });
    return id;
  };
  return { store, committer, commits, armed, insert };
}

/** The by_group range of one group, as a read of `withIndex("by_group", q => q.eq(...))`. */
function groupRange(group: string) {
  const lo = encodeKey([group]);
  return { index: "items.by_group", lo, hi: Buffer.concat([lo, Buffer.of(0xff)]) };
}

describe("the committer", () => {
  it("commits writes with a newer timestamp, reports their tokens and arms what they scheduled", () => {
    const { store, committer, commits, armed, insert } = setUp();
    const before = committer.lastTs;
    const txn = committer.begin("mutation");
    const id = insert(txn, "g", 1);
    txn.scheduled.push("job1");
    const ts = committer.commit(txn);
    committer.end(txn);
    expect(ts).toBeGreaterThan(before);
    expect(committer.lastTs).toBe(ts);
    expect(store.getDoc(id)?.group).toBe("g");
    expect(commits).toHaveLength(1);
    expect(commits[0].ts).toBe(ts);
    const tokens = commits[0].tables;
    expect(tokens.has("items")).toBe(true);
    expect(tokens.has(`id|${id}`)).toBe(true);
    expect(tokens.has("items.by_group|")).toBe(true);
    expect(tokens.has(`items.by_group|${encodeKey(["g"]).toString("latin1")}`)).toBe(true);
    expect(armed).toEqual([["job1"]]);
    expect(committer.stats.commits).toBe(1);
  });

  it("gives a transaction that wrote nothing the newest timestamp and reports nothing", () => {
    const { committer, commits, armed } = setUp();
    const txn = committer.begin("mutation");
    expect(committer.commit(txn)).toBe(committer.lastTs);
    committer.end(txn);
    expect(commits).toEqual([]);
    expect(armed).toEqual([]);
  });

  it("makes a running transaction's read conflict with a later commit of what it read, and only that", () => {
    const { committer, insert } = setUp();
    const setup = committer.begin("mutation");
    const existing = insert(setup, "g", 1);
    committer.commit(setup);
    committer.end(setup);

    const readsId = committer.begin("query");
    readsId.readIds.add(existing);
    const readsG = committer.begin("query");
    readsG.ranges.push(groupRange("g"));
    const readsH = committer.begin("query");
    readsH.ranges.push(groupRange("h"));

    const writer = committer.begin("mutation");
    writer.writes.set(existing, { table: "items", doc: null });
    insert(writer, "h2", 1);
    committer.commit(writer);
    committer.end(writer);

    // The delete's old key is logged (in g's range); h2 is outside h's range.
    expect(committer.conflicts(readsId)).toBe(true);
    expect(committer.conflicts(readsG)).toBe(true);
    expect(committer.conflicts(readsH)).toBe(false);
    for (const txn of [readsId, readsG, readsH]) committer.end(txn);
  });

  it("logs nothing when no other transaction runs, and drops what no running one needs", () => {
    const { committer, insert } = setUp();
    const alone = committer.begin("mutation");
    insert(alone, "g", 1);
    committer.commit(alone);
    committer.end(alone);
    // A transaction that begins after it sees it in its snapshot: no conflict.
    const later = committer.begin("query");
    later.ranges.push(groupRange("g"));
    expect(committer.conflicts(later)).toBe(false);
    committer.end(later);
  });

  it("hands out creation times that always increase", () => {
    const { committer } = setUp();
    const times = Array.from({ length: 100 }, () => committer.nextCreationTime());
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]);
  });
});
