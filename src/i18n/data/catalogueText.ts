/**
 * The catalogue's text in the page's language (docs/i18n.md "The catalogue in Welsh"):
 * policy titles and one-line summaries, narrative titles and descriptions, the quiz's
 * questions (the policy areas' names: ./areaText.ts). English is the catalogue's own text, as the server sends it; the Welsh lives
 * in convex/domain/cy and is fetched as its own chunk the first time Welsh is chosen, so
 * the English pages never download it. Until it arrives, or for an item it does not know,
 * the English is shown with `lang="en-GB"`.
 */
import type { CatalogueCy } from "@convex/domain/cy";
import type { QuizQuestion } from "@convex/domain/quiz";
import type { Language } from "@/i18n/language";

/** What a screen holds of a policy or narrative: the key when it has one, else the title. */
export interface CatalogueItem {
  catalogueKey?: string;
  title: string;
  description?: string;
}

/** Text to show, and the `lang` it needs on a page in another language (none when it matches). */
export interface ShownText {
  title: string;
  /** A policy's one-line summary in Welsh, its full description in English. */
  description: string;
  lang: "en-GB" | undefined;
}

export type ShownQuestion = QuizQuestion & { lang: "en-GB" | undefined };

let welsh: CatalogueCy | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The Welsh once loaded (null before). */
export function loadedWelsh(): CatalogueCy | null {
  return welsh;
}

/** Calls `listener` when the Welsh has arrived; returns the unsubscribe. */
export function onCatalogueText(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the Welsh chunk once (later calls share the first). Awaited before the first
 * render of a Welsh page (src/i18n/i18n.ts), so a Welsh quiz never flashes English.
 */
export function loadCatalogueText(): Promise<void> {
  loading ??= import("@convex/domain/cy").then(
    (module) => {
      welsh = module.CATALOGUE_CY;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed fetch (offline, a stale deploy) leaves the English shown; try again later.
      loading = null;
      console.error(error);
    },
  );
  return loading;
}

/** Sets the Welsh directly (tests, and a server-rendered page that already has it). */
export function provideCatalogueText(data: CatalogueCy | null): void {
  welsh = data;
  loading = data === null ? null : Promise.resolve();
  for (const listener of listeners) listener();
}

function english(item: CatalogueItem, language: Language): ShownText {
  return {
    title: item.title,
    description: item.description ?? "",
    lang: language === "en-GB" ? undefined : "en-GB",
  };
}

/** A policy's title and summary in `language`, found by key or else by English title. */
export function policyText(item: CatalogueItem, language: Language): ShownText {
  if (language === "en-GB" || welsh === null) return english(item, language);
  const entry =
    (item.catalogueKey === undefined ? undefined : welsh.policies.get(item.catalogueKey)) ??
    welsh.policiesByTitle.get(item.title);
  if (entry === undefined) return english(item, language);
  return { title: entry[1], description: entry[2], lang: undefined };
}

/** A narrative's title and description in `language`, found by key or else by English title. */
export function narrativeText(item: CatalogueItem, language: Language): ShownText {
  if (language === "en-GB" || welsh === null) return english(item, language);
  const entry =
    (item.catalogueKey === undefined ? undefined : welsh.narratives.get(item.catalogueKey)) ??
    welsh.narrativesByTitle.get(item.title);
  if (entry === undefined) return english(item, language);
  return { title: entry[1], description: entry[2], lang: undefined };
}

/** A quiz question with its label, ends and options in `language` (values and axes unchanged). */
export function questionText(question: QuizQuestion, language: Language): ShownQuestion {
  const cy = language === "en-GB" ? undefined : welsh?.quiz[question.id];
  if (cy === undefined) {
    return { ...question, lang: language === "en-GB" ? undefined : "en-GB" };
  }
  return {
    ...question,
    label: cy.label,
    lowLabel: cy.lowLabel,
    highLabel: cy.highLabel,
    options: question.options.map((option) => ({
      ...option,
      text: cy.options[option.value][0],
      description: cy.options[option.value][1],
    })),
    lang: undefined,
  };
}
