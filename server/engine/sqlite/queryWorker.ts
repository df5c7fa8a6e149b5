/**
 * One function thread (queryPool.ts; docs/embedded-backend.md "Threads"): runs queries and
 * mutations with the `convex` package's own `invokeQuery` / `invokeMutation`, one at a
 * time, each in a read transaction of its own connection (snapshotReader.ts), through the
 * same read path, write path and syscalls as the main thread (readPath.ts, writePath.ts,
 * readSyscalls.ts, writeSyscalls.ts), under the same determinism. It reports the outcome,
 * the read set, the snapshot and a mutation's writes; it commits nothing, and touches no
 * socket or timer: the commit log, validation and commits stay on the main thread.
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
import type { CallResult, RequestMetadata } from "../types";
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
  type ThreadCall,
  type ThreadRead,
  type ToQueryWorker,
} from "./queryPool";
import { ReadPath } from "./readPath";
import { ASYNC_READ_SYSCALLS, READ_SYSCALLS, asyncReadSyscall, readSyscall } from "./readSyscalls";
import { nestedRejection, toResult } from "./results";
import { Scheduler } from "./scheduler";
import { SnapshotReader } from "./snapshotReader";
import { SchemaTables } from "./tables";
import { Transaction } from "./transaction";
import { WritePath } from "./writePath";
import {
  NO_WRITES_IN_QUERIES,
  WRITE_SYSCALLS,
  requestMetadataJson,
  writeSyscall,
  type WriteTools,
} from "./writeSyscalls";

const port = parentPort!;
const { convexDir, path, pause, cacheKiB } = workerData as QueryWorkerData;
const modules = discoverModules(convexDir);
const schema = (await import(pathToFileURL(join(convexDir, "schema.ts")).href)).default;
const tables = new SchemaTables(schema);
const ids = new TableNumbers(null);
const functions = new FunctionRegistry(modules, ids);
const reader = new SnapshotReader(path, cacheKiB);
const reads = new ReadPath(reader, tables, ids);

/**
 * A mutation's creation clock: past the newest `_creationTime` the main thread had given
 * when it sent the mutation and the newest its snapshot holds (`floor`, set per mutation);
 * the committer moves its own clock past the ones a commit brings (threadedCalls.ts).
 */
const creationClock = {
  floor: 0,
  nextCreationTime(): number {
    const now = realNow();
    this.floor = now <= this.floor ? this.floor + 0.001 : now;
    return this.floor;
  },
};
const writes = new WritePath(tables, ids, creationClock);

/**
 * Transactions that would give a table its first number (only the main thread assigns
 * numbers): the engine runs them again on the main thread (`onMain`).
 */
const needsMain = new WeakSet<Transaction>();
const UNNUMBERED = "This write needs the main thread (a table's first document)";

/** The tables a write syscall may insert into: each needs a number the store has saved. */
function requireNumbered(txn: Transaction, table: string) {
  if (ids.has(table)) return;
  needsMain.add(txn);
  throw new Error(UNNUMBERED);
}

/**
 * `ctx.scheduler` in a mutation: inserts a job (armed by the main thread once its mutation
 * commits) or cancels one. The timers and job runs are the main thread's alone.
 */
const mainThreadOnly = (): never => {
  throw new Error("Scheduled functions run on the main thread");
};
const scheduler = new Scheduler(
  { getDoc: mainThreadOnly, scan: mainThreadOnly },
  {
    transact: async () => mainThreadOnly(),
    runJob: async () => mainThreadOnly(),
    readDoc: (txn, table, id) => reads.readDoc(txn, table, id),
    currentDoc: (txn, id, table) => reads.currentDoc(txn, id, table),
    write: (txn, table, id, doc) => writes.write(txn, table, id, doc),
    insert: (txn, table, fields) => {
      requireNumbered(txn, table);
      return writes.insert(txn, table, fields);
    },
    tableOf: (id) => (typeof id === "string" ? ids.tableOf(id) : null),
    log: (message) => console.error(`scheduler: ${message}`),
  },
);
const writeTools: WriteTools = { reads, writes, ids, scheduler };

/** The call a syscall belongs to (a nested `ctx.runQuery` names its own function). */
interface ThreadContext {
  kind: "query" | "mutation";
  udfPath: string;
  identity: UserIdentity | null;
  txn: Transaction;
  request?: RequestMetadata;
  determinism?: Determinism;
}
/** The thread's one call storage (determinism.ts), holding the call's context. */
const calls = callStorage as AsyncLocalStorage<ThreadContext>;

function context(): ThreadContext {
  const current = calls.getStore();
  if (!current) throw new Error("A Convex syscall ran outside a function call");
  return current;
}

/** The asynchronous syscalls a query or mutation may make, answered as engine.ts answers them. */
function answer(op: string, args: Record<string, any>): unknown {
  const { kind, txn, identity, udfPath, request } = context();
  if (ASYNC_READ_SYSCALLS.has(op)) return asyncReadSyscall(reads, txn, op, args);
  if (WRITE_SYSCALLS.has(op)) {
    if (txn.kind !== "mutation") throw new Error(NO_WRITES_IN_QUERIES);
    if (op === "1.0/insert") requireNumbered(txn, String(args.table));
    return writeSyscall(writeTools, txn, op, args);
  }
  switch (op) {
    case "1.0/getUserIdentity":
      txn.readIdentity = true;
      return JSON.stringify(identity === null ? null : convexToJson(identity as never));
    case "1.0/getRequestMetadata":
      if (kind === "query") throw new Error("getRequestMetadata() is not available in queries");
      return requestMetadataJson(request);
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

/**
 * `ctx.runQuery` in a query or mutation, `ctx.runMutation` in a mutation: in the caller's
 * transaction, a failed nested mutation's writes and jobs undone (as engine.ts `runNested`).
 */
async function runNested(args: Record<string, any>): Promise<string> {
  const parent = context();
  const { txn } = parent;
  const udfPath = functionName(args);
  if (args.udfType === "mutation") {
    if (txn.kind !== "mutation") throw new Error("ctx.runMutation is not available in queries");
    const fn = await functions.require(udfPath, "mutation");
    const argsText = functions.checkArgs(fn, udfPath, args.args);
    const saved = new Map(txn.writes);
    const scheduled = txn.scheduled.length;
    try {
      const text = await calls.run({ ...parent, kind: "mutation", udfPath }, () =>
        fn.invokeMutation!(argsText),
      );
      return JSON.stringify(functions.checkReturns(fn, udfPath, text));
    } catch (error) {
      txn.writes.clear();
      for (const [id, write] of saved) txn.writes.set(id, write);
      txn.scheduled.length = scheduled;
      throw error;
    }
  }
  const fn = await functions.require(udfPath, "query");
  const argsText = functions.checkArgs(fn, udfPath, args.args);
  const text = await calls.run({ ...parent, kind: "query", udfPath }, () =>
    fn.invokeQuery!(argsText),
  );
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
    const call: ThreadCall = message;
    const kind = call.kind ?? "query";
    if (call.kind === "mutation") {
      const floor = Math.max(call.creationFloor, snapshot.lastCreationTime);
      creationClock.floor = Math.max(creationClock.floor, floor);
    }
    const txn = new Transaction(snapshot.ts, kind);
    const { udfPath, identity } = call;
    const request = call.kind === "mutation" ? call.request : undefined;
    let outcome: ThreadRead["outcome"];
    try {
      const fn: RegisteredFunction = await functions.require(udfPath, kind);
      const determinism = { now: realNow(), random: new SeededRandom() };
      const text = await runDeterministic(
        { kind, udfPath, identity, txn, request, determinism },
        () => (kind === "query" ? fn.invokeQuery!(call.args) : fn.invokeMutation!(call.args)),
      );
      functions.checkReturns(fn, udfPath, text);
      outcome = { ok: true, text };
    } catch (error) {
      const result = toResult(error) as Extract<CallResult, { ok: false }>;
      outcome = { ok: false, result, rejection: nestedRejection(error, result) };
    }
    reads.finishStreams(txn);
    const read: ThreadRead = {
      snapshotTs,
      outcome,
      readIds: [...txn.readIds],
      ranges: txn.ranges,
      tokens: [...txn.tokens],
      readIdentity: txn.readIdentity,
    };
    // Whatever the function made of the refusal, the main thread runs it again itself.
    if (needsMain.has(txn)) return { ...failed({ ok: false, message: UNNUMBERED }), onMain: true };
    if (kind === "mutation" && outcome.ok) {
      read.writes = [];
      for (const [id, { table, doc, json }] of txn.writes) {
        read.writes.push({
          id,
          table,
          json: doc === null ? null : (json ?? JSON.stringify(convexToJson(doc as never))),
          inserted: txn.committed.get(id) === null,
        });
      }
      read.scheduled = txn.scheduled;
    }
    return read;
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
