/** The economy's words, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/economyWords.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { economyWordsEnGB } from "./en-GB";

export const economyWordsMessages = defineCatalogue<keyof typeof economyWordsEnGB>(
  "economyWords",
  english,
  () => import("@/i18n/compiled/economyWords.cy.json"),
);
