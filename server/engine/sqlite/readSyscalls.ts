/**
 * The syscalls of a transaction's reads, answered alike on the main thread (engine.ts) and
 * on a query thread (queryWorker.ts): both go through the read path, so a query records the
 * same read ids, ranges and tokens wherever it runs (docs/embedded-backend.md "Threads").
 */
import { convexToJson } from "convex/values";
import type { TableNumbers } from "./ids";
import type { SerializedQuery } from "./queries";
import type { ReadPath } from "./readPath";
import type { Transaction } from "./transaction";

/** The synchronous read syscalls. */
export const READ_SYSCALLS = new Set([
  "1.0/queryStream",
  "1.0/queryCleanup",
  "1.0/db/normalizeId",
  "1.0/getSnapshotTs",
]);

/** The asynchronous read syscalls (answered at once all the same). */
export const ASYNC_READ_SYSCALLS = new Set([
  "1.0/get",
  "1.0/queryStreamNext",
  "1.0/queryPage",
  "1.0/count",
]);

let nextQueryId = 1;

/** One of `READ_SYSCALLS` in `txn`: the value the `convex` package expects (JSON form). */
export function readSyscall(
  reads: ReadPath,
  ids: TableNumbers,
  txn: Transaction,
  op: string,
  args: Record<string, any>,
): unknown {
  switch (op) {
    case "1.0/queryStream": {
      const queryId = nextQueryId++;
      txn.streams.set(queryId, reads.openStream(txn, args.query as SerializedQuery));
      return { queryId };
    }
    case "1.0/queryCleanup": {
      const stream = txn.streams.get(args.queryId);
      if (stream) {
        reads.recordStream(txn, stream);
        txn.streams.delete(args.queryId);
      }
      return {};
    }
    case "1.0/db/normalizeId":
      // Only a valid id (checksum, known table number, or an existing counter id) of that
      // very table.
      return {
        id:
          typeof args.idString === "string" && ids.tableOf(args.idString) === args.table
            ? args.idString
            : null,
      };
    case "1.0/getSnapshotTs":
      return convexToJson(txn.snapshotTs);
    default:
      throw new Error(`The SQLite engine does not support the syscall "${op}"`);
  }
}

/** One of `ASYNC_READ_SYSCALLS` in `txn`: its JSON text. */
export function asyncReadSyscall(
  reads: ReadPath,
  txn: Transaction,
  op: string,
  args: Record<string, any>,
): string {
  switch (op) {
    case "1.0/get":
      return reads.readDoc(txn, args.table ?? undefined, args.id);
    case "1.0/queryStreamNext": {
      const stream = txn.streams.get(args.queryId);
      if (!stream) throw new Error("This query is closed");
      const json = stream.next();
      return json === null ? '{"value":null,"done":true}' : `{"value":${json},"done":false}`;
    }
    case "1.0/queryPage":
      return reads.queryPage(txn, args);
    case "1.0/count":
      return reads.count(txn, args.table as string);
    default:
      throw new Error(`The SQLite engine does not support the syscall "${op}"`);
  }
}
