/**
 * The two languages of the app (docs/i18n.md): which one a page load starts in, and the
 * locale tags each one uses. Pure, so the rules are tested without a browser.
 */

/** The languages, by the tag written on `<html lang>`. */
export const LANGUAGES = ["en-GB", "cy"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en-GB";

/** The device's choice (localStorage, docs/privacy.md lists it with the other keys). */
export const LANGUAGE_STORAGE_KEY = "apt-language";

/** The path prefix that opens a link in Welsh: `/cy/quiz` is `/quiz` in Welsh. */
export const WELSH_PATH_PREFIX = "/cy";

/** The locale Intl formats numbers, money and dates in. */
export function formatLocale(language: Language): string {
  return language === "cy" ? "cy-GB" : "en-GB";
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A `?lang=` value: "cy", "cy-GB" and "en", "en-GB" (any case). */
export function parseLanguage(value: string | null): Language | null {
  if (value === null) return null;
  const tag = value.trim().toLowerCase();
  if (tag === "cy" || tag === "cy-gb") return "cy";
  if (tag === "en" || tag === "en-gb") return "en-GB";
  return null;
}

/**
 * The language a URL asks for, and the URL the router should see instead: `/cy/quiz?x=1`
 * → Welsh at `/quiz?x=1`; `/quiz?lang=cy` → Welsh at `/quiz`. `requested` is null when
 * the URL names no language (then `path` is unchanged).
 */
export function languageFromUrl(
  pathname: string,
  search: string,
  hash = "",
): { requested: Language | null; path: string } {
  const params = new URLSearchParams(search);
  let requested = parseLanguage(params.get("lang"));
  if (requested !== null || params.has("lang")) params.delete("lang");
  let rest = pathname;
  if (pathname === WELSH_PATH_PREFIX || pathname.startsWith(`${WELSH_PATH_PREFIX}/`)) {
    requested = "cy";
    rest = pathname.slice(WELSH_PATH_PREFIX.length) || "/";
  }
  const query = params.toString();
  return { requested, path: `${rest}${query ? `?${query}` : ""}${hash}` };
}

/** The page load's language: what the URL asks for, else the device's choice, else English. */
export function initialLanguage(requested: Language | null, stored: string | null): Language {
  if (requested !== null) return requested;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The link that opens `path` in `language` (for sharing: `/cy/…` in Welsh). */
export function pathInLanguage(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `${WELSH_PATH_PREFIX}/` : `${WELSH_PATH_PREFIX}${path}`;
}
