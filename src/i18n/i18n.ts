/**
 * The one Lingui instance (docs/i18n.md). The core catalogue (shell, shared components,
 * errors) comes with the app in English; each area's catalogue (a screen's own texts) comes
 * with the route chunk that imports it (`defineCatalogue`). Welsh is loaded the first time it
 * is chosen, core and area alike, so a visitor in English never downloads it. Catalogues are
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

type Loaders = Record<Language, () => Promise<Messages>>;

/** A compiled JSON catalogue as `import()` returns it. */
type JsonModule = { default: unknown };

const asMessages = (module: JsonModule) => module.default as Messages;

/**
 * A screen's catalogue: its English, already in the bundle that imported it, and its other
 * languages, loaded when needed. `Id` (the area's message ids) lets `useT(catalogue)` check
 * every id at compile time.
 */
export interface Catalogue<Id extends string> {
  readonly area: string;
  readonly loaders: Loaders;
  /** One of its ids: in `i18n.messages` once the catalogue is loaded in the page's language. */
  readonly probe: string;
  /** Type only: the ids this catalogue holds. */
  readonly ids?: Id;
}

const CORE = "core";
const core: Catalogue<string> = {
  area: CORE,
  probe: "site.name",
  loaders: {
    "en-GB": () => Promise.resolve(enGB as unknown as Messages),
    cy: () => import("./compiled/cy.json").then(asMessages),
  },
};

/** The catalogues defined so far (the core and the areas whose route chunks have loaded). */
const catalogues = new Map<string, Catalogue<string>>([[CORE, core]]);

/** Each catalogue's load per language, started once: "<area>:<language>". */
const loads = new Map<string, Promise<void>>([[`${CORE}:${DEFAULT_LANGUAGE}`, Promise.resolve()]]);

/** Loads `catalogue` in `language` (once; later calls share the first call's promise). */
export function loadCatalogue(catalogue: Catalogue<string>, language: Language): Promise<void> {
  const key = `${catalogue.area}:${language}`;
  let load = loads.get(key);
  if (!load) {
    load = catalogue.loaders[language]().then((messages) => i18n.load(language, messages));
    // A failed download may be retried by the next render or switch.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Whether `catalogue`'s messages are there in the page's language. */
export function isLoaded(catalogue: Catalogue<string>): boolean {
  return catalogue.probe in i18n.messages;
}

/**
 * Declares an area's catalogue (src/i18n/messages/<area>/index.ts): its English joins the
 * instance now, and its Welsh is fetched at once if the page is already in Welsh, so it
 * arrives with the route chunk rather than after the first render asks for it.
 */
export function defineCatalogue<Id extends string>(
  area: string,
  english: unknown,
  welsh: () => Promise<JsonModule>,
): Catalogue<Id> {
  const messages = english as Messages;
  const catalogue: Catalogue<Id> = {
    area,
    probe: Object.keys(messages)[0],
    loaders: { "en-GB": () => Promise.resolve(messages), cy: () => welsh().then(asMessages) },
  };
  i18n.load(DEFAULT_LANGUAGE, messages);
  loads.set(`${area}:${DEFAULT_LANGUAGE}`, Promise.resolve());
  catalogues.set(area, catalogue);
  if (currentLanguage() !== DEFAULT_LANGUAGE && !isLoaded(catalogue)) {
    void loadCatalogue(catalogue, currentLanguage()).catch(() => undefined);
  }
  return catalogue;
}

/**
 * Declares an area whose English is fetched too rather than bundled: for text shown only in a
 * section drawn after the first paint (`Deferred`), so its route's JavaScript stays within
 * its budget. It starts loading in the page's language at once, as its route chunk arrives;
 * `useT(area)` suspends until it is there, which inside `Deferred`'s transition keeps the
 * placeholder a moment longer rather than showing the route's fallback. `probe` is one of
 * its ids.
 */
export function defineDeferredCatalogue<Id extends string>(
  area: string,
  probe: Id,
  english: () => Promise<JsonModule>,
  welsh: () => Promise<JsonModule>,
): Catalogue<Id> {
  const catalogue: Catalogue<Id> = {
    area,
    probe,
    loaders: { "en-GB": () => english().then(asMessages), cy: () => welsh().then(asMessages) },
  };
  catalogues.set(area, catalogue);
  const language = currentLanguage();
  if (language in catalogue.loaders) {
    void loadCatalogue(catalogue, language).catch(() => undefined);
  }
  return catalogue;
}

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/** Counts the calls of `activateLanguage`, so only the latest one switches the page. */
let latestActivation = 0;

/**
 * Shows the app in `language`: loads the core and every area defined so far in it (once),
 * then switches every component at once and sets `<html lang>`. `remember` keeps the choice
 * on this device. Areas defined later load with their route (`useT(catalogue)`).
 */
export async function activateLanguage(language: Language, remember = true): Promise<void> {
  const activation = ++latestActivation;
  // The catalogue's Welsh (policies, narratives, quiz: src/i18n/data) comes with the messages.
  const catalogueText = language === "cy" ? loadCatalogueText() : null;
  await Promise.all(
    [...catalogues.values()].map((catalogue) => loadCatalogue(catalogue, language)),
  );
  await catalogueText;
  // A later choice wins: Welsh chosen, then English before the Welsh arrived, stays English.
  if (activation !== latestActivation) return;
  if (remember) writeStorage(LANGUAGE_STORAGE_KEY, language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
  if (i18n.locale !== language) i18n.activate(language);
}

/** The language the page load's address named (`/cy/…`, `?lang=`), or null. */
let urlLanguage: Language | null = null;

/** Whether the page load's address named a language: the visitor chose it for this visit. */
export function addressNamedLanguage(): boolean {
  return urlLanguage !== null;
}

/** The language the page load's address named (`/cy/…`, `?lang=`), or null. */
export function addressLanguage(): Language | null {
  return urlLanguage;
}

/**
 * The page load's language, before the first render: `/cy/…` or `?lang=cy` in the address
 * (then taken out of it, so the router sees the plain path), else the device's choice.
 */
export async function startLanguage(): Promise<void> {
  const { pathname, search, hash } = window.location;
  const { requested, path } = languageFromUrl(pathname, search, hash);
  urlLanguage = requested;
  if (requested !== null) window.history.replaceState(window.history.state, "", path);
  const language = initialLanguage(requested, readStorage(LANGUAGE_STORAGE_KEY));
  await activateLanguage(language, requested !== null);
}
