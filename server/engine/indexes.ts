/**
 * Real in-memory indexes for the convex-test database: every schema index (plus
 * `by_creation_time`) of every table is a sorted list of the committed documents, ordered
 * by the index fields, then `_creationTime`, then `_id`, exactly as Convex orders them. A
 * `withIndex` range read seeks to the range in O(log n) and reads only the documents in
 * it, instead of convex-test's filter-and-sort of the whole table on every query.
 *
 * Indexes hold committed state only. A transaction's own pending writes (convex-test keeps
 * them in a stack of layers) are merged into each read, so a mutation reads its writes, and
 * a rollback needs no index work: the layer is simply dropped.
 */
import { compareValues, type Value } from "convex/values";
import { SortedList, type Position } from "./sortedList";

export type Doc = Record<string, unknown> & { _id: string; _creationTime: number };
export type Writes = Record<string, Doc | null>;

/** One bound of an index range, as the Convex query syntax serialises it. */
export interface RangeExpression {
  type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte";
  fieldPath: string;
  value: unknown;
}

/** The convex-test helpers the indexes reuse, so field reads and values behave identically. */
export interface FieldHelpers {
  evaluateFieldPath(fieldPath: string, doc: Doc): unknown;
  evaluateQueryValue(value: unknown): unknown;
}

interface Index {
  fields: string[];
  list: SortedList<Doc>;
}

const CREATION_TIME = "by_creation_time";

/**
 * `compareValues` with fast paths for the keys indexes hold most (strings, finite numbers,
 * booleans). Strings compare by UTF-16 code unit until a surrogate is involved, where
 * Convex's UTF-8 order can differ, and then defer to `compareValues`.
 */
export function compareKey(a: unknown, b: unknown): number {
  if (typeof a === "string" && typeof b === "string") {
    if (a === b) return 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const x = a.charCodeAt(i);
      const y = b.charCodeAt(i);
      if (x === y) continue;
      if (x < 0xd800 && y < 0xd800) return x < y ? -1 : 1;
      return compareValues(a, b);
    }
    return a.length < b.length ? -1 : 1;
  }
  if (typeof a === "number" && typeof b === "number") {
    if (a < b) return -1;
    if (a > b) return 1;
  } else if (typeof a === "boolean" && typeof b === "boolean") {
    return a === b ? 0 : a ? 1 : -1;
  }
  return compareValues(a as Value, b as Value);
}
const TIEBREAK = ["_creationTime", "_id"];

/** Is `id` (convex-test's "<digits><table>") a document of `table`? */
export function idInTable(id: string, table: string): boolean {
  const cut = id.length - table.length;
  if (cut <= 0 || !id.endsWith(table)) return false;
  const code = id.charCodeAt(cut - 1);
  if (code < 48 || code > 57) return false;
  for (let i = 0; i < cut; i++) {
    const c = id.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

export class TableIndexes {
  private tables = new Map<string, Map<string, Index>>();

  constructor(
    /** Index name → fields, per table, from the schema. */
    private readonly declared: Map<string, { indexDescriptor: string; fields: string[] }[]>,
    private readonly helpers: FieldHelpers,
  ) {}

  private read(fieldPath: string, doc: Doc): unknown {
    // Top-level fields (the common case) without convex-test's path splitting.
    return fieldPath.includes(".")
      ? this.helpers.evaluateFieldPath(fieldPath, doc)
      : (doc[fieldPath] as unknown);
  }

  private comparator(fields: string[]) {
    return (a: Doc, b: Doc) => {
      for (const field of fields) {
        const c = compareKey(this.read(field, a), this.read(field, b));
        if (c !== 0) return c;
      }
      return 0;
    };
  }

  private sameKey(fields: string[], a: Doc, b: Doc): boolean {
    return fields.every((field) => compareKey(this.read(field, a), this.read(field, b)) === 0);
  }

  private indexesOf(table: string): Map<string, Index> {
    let indexes = this.tables.get(table);
    if (indexes) return indexes;
    indexes = new Map();
    const all = [
      { indexDescriptor: CREATION_TIME, fields: [] as string[] },
      ...(this.declared.get(table) ?? []),
    ];
    for (const { indexDescriptor, fields } of all) {
      const full = [...fields, ...TIEBREAK];
      indexes.set(indexDescriptor, { fields: full, list: new SortedList(this.comparator(full)) });
    }
    this.tables.set(table, indexes);
    return indexes;
  }

  /**
   * The fields an index orders by, `_creationTime` and `_id` included; null for an index
   * this class does not serve (`by_id`, or one the schema does not declare).
   */
  fieldsOf(table: string, indexName: string): string[] | null {
    const declared = (this.declared.get(table) ?? []).some((i) => i.indexDescriptor === indexName);
    if (indexName !== CREATION_TIME && !declared) return null;
    return this.indexesOf(table).get(indexName)!.fields;
  }

  /** Every committed document of the table, in creation order. */
  documents(table: string): Iterable<Doc> {
    return this.tables.get(table)?.get(CREATION_TIME)?.list ?? [];
  }

  count(table: string): number {
    return this.tables.get(table)?.get(CREATION_TIME)?.list.size ?? 0;
  }

  /** Applies one committed write: `previous` is the document before it, `next` after. */
  apply(table: string, previous: Doc | null, next: Doc | null) {
    const indexes = this.indexesOf(table);
    for (const { fields, list } of indexes.values()) {
      if (previous && next && this.sameKey(fields, previous, next)) {
        if (list.replace(previous, next)) continue;
      }
      if (previous) list.remove(previous);
      if (next) list.insert(next);
    }
  }

  /**
   * The documents of an index range in index order (`desc` reverses it), with the
   * transaction's pending writes merged in. Lazy: a `take(n)` reads about n documents.
   */
  *range(
    table: string,
    indexName: string,
    expressions: RangeExpression[],
    order: "asc" | "desc",
    /** The transaction's pending value of each document of this table it wrote. */
    overlay: ReadonlyMap<string, Doc | null>,
  ): Generator<Doc> {
    const index = this.indexesOf(table).get(indexName);
    if (!index) throw new Error(`No index ${table}.${indexName}`);
    const bounds = this.bounds(index.fields, expressions);
    const start = index.list.seek(bounds.beforeStart);
    const end: Position = index.list.seek(bounds.notAfterEnd);
    const committed = index.list.between(start, end, order === "desc");
    if (overlay.size === 0) {
      yield* committed;
      return;
    }
    const compare = this.comparator(index.fields);
    const sign = order === "desc" ? -1 : 1;
    const added = [...overlay.values()]
      .filter((doc): doc is Doc => doc !== null && bounds.contains(doc))
      .sort((a, b) => sign * compare(a, b));
    let next = 0;
    for (const doc of committed) {
      if (overlay.has(doc._id)) continue;
      while (next < added.length && sign * compare(added[next], doc) < 0) yield added[next++];
      yield doc;
    }
    while (next < added.length) yield added[next++];
  }

  /** Predicates locating a range expression's start and end in an index's order. */
  private bounds(fields: string[], expressions: RangeExpression[]) {
    const equal: unknown[] = [];
    let lower: RangeExpression | null = null;
    let upper: RangeExpression | null = null;
    for (const expression of expressions) {
      const value = this.helpers.evaluateQueryValue(expression.value);
      const bound = { ...expression, value };
      if (expression.type === "Eq") equal.push(value);
      else if (expression.type === "Gt" || expression.type === "Gte") lower = bound;
      else upper = bound;
    }
    const rangeField = fields[equal.length];
    /** Compares the document's equality prefix with the range's: <0 before, >0 after. */
    const prefix = (doc: Doc) => {
      for (let i = 0; i < equal.length; i++) {
        const c = compareKey(this.read(fields[i], doc), equal[i]);
        if (c !== 0) return c;
      }
      return 0;
    };
    const beforeStart = (doc: Doc) => {
      const c = prefix(doc);
      if (c !== 0 || lower === null) return c < 0;
      const d = compareKey(this.read(rangeField, doc), lower.value);
      return d < 0 || (d === 0 && lower.type === "Gt");
    };
    const notAfterEnd = (doc: Doc) => {
      const c = prefix(doc);
      if (c !== 0 || upper === null) return c <= 0;
      const d = compareKey(this.read(rangeField, doc), upper.value);
      return d < 0 || (d === 0 && upper.type === "Lte");
    };
    return {
      beforeStart,
      notAfterEnd,
      contains: (doc: Doc) => !beforeStart(doc) && notAfterEnd(doc),
    };
  }
}

/** The latest pending value of each document of `table` written in the open transaction. */
export function pendingOverlay(table: string, pending: Writes[]): Map<string, Doc | null> {
  const overlay = new Map<string, Doc | null>();
  for (const layer of pending) {
    for (const id in layer) if (idInTable(id, table)) overlay.set(id, layer[id]);
  }
  return overlay;
}
