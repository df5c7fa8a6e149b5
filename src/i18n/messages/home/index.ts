/** The home area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/home.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { homeEnGB } from "./en-GB";

export const homeMessages = defineCatalogue<keyof typeof homeEnGB>(
  "home",
  english,
  () => import("@/i18n/compiled/home.cy.json"),
);
