/**
 * The schema's tables alone (server/engine/sqlite/tables.ts): indexes with the two built-in
 * ones first, Convex's message for an unknown index, and documents checked against their
 * table's validator only when the schema validates.
 */
import { describe, expect, it } from "vitest";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { SchemaTables } from "../../server/engine/sqlite/tables";

const noIds = { tableOf: () => null };
const tables = {
  items: defineTable({ group: v.string(), rank: v.number() }).index("by_group_rank", [
    "group",
    "rank",
  ]),
};

describe("the schema's tables", () => {
  it("lists a table's indexes, the built-in ones first, and any table has those", () => {
    const schema = new SchemaTables(defineSchema(tables));
    expect(schema.declared()).toEqual(["items"]);
    expect(schema.indexesOf("items").map((index) => [index.name, index.fields])).toEqual([
      ["items.by_creation_time", []],
      ["items.by_id", []],
      ["items.by_group_rank", ["group", "rank"]],
    ]);
    expect(schema.indexesOf("_scheduled_functions").map((index) => index.name)).toEqual([
      "_scheduled_functions.by_creation_time",
      "_scheduled_functions.by_id",
    ]);
    expect(new SchemaTables(null).indexByName("other.by_id").byId).toBe(true);
  });

  it("names an unknown index as Convex does", () => {
    const schema = new SchemaTables(defineSchema(tables));
    expect(schema.indexByName("items.by_group_rank").fields).toEqual(["group", "rank"]);
    expect(() => schema.indexByName("items.by_rank")).toThrow(
      'Index items.by_rank not found. Is it defined in the schema of table "items"?',
    );
    expect(() => schema.indexByName("items.by_creation")).toThrow(/Is it defined/);
  });

  it("checks a document against its table only when the schema validates", () => {
    const strict = new SchemaTables(defineSchema(tables));
    strict.checkFields("items", { group: "g", rank: 1 }, noIds);
    expect(() => strict.checkFields("items", { group: "g", rank: "1" }, noIds)).toThrow(
      'Failed to insert or update a document in table "items" because it does not match the schema',
    );
    // A table the schema does not declare, and system tables, are not checked.
    strict.checkFields("loose", { anything: true }, noIds);
    strict.checkFields("_scheduled_functions", { anything: true }, noIds);
    const lax = new SchemaTables(defineSchema(tables, { schemaValidation: false }));
    lax.checkFields("items", { group: "g", rank: "1" }, noIds);
  });
});
