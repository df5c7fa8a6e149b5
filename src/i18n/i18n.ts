/**
 * The one Lingui instance (docs/i18n.md): English is bundled with the app; Welsh is loaded
 * the first time it is chosen, so a visitor in English never downloads it. Catalogues are
 * compiled ahead of time (`npm run i18n:compile`), so no message parser ships.
 */
import { setupI18n, type Messages } from "@lingui/core";
import enGB from "./compiled/en-GB.json";
import { readStorage, writeStorage } from "@/lib/storage";
import {
  DEFAULT_LANGUAGE,
  initialLanguage,
  languageFromUrl,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from "./language";
import { loadCatalogueText } from "./data/catalogueText";

export const i18n = setupI18n();
i18n.load(DEFAULT_LANGUAGE, enGB as unknown as Messages);
i18n.activate(DEFAULT_LANGUAGE);

const loaders: Record<Language, () => Promise<Messages>> = {
  "en-GB": () => Promise.resolve(enGB as unknown as Messages),
  cy: () => import("./compiled/cy.json").then((module) => module.default as unknown as Messages),
};

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/**
 * Shows the app in `language`: loads its catalogue once, then switches every component at
 * once and sets `<html lang>`. `remember` keeps the choice on this device.
 */
export async function activateLanguage(language: Language, remember = true): Promise<void> {
  // The catalogue's Welsh (policies, narratives, quiz: src/i18n/data) comes with the messages.
  const catalogueText = language === "cy" ? loadCatalogueText() : null;
  if (!loaded.has(language)) {
    i18n.load(language, await loaders[language]());
    loaded.add(language);
  }
  await catalogueText;
  if (remember) writeStorage(LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
  if (i18n.locale !== language) i18n.activate(language);
}

/**
 * The page load's language, before the first render: `/cy/…` or `?lang=cy` in the address
 * (then taken out of it, so the router sees the plain path), else the device's choice.
 */
export async function startLanguage(): Promise<void> {
  const { pathname, search, hash } = window.location;
  const { requested, path } = languageFromUrl(pathname, search, hash);
  if (requested !== null) window.history.replaceState(window.history.state, "", path);
  const language = initialLanguage(requested, readStorage(LANGUAGE_STORAGE_KEY));
  await activateLanguage(language, requested !== null);
}
