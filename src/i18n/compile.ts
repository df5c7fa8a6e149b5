/**
 * Compiles a catalogue's ICU messages into Lingui's runtime form (used by
 * `npm run i18n:compile` and the catalogue tests; never shipped to the browser).
 */
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

export type SourceCatalogue = Readonly<Record<string, string>>;

export function compileCatalogue(
  messages: SourceCatalogue,
  mapText?: (text: string) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message, mapText)];
      } catch (error) {
        throw new Error(`${id}: ${(error as Error).message}`);
      }
    }),
  );
}

/**
 * What a language's runtime catalogue holds. English leaves out the server's error texts
 * ("errors.*"): the server sends them in English already, so the home page does not
 * download them twice (src/i18n/serverMessages.ts).
 */
export function runtimeMessages(language: string, messages: SourceCatalogue): SourceCatalogue {
  if (language !== "en-GB") return messages;
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !id.startsWith("errors.")));
}

const PSEUDO: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ"][index],
  ]),
);

/**
 * The pseudo-locale: every letter of every message swapped for an accented twin, so a
 * rendered screen in which any plain ASCII word remains shows a string that did not go
 * through the layer.
 */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => PSEUDO[letter] ?? letter);
}
