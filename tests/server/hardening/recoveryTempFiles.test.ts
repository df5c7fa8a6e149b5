import { describe, expect, it } from "vitest";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DataDir } from "../../../server/store/dataDir";
import { freshDataDir } from "../harness";

const line = (value: unknown) => JSON.stringify(value) + "\n";

describe("recovery leaves no stale temp files (issue 12, finding 12)", () => {
  it("removes a snapshot.json.bg.tmp and a snapshot.json.tmp cut short by a crash, and loads the real snapshot", () => {
    const dir = freshDataDir();
    writeFileSync(
      join(dir, "snapshot.json"),
      line({ version: 2, lastCommitTs: "5", mutations: [] }) + line(["1a", { _id: "1a" }]),
    );
    // Half-written snapshots: never renamed into place, so never to be read.
    writeFileSync(
      join(dir, "snapshot.json.bg.tmp"),
      '{"version":2,"lastCommitTs":"9"}\n["2a",{"_id',
    );
    writeFileSync(join(dir, "snapshot.json.tmp"), '{"version":2,"lastCo');
    const store = new DataDir(dir);
    const loaded: string[] = [];
    const recovered = store.recover((batch) => loaded.push(...batch.map(([id]) => id)));
    store.close();
    expect(recovered).toEqual({ documents: 1, lastCommitTs: 5n, commitsReplayed: 0 });
    expect(loaded).toEqual(["1a"]);
    expect(existsSync(join(dir, "snapshot.json.bg.tmp"))).toBe(false);
    expect(existsSync(join(dir, "snapshot.json.tmp"))).toBe(false);
  });
});
