import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setupI18n, type Messages } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { interpolate } from "./interpolate";

const COMPILED = join(import.meta.dirname, "compiled");

/** Every compiled catalogue's messages, by language (en-GB, cy). */
function catalogues(): Map<string, Record<string, unknown>> {
  const byLanguage = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(COMPILED).filter((name) => name.endsWith(".json"))) {
    const language = file.split(".").at(-2)!;
    const messages = JSON.parse(readFileSync(join(COMPILED, file), "utf8")) as Record<
      string,
      unknown
    >;
    byLanguage.set(language, { ...byLanguage.get(language), ...messages });
  }
  return byLanguage;
}

/** The names a message's values go by, and the cases of each select. */
function placeholders(tokens: unknown, into = new Map<string, string[] | "number" | "text">()) {
  if (!Array.isArray(tokens)) return into;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    if (type === "select") into.set(name, Object.keys(cases ?? {}));
    else if (type) into.set(name, "number");
    else if (!into.has(name)) into.set(name, "text");
    for (const branch of Object.values(cases ?? {})) placeholders(branch, into);
  }
  return into;
}

/** Value sets for a message: each count (Welsh has six plural forms) with each select case. */
function valueSets(tokens: unknown): Record<string, unknown>[] {
  const counts = [0, 1, 2, 3, 6, 11, 21, 100, 1_234, 1_000_000, 2.5];
  const names = [...placeholders(tokens)];
  const selects = names.filter(([, kind]) => Array.isArray(kind)) as [string, string[]][];
  const cases = Math.max(1, ...selects.map(([, keys]) => keys.length + 1));
  const sets: Record<string, unknown>[] = [];
  for (const count of counts) {
    for (let c = 0; c < cases; c++) {
      const values: Record<string, unknown> = {};
      for (const [name, kind] of names) {
        if (kind === "number") values[name] = count;
        else if (kind === "text") values[name] = `«${name}»`;
        // Each case in turn, then one the message does not name (its `other`).
        else values[name] = kind[c] ?? "none-of-these";
      }
      sets.push(values);
    }
  }
  return sets;
}

describe("interpolate (issue 42: a message's count without Intl.NumberFormat)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes every message of every catalogue as Lingui does, in both languages", () => {
    let checked = 0;
    for (const [language, messages] of catalogues()) {
      const lingui = setupI18n({
        locale: language,
        messages: { [language]: messages as Messages },
      });
      for (const [id, tokens] of Object.entries(messages)) {
        for (const values of valueSets(tokens)) {
          const ours = interpolate(tokens, values, language);
          if (ours === null) continue;
          expect(ours, `${language} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          checked++;
        }
      }
    }
    // Both languages' messages, each with its counts and cases.
    expect(checked).toBeGreaterThan(20_000);
  });

  it("writes the plurals of both languages with no number formatter for a whole count", () => {
    const made = vi.spyOn(Intl, "NumberFormat");
    const policies = [["count", "plural", { one: ["#", " policy"], other: ["#", " policies"] }]];
    expect(interpolate(policies, { count: 1 }, "en-GB")).toBe("1 policy");
    expect(interpolate(policies, { count: 1_234 }, "en-GB")).toBe("1,234 policies");
    const welsh = [
      ["n", "plural", { two: ["#", " bolisi"], few: ["#", " pholisi"], other: ["#"] }],
    ];
    expect(interpolate(welsh, { n: 2 }, "cy")).toBe("2 bolisi");
    expect(interpolate(welsh, { n: 3 }, "cy")).toBe("3 pholisi");
    expect(made).not.toHaveBeenCalled();
    // A fraction still goes to Intl, as Lingui writes it.
    expect(interpolate(policies, { count: 2.5 }, "en-GB")).toBe("2.5 policies");
  });

  it("leaves to Lingui what it does not write itself", () => {
    expect(interpolate("plain", {}, "en-GB")).toBeNull();
    expect(interpolate([["d", "date", "short"]], { d: 0 }, "en-GB")).toBeNull();
    expect(interpolate(["\\u00e9"], {}, "en-GB")).toBeNull();
  });
});
