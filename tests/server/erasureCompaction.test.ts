/**
 * "Delete my account" leaves no copy in the file (docs/privacy.md "Deleting an account"):
 * after a `users` document is deleted the store rebuilds the file (VACUUM) and empties the
 * WAL on its next close, or on the next open after a kill -9 (Store.compactIfErased), so
 * no old page image of the account's rows outlives it. tests/server/erasure.test.ts
 * searches the bytes; this holds the trigger.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { Store, type StoredWrite } from "../../server/engine/sqlite/store";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshStore(): { store: Store; file: string } {
  const dir = mkdtempSync(join(tmpdir(), "compaction-"));
  dirs.push(dir);
  const file = join(dir, "engine.sqlite");
  return { store: new Store(file), file };
}

const deletion = (table: string): StoredWrite => ({
  id: `${table}-gone`,
  table,
  doc: null,
  json: null,
  previous: null,
  keys: [],
});

describe("the store's rebuild after an account is deleted", () => {
  test("a deleted users document marks the file; the rebuild runs once and clears the mark", () => {
    const { store } = freshStore();
    store.apply([deletion("users")], 1n, () => [], {});
    expect(store.compactIfErased()).toBe(true);
    expect(store.compactIfErased()).toBe(false);
    store.close();
  });

  test("the mark survives a crash: the next open rebuilds", () => {
    const { store, file } = freshStore();
    store.apply([deletion("users")], 1n, () => [], {});
    store.flush();
    // As after a kill -9: the file is reopened without a close.
    const reopened = new Store(file);
    expect(reopened.compactIfErased()).toBe(true);
    reopened.close();
    store.db.close();
  });

  test("other deletions do not rebuild the file", () => {
    const { store } = freshStore();
    store.apply([deletion("userVotes")], 1n, () => [], {});
    expect(store.compactIfErased()).toBe(false);
    store.close();
  });
});
