/** The narratives area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/narratives.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { narrativesEnGB } from "./en-GB";

export const narrativesMessages = defineCatalogue<keyof typeof narrativesEnGB>(
  "narratives",
  english,
  () => import("@/i18n/compiled/narratives.cy.json"),
);
