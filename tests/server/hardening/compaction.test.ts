import { describe, expect, it } from "vitest";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { createConvexTestEngine } from "../../../server/engine/convexTestEngine";
import { journalCommits } from "../../../server/store/compaction";
import { DataDir } from "../../../server/store/dataDir";
import { FIXTURE_CONVEX, freshDataDir, sleep, waitFor } from "../harness";

const MB = 1024 * 1024;
const noLog = { error: () => {} };
const fail = (error: unknown) => {
  throw error;
};

async function journaledEngine(idleMs: number) {
  const dir = freshDataDir();
  const engine = await createConvexTestEngine(FIXTURE_CONVEX);
  const store = new DataDir(dir);
  store.recover(() => {});
  journalCommits(engine, store, noLog, fail, idleMs);
  const send = (body: string) => engine.runMutation("messages:send", { body }, null);
  return { dir, store, send };
}

/** Every message body a fresh recovery of `dir` finds. */
function recoveredBodies(dir: string): string[] {
  const documents = new Map<string, { body?: string }>();
  const store = new DataDir(dir);
  store.recover((batch) => {
    for (const [id, doc] of batch) {
      if (doc === null) documents.delete(id);
      else documents.set(id, doc as { body?: string });
    }
  });
  store.close();
  return [...documents.values()].flatMap((doc) => (doc.body ? [doc.body] : []));
}

describe("the journal is compacted on a schedule, so restart time stays flat (issue 12, finding 12)", () => {
  it("snapshots once the journal passes 4 MB, long before the 64 MB it used to reach, losing nothing", async () => {
    const { dir, store, send } = await journaledEngine(60_000);
    const bodies: string[] = [];
    // 8 MB of commits of 32 KB each (a bind journals about 8 KB).
    for (let i = 0; i < 256; i++) {
      const body = `${i} ${"x".repeat(32 * 1024)}`;
      bodies.push(body);
      expect(await send(body)).toMatchObject({ ok: true });
      if (i % 16 === 0) await sleep(0);
    }
    await store.whenDurable();
    await store.snapshotInProgress;
    expect(existsSync(join(dir, "snapshot.json"))).toBe(true);
    expect(store.journalSize).toBeLessThan(4.5 * MB);
    store.close();
    expect(recoveredBodies(dir).sort()).toEqual(bodies.sort());
  });

  it("snapshots a journal worth compacting once writes pause, so a restart after a session replays nothing", async () => {
    const { dir, store, send } = await journaledEngine(300);
    const bodies: string[] = [];
    for (let i = 0; i < 20; i++) {
      bodies.push(`${i} ${"y".repeat(8 * 1024)}`);
      await send(bodies[i]);
    }
    await store.whenDurable();
    expect(store.journalSize).toBeGreaterThan(64 * 1024);
    await waitFor(
      () => existsSync(join(dir, "snapshot.json")) && store.snapshotInProgress === null,
    );
    expect(statSync(join(dir, "journal.log")).size).toBe(0);
    store.close();
    expect(recoveredBodies(dir).sort()).toEqual(bodies.sort());
  });

  it("leaves a small journal alone when writes pause (a few clicks do not rewrite the snapshot)", async () => {
    const { dir, store, send } = await journaledEngine(100);
    await send("one");
    await store.whenDurable();
    await sleep(400);
    expect(existsSync(join(dir, "snapshot.json"))).toBe(false);
    expect(store.journalSize).toBeGreaterThan(0);
    store.close();
  });
});
