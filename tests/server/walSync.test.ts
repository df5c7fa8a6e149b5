/**
 * The group commit's sync off the main thread (server/engine/sqlite/walSync.ts) and its
 * checkpoints on a thread of their own (checkpointer.ts): a group is acknowledged only once
 * a sync of the write-ahead log that began after its COMMIT has returned, one sync runs at a
 * time, a failed sync acknowledges nothing, and the store's own connection never checkpoints
 * unless the log reached its limit.
 */
import { fstatSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, test } from "vitest";
import { Store, type StoreOptions, type StoredWrite } from "../../server/engine/sqlite/store";
import type { SyncFile } from "../../server/engine/sqlite/walSync";

const dirs: string[] = [];
const stores: Store[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) if (store.db.open) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A sync the test answers: each call waits in `pending` until the test calls it back. */
function heldSyncs() {
  const pending: { fd: number; done: (error: Error | null) => void }[] = [];
  const syncFile: SyncFile = (fd, done) => void pending.push({ fd, done });
  return { pending, syncFile };
}

function freshStore(options: Pick<StoreOptions, "syncFile" | "checkpoints"> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "wal-sync-"));
  dirs.push(dir);
  const file = join(dir, "engine.sqlite");
  const store = new Store(file, {
    checkpoints: { everySyncs: 1_000_000, ...options.checkpoints },
    ...(options.syncFile ? { syncFile: options.syncFile } : {}),
  });
  stores.push(store);
  return { store, file };
}

/** A document of about `bytes` bytes in table "t", with no index entries. */
function write(id: string, bytes = 100): StoredWrite {
  const doc = { _id: id, _creationTime: 1, text: "x".repeat(bytes) };
  return { id, table: "t", doc, json: JSON.stringify(doc), previous: null, keys: [] };
}

/** One commit, then the turn that commits its group; its mark. */
async function commitGroup(store: Store, writes: StoredWrite[]): Promise<number> {
  store.apply(writes, 1n, () => [], {});
  const mark = store.appended;
  await new Promise((done) => setImmediate(done));
  return mark;
}

/** Whether `promise` has settled once pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("the group commit's log sync", () => {
  test("a group is durable only once the log's sync returns, and the sync is of the log", async () => {
    const syncs = heldSyncs();
    const { store, file } = freshStore({ syncFile: syncs.syncFile });
    const mark = await commitGroup(store, [write("a")]);
    expect(store.groupsCommitted).toBe(1);
    // COMMIT ran: the write is in the file for any other connection, but not yet durable.
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare("SELECT count(*) AS n FROM documents").get()).toEqual({ n: 1 });
    reader.close();
    expect(store.isDurable(mark)).toBe(false);
    const durable = store.whenDurable();
    expect(await settled(durable)).toBe(false);
    expect(syncs.pending).toHaveLength(1);
    expect(fstatSync(syncs.pending[0].fd).ino).toBe(statSync(`${file}-wal`).ino);
    syncs.pending.shift()!.done(null);
    expect(await settled(durable)).toBe(true);
    expect(store.isDurable(mark)).toBe(true);
  });

  test("one sync at a time: a group committed while one runs waits for the next", async () => {
    const syncs = heldSyncs();
    const { store } = freshStore({ syncFile: syncs.syncFile });
    const first = await commitGroup(store, [write("a")]);
    const firstDurable = store.whenDurable();
    const second = await commitGroup(store, [write("b")]);
    const secondDurable = store.whenDurable();
    expect(syncs.pending).toHaveLength(1);
    syncs.pending.shift()!.done(null);
    expect(await settled(firstDurable)).toBe(true);
    expect(store.isDurable(first)).toBe(true);
    // The first sync began before the second group's COMMIT: it does not cover it.
    expect(store.isDurable(second)).toBe(false);
    expect(await settled(secondDurable)).toBe(false);
    expect(syncs.pending).toHaveLength(1);
    syncs.pending.shift()!.done(null);
    expect(await settled(secondDurable)).toBe(true);
    expect(store.isDurable(second)).toBe(true);
  });

  test("writes made while a sync runs wait in the open group and commit as one when it returns", async () => {
    const syncs = heldSyncs();
    const { store, file } = freshStore({ syncFile: syncs.syncFile });
    await commitGroup(store, [write("a")]);
    expect(store.groupsCommitted).toBe(1);
    // Two turns of writes while the first group's sync runs: neither commits yet.
    await commitGroup(store, [write("b")]);
    const last = await commitGroup(store, [write("c")]);
    expect(store.groupsCommitted).toBe(1);
    const reader = new Database(file, { readonly: true });
    const count = () => reader.prepare("SELECT count(*) AS n FROM documents").get();
    expect(count()).toEqual({ n: 1 });
    syncs.pending.shift()!.done(null);
    // One COMMIT for both, and one sync for it.
    expect(store.groupsCommitted).toBe(2);
    expect(count()).toEqual({ n: 3 });
    reader.close();
    expect(syncs.pending).toHaveLength(1);
    expect(store.isDurable(last)).toBe(false);
    syncs.pending.shift()!.done(null);
    expect(store.isDurable(last)).toBe(true);
  });

  test("a failed sync acknowledges nothing and goes to onSyncFailure", async () => {
    const syncs = heldSyncs();
    const { store } = freshStore({ syncFile: syncs.syncFile });
    const failures: unknown[] = [];
    store.onSyncFailure = (error) => failures.push(error);
    const mark = await commitGroup(store, [write("a")]);
    const durable = store.whenDurable();
    syncs.pending.shift()!.done(new Error("EIO: i/o error, fdatasync"));
    expect(failures).toHaveLength(1);
    expect(await settled(durable)).toBe(false);
    expect(store.isDurable(mark)).toBe(false);
  });

  test("closing syncs what was committed, and the data is there on the next open", async () => {
    const syncs = heldSyncs();
    const { store, file } = freshStore({ syncFile: syncs.syncFile });
    const mark = await commitGroup(store, [write("a")]);
    const durable = store.whenDurable();
    store.close();
    expect(store.isDurable(mark)).toBe(true);
    expect(await settled(durable)).toBe(true);
    // The held sync answers after the close: nothing breaks.
    syncs.pending.shift()?.done(null);
    const reopened = new Store(file);
    stores.push(reopened);
    expect(reopened.getJson("a")).not.toBeNull();
  });
});

describe("checkpoints", () => {
  test("the store's connection never checkpoints; the thread copies the whole log", async () => {
    const { store, file } = freshStore();
    expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    // About 1,500 pages of writes: SQLite's automatic checkpoint (1,000 frames) would have
    // copied and restarted the log on the way.
    for (let i = 0; i < 30; i++) {
      await commitGroup(
        store,
        Array.from({ length: 50 }, (_, j) => write(`d${i}-${j}`, 3_000)),
      );
    }
    await store.whenDurable();
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_200 * 4096);
    const result = await store.checkpointer!.run();
    expect(result).not.toBeNull();
    expect(result!.log).toBeGreaterThan(1_200);
    expect(result!.checkpointed).toBe(result!.log);
    expect(store.checkpointer!.done).toBe(1);
  });

  test("one runs by itself after every `everySyncs` syncs, and none before", async () => {
    const { store } = freshStore({ checkpoints: { everySyncs: 3 } });
    for (const id of ["a", "b"]) {
      await commitGroup(store, [write(id)]);
      await store.whenDurable();
    }
    expect(store.checkpointer!.done).toBe(0);
    await commitGroup(store, [write("c")]);
    await store.whenDurable();
    await expect.poll(() => store.checkpointer!.done).toBe(1);
  });

  test("a log at the frames limit is checkpointed after the next COMMIT, and restarts", async () => {
    const { store } = freshStore({ checkpoints: { framesLimit: 40 } });
    for (let i = 0; i < 5; i++) {
      await commitGroup(
        store,
        Array.from({ length: 10 }, (_, j) => write(`d${i}-${j}`, 3_000)),
      );
    }
    await store.whenDurable();
    const before = await store.checkpointer!.run();
    expect(before!.log).toBeGreaterThanOrEqual(40);
    expect(store.checkpointer!.restartDue).toBe(true);
    // The next group's COMMIT checkpoints on the store's connection; the one after it
    // starts the log anew.
    await commitGroup(store, [write("next")]);
    expect(store.checkpointer!.restartDue).toBe(false);
    await commitGroup(store, [write("after")]);
    await store.whenDurable();
    const after = await store.checkpointer!.run();
    expect(after!.log).toBeLessThan(10);
  });
});
