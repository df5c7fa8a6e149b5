import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setupI18n, type Messages } from "@lingui/core";
import { areaById, type AreaId } from "../../convex/domain/areas";
import { AREAS_CY } from "../../convex/domain/cy/areas";

/**
 * What the page says for a message id, in either language, from the compiled catalogues the
 * app itself loads (src/i18n/compiled, docs/i18n.md): a journey written once runs in English
 * and in Welsh, and a changed wording changes the test with it.
 */
export type Language = "en-GB" | "cy";

const COMPILED = join(import.meta.dirname, "..", "..", "src", "i18n", "compiled");

function compiledMessages(language: Language): Messages {
  const messages: Messages = {};
  for (const file of readdirSync(COMPILED)) {
    // The core is "<language>.json", each area "<area>.<language>.json".
    if (file === `${language}.json` || file.endsWith(`.${language}.json`))
      Object.assign(messages, JSON.parse(readFileSync(join(COMPILED, file), "utf8")));
  }
  return messages;
}

/** `say(id, values)` in `language`; an id no catalogue holds fails the test at once. */
export function sayer(language: Language) {
  const messages = compiledMessages(language);
  // English leaves out the server's error texts (they come from the server in English).
  const english = language === "en-GB" ? messages : compiledMessages("en-GB");
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (id: string, values?: Record<string, unknown>): string => {
    if (!(id in messages) && !(id in english)) throw new Error(`no message "${id}"`);
    return i18n._(id, values);
  };
}

/**
 * A policy area's name as the page shows it in `language`: the area's own English, or its
 * Welsh from the catalogue's Welsh (convex/domain/cy/areas.ts, docs/glossary-cy.md).
 */
export function sayArea(language: Language, id: AreaId): string {
  return language === "cy" ? AREAS_CY[id][1] : areaById(id).name;
}

/** Escapes `text` for use inside a RegExp. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
