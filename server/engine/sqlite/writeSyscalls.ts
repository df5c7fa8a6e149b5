/**
 * The syscalls of a mutation's writes, answered alike on the main thread (engine.ts) and
 * on a mutation thread (queryWorker.ts): both go through the read path and the write path,
 * so a mutation reads, checks and records its writes the same wherever it runs
 * (docs/embedded-backend.md "Threads").
 */
import { jsonToConvex } from "convex/values";
import type { RequestMetadata } from "../types";
import { functionName } from "./functions";
import type { TableNumbers } from "./ids";
import type { ReadPath } from "./readPath";
import type { Scheduler } from "./scheduler";
import type { Doc } from "./store";
import type { Transaction } from "./transaction";
import type { WritePath } from "./writePath";

/** What a write syscall needs: where it reads and writes, and the scheduler's two calls. */
export interface WriteTools {
  reads: ReadPath;
  writes: WritePath;
  ids: TableNumbers;
  scheduler: Pick<Scheduler, "schedule" | "cancel">;
}

/** The asynchronous syscalls that write (answered at once). */
export const WRITE_SYSCALLS = new Set([
  "1.0/insert",
  "1.0/shallowMerge",
  "1.0/replace",
  "1.0/remove",
  "1.0/schedule",
  "1.0/cancel_job",
]);

/** What a query that writes is refused with. */
export const NO_WRITES_IN_QUERIES = "Writes are not allowed in queries";

function requireTable(ids: TableNumbers, args: Record<string, any>): string {
  const table = typeof args.id === "string" ? ids.tableOf(args.id) : null;
  if (table === null || (args.table !== undefined && args.table !== table)) {
    throw new Error(
      `Invalid argument \`id\`: "${args.id}" is not an id of table "${args.table ?? "?"}"`,
    );
  }
  return table;
}

function requireSame(key: "_id" | "_creationTime", value: unknown, current: Doc) {
  if (value !== current[key])
    throw new Error(
      `Provided \`${key}\` field value ${String(value)} does not match the document's`,
    );
}

/** One of `WRITE_SYSCALLS` in `txn` (a mutation's): its JSON text. */
export function writeSyscall(
  tools: WriteTools,
  txn: Transaction,
  op: string,
  args: Record<string, any>,
): string {
  if (txn.kind !== "mutation") throw new Error(NO_WRITES_IN_QUERIES);
  const { reads, writes, ids, scheduler } = tools;
  switch (op) {
    case "1.0/insert": {
      if (String(args.table).startsWith("_"))
        throw new Error("System tables (prefixed with `_`) are read-only.");
      const value = args.value as Record<string, unknown>;
      const fields = jsonToConvex(value as never) as Record<string, unknown>;
      return JSON.stringify({ _id: writes.insert(txn, args.table, fields, value) });
    }
    case "1.0/shallowMerge": {
      const table = requireTable(ids, args);
      const current = reads.currentDoc(txn, args.id, table);
      const next: Doc = { ...current };
      for (const [key, json] of Object.entries(args.value as Record<string, unknown>)) {
        if (key === "_id" || key === "_creationTime") {
          requireSame(key, jsonToConvex(json as never), current);
          continue;
        }
        const isUndefined = typeof json === "object" && json !== null && "$undefined" in json;
        if (isUndefined) delete next[key];
        else next[key] = jsonToConvex(json as never);
      }
      writes.write(txn, table, args.id, next);
      return "{}";
    }
    case "1.0/replace": {
      const table = requireTable(ids, args);
      const current = reads.currentDoc(txn, args.id, table);
      const value = jsonToConvex(args.value) as Record<string, unknown>;
      for (const key of ["_id", "_creationTime"] as const) {
        if (value[key] !== undefined) requireSame(key, value[key], current);
      }
      writes.write(txn, table, args.id, {
        ...value,
        _id: current._id,
        _creationTime: current._creationTime,
      });
      return "{}";
    }
    case "1.0/remove": {
      const table = requireTable(ids, args);
      reads.currentDoc(txn, args.id, table);
      writes.write(txn, table, args.id, null);
      return "{}";
    }
    case "1.0/schedule":
      return JSON.stringify(scheduler.schedule(txn, functionName(args), args.args, args.ts));
    case "1.0/cancel_job":
      scheduler.cancel(txn, args.id);
      return "{}";
    default:
      throw new Error(`The SQLite engine does not support the syscall "${op}"`);
  }
}

/** `ctx.meta.getRequestMetadata()` of a mutation or action called by `request`. */
export function requestMetadataJson(request: RequestMetadata | undefined): string {
  return JSON.stringify({
    ip: request?.ip ?? null,
    userAgent: request?.userAgent ?? null,
    requestId: "",
    scheduledFunctionId: null,
    authToken: null,
  });
}
