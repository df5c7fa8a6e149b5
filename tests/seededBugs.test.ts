/**
 * Keeps the seeded-bug list of scripts/seededBugs.ts honest without running the mutations
 * (that takes minutes: `npx tsx scripts/seededBugs.ts`): every bug's original text occurs
 * exactly once in its file, so that it is still the code it names; its test files exist and
 * are vitest test files; and every category has a bug.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  REQUIRED_CATEGORIES,
  SEEDED_BUGS,
  occurrences,
} from "../scripts/seededBugs.list";

const root = resolve(import.meta.dirname, "..");

describe("the seeded-bug list (scripts/seededBugs.list.ts)", () => {
  it.each(SEEDED_BUGS.map((bug) => [bug.id, bug] as const))(
    "%s: its original text occurs exactly once in its file, and the bug changes it",
    (_, bug) => {
      const path = resolve(root, bug.file);
      expect(existsSync(path), bug.file).toBe(true);
      expect(occurrences(readFileSync(path, "utf8"), bug.original)).toBe(1);
      expect(bug.replacement).not.toBe(bug.original);
      expect(bug.category in CATEGORIES).toBe(true);
    },
  );

  it.each(SEEDED_BUGS.map((bug) => [bug.id, bug] as const))(
    "%s: its test files exist and are vitest test files",
    (_, bug) => {
      expect(bug.tests.length).toBeGreaterThan(0);
      for (const test of bug.tests) {
        expect(existsSync(resolve(root, test)), test).toBe(true);
        expect(test).toMatch(/\.test\.tsx?$/);
      }
    },
  );

  it("has at least one bug in every category, and unique ids", () => {
    for (const category of REQUIRED_CATEGORIES) {
      expect(
        SEEDED_BUGS.some((bug) => bug.category === category),
        category,
      ).toBe(true);
    }
    const ids = SEEDED_BUGS.map((bug) => bug.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("counts occurrences exactly, overlapping ones included", () => {
    expect(occurrences("a && b && c", "&&")).toBe(2);
    expect(occurrences("aaa", "aa")).toBe(2);
    expect(occurrences("abc", "x")).toBe(0);
    expect(occurrences("abc", "")).toBe(0);
  });
});
