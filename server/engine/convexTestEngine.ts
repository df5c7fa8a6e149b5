import { AsyncLocalStorage } from "node:async_hooks";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import type { UserIdentity } from "convex/server";
import { makeFunctionReference } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex } from "convex/values";
import { loadConvexTest, type ConvexTestInternals } from "./loadConvexTest";
import { plainFailure } from "./errors";
import { discoverModules } from "./modules";
import { installIndexes, type QueryableDatabase } from "./indexedQueries";
import type {
  CallResult,
  Commit,
  CommittedWrite,
  Engine,
  EngineState,
  FunctionKind,
  QueryOutcome,
  RequestMetadata,
} from "./types";

type Doc = Record<string, unknown> & { _id: string; _creationTime: number };
type Writes = Record<string, Doc | null>;

interface FakeDatabase {
  _documents: Record<string, Doc>;
  _writes: Writes[];
  _nextDocId: number;
  _lastCreationTime: number;
  get(table: string | undefined, id: string): Doc | null;
  commit(commitTs: bigint | null): void;
}

interface RegisteredFunction {
  _handler?: (ctx: unknown, args: unknown) => unknown;
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
}

/** Reads of the current query: tables (for invalidation) and whether it read the identity. */
interface QueryReads {
  tables: Set<string>;
  identity: boolean;
}
const readTracking = new AsyncLocalStorage<QueryReads>();
/**
 * The client mutation in progress, for de-duplication after a restart: its key, its return
 * value once the handler has returned (just before the commit), and whether its commit has
 * been reported (later commits in the same async context — scheduled functions — are not
 * its own).
 */
interface TrackedMutation {
  key: string;
  entered: boolean;
  result?: unknown;
  committed: boolean;
}
const mutationTracking = new AsyncLocalStorage<TrackedMutation>();

function toResult(error: unknown): CallResult {
  if (error instanceof ConvexError || (error as { name?: string })?.name === "ConvexError") {
    const data = (error as ConvexError<any>).data;
    const message =
      typeof data === "object" && data !== null && typeof data.message === "string"
        ? data.message
        : typeof data === "string"
          ? data
          : (error as Error).message;
    return { ok: false, message, data: convexToJson(data) };
  }
  return plainFailure(error);
}

/**
 * Wraps each function's handler (once, as its module loads): a tracked client mutation's
 * return value is known when its commit is journaled, and a query's read of the identity is
 * recorded (a query that never reads it can be shared by every identity's subscription).
 */
function instrumentModules(
  modules: Record<string, () => Promise<unknown>>,
): Record<string, () => Promise<unknown>> {
  const wrapped: Record<string, () => Promise<unknown>> = {};
  for (const [key, load] of Object.entries(modules)) {
    let ready: Promise<unknown> | null = null;
    wrapped[key] = () =>
      (ready ??= load().then((mod) => {
        for (const fn of Object.values(mod as Record<string, RegisteredFunction | undefined>)) {
          if (typeof fn?._handler !== "function") continue;
          if (fn.isMutation) wrapHandler(fn);
          else if (fn.isQuery) trackIdentityReads(fn);
        }
        return mod;
      }));
  }
  return wrapped;
}

const WRAPPED = Symbol("resultCaptured");

function wrapHandler(fn: RegisteredFunction & { [WRAPPED]?: true }) {
  if (fn[WRAPPED]) return;
  fn[WRAPPED] = true;
  const original = fn._handler!;
  fn._handler = async (ctx, args) => {
    const tracked = mutationTracking.getStore();
    if (!tracked || tracked.entered) return original(ctx, args);
    tracked.entered = true;
    const value = await original(ctx, args);
    tracked.result = value;
    return value;
  };
}

function trackIdentityReads(fn: RegisteredFunction & { [WRAPPED]?: true }) {
  if (fn[WRAPPED]) return;
  fn[WRAPPED] = true;
  const original = fn._handler!;
  fn._handler = (ctx, args) => {
    const reads = readTracking.getStore();
    if (!reads) return original(ctx, args);
    const auth = (ctx as { auth: { getUserIdentity(): Promise<unknown> } }).auth;
    // Everything else of the auth object (its token) stays reachable through the prototype.
    const tracked = Object.create(auth) as typeof auth;
    tracked.getUserIdentity = () => {
      reads.identity = true;
      return auth.getUserIdentity();
    };
    return original({ ...(ctx as object), auth: tracked }, args);
  };
}

/** Strings longer than this are rarely repeated (texts), so not worth a table entry. */
const INTERNED_LENGTH = 64;

/** Replaces each short string in a value by the table's copy (adding it when new). */
function internStrings(value: unknown, strings: Map<string, string>): unknown {
  if (typeof value === "string") {
    if (value.length > INTERNED_LENGTH) return value;
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = internStrings(value[i], strings);
  } else if (value !== null && typeof value === "object" && !(value instanceof ArrayBuffer)) {
    const record = value as Record<string, unknown>;
    for (const key in record) record[key] = internStrings(record[key], strings);
  }
  return value;
}

/**
 * The first engine: the app's functions executed by `convex-test`, with its in-memory database
 * extended by real indexes (`indexes.ts`), read tracking, a commit hook and state
 * import/export.
 */
export async function createConvexTestEngine(convexDir: string): Promise<Engine> {
  const internals: ConvexTestInternals = await loadConvexTest();
  const modules = instrumentModules(discoverModules(convexDir));
  const schema = (await import(pathToFileURL(join(convexDir, "schema.ts")).href)).default;
  const t = internals.convexTest(schema, modules);

  let global: any = null;
  await t.run(async () => {
    global = internals.getConvexGlobal();
  });
  const db: FakeDatabase = global.components[""].db;
  const transactions = global.transactionManager as {
    _lastCommitTs: bigint;
    getMetricsTracker(): unknown;
  };
  // convex-test measures every document read and written (JSON size included) for its
  // optional transaction limits, which this engine does not enforce (nor did it before):
  // without a tracker the measuring is skipped, a sixth of a vote's CPU time.
  transactions.getMetricsTracker = () => null;
  const tableOf = (id: string) => internals.tableNameFromId(id) ?? "";

  const originalGet = db.get.bind(db);
  db.get = (table, id) => {
    readTracking.getStore()?.tables.add(table ?? tableOf(id));
    return originalGet(table, id);
  };
  // Real indexes: convex-test otherwise filters and sorts a whole table on every query.
  const indexes = installIndexes(db as unknown as QueryableDatabase, internals, (table) =>
    readTracking.getStore()?.tables.add(table),
  );

  // Snapshots serialise the documents across many event-loop turns while commits go on, so
  // an export must be a consistent view that costs nothing up front. `live` mirrors
  // `db._documents` in a Map (creating an iterator is O(1), where `Object.keys` on 600,000
  // ids takes 200 ms, and iteration is well defined while entries are added); each export
  // in progress keeps, copy-on-write, the value at export time of every id written since.
  // Sound because convex-test replaces a committed document object on every write and
  // never mutates one in place (functions only ever see JSON copies). While an export is in
  // progress a deleted id stays in `live` as null, so no entry moves under an iterator.
  const live = new Map<string, Doc | null>();
  const exports = new Set<Map<string, Doc | null>>();
  let tombstones: string[] = [];
  const track = (id: string, previous: Doc | null, next: Doc | null) => {
    for (const before of exports) if (!before.has(id)) before.set(id, previous);
    if (next !== null) live.set(id, next);
    else if (exports.size === 0) live.delete(id);
    else if (live.has(id)) {
      live.set(id, null);
      tombstones.push(id);
    }
  };
  const endExport = (before: Map<string, Doc | null>) => {
    exports.delete(before);
    if (exports.size > 0) return;
    for (const id of tombstones) if (live.get(id) === null) live.delete(id);
    tombstones = [];
  };

  const listeners: ((commit: Commit) => void)[] = [];
  const originalCommit = db.commit.bind(db);
  db.commit = (commitTs) => {
    const topLevel = db._writes.length === 1;
    const pending = topLevel ? db._writes[0] : null;
    const ids = pending ? Object.keys(pending) : [];
    const before = ids.map((id) => db._documents[id] ?? null);
    originalCommit(commitTs);
    if (ids.length === 0) return;
    const tables = new Set<string>();
    const writes = ids.map((id, i): [string, unknown] => {
      const doc = db._documents[id] ?? null;
      const table = tableOf(id);
      indexes.apply(table, before[i], doc);
      track(id, before[i], doc);
      tables.add(table);
      return [id, doc === null ? null : convexToJson(doc as never)];
    });
    // A commit without a timestamp (none happen at the top level today) is not broadcast.
    if (commitTs === null) return;
    const commit: Commit = { ts: commitTs, writes, tables };
    const tracked = mutationTracking.getStore();
    if (tracked && !tracked.committed) {
      tracked.committed = true;
      commit.mutationKey = tracked.key;
      commit.mutationResult = convexToJson((tracked.result ?? null) as never);
    }
    for (const listener of listeners) listener(commit);
  };

  const accessors = new Map<string, any>();
  const accessorFor = (identity: UserIdentity | null) => {
    if (identity === null) return t;
    let accessor = accessors.get(identity.tokenIdentifier);
    if (!accessor) {
      if (accessors.size > 1000) accessors.clear();
      accessor = t.withIdentity(identity);
      accessors.set(identity.tokenIdentifier, accessor);
    }
    return accessor;
  };

  const loadFunction = async (udfPath: string): Promise<RegisteredFunction | null> => {
    const [modulePath, exportName = "default"] = udfPath.split(":");
    const loader = modules[`./convex/${modulePath}.ts`] ?? modules[`./convex/${modulePath}.js`];
    if (!loader) return null;
    const mod = (await loader()) as Record<string, RegisteredFunction | undefined>;
    return mod[exportName] ?? null;
  };

  const kindOf = (fn: RegisteredFunction): FunctionKind | null =>
    fn.isQuery ? "query" : fn.isMutation ? "mutation" : fn.isAction ? "action" : null;

  const call = async (
    kind: FunctionKind,
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    request?: RequestMetadata,
  ): Promise<CallResult> => {
    try {
      const reference = makeFunctionReference<any>(udfPath);
      const accessor = request
        ? accessorFor(identity).withRequestMetadata(request)
        : accessorFor(identity);
      const value = await accessor[kind](reference, jsonToConvex(args as never));
      return { ok: true, value: convexToJson(value ?? null) };
    } catch (error) {
      return toResult(error);
    }
  };

  return {
    async resolvePublic(udfPath, kind) {
      const fn = await loadFunction(udfPath);
      if (!fn || fn.isInternal || !fn.isPublic) return null;
      const actual = kindOf(fn);
      return actual !== null && (kind === "any" || actual === kind) ? actual : null;
    },
    async hasFunction(udfPath) {
      const fn = await loadFunction(udfPath);
      return fn !== null && kindOf(fn) !== null;
    },
    async runQuery(udfPath, args, identity): Promise<QueryOutcome> {
      const reads: QueryReads = { tables: new Set(), identity: false };
      const result = await readTracking.run(reads, () => call("query", udfPath, args, identity));
      return { result, readTables: reads.tables, readIdentity: reads.identity };
    },
    runMutation(udfPath, args, identity, mutationKey, request) {
      const run = () => call("mutation", udfPath, args, identity, request);
      if (mutationKey === undefined) return run();
      return mutationTracking.run({ key: mutationKey, entered: false, committed: false }, run);
    },
    runAction(udfPath, args, identity, request) {
      return call("action", udfPath, args, identity, request);
    },
    async runInternal(udfPath, args) {
      const fn = await loadFunction(udfPath);
      const kind = fn && kindOf(fn);
      if (!kind) throw new Error(`No function ${udfPath}`);
      const result = await call(kind, udfPath, convexToJson((args ?? {}) as never), null);
      if (!result.ok) throw new Error(`${udfPath}: ${result.message}`);
      return jsonToConvex(result.value as never);
    },
    runTransaction(handler) {
      return t.run(handler);
    },
    async runHttpAction(request) {
      const url = new URL(request.url);
      const body =
        request.method === "GET" || request.method === "HEAD"
          ? undefined
          : await request.arrayBuffer();
      return (await t.fetch(url.pathname + url.search, {
        method: request.method,
        headers: request.headers,
        body,
      })) as Response;
    },
    onCommit(listener) {
      listeners.push(listener);
    },
    lastCommitTs: () => transactions._lastCommitTs,
    exportState(): EngineState {
      const before = new Map<string, Doc | null>();
      exports.add(before);
      const documents = live.entries();
      // A plain iterator, not a generator: `return()` must end the export even when
      // iteration never started.
      const iterator: IterableIterator<CommittedWrite> = {
        next() {
          // Every id alive at export time is visited once (entries are never removed
          // meanwhile); those written since are read from `before`.
          for (let step = documents.next(); !step.done; step = documents.next()) {
            const [id, current] = step.value;
            const doc = before.has(id) ? before.get(id) : current;
            if (doc) return { done: false, value: [id, convexToJson(doc as never)] };
          }
          endExport(before);
          return { done: true, value: undefined };
        },
        return() {
          endExport(before);
          return { done: true, value: undefined };
        },
        [Symbol.iterator]() {
          return iterator;
        },
      };
      return {
        documents: iterator,
        lastCommitTs: transactions._lastCommitTs,
      };
    },
    importState(state, strings = new Map()) {
      let nextId = db._nextDocId;
      let lastCreation = db._lastCreationTime;
      for (const [id, json] of state.documents) {
        const previous = db._documents[id] ?? null;
        if (json === null) {
          delete db._documents[id];
          indexes.apply(tableOf(id), previous, null);
          track(id, previous, null);
          continue;
        }
        const doc = internStrings(jsonToConvex(json as never), strings) as Doc;
        db._documents[id] = doc;
        indexes.apply(tableOf(id), previous, doc);
        track(id, previous, doc);
        const counter = Number(/^[0-9]+/.exec(id)?.[0] ?? 0);
        if (counter >= nextId) nextId = counter + 1;
        if (doc._creationTime > lastCreation) lastCreation = doc._creationTime;
      }
      db._nextDocId = nextId;
      db._lastCreationTime = lastCreation;
      if (state.lastCommitTs > transactions._lastCommitTs) {
        transactions._lastCommitTs = state.lastCommitTs;
      }
    },
    async resumeScheduledFunctions() {
      const jobs = [...indexes.documents("_scheduled_functions")]
        .map(
          (doc) =>
            doc as Doc & {
              name: string;
              args: unknown[];
              scheduledTime: number;
              state: { kind: string };
            },
        )
        .filter((job) => job.state.kind === "pending" || job.state.kind === "inProgress");
      for (const job of jobs) {
        // A job that was running when the process stopped starts again from the beginning.
        job.state = { kind: "pending" };
        const scheduler = global.scheduler;
        scheduler.timerScheduled();
        setTimeout(
          () => {
            scheduler.timerFired();
            const promise = internals.convexGlobalStorage
              .run(global, () =>
                internals.runScheduledFunction({
                  db,
                  jobId: job._id,
                  componentPath: "",
                  functionPath: { componentPath: "", udfPath: job.name },
                  args: job.args[0],
                  name: job.name,
                }),
              )
              .finally(() => scheduler.finish(promise));
            scheduler.add(promise);
          },
          Math.max(0, job.scheduledTime - Date.now()),
        );
      }
      return jobs.length;
    },
  };
}
