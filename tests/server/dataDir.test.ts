import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createConvexTestEngine } from "../../server/engine/convexTestEngine";
import type { CommittedWrite } from "../../server/engine/types";
import { DataDir } from "../../server/store/dataDir";
import { FIXTURE_CONVEX, freshDataDir } from "./harness";

function recoverAll(dir: string) {
  const store = new DataDir(dir);
  const documents = new Map<string, unknown>();
  /** Every write handed to the engine, to catch a commit replayed twice. */
  const loaded: CommittedWrite[] = [];
  const recovered = store.recover((batch) => {
    for (const write of batch) {
      loaded.push(write);
      const [id, doc] = write;
      if (doc === null) documents.delete(id);
      else documents.set(id, doc);
    }
  });
  return { store, documents, recovered, loaded };
}

const line = (value: unknown) => JSON.stringify(value) + "\n";
const commit = (ts: number, id: string, doc: unknown = { _id: id }) =>
  line({ t: "c", ts: String(ts), w: [[id, doc]] });
const snapshotFile = (ts: number, ids: string[]) =>
  line({ version: 2, lastCommitTs: String(ts), mutations: [] }) +
  ids.map((id) => line([id, { _id: id }])).join("");

/** The largest gap between event-loop turns while `work` runs, in ms. */
async function largestStall(work: () => Promise<void>): Promise<number> {
  let last = performance.now();
  let largest = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    largest = Math.max(largest, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work();
  running = false;
  return largest;
}

describe("the data directory", () => {
  it("streams a snapshot larger than its read chunk, multi-byte text included, and replays the journal after it", () => {
    const dir = freshDataDir();
    const store = new DataDir(dir);
    // About 12 MB: lines cross the 4 MB read chunks, some inside a multi-byte character.
    const docs: CommittedWrite[] = Array.from({ length: 30_000 }, (_, i) => [
      `${10000 + i}items`,
      { _id: `${10000 + i}items`, _creationTime: i, text: `£€ ${"x".repeat(i % 700)} ✓ ${i}` },
    ]);
    store.snapshot({ documents: docs, lastCommitTs: 5n });
    store.appendCommit({
      ts: 4n,
      writes: [["10000items", null]],
      tables: new Set(["items"]),
    });
    store.appendCommit({
      ts: 6n,
      writes: [
        ["10001items", null],
        ["99999items", { _id: "99999items", _creationTime: 1e6, text: "new" }],
      ],
      tables: new Set(["items"]),
      mutationKey: "session:1",
    });
    store.close();

    const { documents, recovered, store: again } = recoverAll(dir);
    again.close();
    expect(recovered).toEqual({ documents: 30_000, lastCommitTs: 6n, commitsReplayed: 1 });
    // ts 4 is older than the snapshot: skipped; ts 6 deletes one document and adds one.
    expect(documents.size).toBe(30_000);
    expect(documents.has("10000items")).toBe(true);
    expect(documents.has("10001items")).toBe(false);
    expect(documents.get("39999items")).toEqual(docs[29_999][1]);
    expect(again.mutations.get("session:1")).toMatchObject({ success: true });
  });

  it("reads a version 1 snapshot and drops a journal record cut short by a crash", () => {
    const dir = freshDataDir();
    writeFileSync(
      join(dir, "snapshot.json"),
      JSON.stringify({
        version: 1,
        lastCommitTs: "10",
        documents: [["1a", { _id: "1a", _creationTime: 1 }]],
        mutations: [["s:1", { success: true, result: null, ts: "10" }]],
      }),
    );
    const complete = JSON.stringify({ t: "c", ts: "11", w: [["2a", { _id: "2a" }]] }) + "\n";
    writeFileSync(join(dir, "journal.log"), complete + '{"t":"c","ts":"12","w":[["3a"');
    const { documents, recovered, store } = recoverAll(dir);
    store.close();
    expect(recovered).toEqual({ documents: 1, lastCommitTs: 11n, commitsReplayed: 1 });
    expect([...documents.keys()]).toEqual(["1a", "2a"]);
    expect(store.mutations.has("s:1")).toBe(true);
    expect(statSync(join(dir, "journal.log")).size).toBe(Buffer.byteLength(complete));
    expect(readFileSync(join(dir, "journal.log"), "utf8")).toBe(complete);
  });

  it("recovers from the snapshot and both journals after a crash during a background snapshot", () => {
    const dir = freshDataDir();
    writeFileSync(join(dir, "snapshot.json"), snapshotFile(10, ["1a"]));
    // Rotated at ts 12: the previous journal holds commits up to 12, one already in the snapshot.
    writeFileSync(
      join(dir, "journal.prev.log"),
      commit(9, "0a") + commit(11, "2a") + commit(12, "3a"),
    );
    writeFileSync(join(dir, "journal.log"), commit(13, "4a") + '{"t":"c","ts":"14","w":[["5a"');
    const { documents, recovered, store, loaded } = recoverAll(dir);
    expect(recovered).toEqual({ documents: 1, lastCommitTs: 13n, commitsReplayed: 3 });
    expect(loaded.map(([id]) => id)).toEqual(["1a", "2a", "3a", "4a"]);
    expect([...documents.keys()]).toEqual(["1a", "2a", "3a", "4a"]);
    // Commits newer than the snapshot in the previous journal: folded in by a snapshot.
    expect(store.needsConsolidation).toBe(true);
    expect(store.needsSnapshot()).toBe(false);
    store.snapshot({
      documents: [...documents].map(([id, doc]) => [id, doc] as CommittedWrite),
      lastCommitTs: 13n,
    });
    store.close();
    expect(existsSync(join(dir, "journal.prev.log"))).toBe(false);
    const again = recoverAll(dir);
    again.store.close();
    expect(again.recovered).toEqual({ documents: 4, lastCommitTs: 13n, commitsReplayed: 0 });
  });

  it("replays nothing twice after a crash between the snapshot's rename and the previous journal's deletion", () => {
    const dir = freshDataDir();
    // The new snapshot (taken at ts 12) is in place; the previous journal was not yet deleted.
    writeFileSync(join(dir, "snapshot.json"), snapshotFile(12, ["1a", "2a", "3a"]));
    writeFileSync(join(dir, "journal.prev.log"), commit(11, "2a") + commit(12, "3a"));
    writeFileSync(join(dir, "journal.log"), commit(13, "4a") + commit(14, "2a", null));
    const { documents, recovered, store, loaded } = recoverAll(dir);
    store.close();
    expect(recovered).toEqual({ documents: 3, lastCommitTs: 14n, commitsReplayed: 2 });
    expect(loaded.map(([id, doc]) => `${id}${doc === null ? "-" : ""}`)).toEqual([
      "1a",
      "2a",
      "3a",
      "4a",
      "2a-",
    ]);
    expect([...documents.keys()]).toEqual(["1a", "3a", "4a"]);
    // Wholly covered by the snapshot: deleted at once, nothing to consolidate.
    expect(store.needsConsolidation).toBe(false);
    expect(existsSync(join(dir, "journal.prev.log"))).toBe(false);
  });

  it("snapshots 100,000 documents in the background without stalling the event loop, keeping the writes made meanwhile", async () => {
    const engine = await createConvexTestEngine(FIXTURE_CONVEX);
    const documents: CommittedWrite[] = Array.from({ length: 100_000 }, (_, i) => [
      `${10_000 + i}messages`,
      { _id: `${10_000 + i}messages`, _creationTime: i, body: `message ${i}`, author: "seed" },
    ]);
    for (const group of ["a", "b"])
      for (let rank = 1; rank <= 3; rank++) {
        const id = `${200_000 + documents.length}items`;
        documents.push([id, { _id: id, _creationTime: documents.length, group, rank }]);
      }
    engine.importState({ documents, lastCommitTs: 1n });

    // Before: the synchronous snapshot, as every snapshot was taken before this change.
    const before = new DataDir(freshDataDir());
    const syncStarted = performance.now();
    before.snapshot(engine.exportState());
    const syncMs = performance.now() - syncStarted;
    before.close();

    const dir = freshDataDir();
    const store = new DataDir(dir);
    store.recover(() => {});
    engine.onCommit((commit) => store.appendCommit(commit));
    const change = (args: object) =>
      engine.runMutation("items:change", { insert: [], ...args }, null);
    await change({ insert: [{ group: "c", rank: 1 }] });

    let snapshotTs = 0n;
    let captureMs = 0;
    const stall = await largestStall(async () => {
      const captureStarted = performance.now();
      const state = engine.exportState();
      snapshotTs = state.lastCommitTs;
      const done = store.startSnapshot(state);
      captureMs = performance.now() - captureStarted;
      // Commits while it is written: an insert, patches and deletes of documents it holds.
      expect(
        await change({ insert: [{ group: "c", rank: 2 }], bump: { group: "a", by: 10 } }),
      ).toMatchObject({ ok: true });
      expect(await change({ remove: "b" })).toMatchObject({ ok: true });
      await store.whenDurable();
      await done;
      expect(await change({ insert: [{ group: "d", rank: 1 }] })).toMatchObject({ ok: true });
      await store.whenDurable();
    });
    console.log(
      `snapshot of ${documents.length + 1} documents: synchronous ${syncMs.toFixed(0)} ms; ` +
        `background: capture ${captureMs.toFixed(1)} ms, largest event-loop stall ${stall.toFixed(1)} ms`,
    );
    expect(stall).toBeLessThan(250);
    expect(existsSync(join(dir, "journal.prev.log"))).toBe(false);
    store.close();

    // The snapshot alone holds the state of its moment, not the later writes.
    const snapshotOnly = new Map<string, unknown>();
    const lines = readFileSync(join(dir, "snapshot.json"), "utf8").split("\n").filter(Boolean);
    expect(JSON.parse(lines[0]).lastCommitTs).toBe(snapshotTs.toString());
    for (const text of lines.slice(1)) {
      const [id, doc] = JSON.parse(text) as CommittedWrite;
      expect(snapshotOnly.has(id)).toBe(false);
      snapshotOnly.set(id, doc);
    }
    const items = (docs: Map<string, unknown>) =>
      [...docs.values()]
        .filter(
          (doc): doc is { group: string; rank: number } =>
            typeof doc === "object" && doc !== null && "group" in doc,
        )
        .map((doc) => `${doc.group}:${doc.rank}`)
        .sort();
    expect(snapshotOnly.size).toBe(documents.length + 1);
    expect(items(snapshotOnly)).toEqual(["a:1", "a:2", "a:3", "b:1", "b:2", "b:3", "c:1"]);

    // Snapshot plus journal: exactly the engine's state now.
    const { documents: recovered, store: again } = recoverAll(dir);
    again.close();
    const expected = new Map([...engine.exportState().documents]);
    expect(items(recovered)).toEqual(["a:11", "a:12", "a:13", "c:1", "c:2", "d:1"]);
    expect(recovered).toEqual(expected);
  }, 120_000);
});
