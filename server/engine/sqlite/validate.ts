import { convexToJson, getConvexSize } from "convex/values";

/** What an `id` validator needs: the table of a valid id, null for anything else. */
export interface IdResolver {
  tableOf(id: string): string | null;
}

/** A validator in its exported JSON form (`validator.json`, `exportArgs()`). */
export type ValidatorJson =
  | { type: "null" | "number" | "bigint" | "boolean" | "string" | "bytes" | "any" | "commitTs" }
  | { type: "literal"; value: unknown }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "record"; keys: ValidatorJson; values: { fieldType: ValidatorJson } }
  | { type: "union"; value: ValidatorJson[] }
  | {
      type: "object";
      value: Record<string, { fieldType: ValidatorJson; optional: boolean }>;
    };

/** Convex's limits (docs.convex.dev/production/state/limits). */
export const LIMITS = {
  documentBytes: 1 << 20,
  arrayLength: 8192,
  nesting: 16,
  readsPerTransaction: 16_384,
  writesPerTransaction: 8_192,
  bytesReadPerTransaction: 8 << 20,
  bytesWrittenPerTransaction: 8 << 20,
} as const;

function describe(value: unknown): string {
  try {
    return JSON.stringify(convexToJson(value as never));
  } catch {
    return String(value);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Does `value` match `validator`? The fast path of every write and call (no messages). */
function matches(validator: ValidatorJson, value: unknown, ids: IdResolver): boolean {
  switch (validator.type) {
    case "any":
      return true;
    case "null":
      return value === null;
    case "number":
      return typeof value === "number";
    case "bigint":
    case "commitTs":
      return typeof value === "bigint";
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string";
    case "bytes":
      return value instanceof ArrayBuffer;
    case "literal":
      return value === validator.value;
    case "id":
      return typeof value === "string" && ids.tableOf(value) === validator.tableName;
    case "array":
      if (!Array.isArray(value)) return false;
      for (const item of value) if (!matches(validator.value, item, ids)) return false;
      return true;
    case "record":
      if (!isPlainObject(value)) return false;
      for (const key in value) {
        const item = value[key];
        if (item === undefined) continue;
        if (!matches(validator.keys, key, ids) || !matches(validator.values.fieldType, item, ids))
          return false;
      }
      return true;
    case "union":
      for (const member of validator.value) if (matches(member, value, ids)) return true;
      return false;
    case "object": {
      if (!isPlainObject(value)) return false;
      const fields = validator.value;
      for (const key in fields) {
        const item = value[key];
        if (item === undefined) {
          if (!fields[key].optional) return false;
        } else if (!matches(fields[key].fieldType, item, ids)) return false;
      }
      for (const key in value) if (value[key] !== undefined && !(key in fields)) return false;
      return true;
    }
  }
}

/** The reason `value` does not match `validator`, or null when it does. */
export function mismatch(
  validator: ValidatorJson,
  value: unknown,
  ids: IdResolver,
  path = "",
): string | null {
  if (path === "" && matches(validator, value, ids)) return null;
  const where = path === "" ? "" : ` at path ${path}`;
  const fail = (expected: string) =>
    `Value does not match validator${where}. Expected ${expected}, got ${describe(value)}`;
  switch (validator.type) {
    case "any":
      return null;
    case "null":
      return value === null ? null : fail("null");
    case "number":
      return typeof value === "number" ? null : fail("number");
    case "bigint":
    case "commitTs":
      return typeof value === "bigint" ? null : fail("bigint");
    case "boolean":
      return typeof value === "boolean" ? null : fail("boolean");
    case "string":
      return typeof value === "string" ? null : fail("string");
    case "bytes":
      return value instanceof ArrayBuffer ? null : fail("bytes");
    case "literal":
      return value === validator.value ? null : fail(JSON.stringify(validator.value));
    case "id":
      return typeof value === "string" && ids.tableOf(value) === validator.tableName
        ? null
        : fail(`an id of table "${validator.tableName}"`);
    case "array": {
      if (!Array.isArray(value)) return fail("array");
      for (let i = 0; i < value.length; i++) {
        const inner = mismatch(validator.value, value[i], ids, `${path}[${i}]`);
        if (inner) return inner;
      }
      return null;
    }
    case "record": {
      if (!isPlainObject(value)) return fail("object");
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined) continue;
        const bad =
          mismatch(validator.keys, key, ids, `${path}.${key}`) ??
          mismatch(validator.values.fieldType, item, ids, `${path}.${key}`);
        if (bad) return bad;
      }
      return null;
    }
    case "union": {
      for (const member of validator.value)
        if (mismatch(member, value, ids, path) === null) return null;
      return fail(`one of ${validator.value.map((member) => member.type).join(", ")}`);
    }
    case "object": {
      if (!isPlainObject(value)) return fail("object");
      for (const [key, { fieldType, optional }] of Object.entries(validator.value)) {
        if (value[key] === undefined) {
          if (!optional) return `Object is missing the required field \`${key}\`${where}`;
          continue;
        }
        const inner = mismatch(fieldType, value[key], ids, `${path}.${key}`);
        if (inner) return inner;
      }
      for (const key of Object.keys(value)) {
        if (value[key] !== undefined && !(key in validator.value)) {
          return `Object contains extra field \`${key}\` that is not in the validator${where}`;
        }
      }
      return null;
    }
  }
}

/** Throws when a value breaks Convex's shape limits (array length, nesting depth). */
export function checkShape(value: unknown, what: string, depth = 0): void {
  if (depth > LIMITS.nesting) {
    throw new Error(`${what} is nested more than ${LIMITS.nesting} levels deep`);
  }
  if (Array.isArray(value)) {
    if (value.length > LIMITS.arrayLength) {
      throw new Error(
        `${what} has an array of ${value.length} elements; the limit is ${LIMITS.arrayLength}`,
      );
    }
    for (const item of value) checkShape(item, what, depth + 1);
  } else if (isPlainObject(value)) {
    for (const key in value) checkShape(value[key], what, depth + 1);
  }
}

/** Throws when a document breaks Convex's limits; returns its size in bytes. */
export function checkDocument(doc: Record<string, unknown>, table: string): number {
  checkShape(doc, `A document in table "${table}"`);
  const size = getConvexSize(doc as never);
  if (size > LIMITS.documentBytes) {
    throw new Error(
      `A document in table "${table}" is ${size} bytes; the limit is ${LIMITS.documentBytes}`,
    );
  }
  return size;
}
