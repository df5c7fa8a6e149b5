import { convexToJson, jsonToConvex } from "convex/values";
import { evaluate, valueOrUndefined, type FilterExpression } from "./filters";
import { afterPrefix, encodeKey, justAfter } from "./keys";
import { indexKey, type Doc, type IndexDef, type StoreReads } from "./store";

/** The `query` argument of `1.0/queryStream` / `1.0/queryPage` (the convex package's form). */
export interface SerializedQuery {
  source:
    | { type: "FullTableScan"; tableName: string; order: "asc" | "desc" | null }
    | {
        type: "IndexRange";
        indexName: string;
        range: { type: string; fieldPath: string; value?: unknown }[];
        order: "asc" | "desc" | null;
      }
    | { type: "Search"; indexName: string };
  operators: ({ filter: FilterExpression } | { limit: number })[];
}

/** A scanned byte range of one index: what a transaction read, for conflicts. */
export interface ReadRange {
  index: string;
  lo: Buffer;
  hi: Buffer;
}

/** A document written by the running transaction, as a query merges it in. */
export interface PendingDoc {
  id: string;
  doc: Doc | null;
}

/** The index bounds of a query: [lo, hi), and the equality prefix it fixes. */
export interface Bounds {
  index: IndexDef;
  lo: Buffer;
  hi: Buffer;
  /** The key of the `.eq()` values (the subscription token's prefix). */
  prefix: Buffer;
  /** How many index fields the `.eq()`s fixed. */
  eqCount: number;
}

function fieldsOf(index: IndexDef): string[] {
  return index.byId ? ["_id"] : [...index.fields, "_creationTime", "_id"];
}

const valueOf = valueOrUndefined;

/** Turns a `withIndex` range into byte bounds, refusing ranges Convex refuses. */
export function boundsOf(
  index: IndexDef,
  range: { type: string; fieldPath: string; value?: unknown }[],
): Bounds {
  const fields = fieldsOf(index);
  const eqValues: unknown[] = [];
  let i = 0;
  for (; i < range.length && range[i].type === "Eq"; i++) {
    if (range[i].fieldPath !== fields[i]) {
      throw new Error(
        `Uh oh! Index range for ${index.name} is invalid: expected .eq("${fields[i]}", …), ` +
          `got a range on "${range[i].fieldPath}"`,
      );
    }
    eqValues.push(valueOf(range[i].value));
  }
  const prefix = encodeKey(eqValues);
  let lo = prefix;
  let hi = afterPrefix(prefix);
  let lower = false;
  let upper = false;
  for (; i < range.length; i++) {
    const expression = range[i];
    if (expression.fieldPath !== fields[eqValues.length]) {
      throw new Error(
        `Uh oh! Index range for ${index.name} is invalid: a range on "${expression.fieldPath}" ` +
          `must follow .eq() on every earlier field (${fields.slice(0, eqValues.length).join(", ")})`,
      );
    }
    const bound = Buffer.concat([prefix, encodeKey([valueOf(expression.value)])]);
    if (expression.type === "Gt" || expression.type === "Gte") {
      if (lower) throw new Error(`Index range for ${index.name} has two lower bounds`);
      lower = true;
      lo = expression.type === "Gte" ? bound : afterPrefix(bound);
    } else if (expression.type === "Lt" || expression.type === "Lte") {
      if (upper) throw new Error(`Index range for ${index.name} has two upper bounds`);
      upper = true;
      hi = expression.type === "Lt" ? bound : afterPrefix(bound);
    } else {
      throw new Error(`Index range for ${index.name}: .eq() after a range bound`);
    }
  }
  return { index, lo, hi, prefix, eqCount: eqValues.length };
}

/** Rows per SQLite read: small first (first(), unique()), doubling to MAX_BATCH. */
const MAX_BATCH = 256;

/**
 * One running query: committed index entries read from SQLite in batches, merged in index
 * order with the transaction's own pending writes, filtered, limited. Emits JSON text so
 * that a committed document goes from SQLite to the function without a parse when no
 * filter needs it.
 */
export class QueryStream {
  readonly desc: boolean;
  private readonly filters: FilterExpression[] = [];
  private limit = Infinity;
  private emitted = 0;
  private storeBuffer: { key: Buffer; id: string; json: string }[] = [];
  private storeCursor: Buffer | null = null;
  private storeDone = false;
  private batch = 4;
  private readonly overlay: { key: Buffer; doc: Doc }[];
  private overlayPos = 0;
  private readonly pendingIds: Set<string>;
  /** The last key reached (read, whether or not it passed the filters). */
  lastKey: Buffer | null = null;
  exhausted = false;
  /** The cursor a page resumed after: nothing before it (in the stream's order) was read. */
  private resumedAfter: Buffer | null = null;

  constructor(
    private readonly store: StoreReads,
    readonly bounds: Bounds,
    order: "asc" | "desc" | null,
    operators: SerializedQuery["operators"],
    pending: PendingDoc[],
    private readonly onRead: (bytes: number) => void,
  ) {
    this.desc = order === "desc";
    for (const operator of operators) {
      if ("filter" in operator) this.filters.push(operator.filter);
      else this.limit = Math.min(this.limit, operator.limit);
    }
    this.pendingIds = new Set(pending.map((p) => p.id));
    const { lo, hi, index } = bounds;
    this.overlay = pending
      .filter((p): p is { id: string; doc: Doc } => p.doc !== null)
      .map((p) => ({ key: indexKey(index, p.doc), doc: p.doc }))
      .filter(({ key }) => key.compare(lo) >= 0 && key.compare(hi) < 0)
      .sort((a, b) => (this.desc ? b.key.compare(a.key) : a.key.compare(b.key)));
  }

  /** Starts after `cursor` (a key already returned on an earlier page). */
  resumeAfter(cursor: Buffer) {
    this.storeCursor = cursor;
    this.resumedAfter = cursor;
    while (this.overlayPos < this.overlay.length) {
      const c = this.overlay[this.overlayPos].key.compare(cursor);
      if (this.desc ? c < 0 : c > 0) break;
      this.overlayPos++;
    }
  }

  private fill() {
    while (this.storeBuffer.length === 0 && !this.storeDone) {
      const { lo, hi, index } = this.bounds;
      const cursor = this.storeCursor;
      const from = !this.desc && cursor ? justAfter(cursor) : lo;
      const to = this.desc && cursor ? cursor : hi;
      // Without filters a limit says how many rows can be needed (pending writes aside).
      const wanted =
        this.filters.length === 0 ? this.limit - this.emitted + this.pendingIds.size : Infinity;
      const size = Math.max(1, Math.min(this.batch, wanted));
      this.batch = Math.min(MAX_BATCH, this.batch * 2);
      const rows = this.store.scan(index.name, from, to, this.desc, size);
      if (rows.length < size) this.storeDone = true;
      if (rows.length > 0) this.storeCursor = rows[rows.length - 1].key;
      for (const row of rows) if (!this.pendingIds.has(row.id)) this.storeBuffer.push(row);
    }
  }

  /** The next matching document's JSON text, or null at the end. */
  next(): string | null {
    while (this.emitted < this.limit) {
      this.fill();
      const fromStore = this.storeBuffer[0];
      const fromOverlay = this.overlay[this.overlayPos];
      if (!fromStore && !fromOverlay) {
        this.exhausted = true;
        return null;
      }
      let key: Buffer;
      let json: string;
      let doc: Doc | null = null;
      const takeOverlay =
        fromOverlay !== undefined &&
        (fromStore === undefined ||
          (this.desc
            ? fromOverlay.key.compare(fromStore.key) > 0
            : fromOverlay.key.compare(fromStore.key) < 0));
      if (takeOverlay) {
        this.overlayPos++;
        key = fromOverlay.key;
        doc = fromOverlay.doc;
        json = JSON.stringify(convexToJson(doc as never));
      } else {
        this.storeBuffer.shift();
        key = fromStore.key;
        json = fromStore.json;
      }
      this.lastKey = key;
      this.onRead(Buffer.byteLength(json));
      if (this.filters.length > 0) {
        doc ??= jsonToConvex(JSON.parse(json)) as Doc;
        if (!this.filters.every((filter) => evaluate(filter, doc!) === true)) continue;
      }
      this.emitted++;
      return json;
    }
    return null;
  }

  /**
   * The byte range this stream has actually read: from its start (the bounds, or a page's
   * cursor, itself included) to the last key reached, or to the end once exhausted.
   */
  readRange(): { lo: Buffer; hi: Buffer } | null {
    let { lo, hi } = this.bounds;
    const cursor = this.resumedAfter;
    if (cursor && !this.desc && cursor.compare(lo) > 0) lo = cursor;
    if (cursor && this.desc && justAfter(cursor).compare(hi) < 0) hi = justAfter(cursor);
    if (this.exhausted) return { lo, hi };
    if (this.lastKey === null) return null;
    return this.desc ? { lo: this.lastKey, hi } : { lo, hi: justAfter(this.lastKey) };
  }
}
