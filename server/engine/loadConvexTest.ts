import { createRequire } from "node:module";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The internals of `convex-test` the engine needs (the database, the transaction manager and
 * the scheduler live in a per-instance "Convex global" that the package does not export;
 * the query helpers are reused by the engine's own indexes so that reads behave the same).
 * We load a copy of the package's own module with one extra export line, next to the original
 * so that its imports resolve identically. Re-check these names when upgrading convex-test.
 */
const INTERNALS = [
  "getConvexGlobal",
  "runScheduledFunction",
  "convexGlobalStorage",
  "tableNameFromId",
  "evaluateFieldPath",
  "evaluateFilter",
  "evaluateQueryValue",
  "validateIndexRangeExpression",
] as const;

export interface ConvexTestInternals {
  convexTest: (schema: unknown, modules: Record<string, () => Promise<unknown>>) => any;
  getConvexGlobal: () => any;
  runScheduledFunction: (options: {
    db: unknown;
    jobId: string;
    componentPath: string;
    functionPath: { componentPath: string; udfPath: string };
    args: unknown;
    name: string;
  }) => Promise<void>;
  convexGlobalStorage: { run<T>(store: unknown, fn: () => T): T };
  tableNameFromId: (id: string) => string | null;
  /** Reads a (possibly dotted) field of a document, as queries see it. */
  evaluateFieldPath: (fieldPath: string, doc: any) => unknown;
  /** Evaluates a serialised `.filter(...)` expression against a document. */
  evaluateFilter: (doc: any, filter: unknown) => boolean;
  /** Turns a serialised range-expression value into a Convex value. */
  evaluateQueryValue: (value: unknown) => unknown;
  /** Throws convex-test's (Convex's) error for a malformed `withIndex` range. */
  validateIndexRangeExpression: (source: unknown, fields: string[]) => void;
}

export async function loadConvexTest(): Promise<ConvexTestInternals> {
  const require = createRequire(import.meta.url);
  const original = require.resolve("convex-test");
  const patched = join(dirname(original), "index.embedded.js");
  const source = readFileSync(original, "utf8");
  for (const name of INTERNALS) {
    if (!new RegExp(`^(async )?(function|const) ${name}\\b`, "m").test(source)) {
      throw new Error(
        `convex-test no longer defines ${name}; the embedded engine needs updating for this version`,
      );
    }
  }
  const text = `${source}\nexport { ${INTERNALS.join(", ")} };\n`;
  if (!existsSync(patched) || readFileSync(patched, "utf8") !== text) {
    writeFileSync(patched, text);
  }
  return (await import(pathToFileURL(patched).href)) as ConvexTestInternals;
}
