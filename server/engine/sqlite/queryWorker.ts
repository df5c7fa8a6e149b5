/**
 * One query thread (queryPool.ts; docs/embedded-backend.md "Threads"): runs queries with
 * the `convex` package's own `invokeQuery`, one at a time, each in a read transaction of
 * its own connection (snapshotReader.ts), through the same read path and read syscalls as
 * the main thread (readPath.ts, readSyscalls.ts), under the same determinism. It reports
 * the outcome, the read set and the snapshot; it writes nothing, and touches no socket or
 * timer: the commit log, validation and commits stay on the main thread.
 *
 * Loaded by queryWorker.mjs, which registers tsx first.
 */
import type { AsyncLocalStorage } from "node:async_hooks";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { UserIdentity } from "convex/server";
import { convexToJson } from "convex/values";
import { serverError } from "../errors";
import { discoverModules } from "../modules";
import type { CallResult } from "../types";
import { asRejection } from "./convexGlobal";
import {
  callStorage,
  runDeterministic,
  realNow,
  SeededRandom,
  type Determinism,
} from "./determinism";
import { FunctionRegistry, functionName, type RegisteredFunction } from "./functions";
import { TableNumbers } from "./ids";
import {
  failed,
  type FromQueryWorker,
  type QueryWorkerData,
  type ThreadRead,
  type ToQueryWorker,
} from "./queryPool";
import { ReadPath } from "./readPath";
import { ASYNC_READ_SYSCALLS, READ_SYSCALLS, asyncReadSyscall, readSyscall } from "./readSyscalls";
import { toResult } from "./results";
import { SnapshotReader } from "./snapshotReader";
import { SchemaTables } from "./tables";
import { Transaction } from "./transaction";

const port = parentPort!;
const { convexDir, path, pause } = workerData as QueryWorkerData;
const modules = discoverModules(convexDir);
const schema = (await import(pathToFileURL(join(convexDir, "schema.ts")).href)).default;
const tables = new SchemaTables(schema);
const ids = new TableNumbers(null);
const functions = new FunctionRegistry(modules, ids);
const reader = new SnapshotReader(path);
const reads = new ReadPath(reader, tables, ids);

/** The query a syscall belongs to (a nested `ctx.runQuery` names its own function). */
interface QueryContext {
  udfPath: string;
  identity: UserIdentity | null;
  txn: Transaction;
  determinism?: Determinism;
}
/** The thread's one call storage (determinism.ts), holding the query's context. */
const calls = callStorage as AsyncLocalStorage<QueryContext>;

function context(): QueryContext {
  const current = calls.getStore();
  if (!current) throw new Error("A Convex syscall ran outside a function call");
  return current;
}

const WRITES = new Set([
  "1.0/insert",
  "1.0/shallowMerge",
  "1.0/replace",
  "1.0/remove",
  "1.0/schedule",
  "1.0/cancel_job",
]);

/** The asynchronous syscalls a query may make, answered as engine.ts answers them. */
function answer(op: string, args: Record<string, any>): unknown {
  const { txn, identity, udfPath } = context();
  if (ASYNC_READ_SYSCALLS.has(op)) return asyncReadSyscall(reads, txn, op, args);
  if (WRITES.has(op)) throw new Error("Writes are not allowed in queries");
  switch (op) {
    case "1.0/getUserIdentity":
      txn.readIdentity = true;
      return JSON.stringify(identity === null ? null : convexToJson(identity as never));
    case "1.0/getRequestMetadata":
      throw new Error("getRequestMetadata() is not available in queries");
    case "1.0/getDeploymentMetadata":
      return JSON.stringify({ name: "embedded", region: null, class: "s16" });
    case "1.0/getFunctionMetadata":
      return JSON.stringify({ name: udfPath, componentPath: "" });
    case "1.0/runUdf":
      return runNested(args);
    default:
      throw new Error(`The SQLite engine does not support the syscall "${op}"`);
  }
}

async function runNested(args: Record<string, any>): Promise<string> {
  if (args.udfType === "mutation") throw new Error("ctx.runMutation is not available in queries");
  const parent = context();
  const udfPath = functionName(args);
  const fn = await functions.require(udfPath, "query");
  const argsText = functions.checkArgs(fn, udfPath, args.args);
  const text = await calls.run({ ...parent, udfPath }, () => fn.invokeQuery!(argsText));
  return JSON.stringify(functions.checkReturns(fn, udfPath, text));
}

const asText = (result: unknown) => (typeof result === "string" ? result : JSON.stringify(result));

(globalThis as unknown as { Convex: unknown }).Convex = {
  syscall(op: string, args: string): string {
    if (!READ_SYSCALLS.has(op))
      throw new Error(`The SQLite engine does not support the syscall "${op}"`);
    return asText(readSyscall(reads, ids, context().txn, op, JSON.parse(args)));
  },
  asyncSyscall(op: string, args: string): Promise<string> {
    let result: unknown;
    try {
      result = answer(op, JSON.parse(args));
    } catch (error) {
      return Promise.reject(asRejection(error));
    }
    if (!(result instanceof Promise)) return Promise.resolve(asText(result));
    return result.then(asText, (error: unknown) => Promise.reject(asRejection(error)));
  },
  jsSyscall(op: string): never {
    throw new Error(`The SQLite engine does not support "${op}" (file storage)`);
  },
};

/** The table numbers `ids` last learnt (the snapshot's `tableNumbers` text). */
let knownNumbers: string | null = null;

/** Queries waiting at the pause point for the main thread's word to go on. */
const held = new Map<number, () => void>();

async function run(message: Extract<ToQueryWorker, { type: "run" }>): Promise<ThreadRead> {
  const snapshot = reader.begin();
  try {
    const snapshotTs = snapshot.ts.toString();
    if (pause) {
      const go = new Promise<void>((resolve) => held.set(message.id, resolve));
      send({ type: "pinned", id: message.id, snapshotTs });
      await go;
    }
    if (snapshot.tableNumbers !== knownNumbers) {
      ids.learn(snapshot.tableNumbers);
      knownNumbers = snapshot.tableNumbers;
    }
    ids.legacyCounterBound = Math.max(ids.legacyCounterBound, snapshot.legacyCounterBound);
    const txn = new Transaction(snapshot.ts, "query");
    const { udfPath, identity } = message;
    let outcome: ThreadRead["outcome"];
    try {
      const fn: RegisteredFunction = await functions.require(udfPath, "query");
      const determinism = { now: realNow(), random: new SeededRandom() };
      const text = await runDeterministic({ udfPath, identity, txn, determinism }, () =>
        fn.invokeQuery!(message.args),
      );
      functions.checkReturns(fn, udfPath, text);
      outcome = { ok: true, text };
    } catch (error) {
      outcome = { ok: false, result: toResult(error) as Extract<CallResult, { ok: false }> };
    }
    reads.finishStreams(txn);
    return {
      snapshotTs,
      outcome,
      readIds: [...txn.readIds],
      ranges: txn.ranges,
      tokens: [...txn.tokens],
      readIdentity: txn.readIdentity,
    };
  } finally {
    reader.end();
  }
}

function send(message: FromQueryWorker) {
  port.postMessage(message);
}

/** One query at a time: each holds the connection's one read transaction. */
let queue: Promise<void> = Promise.resolve();

port.on("message", (message: ToQueryWorker) => {
  if (message.type === "go") {
    held.get(message.id)?.();
    held.delete(message.id);
    return;
  }
  queue = queue.then(async () => {
    let read: ThreadRead;
    try {
      read = await run(message);
    } catch (error) {
      // The connection failed (not the query, whose failures are results): nothing was read.
      read = failed(serverError(error));
    }
    send({ type: "done", id: message.id, read });
  });
});

process.on("unhandledRejection", (reason) => {
  console.error("a query left a promise rejected:", reason);
});
