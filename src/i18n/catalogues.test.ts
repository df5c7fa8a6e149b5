import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileCatalogue, runtimeMessages, type SourceCatalogue } from "./compile";
import { compiledName, SOURCES } from "./sources";

const compiledFile = (name: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`./compiled/${name}`, import.meta.url)), "utf8"),
  ) as unknown;

/** Every catalogue's English and Welsh, by area. */
const areas = Object.entries(SOURCES) as Array<
  [string, { "en-GB": SourceCatalogue; cy: SourceCatalogue }]
>;
const all = (language: "en-GB" | "cy"): SourceCatalogue =>
  Object.fromEntries(areas.flatMap(([, area]) => Object.entries(area[language])));
const enGB = all("en-GB");
const cy = all("cy");

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
    for (const [area, languages] of areas) {
      for (const [language, messages] of Object.entries(languages)) {
        const name = compiledName(area, language);
        expect(compiledFile(name), name).toEqual(
          compileCatalogue(runtimeMessages(language, messages)),
        );
      }
    }
  });

  it("each id lives in one catalogue, an area's ids are named after it, and Welsh has no extra", () => {
    const seen = new Map<string, string>();
    for (const [area, languages] of areas) {
      for (const id of Object.keys(languages["en-GB"])) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${area}`).toBeUndefined();
        seen.set(id, area);
        if (area !== "core") expect(id.startsWith(`${area}.`), id).toBe(true);
      }
      expect(Object.keys(languages.cy).sort(), area).toEqual(
        Object.keys(languages["en-GB"]).sort(),
      );
    }
  });

  it("every Welsh message uses the English one's placeholders and elements", () => {
    for (const id of Object.keys(enGB)) {
      expect(placeholders(cy[id]), id).toEqual(placeholders(enGB[id]));
      expect(tags(cy[id]), id).toEqual(tags(enGB[id]));
    }
  });

  it("no Welsh message is empty or left in English where the English is a sentence", () => {
    for (const id of Object.keys(enGB)) {
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
