/**
 * Serves convex-test's query syscalls from the engine's real indexes (`indexes.ts`).
 * convex-test evaluates every query by collecting the whole table, filtering and sorting
 * it, then hands results out with `Array.shift` (and never frees them); at 100,000 rows
 * that made each `withIndex` lookup cost tens of milliseconds. Here a query seeks its
 * index range and stops reading once its limit is reached. Search, vector search and the
 * `by_id` index keep convex-test's own evaluation.
 */
import type { ConvexTestInternals } from "./loadConvexTest";
import { TableIndexes, type Doc, type RangeExpression } from "./indexes";

interface SerializedQuery {
  source:
    | { type: "FullTableScan"; tableName: string; order: "asc" | "desc" | null }
    | {
        type: "IndexRange";
        indexName: string;
        range: RangeExpression[];
        order: "asc" | "desc" | null;
      }
    | { type: "Search"; indexName: string; filters: unknown[] };
  operators: ({ filter: unknown } | { limit: number })[];
}

/** The parts of convex-test's `DatabaseFake` this module replaces or reads. */
export interface QueryableDatabase {
  _writes: Record<string, Doc | null>[];
  _addWrite(id: string, value: Doc | null): void;
  commit(commitTs: bigint | null): void;
  rollbackWrites(): void;
  _nextQueryId: number;
  _schema: {
    tables: Map<string, { indexes: { indexDescriptor: string; fields: string[] }[] }>;
  } | null;
  get(table: string | undefined, id: string): Doc | null;
  startQuery(query: SerializedQuery): number;
  queryNext(queryId: number): { value: Doc | null; done: boolean };
  _evaluateQuery(query: SerializedQuery): Doc[];
  _resolveQuerySource(query: SerializedQuery): {
    sortedDocs: Doc[];
    filterFn: (doc: Doc) => boolean;
    limit: number | null;
    fieldPathsToSortBy: string[];
    order: "asc" | "desc";
  };
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
}

/** Open query streams kept at most; a stream abandoned mid-way is dropped after this many. */
const MAX_OPEN_QUERIES = 10_000;

/** Replaces the database's query evaluation with index reads; returns the indexes to maintain. */
export function installIndexes(
  db: QueryableDatabase,
  internals: ConvexTestInternals,
  trackRead: (table: string) => void,
): TableIndexes {
  type Declared = { indexDescriptor: string; fields: string[] }[];
  const declared = new Map<string, Declared>();
  for (const [table, schema] of db._schema?.tables ?? []) {
    declared.set(
      table,
      schema.indexes.map(({ indexDescriptor, fields }) => ({ indexDescriptor, fields })),
    );
  }
  const indexes = new TableIndexes(declared, internals);
  const originalResolve = db._resolveQuerySource.bind(db);

  // Ids each table has pending writes for (a superset after a nested rollback: an id whose
  // write was dropped just reads back its committed value). Reads then merge only their own
  // table's writes instead of scanning every pending write of the transaction.
  const pendingIds = new Map<string, Set<string>>();
  const originalAddWrite = db._addWrite.bind(db);
  db._addWrite = (id, value) => {
    originalAddWrite(id, value);
    const table = internals.tableNameFromId(id) ?? "";
    let ids = pendingIds.get(table);
    if (!ids) pendingIds.set(table, (ids = new Set()));
    ids.add(id);
  };
  for (const method of ["commit", "rollbackWrites"] as const) {
    const original = db[method].bind(db) as (commitTs?: bigint | null) => void;
    db[method] = (commitTs?: bigint | null) => {
      original(commitTs);
      if (db._writes.length === 0) pendingIds.clear();
    };
  }
  const overlayOf = (table: string): Map<string, Doc | null> => {
    const overlay = new Map<string, Doc | null>();
    const ids = pendingIds.get(table);
    if (!ids || db._writes.length === 0) return overlay;
    for (const id of ids) {
      let value: Doc | null | undefined;
      for (let i = db._writes.length - 1; i >= 0 && value === undefined; i--) {
        value = db._writes[i][id];
      }
      if (value !== undefined) overlay.set(id, value);
    }
    return overlay;
  };
  const originalEvaluate = db._evaluateQuery.bind(db);

  /** The query's source as an index range, or null when convex-test should evaluate it. */
  const sourceRange = (query: SerializedQuery) => {
    const source = query.source;
    if (source.type === "FullTableScan") {
      trackRead(source.tableName);
      const docs = indexes.range(
        source.tableName,
        "by_creation_time",
        [],
        source.order ?? "asc",
        overlayOf(source.tableName),
      );
      return { docs, fields: ["_creationTime"], order: source.order ?? "asc" };
    }
    if (source.type !== "IndexRange") return null;
    const [table, indexName] = source.indexName.split(".");
    const fields = indexes.fieldsOf(table, indexName);
    if (fields === null) return null;
    trackRead(table);
    internals.validateIndexRangeExpression(source, fields);
    const order = source.order ?? "asc";
    return {
      docs: indexes.range(table, indexName, source.range, order, overlayOf(table)),
      fields,
      order,
    };
  };

  const operatorsOf = (query: SerializedQuery) => {
    const filters = query.operators.flatMap((op) => ("filter" in op ? [op.filter] : []));
    const limitOp = query.operators.find((op) => "limit" in op) as { limit: number } | undefined;
    return {
      filterFn: (doc: Doc) => filters.every((f) => internals.evaluateFilter(doc, f)),
      limit: limitOp?.limit ?? null,
    };
  };

  db._resolveQuerySource = (query) => {
    const range = sourceRange(query);
    if (range === null) return originalResolve(query);
    const { filterFn, limit } = operatorsOf(query);
    return {
      sortedDocs: [...range.docs],
      filterFn,
      limit,
      fieldPathsToSortBy: range.fields,
      order: range.order,
    };
  };

  db._evaluateQuery = (query) => {
    const range = sourceRange(query);
    if (range === null) return originalEvaluate(query);
    const { filterFn, limit } = operatorsOf(query);
    const results: Doc[] = [];
    if (limit === 0) return results;
    for (const doc of range.docs) {
      if (!filterFn(doc)) continue;
      results.push(doc);
      if (limit !== null && results.length >= limit) break;
    }
    return results;
  };

  // Results are handed out by position and freed once read to the end.
  const open = new Map<number, { docs: Doc[]; at: number }>();
  db.startQuery = (query) => {
    const id = db._nextQueryId++;
    open.set(id, { docs: db._evaluateQuery(query), at: 0 });
    if (open.size > MAX_OPEN_QUERIES) open.delete(open.keys().next().value!);
    return id;
  };
  db.queryNext = (queryId) => {
    const stream = open.get(queryId);
    if (!stream) throw new Error("Bad queryId");
    if (stream.at >= stream.docs.length) {
      open.delete(queryId);
      return { value: null, done: true };
    }
    return { value: stream.docs[stream.at++], done: false };
  };

  // Table scans that convex-test still does itself (search, by_id) read the index too.
  db._iterateDocs = (table, callback) => {
    trackRead(table);
    if (db._writes.length === 0) {
      for (const doc of indexes.documents(table)) callback(doc);
      return;
    }
    const overlay = overlayOf(table);
    for (const doc of indexes.documents(table)) if (!overlay.has(doc._id)) callback(doc);
    for (const doc of overlay.values()) if (doc !== null) callback(doc);
  };

  return indexes;
}
