/** The whoDecides area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/whoDecides.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { whoDecidesEnGB } from "./en-GB";

export const whoDecidesMessages = defineCatalogue<keyof typeof whoDecidesEnGB>(
  "whoDecides",
  english,
  () => import("@/i18n/compiled/whoDecides.cy.json"),
);
