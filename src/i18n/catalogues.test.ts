import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileCatalogue, runtimeMessages } from "./compile";
import { cy } from "./messages/cy";
import { enGB } from "./messages/en-GB";

const compiledFile = (language: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`./compiled/${language}.json`, import.meta.url)), "utf8"),
  ) as unknown;

/** The placeholder names of an ICU message ({name}, {count, plural, …}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, unknown?];
      names.add(name);
      if (choices && typeof choices === "object") Object.values(choices).forEach(walk);
    }
  };
  walk(compileCatalogue({ message }).message);
  return [...names].sort();
}

/** The element tags of a rich message (<0>…</0>), sorted. */
function tags(message: string): string[] {
  return [...message.matchAll(/<(\d+)\/?>/g)].map((match) => match[1]).sort();
}

describe("the catalogues", () => {
  it("the compiled copies are fresh (run npm run i18n:compile after editing a catalogue)", () => {
    expect(compiledFile("en-GB")).toEqual(compileCatalogue(runtimeMessages("en-GB", enGB)));
    expect(compiledFile("cy")).toEqual(compileCatalogue(runtimeMessages("cy", cy)));
  });

  it("every Welsh message uses the English one's placeholders and elements", () => {
    for (const id of Object.keys(enGB) as Array<keyof typeof enGB>) {
      expect(placeholders(cy[id]), id).toEqual(placeholders(enGB[id]));
      expect(tags(cy[id]), id).toEqual(tags(enGB[id]));
    }
  });

  it("no Welsh message is empty or left in English where the English is a sentence", () => {
    for (const id of Object.keys(enGB) as Array<keyof typeof enGB>) {
      expect(cy[id].trim().length, id).toBeGreaterThan(0);
      // A sentence of four or more words identical in both is an untranslated copy.
      if (enGB[id].split(/\s+/).length >= 4) expect(cy[id], id).not.toBe(enGB[id]);
    }
  });

  it("every Welsh plural names the six forms Welsh uses", () => {
    for (const [id, message] of Object.entries(cy)) {
      for (const plural of message.matchAll(/\{\s*\w+\s*,\s*plural\s*,(.*)/gs)) {
        for (const form of ["zero", "one", "two", "few", "many", "other"]) {
          expect(plural[1], `${id} lacks ${form}`).toMatch(new RegExp(`\\b${form}\\s*\\{`));
        }
      }
    }
  });
});
