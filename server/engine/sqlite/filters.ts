import { compareValues, jsonToConvex, type Value } from "convex/values";
import { fieldValue } from "./store";

/** A serialised `.filter(q => …)` expression (the `convex` package's filter builder). */
export type FilterExpression = Record<string, unknown>;

/** `$add`, `$sub`, …: both operands numbers, or both bigints (Convex's int64). */
function arithmetic(op: string, a: unknown, b: unknown): unknown {
  const numbers = typeof a === "number" && typeof b === "number";
  if (numbers || (typeof a === "bigint" && typeof b === "bigint")) {
    // Each operator means the same on both types; the cast only satisfies the compiler.
    const [x, y] = [a, b] as [number, number];
    switch (op) {
      case "$add":
        return x + y;
      case "$sub":
        return x - y;
      case "$mul":
        return x * y;
      case "$div":
        return x / y;
      case "$mod":
        return x % y;
    }
  }
  throw new Error(`Cannot apply ${op.slice(1)} to ${typeof a} and ${typeof b} in a filter`);
}

const compare = (a: unknown, b: unknown) => compareValues(a as Value, b as Value);

/**
 * A value from the convex package's `convexOrUndefinedToJson` (filter literals, index range
 * bounds): `undefined` travels as `{ "$undefined": null }`, which `jsonToConvex` refuses.
 */
export function valueOrUndefined(json: unknown): unknown {
  if (json === undefined) return undefined;
  if (
    typeof json === "object" &&
    json !== null &&
    !Array.isArray(json) &&
    Object.keys(json).length === 1 &&
    "$undefined" in json
  ) {
    return undefined;
  }
  return jsonToConvex(json as never);
}

/** Evaluates a filter expression against a document (Convex's semantics and ordering). */
export function evaluate(expression: FilterExpression, doc: Record<string, unknown>): unknown {
  const [op] = Object.keys(expression);
  const operand = expression[op];
  const pair = () => (operand as FilterExpression[]).map((e) => evaluate(e, doc));
  switch (op) {
    case "$field":
      return fieldValue(doc, operand as string);
    case "$literal":
      return valueOrUndefined(operand);
    case "$eq": {
      const [a, b] = pair();
      return compare(a, b) === 0;
    }
    case "$neq": {
      const [a, b] = pair();
      return compare(a, b) !== 0;
    }
    case "$lt": {
      const [a, b] = pair();
      return compare(a, b) < 0;
    }
    case "$lte": {
      const [a, b] = pair();
      return compare(a, b) <= 0;
    }
    case "$gt": {
      const [a, b] = pair();
      return compare(a, b) > 0;
    }
    case "$gte": {
      const [a, b] = pair();
      return compare(a, b) >= 0;
    }
    case "$add":
    case "$sub":
    case "$mul":
    case "$div":
    case "$mod": {
      const [a, b] = pair();
      return arithmetic(op, a, b);
    }
    case "$neg": {
      const value = evaluate(operand as FilterExpression, doc);
      if (typeof value === "number") return -value;
      if (typeof value === "bigint") return -value;
      throw new Error(`Cannot negate ${typeof value} in a filter`);
    }
    case "$and":
      return (operand as FilterExpression[]).every((e) => evaluate(e, doc) === true);
    case "$or":
      return (operand as FilterExpression[]).some((e) => evaluate(e, doc) === true);
    case "$not":
      return evaluate(operand as FilterExpression, doc) !== true;
    default:
      throw new Error(`Unsupported filter expression ${op}`);
  }
}
