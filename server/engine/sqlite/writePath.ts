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

export class WritePath {
  constructor(
    private readonly tables: SchemaTables,
    private readonly ids: TableNumbers,
    private readonly committer: Committer,
  ) {}

  write(txn: Transaction, table: string, id: string, doc: Doc | null) {
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
    txn.writes.set(id, { table, doc });
  }

  insert(txn: Transaction, table: string, fields: Record<string, unknown>): string {
    const id = this.ids.newId(table);
    txn.committed.set(id, null);
    const creationTime = this.committer.nextCreationTime();
    this.write(txn, table, id, { ...fields, _id: id, _creationTime: creationTime });
    return id;
  }
}
