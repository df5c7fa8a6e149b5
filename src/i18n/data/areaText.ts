/**
 * A policy area's name in the page's language (docs/i18n.md "The catalogue in Welsh"): the
 * one place an area is named, so every screen says the same. The English is the area's own
 * name (convex/domain/areas.ts); the Welsh comes with the catalogue's Welsh chunk
 * (convex/domain/cy/areas.ts). Apart from catalogueText.ts, which the app's entry imports, so
 * the areas' spellings (findArea) ship only with the screens that name an area.
 */
import { findArea } from "@convex/domain/areas";
import type { Language } from "@/i18n/language";
import { loadedWelsh } from "./catalogueText";

/** A name to show, and the `lang` it needs on a page in another language (none when it matches). */
export interface ShownName {
  name: string;
  lang: "en-GB" | undefined;
}

/**
 * The area's name in `language`. In English, the category as it came (the catalogue's
 * name); in Welsh, the area's Welsh name, found from any spelling of its category ("Health &
 * Care", "health-care", "Healthcare"). A category that is no area (the rankings' "general"),
 * or any before the Welsh arrives, is shown as it came with `lang="en-GB"`.
 */
export function areaText(category: string, language: Language): ShownName {
  if (language === "en-GB") return { name: category, lang: undefined };
  const area = findArea(category);
  const welshName = area === null ? undefined : loadedWelsh()?.areas[area.id][1];
  return welshName === undefined
    ? { name: category, lang: "en-GB" }
    : { name: welshName, lang: undefined };
}
