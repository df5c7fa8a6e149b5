/**
 * The write path: a mutation's writes, checked (size, shape, schema, Convex's write limits)
 * and kept in its transaction until the committer commits them (committer.ts).
 */
import type { Committer } from "./committer";
import type { TableNumbers } from "./ids";
import type { Doc } from "./store";
import type { SchemaTables } from "./tables";
import type { Transaction } from "./transaction";
import { LIMITS, checkDocument } from "./validate";

/**
 * The stored text of a document inserted with `fieldsJson` (the `convex` package's
 * `convexToJson` of its fields, whose keys it sorts), exactly what `convexToJson` of the
 * whole document gives: `_creationTime` and `_id` in their sorted places. Undefined when the
 * fields' keys are not sorted (then the commit converts the document as before).
 */
export function insertedJson(
  fieldsJson: Record<string, unknown>,
  id: string,
  creationTime: number,
): string | undefined {
  const doc: Record<string, unknown> = {};
  let previous = "";
  let placed = false;
  for (const key of Object.keys(fieldsJson)) {
    if (key <= previous || key === "_id" || key === "_creationTime") return undefined;
    previous = key;
    if (!placed && key > "_id") {
      doc._creationTime = creationTime;
      doc._id = id;
      placed = true;
    }
    doc[key] = fieldsJson[key];
  }
  if (!placed) {
    doc._creationTime = creationTime;
    doc._id = id;
  }
  return JSON.stringify(doc);
}

export class WritePath {
  constructor(
    private readonly tables: SchemaTables,
    private readonly ids: TableNumbers,
    /** The creation clock: the committer's, or a mutation thread's own (queryWorker.ts). */
    private readonly committer: Pick<Committer, "nextCreationTime">,
  ) {}

  /** `json`: the document's JSON text when the caller has it (an insert's argument). */
  write(txn: Transaction, table: string, id: string, doc: Doc | null, json?: string) {
    if (doc) {
      const { _id, _creationTime, ...fields } = doc;
      void _id;
      void _creationTime;
      const size = checkDocument(doc, table);
      txn.bytesWritten += size;
      this.tables.checkFields(table, fields, this.ids);
    }
    if (!txn.writes.has(id) && txn.writes.size >= LIMITS.writesPerTransaction) {
      throw new Error(
        `Too many writes in a single function execution (limit: ${LIMITS.writesPerTransaction} documents)`,
      );
    }
    if (txn.bytesWritten > LIMITS.bytesWrittenPerTransaction) {
      throw new Error(
        `Too many bytes written in a single function execution (limit: ${LIMITS.bytesWrittenPerTransaction} bytes)`,
      );
    }
    txn.writes.set(id, json === undefined ? { table, doc } : { table, doc, json });
  }

  /**
   * Inserts a document of `fields`; `fieldsJson`, when given, is the same fields in JSON
   * form (the syscall's argument), kept as the stored text so the commit does not convert
   * the document back (see `insertedJson`).
   */
  insert(
    txn: Transaction,
    table: string,
    fields: Record<string, unknown>,
    fieldsJson?: Record<string, unknown>,
  ): string {
    const id = this.ids.newId(table);
    txn.committed.set(id, null);
    const creationTime = this.committer.nextCreationTime();
    const json = fieldsJson && insertedJson(fieldsJson, id, creationTime);
    this.write(txn, table, id, { ...fields, _id: id, _creationTime: creationTime }, json);
    return id;
  }
}
