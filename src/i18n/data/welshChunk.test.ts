/**
 * The catalogue's Welsh stays out of the English pages: the app reaches convex/domain/cy
 * only through the one dynamic import in src/i18n/data/catalogueText.ts (its own chunk;
 * tests/bundleBudget.test.ts checks the built home page too) and type-only imports.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of convex/domain/cy that is neither type-only nor dynamic, as "file: line". */
function staticWelshImports(): string[] {
  return sourceFiles(SRC).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => /["']@convex\/domain\/cy(\/[^"']*)?["']/.test(line))
      .filter((line) => !/^\s*import type /.test(line) && !/import\(\s*["']/.test(line))
      .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
  );
}

describe("the Welsh catalogue chunk", () => {
  it("is imported by the app only dynamically, never statically", () => {
    expect(staticWelshImports()).toEqual([]);
  });

  it("is loaded by exactly one dynamic import", () => {
    const dynamic = sourceFiles(SRC).filter((file) =>
      /import\(\s*["']@convex\/domain\/cy["']\s*\)/.test(readFileSync(file, "utf8")),
    );
    expect(dynamic.map((file) => relative(SRC, file))).toEqual(["i18n/data/catalogueText.ts"]);
  });
});
