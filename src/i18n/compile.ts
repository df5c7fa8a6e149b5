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
