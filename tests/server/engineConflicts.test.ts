/**
 * Optimistic concurrency, read kind by write kind (issue 23): a mutation reads, yields while
 * another mutation writes and commits, then records what it read. Whatever the read (get,
 * first, take, unique, an index range, a full scan, a filter, a page, a descending first)
 * and whatever the write (an insert before, inside or after the range, a delete, a patch
 * that moves a document in the index), the recorded result must be what a serial run (the
 * writer first) gives: the reader re-runs when the write touched what it read, and only
 * then.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  defineSchema,
  defineTable,
  mutationGeneric,
  queryGeneric,
  type DataModelFromSchemaDefinition,
  type GenericDatabaseReader,
} from "convex/server";
import { v } from "convex/values";
import type { GenericId as Id } from "convex/values";
import { SqliteEngine } from "../../server/engine/sqlite/engine";
import { ok } from "./harness";

const schema = defineSchema({
  items: defineTable({ group: v.string(), rank: v.number() }).index("by_group_rank", [
    "group",
    "rank",
  ]),
  seen: defineTable({ value: v.any() }),
});

const READS = [
  "get",
  "first",
  "firstDesc",
  "take",
  "unique",
  "range",
  "scan",
  "filter",
  "page",
] as const;
type ReadKind = (typeof READS)[number];

const WRITES = [
  "insertBefore",
  "insertInside",
  "insertAfter",
  "deleteFirst",
  "deleteLast",
  "moveFirstToEnd",
  "moveMiddleOut",
  "patchUnique",
] as const;
type WriteKind = (typeof WRITES)[number];

type Db = GenericDatabaseReader<DataModelFromSchemaDefinition<typeof schema>>;
const ranks = (docs: { rank: number }[]) => docs.map((doc) => doc.rank);

/** One read of each kind over group "g" (ranks 1 to 5) or the lone document of group "h". */
async function read(db: Db, kind: ReadKind, firstId: string): Promise<unknown> {
  const g = () => db.query("items").withIndex("by_group_rank", (q) => q.eq("group", "g"));
  switch (kind) {
    case "get":
      return (await db.get(firstId as Id<"items">))?.rank ?? null;
    case "first":
      return (await g().first())?.rank ?? null;
    case "firstDesc":
      return (await g().order("desc").first())?.rank ?? null;
    case "take":
      return ranks(await g().take(3));
    case "unique":
      return (
        await db
          .query("items")
          .withIndex("by_group_rank", (q) => q.eq("group", "h"))
          .unique()
      )?.rank;
    case "range":
      return ranks(
        await db
          .query("items")
          .withIndex("by_group_rank", (q) => q.eq("group", "g").gt("rank", 2).lte("rank", 4))
          .collect(),
      );
    case "scan":
      return (await db.query("items").collect()).length;
    case "filter":
      return ranks(
        await db
          .query("items")
          .filter((q) => q.eq(q.field("rank"), 3))
          .collect(),
      );
    case "page":
      return ranks((await g().paginate({ numItems: 2, cursor: null })).page);
  }
}

const lib = {
  seed: mutationGeneric({
    args: {},
    handler: async (ctx) => {
      const ids: string[] = [];
      for (let rank = 1; rank <= 5; rank++)
        ids.push(await ctx.db.insert("items", { group: "g", rank }));
      await ctx.db.insert("items", { group: "h", rank: 1 });
      return ids;
    },
  }),
  /** Reads, yields 40 times (the writer runs and commits meanwhile), records the read. */
  reader: mutationGeneric({
    args: { kind: v.string(), firstId: v.string() },
    handler: async (ctx, { kind, firstId }) => {
      const value = await read(ctx.db as unknown as Db, kind as ReadKind, firstId);
      for (let i = 0; i < 40; i++) await ctx.db.query("seen").first();
      await ctx.db.insert("seen", { value });
    },
  }),
  writer: mutationGeneric({
    args: { kind: v.string(), ids: v.array(v.string()) },
    handler: async (ctx, { kind, ids }) => {
      const id = (rank: number) => ids[rank - 1] as never;
      switch (kind as WriteKind) {
        case "insertBefore":
          return void (await ctx.db.insert("items", { group: "g", rank: 0 }));
        case "insertInside":
          return void (await ctx.db.insert("items", { group: "g", rank: 3.5 }));
        case "insertAfter":
          return void (await ctx.db.insert("items", { group: "g", rank: 9 }));
        case "deleteFirst":
          return void (await ctx.db.delete(id(1)));
        case "deleteLast":
          return void (await ctx.db.delete(id(5)));
        case "moveFirstToEnd":
          return void (await ctx.db.patch(id(1), { rank: 8 }));
        case "moveMiddleOut":
          return void (await ctx.db.patch(id(3), { rank: 30 }));
        case "patchUnique": {
          const h = await ctx.db
            .query("items")
            .withIndex("by_group_rank", (q) => q.eq("group", "h"))
            .unique();
          return void (await ctx.db.patch(h!._id, { rank: 2 }));
        }
      }
    },
  }),
  /** Writes (insert, delete, move), then reads its own writes with every read kind. */
  ownWrites: mutationGeneric({
    args: { ids: v.array(v.string()) },
    handler: async (ctx, { ids }) => {
      await ctx.db.insert("items", { group: "g", rank: 0 });
      await ctx.db.delete(ids[4] as never);
      await ctx.db.patch(ids[2] as never, { rank: 30 });
      await ctx.db.replace(ids[0] as never, { group: "g", rank: 1.5 });
      const seen: Record<string, unknown> = {};
      for (const kind of READS) seen[kind] = await read(ctx.db as unknown as Db, kind, ids[0]);
      // A get of the document it deleted finds nothing, not the committed version.
      seen.getDeleted = (await ctx.db.get(ids[4] as never)) ?? null;
      return seen;
    },
  }),
  now: queryGeneric({
    args: { kind: v.string(), firstId: v.string() },
    handler: async (ctx, { kind, firstId }) =>
      await read(ctx.db as unknown as Db, kind as ReadKind, firstId),
  }),
  seen: queryGeneric({
    args: {},
    handler: async (ctx) => (await ctx.db.query("seen").collect()).map((row) => row.value),
  }),
};

const modules = {
  "./_generated/api.js": async () => ({}),
  "./lib.ts": async () => lib,
};

const open: SqliteEngine[] = [];
afterEach(() => {
  for (const engine of open.splice(0)) engine.close();
});

describe("a concurrent write is seen by every kind of read", () => {
  for (const readKind of READS) {
    for (const writeKind of WRITES) {
      it(`${readKind} against ${writeKind}`, async () => {
        const engine = new SqliteEngine({ schema, modules, path: ":memory:" });
        open.push(engine);
        const ids = (await ok(engine.runMutation("lib:seed", {}, null))) as string[];
        const args = { kind: readKind, firstId: ids[0] };
        const before = await ok(engine.call("lib:now", args, null));
        const conflicts = engine.stats.conflicts;

        await Promise.all([
          ok(engine.runMutation("lib:reader", args, null)),
          ok(engine.runMutation("lib:writer", { kind: writeKind, ids }, null)),
        ]);

        // Serial order: the writer committed while the reader yielded, so the reader must
        // record the state after the write.
        const after = await ok(engine.call("lib:now", args, null));
        expect(await ok(engine.call("lib:seen", {}, null))).toEqual([after]);
        // It re-ran exactly when the write changed what it read.
        const changed = JSON.stringify(before) !== JSON.stringify(after);
        if (changed) expect(engine.stats.conflicts).toBeGreaterThan(conflicts);
      });
    }
  }
});

describe("a mutation reads its own writes", () => {
  it("with every kind of read: inserts, deletes, patches and replaces as the commit leaves them", async () => {
    const engine = new SqliteEngine({ schema, modules, path: ":memory:" });
    open.push(engine);
    const ids = (await ok(engine.runMutation("lib:seed", {}, null))) as string[];
    const inside = (await ok(engine.runMutation("lib:ownWrites", { ids }, null))) as Record<
      string,
      unknown
    >;
    for (const kind of READS) {
      const committed = await ok(engine.call("lib:now", { kind, firstId: ids[0] }, null));
      expect(inside[kind], kind).toEqual(committed);
    }
    expect(inside.first).toBe(0);
    expect(inside.get).toBe(1.5);
    expect(inside.getDeleted).toBeNull();
    expect(inside.firstDesc).toBe(30);
  });
});
