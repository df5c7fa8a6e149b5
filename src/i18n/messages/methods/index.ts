/** The methods area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/methods.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { methodsEnGB } from "./en-GB";

export const methodsMessages = defineCatalogue<keyof typeof methodsEnGB>(
  "methods",
  english,
  () => import("@/i18n/compiled/methods.cy.json"),
);
