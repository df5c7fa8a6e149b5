/**
 * The engine's parts over a store in memory, with no functions (the tests of
 * server/engine/sqlite's committer, read path and executor): `memoryEngineParts` builds the
 * store, the schema's tables, the id allocator, the committer and the read and write paths;
 * each store it opens is closed after the test. `fileEngineParts` builds the committer and
 * write path over a store in a file (group commit on), which the caller closes.
 */
import { afterEach } from "vitest";
import { Committer } from "../../server/engine/sqlite/committer";
import { TableNumbers } from "../../server/engine/sqlite/ids";
import { ReadPath } from "../../server/engine/sqlite/readPath";
import { Store } from "../../server/engine/sqlite/store";
import { SchemaTables } from "../../server/engine/sqlite/tables";
import type { Transaction } from "../../server/engine/sqlite/transaction";
import { WritePath } from "../../server/engine/sqlite/writePath";

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

export function memoryEngineParts(schema: unknown, afterCommit?: (txn: Transaction) => void) {
  const store = new Store(":memory:");
  stores.push(store);
  const tables = new SchemaTables(schema);
  const ids = new TableNumbers(null, 0);
  const committer = new Committer({ store, indexesOf: tables.indexesOf, ids, afterCommit });
  const reads = new ReadPath(store, tables, ids);
  const writes = new WritePath(tables, ids, committer);
  return { store, tables, ids, committer, reads, writes };
}

export function fileEngineParts(schema: unknown, path: string) {
  const store = new Store(path);
  const tables = new SchemaTables(schema);
  const ids = new TableNumbers(store.meta("tableNumbers"), 0);
  const committer = new Committer({ store, indexesOf: tables.indexesOf, ids });
  const writes = new WritePath(tables, ids, committer);
  return { store, committer, writes };
}
