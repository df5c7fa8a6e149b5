/** The residence question's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/residence.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { residenceEnGB } from "./en-GB";

export const residenceMessages = defineCatalogue<keyof typeof residenceEnGB>(
  "residence",
  english,
  () => import("@/i18n/compiled/residence.cy.json"),
);
