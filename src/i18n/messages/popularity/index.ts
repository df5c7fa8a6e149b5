/** The popularity area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/popularity.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { popularityEnGB } from "./en-GB";

export const popularityMessages = defineCatalogue<keyof typeof popularityEnGB>(
  "popularity",
  english,
  () => import("@/i18n/compiled/popularity.cy.json"),
);
