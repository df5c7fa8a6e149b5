/** The search area's catalogue, loaded with the search page (docs/i18n.md). */
import english from "@/i18n/compiled/search.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { searchEnGB } from "./en-GB";

export const searchMessages = defineCatalogue<keyof typeof searchEnGB>(
  "search",
  english,
  () => import("@/i18n/compiled/search.cy.json"),
);
