/**
 * What a commit writes, beside its documents (server/engine/sqlite/store.ts, writePath.ts,
 * committer.ts): the engine's clock is written once per group commit, not once per commit,
 * and still reaches the disk with the group; index entries and documents are written a batch
 * of rows per statement; an inserted document is stored as the text its insert sent, which
 * must be exactly what converting the document would give.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { convexToJson, v } from "convex/values";
import { Store } from "../../server/engine/sqlite/store";
import { fileEngineParts, memoryEngineParts } from "./engineParts.helpers";

const schema = defineSchema({
  items: defineTable({
    group: v.string(),
    rank: v.number(),
    extra: v.optional(v.any()),
    // Sorts before "_creationTime" ("Z" < "_" < "a"), as convexToJson orders fields.
    Zone: v.optional(v.string()),
  }).index("by_group", ["group"]),
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const fileParts = (path: string) => fileEngineParts(schema, path);

/** Counts the statements run while `body` runs whose SQL and first argument match. */
function statementsRun(
  store: Store,
  matches: (sql: string, first: unknown) => boolean,
  body: () => void,
): number {
  const proto = Object.getPrototypeOf(store.db.prepare("SELECT 1")) as {
    run: (...args: unknown[]) => unknown;
  };
  const run = proto.run;
  let count = 0;
  proto.run = function (this: { source: string }, ...args: unknown[]) {
    if (matches(this.source, args[0])) count++;
    return run.apply(this, args);
  };
  try {
    body();
  } finally {
    proto.run = run;
  }
  return count;
}

describe("what a commit writes", () => {
  it("writes the clock once for a group of commits, and the reopened store has the last", async () => {
    const dir = mkdtempSync(join(tmpdir(), "write-cost-"));
    dirs.push(dir);
    const path = join(dir, "engine.sqlite");
    const { store, committer, writes } = fileParts(path);
    let last = 0n;
    const isClock = (sql: string, first: unknown) =>
      sql.startsWith("INSERT INTO meta") && first === "state";
    const written = statementsRun(store, isClock, () => {
      for (let rank = 1; rank <= 3; rank++) {
        const txn = committer.begin("mutation");
        writes.insert(txn, "items", { group: "g", rank });
        last = committer.commit(txn);
        committer.end(txn);
      }
      // The three commits are in one open group, whose COMMIT writes the clock once.
      store.flush();
    });
    expect(written).toBe(1);
    await store.whenDurable();
    store.close();

    const reopened = fileParts(path);
    expect(reopened.committer.lastTs).toBe(last);
    expect(reopened.store.meta("lastCommitTs")).toBe(last.toString());
    reopened.store.close();
  });

  it("adds a commit's index entries with one statement per 32, every one of them", () => {
    const { store, committer, writes } = memoryEngineParts(schema);
    const txn = committer.begin("mutation");
    // 17 documents, 2 entries each (by_group, by_creation_time; by_id has none): 34 entries.
    for (let rank = 0; rank < 17; rank++) writes.insert(txn, "items", { group: "g", rank });
    const isEntryInsert = (sql: string) => sql.startsWith("INSERT INTO index_entries");
    const inserts = statementsRun(store, isEntryInsert, () => committer.commit(txn));
    committer.end(txn);
    expect(inserts).toBe(2);
    const all = (index: string) => store.scan(index, Buffer.alloc(0), Buffer.of(0xff), false, 100);
    for (const index of ["items.by_group", "items.by_creation_time", "items.by_id"]) {
      expect(all(index), index).toHaveLength(17);
    }
    const ranks = all("items.by_group").map((entry) => JSON.parse(entry.json).rank);
    expect(ranks).toEqual(Array.from({ length: 17 }, (_, rank) => rank));
  });

  it("upserts a commit's documents with one statement per 32, inserted and replaced alike", () => {
    const { store, committer, writes } = memoryEngineParts(schema);
    const first = committer.begin("mutation");
    const kept = writes.insert(first, "items", { group: "old", rank: -1 });
    committer.commit(first);
    committer.end(first);
    // 40 new documents and one replaced: 41 rows, two statements (32 and 9).
    const txn = committer.begin("mutation");
    const inserted: string[] = [];
    for (let rank = 0; rank < 40; rank++)
      inserted.push(writes.insert(txn, "items", { group: "g", rank }));
    const previous = store.getDoc(kept)!;
    txn.committed.set(kept, previous);
    writes.write(txn, "items", kept, { ...previous, group: "new" });
    const isUpsert = (sql: string) => sql.startsWith("INSERT INTO documents");
    const upserts = statementsRun(store, isUpsert, () => committer.commit(txn));
    committer.end(txn);
    expect(upserts).toBe(2);
    expect(inserted.map((id) => store.getDoc(id)?.rank)).toEqual([...Array(40).keys()]);
    expect(store.getDoc(kept)?.group).toBe("new");
    expect(store.count("items")).toBe(41);
    const byGroup = store.scan("items.by_group", Buffer.alloc(0), Buffer.of(0xff), false, 100);
    expect(byGroup.map((entry) => JSON.parse(entry.json).group)).toEqual([
      ...Array(40).fill("g"),
      "new",
    ]);
  });

  it("stores an inserted document as its insert's text, which is what converting it gives", () => {
    const { store, committer, writes } = memoryEngineParts(schema);
    const fields = {
      Zone: "z",
      group: "g\u00e9",
      rank: -0,
      extra: { big: 12n, bytes: new Uint8Array([1, 2, 3]).buffer, nan: NaN, list: [1.5, "x"] },
    };
    const txn = committer.begin("mutation");
    const id = writes.insert(
      txn,
      "items",
      fields,
      convexToJson(fields as never) as Record<string, unknown>,
    );
    committer.commit(txn);
    committer.end(txn);
    const doc = store.getDoc(id)!;
    expect(store.getJson(id)).toBe(JSON.stringify(convexToJson(doc as never)));
    expect(Object.is(doc.rank, -0)).toBe(true);
    expect((doc.extra as { big: bigint }).big).toBe(12n);
  });
});
