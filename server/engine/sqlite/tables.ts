/**
 * The tables the schema declares (and any other a function writes to), with their indexes
 * and document validators: what every read, write and commit looks indexes up in.
 */
import type { IndexDef } from "./store";
import { mismatch, type IdResolver, type ValidatorJson } from "./validate";

/** The JSON a schema's `export()` gives (what Convex deploys). */
export interface SchemaJson {
  tables: {
    tableName: string;
    indexes: { indexDescriptor: string; fields: string[] }[];
    documentType: ValidatorJson;
  }[];
  schemaValidation: boolean;
}

const BUILTIN_INDEXES = ["by_creation_time", "by_id"];

/** True for an index every table has (`<table>.by_creation_time`, `<table>.by_id`). */
export function isBuiltinIndex(name: string): boolean {
  return BUILTIN_INDEXES.includes(name.slice(name.lastIndexOf(".") + 1));
}

function builtinIndexes(table: string): IndexDef[] {
  return [
    { name: `${table}.by_creation_time`, table, fields: [] },
    { name: `${table}.by_id`, table, fields: [], byId: true },
  ];
}

export class SchemaTables {
  private readonly tables = new Map<
    string,
    { indexes: IndexDef[]; documentType: ValidatorJson | null }
  >();
  private readonly schemaValidation: boolean;

  /** `schema`: the schema module's default export (`defineSchema(...)`), or null for none. */
  constructor(schema: unknown) {
    // Its `export()` (the JSON Convex deploys) is internal to the convex package's types.
    const json: SchemaJson | null = schema
      ? JSON.parse((schema as { export(): string }).export())
      : null;
    this.schemaValidation = json?.schemaValidation ?? false;
    for (const table of json?.tables ?? []) {
      this.tables.set(table.tableName, {
        documentType: table.documentType,
        indexes: builtinIndexes(table.tableName).concat(
          table.indexes.map((index) => ({
            name: `${table.tableName}.${index.indexDescriptor}`,
            table: table.tableName,
            fields: index.fields,
          })),
        ),
      });
    }
  }

  /** The tables the schema declares. */
  declared(): string[] {
    return [...this.tables.keys()];
  }

  private info(table: string) {
    let info = this.tables.get(table);
    if (!info) {
      info = { indexes: builtinIndexes(table), documentType: null };
      this.tables.set(table, info);
    }
    return info;
  }

  /** The indexes the schema declares, the built-in ones left out (what a deploy builds). */
  schemaIndexes(): IndexDef[] {
    return this.declared().flatMap((table) =>
      this.indexesOf(table).filter((index) => !isBuiltinIndex(index.name)),
    );
  }

  /** A table's indexes, the two built-in ones first (a table unknown to the schema has those). */
  readonly indexesOf = (table: string): IndexDef[] => this.info(table).indexes;

  /** The index `table.name`, or throws what Convex says of an unknown one. */
  indexByName(name: string): IndexDef {
    const [table, indexName] = name.split(".");
    const index = this.indexesOf(table).find((candidate) => candidate.name === name);
    if (!index) {
      throw new Error(
        `Index ${name} not found.` +
          (BUILTIN_INDEXES.includes(indexName)
            ? ""
            : ` Is it defined in the schema of table "${table}"?`),
      );
    }
    return index;
  }

  /**
   * Checks a document's fields (no `_id`, `_creationTime`) against its table's validator
   * when the schema validates (system tables are not checked); throws what Convex says.
   */
  checkFields(table: string, fields: Record<string, unknown>, ids: IdResolver): void {
    const type = this.info(table).documentType;
    if (!type || !this.schemaValidation || table.startsWith("_")) return;
    const problem = mismatch(type, fields, ids);
    if (problem) {
      throw new Error(
        `Failed to insert or update a document in table "${table}" because it does not match the schema: ${problem}`,
      );
    }
  }
}
