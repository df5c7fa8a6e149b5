/**
 * The read path alone (server/engine/sqlite/readPath.ts), over a store in memory with no
 * functions: a read sees the transaction's own writes over the store, and records the ids,
 * ranges and tokens its commit and its subscription depend on.
 */
import { describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import type { SerializedQuery } from "../../server/engine/sqlite/queries";
import { memoryEngineParts } from "./engineParts.helpers";

const schema = defineSchema({
  items: defineTable({ group: v.string(), rank: v.number() }).index("by_group", ["group"]),
});

/** A store holding items of group "g" with ranks 1 to 3, and the parts over it. */
function setUp() {
  const { committer, reads, writes } = memoryEngineParts(schema);
  const txn = committer.begin("mutation");
  const stored = [1, 2, 3].map((rank) => writes.insert(txn, "items", { group: "g", rank }));
  committer.commit(txn);
  committer.end(txn);
  return { committer, reads, writes, stored };
}

const byGroup = (group: string): SerializedQuery => ({
  source: {
    type: "IndexRange",
    indexName: "items.by_group",
    range: [{ type: "Eq", fieldPath: "group", value: group }],
    order: "asc",
  },
  operators: [],
});

describe("the read path", () => {
  it("reads a document the transaction wrote, deleted or replaced as it now is", () => {
    const { committer, reads, writes, stored } = setUp();
    const txn = committer.begin("mutation");
    writes.write(txn, "items", stored[0], null);
    expect(reads.readDoc(txn, "items", stored[0])).toBe("null");
    const replaced = { ...reads.currentDoc(txn, stored[1], "items"), rank: 20 };
    writes.write(txn, "items", stored[1], replaced);
    expect(JSON.parse(reads.readDoc(txn, undefined, stored[1])).rank).toBe(20);
    expect(JSON.parse(reads.readDoc(txn, "items", stored[2])).rank).toBe(3);
    expect(() => reads.currentDoc(txn, stored[0], "items")).toThrow(
      "Update on nonexistent document ID",
    );
    committer.end(txn);
  });

  it("records a get's id for conflicts and its token for subscriptions, and refuses another table's id", () => {
    const { committer, reads, stored } = setUp();
    const txn = committer.begin("query");
    reads.readDoc(txn, "items", stored[0]);
    expect(txn.readIds.has(stored[0])).toBe(true);
    expect(txn.tokens.has(`id|${stored[0]}`)).toBe(true);
    expect(txn.docsRead).toBe(1);
    expect(() => reads.readDoc(txn, "other", stored[0])).toThrow(
      `"${stored[0]}" is not an id of table "other"`,
    );
    committer.end(txn);
  });

  it("records a page's range, so an insert into it is a conflict", () => {
    const { committer, reads, writes } = setUp();
    const reader = committer.begin("query");
    const page = JSON.parse(
      reads.queryPage(reader, { query: byGroup("g"), cursor: null, pageSize: 10 }),
    );
    expect(page.page.map((doc: { rank: number }) => doc.rank)).toEqual([1, 2, 3]);
    expect(page.isDone).toBe(true);
    expect(reader.ranges).toHaveLength(1);
    const writer = committer.begin("mutation");
    writes.insert(writer, "items", { group: "g", rank: 4 });
    committer.commit(writer);
    committer.end(writer);
    expect(committer.conflicts(reader)).toBe(true);
    committer.end(reader);
  });

  it("counts a table with the transaction's own inserts and deletes", () => {
    const { committer, reads, writes, stored } = setUp();
    const txn = committer.begin("mutation");
    writes.insert(txn, "items", { group: "h", rank: 1 });
    writes.insert(txn, "items", { group: "h", rank: 2 });
    writes.write(txn, "items", stored[0], null);
    expect(reads.count(txn, "items")).toBe(JSON.stringify({ $integer: "BAAAAAAAAAA=" }));
    expect(txn.tokens.has("items.by_creation_time|")).toBe(true);
    committer.end(txn);
  });
});
