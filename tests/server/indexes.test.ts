import { describe, expect, it } from "vitest";
import { compareValues, type Value } from "convex/values";
import { createConvexTestEngine } from "../../server/engine/convexTestEngine";
import {
  pendingOverlay,
  TableIndexes,
  type Doc,
  type RangeExpression,
} from "../../server/engine/indexes";
import { loadConvexTest } from "../../server/engine/loadConvexTest";
import { SortedList } from "../../server/engine/sortedList";
import { FIXTURE_CONVEX } from "./harness";

/** A small seeded generator, so a failure reproduces. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("SortedList", () => {
  it("stays sorted through random inserts, removals and replacements across many chunks", () => {
    const next = random(1);
    const list = new SortedList<number>((a, b) => a - b);
    const reference: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const value = Math.floor(next() * 5000) + i / 100_000;
      if (reference.length > 0 && next() < 0.3) {
        const victim = reference.splice(Math.floor(next() * reference.length), 1)[0];
        expect(list.remove(victim)).toBe(true);
      } else {
        list.insert(value);
        reference.push(value);
      }
    }
    reference.sort((a, b) => a - b);
    expect([...list]).toEqual(reference);
    expect(list.size).toBe(reference.length);
    expect(list.remove(-1)).toBe(false);
    const start = list.seek((v) => v < 1000);
    const end = list.seek((v) => v < 2000);
    const inside = reference.filter((v) => v >= 1000 && v < 2000);
    expect([...list.between(start, end)]).toEqual(inside);
    expect([...list.between(start, end, true)]).toEqual([...inside].reverse());
  });
});

describe("TableIndexes", async () => {
  const internals = await loadConvexTest();
  const fields = ["group", "rank"];
  const indexes = () =>
    new TableIndexes(new Map([["t", [{ indexDescriptor: "by_group_rank", fields }]]]), internals);

  /** convex-test's own semantics: filter the table by every bound, sort by the index. */
  function bruteForce(docs: Doc[], range: RangeExpression[], order: "asc" | "desc") {
    const matches = docs.filter((doc) =>
      range.every((r) => {
        const c = compareValues(doc[r.fieldPath] as Value, r.value as Value);
        return { Eq: c === 0, Gt: c > 0, Gte: c >= 0, Lt: c < 0, Lte: c <= 0 }[r.type];
      }),
    );
    const keys = [...fields, "_creationTime", "_id"];
    matches.sort((a, b) => {
      for (const key of keys) {
        const c = compareValues(a[key] as Value, b[key] as Value);
        if (c !== 0) return order === "asc" ? c : -c;
      }
      return 0;
    });
    return matches.map((doc) => doc._id);
  }

  function randomRange(next: () => number): RangeExpression[] {
    const group = ["a", "b", "c"][Math.floor(next() * 3)];
    const range: RangeExpression[] = [];
    if (next() < 0.2) return range;
    range.push({ type: "Eq", fieldPath: "group", value: group });
    const low = Math.floor(next() * 10) - 1;
    const high = low + Math.floor(next() * 6);
    if (next() < 0.5)
      range.push({ type: next() < 0.5 ? "Gt" : "Gte", fieldPath: "rank", value: low });
    if (next() < 0.5)
      range.push({ type: next() < 0.5 ? "Lt" : "Lte", fieldPath: "rank", value: high });
    return range;
  }

  function randomDoc(next: () => number, n: number): Doc {
    const doc: Doc = {
      _id: `${10000 + n}t`,
      _creationTime: 1000 + Math.floor(next() * 50),
      group: ["a", "b", "c"][Math.floor(next() * 3)],
    };
    // Some rows have no rank: undefined sorts first, as in Convex.
    if (next() < 0.9) doc.rank = Math.floor(next() * 10);
    return doc;
  }

  it("reads exactly the documents of a range, in index order, both ways", () => {
    const next = random(2);
    const idx = indexes();
    const docs = new Map<string, Doc>();
    for (let n = 0; n < 3000; n++) {
      const doc = randomDoc(next, n);
      docs.set(doc._id, doc);
      idx.apply("t", null, doc);
    }
    // Patches (some keep their key, some move) and deletes keep the index in step.
    for (const doc of [...docs.values()].slice(0, 600)) {
      if (next() < 0.3) {
        idx.apply("t", doc, null);
        docs.delete(doc._id);
      } else {
        const patched = { ...doc, rank: next() < 0.5 ? doc.rank : Math.floor(next() * 10) };
        idx.apply("t", doc, patched);
        docs.set(doc._id, patched);
      }
    }
    expect(idx.count("t")).toBe(docs.size);
    for (let i = 0; i < 300; i++) {
      const range = randomRange(next);
      const order = next() < 0.5 ? "asc" : "desc";
      const got = [...idx.range("t", "by_group_rank", range, order, new Map())].map((d) => d._id);
      expect(got).toEqual(bruteForce([...docs.values()], range, order));
    }
    const byCreation = [...idx.range("t", "by_creation_time", [], "asc", new Map())].map(
      (d) => d._id,
    );
    expect(byCreation).toEqual(
      [...docs.values()]
        .sort((a, b) => a._creationTime - b._creationTime || compareValues(a._id, b._id))
        .map((d) => d._id),
    );
  });

  it("merges a transaction's pending inserts, patches and deletes into its reads", () => {
    const next = random(3);
    const idx = indexes();
    const committed = new Map<string, Doc>();
    for (let n = 0; n < 500; n++) {
      const doc = randomDoc(next, n);
      committed.set(doc._id, doc);
      idx.apply("t", null, doc);
    }
    // Two nested layers: the inner one overrides the outer.
    const outer: Record<string, Doc | null> = {};
    const inner: Record<string, Doc | null> = {};
    const view = new Map(committed);
    for (let n = 500; n < 560; n++) {
      const doc = randomDoc(next, n);
      (next() < 0.5 ? outer : inner)[doc._id] = doc;
      view.set(doc._id, doc);
    }
    for (const doc of [...committed.values()].slice(0, 80)) {
      if (next() < 0.4) {
        outer[doc._id] = null;
        view.delete(doc._id);
      } else {
        const patched = { ...doc, rank: Math.floor(next() * 10) };
        outer[doc._id] = { ...doc, rank: 99 };
        inner[doc._id] = patched;
        view.set(doc._id, patched);
      }
    }
    outer["1other"] = { _id: "1other", _creationTime: 1, group: "a", rank: 1 };
    for (let i = 0; i < 200; i++) {
      const range = randomRange(next);
      const order = next() < 0.5 ? "asc" : "desc";
      const got = [
        ...idx.range("t", "by_group_rank", range, order, pendingOverlay("t", [outer, inner])),
      ];
      expect(got.map((d) => d._id)).toEqual(bruteForce([...view.values()], range, order));
    }
    // The committed index itself is untouched (a rollback just drops the layers).
    expect(idx.count("t")).toBe(committed.size);
  });
});

describe("the engine's indexed queries", () => {
  it("serves ranges, reads its own writes, and rolls back a failed mutation", async () => {
    const engine = await createConvexTestEngine(FIXTURE_CONVEX);
    const commits: string[][] = [];
    engine.onCommit((commit) => commits.push([...commit.tables]));
    const insert = [3, 1, 2, 5, 4].flatMap((rank) => [
      { group: "a", rank },
      { group: "b", rank },
    ]);
    const first = await engine.runMutation(
      "items:change",
      { insert, bump: { group: "b", by: 10 } },
      null,
    );
    expect(first).toEqual({
      ok: true,
      value: ["a:1", "a:2", "a:3", "a:4", "a:5", "b:11", "b:12", "b:13", "b:14", "b:15"],
    });
    const list = async (args: object) => {
      const outcome = await engine.runQuery("items:list", args, null);
      expect(outcome.readTables).toEqual(new Set(["items"]));
      return outcome.result.ok ? outcome.result.value : outcome.result;
    };
    expect(await list({ group: "a", above: 1, below: 4 })).toEqual(["a:2", "a:3", "a:4"]);
    expect(await list({ group: "b", order: "desc", limit: 2 })).toEqual(["b:15", "b:14"]);
    expect(await list({ group: "a", below: 2, order: "desc" })).toEqual(["a:2", "a:1"]);

    const failed = await engine.runMutation(
      "items:change",
      { insert: [{ group: "a", rank: 0 }], remove: "b", fail: true },
      null,
    );
    expect(failed).toMatchObject({ ok: false, message: "rolled back" });
    expect(await list({ group: "b" })).toEqual(["b:11", "b:12", "b:13", "b:14", "b:15"]);
    expect(await list({ group: "a", limit: 1 })).toEqual(["a:1"]);

    const removed = await engine.runMutation("items:change", { insert: [], remove: "b" }, null);
    expect(removed).toEqual({ ok: true, value: ["a:1", "a:2", "a:3", "a:4", "a:5"] });
    expect(await list({ group: "b" })).toEqual([]);
    // Two commits broadcast (the rolled-back one is not), each touching only "items".
    expect(commits).toEqual([["items"], ["items"]]);

    // State exported and imported into a fresh engine rebuilds the same indexes.
    const copy = await createConvexTestEngine(FIXTURE_CONVEX);
    copy.importState(engine.exportState());
    const again = await copy.runQuery("items:list", { group: "a", above: 3 }, null);
    expect(again.result).toEqual({ ok: true, value: ["a:4", "a:5"] });
  });
});
