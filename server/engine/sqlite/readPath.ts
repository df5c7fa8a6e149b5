/**
 * The read path: what a query's or mutation's reads see and record. A read sees the store
 * at the transaction's snapshot with the transaction's own writes laid over it, counts
 * against Convex's read limits, and records what it read twice: the ids and index ranges
 * its commit is checked against (optimistic concurrency) and the tokens a subscription
 * re-runs on (docs/embedded-backend.md, "Transactions").
 *
 * It touches the store only through reads, so it can run over any connection that sees the
 * transaction's snapshot.
 */
import { convexToJson, jsonToConvex } from "convex/values";
import type { TableNumbers } from "./ids";
import { encodeKey } from "./keys";
import { QueryStream, boundsOf, type SerializedQuery } from "./queries";
import type { Doc, StoreReads } from "./store";
import type { SchemaTables } from "./tables";
import type { Transaction } from "./transaction";

/** The continue cursor of a query's last page. */
export const END_CURSOR = "_end";

export class ReadPath {
  constructor(
    private readonly store: StoreReads,
    private readonly tables: SchemaTables,
    private readonly ids: TableNumbers,
  ) {}

  finishStreams(txn: Transaction) {
    for (const stream of txn.streams.values()) this.recordStream(txn, stream);
    txn.streams.clear();
  }

  recordStream(txn: Transaction, stream: QueryStream) {
    const range = stream.readRange();
    if (range) txn.ranges.push({ index: stream.bounds.index.name, ...range });
  }

  openStream(txn: Transaction, query: SerializedQuery, cursor?: Buffer): QueryStream {
    const source = query.source;
    if (source.type === "Search")
      throw new Error("Search indexes are not supported by the SQLite engine");
    const index =
      source.type === "FullTableScan"
        ? this.tables.indexByName(`${source.tableName}.by_creation_time`)
        : this.tables.indexByName(source.indexName);
    const bounds = boundsOf(index, source.type === "IndexRange" ? source.range : []);
    const k = Math.min(bounds.eqCount, index.fields.length);
    const prefix = k === bounds.eqCount ? bounds.prefix : encodeKey([]);
    txn.tokens.add(
      `${index.byId ? `${index.table}.by_creation_time` : index.name}|${prefix.toString("latin1")}`,
    );
    const stream = new QueryStream(
      this.store,
      bounds,
      source.order,
      query.operators,
      txn.pendingOf(index.table),
      (bytes) => txn.countRead(bytes),
    );
    if (cursor) stream.resumeAfter(cursor);
    return stream;
  }

  readDoc(txn: Transaction, table: string | undefined, id: string): string {
    const idTable = typeof id === "string" ? this.ids.tableOf(id) : null;
    if (idTable === null || (table !== undefined && table !== idTable)) {
      throw new Error(`Invalid argument \`id\`: "${id}" is not an id of table "${table ?? "?"}"`);
    }
    txn.readIds.add(id);
    txn.tokens.add(`id|${id}`);
    const pending = txn.writes.get(id);
    if (pending)
      return pending.doc === null
        ? "null"
        : (pending.json ?? JSON.stringify(convexToJson(pending.doc as never)));
    const json = this.store.getJson(id);
    if (json !== null) txn.countRead(Buffer.byteLength(json));
    return json ?? "null";
  }

  currentDoc(txn: Transaction, id: string, table?: string): Doc {
    const json = this.readDoc(txn, table, id);
    if (json === "null") throw new Error(`Update on nonexistent document ID ${id}`);
    const pending = txn.writes.get(id);
    if (pending?.doc) return pending.doc;
    const doc = jsonToConvex(JSON.parse(json)) as Doc;
    // Still the committed version at commit time, or the commit would conflict.
    if (!txn.committed.has(id)) txn.committed.set(id, doc);
    return doc;
  }

  queryPage(txn: Transaction, args: Record<string, any>): string {
    if (++txn.paginated > 1) {
      throw new Error(
        "Only a single paginated query (`.paginate()`) is allowed per function execution",
      );
    }
    // Cursors are the hex of the last index key returned; END_CURSOR follows the last page.
    const decode = (cursor: unknown) =>
      typeof cursor === "string" && cursor !== "" && cursor !== END_CURSOR
        ? Buffer.from(cursor, "hex")
        : undefined;
    if (args.cursor === END_CURSOR) {
      return `{"page":[],"isDone":true,"continueCursor":"${END_CURSOR}","splitCursor":null,"pageStatus":null}`;
    }
    const cursor = decode(args.cursor);
    const stream = this.openStream(txn, args.query as SerializedQuery, cursor);
    const endCursor = args.endCursor === END_CURSOR ? null : (decode(args.endCursor) ?? null);
    const untilEnd = args.endCursor === END_CURSOR;
    const pastEnd = (key: Buffer) =>
      endCursor !== null &&
      (stream.desc ? key.compare(endCursor) <= 0 : key.compare(endCursor) >= 0);
    const page: string[] = [];
    for (;;) {
      if (endCursor === null && !untilEnd && page.length >= args.pageSize) break;
      if (stream.lastKey !== null && pastEnd(stream.lastKey)) break;
      if (args.maximumRowsRead != null && txn.docsRead >= args.maximumRowsRead) break;
      const json = stream.next();
      if (json === null) break;
      if (
        stream.lastKey !== null &&
        endCursor !== null &&
        !stream.lastKey.equals(endCursor) &&
        pastEnd(stream.lastKey)
      )
        break;
      page.push(json);
    }
    this.recordStream(txn, stream);
    const isDone = stream.exhausted;
    const last = stream.lastKey ?? cursor ?? null;
    const continueCursor = isDone ? END_CURSOR : (last?.toString("hex") ?? "");
    return `{"page":[${page.join(",")}],"isDone":${isDone},"continueCursor":${JSON.stringify(continueCursor)},"splitCursor":null,"pageStatus":null}`;
  }

  /** `db.query(table).count()`: the stored count with the transaction's own writes. */
  count(txn: Transaction, table: string): string {
    const index = this.tables.indexByName(`${table}.by_creation_time`);
    txn.ranges.push({ index: index.name, lo: Buffer.alloc(0), hi: Buffer.of(0xff) });
    txn.tokens.add(`${index.name}|`);
    let count = this.store.count(table);
    for (const { id, doc } of txn.pendingOf(table)) {
      const stored = this.store.getJson(id) !== null;
      if (stored && doc === null) count--;
      if (!stored && doc !== null) count++;
    }
    return JSON.stringify(convexToJson(BigInt(count)));
  }
}
