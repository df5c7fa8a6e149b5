/**
 * The pseudo-locale in component tests (docs/i18n.md "Guards"): every catalogue message with
 * each letter swapped for an accented twin, so a screen rendered in it shows no plain ASCII
 * word unless a string did not go through the layer.
 */
import type { Messages } from "@lingui/core";
import { afterAll, beforeAll } from "vitest";
import { compileCatalogue, pseudoText } from "@/i18n/compile";
import { activateLanguage, i18n } from "@/i18n/i18n";
import { SOURCES } from "@/i18n/sources";

/** Renders the file's tests in the pseudo-locale, and English again after them. */
export function inPseudoLocale(): void {
  beforeAll(() => {
    for (const area of Object.values(SOURCES)) {
      i18n.load("pseudo", compileCatalogue(area["en-GB"], pseudoText) as Messages);
    }
    i18n.activate("pseudo");
  });
  afterAll(async () => {
    await activateLanguage("en-GB", false);
  });
}

/** Text people read or hear in `root`: its text nodes and its labelling attributes. */
function visibleTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of root.querySelectorAll("*")) {
    for (const name of ["aria-label", "title", "placeholder", "alt", "aria-valuetext"]) {
      const value = element.getAttribute(name);
      if (value?.trim()) texts.push(value.trim());
    }
  }
  return texts;
}

/**
 * The texts in `root` holding a plain ASCII word (two letters or more), less the allowed
 * `data` and, with `money`, amounts from the shared formatters ("£2.5bn"), which are written
 * the same in both languages.
 */
export function untranslated(
  root: HTMLElement,
  data: string[] = [],
  { money = false }: { money?: boolean } = {},
): string[] {
  return visibleTexts(root).filter((text) => {
    let rest = money ? text.replace(/£[\d.,]+(bn|m)\b/g, " ") : text;
    for (const value of data) rest = rest.split(value).join(" ");
    return /[A-Za-z]{2,}/.test(rest);
  });
}
