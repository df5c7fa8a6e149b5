import { describe, expect, it } from "vitest";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CommittedWrite } from "../../server/engine/types";
import { DataDir } from "../../server/store/dataDir";
import { freshDataDir } from "./harness";

function recoverAll(dir: string) {
  const store = new DataDir(dir);
  const documents = new Map<string, unknown>();
  const recovered = store.recover((batch) => {
    for (const [id, doc] of batch) {
      if (doc === null) documents.delete(id);
      else documents.set(id, doc);
    }
  });
  return { store, documents, recovered };
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
});
