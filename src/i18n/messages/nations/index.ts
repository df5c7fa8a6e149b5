/** The nations area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/nations.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { nationsEnGB } from "./en-GB";

export const nationsMessages = defineCatalogue<keyof typeof nationsEnGB>(
  "nations",
  english,
  () => import("@/i18n/compiled/nations.cy.json"),
);
