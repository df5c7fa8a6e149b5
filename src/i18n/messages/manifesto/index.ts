/** The manifesto area's catalogue, loaded with the manifesto page (docs/i18n.md). */
import english from "@/i18n/compiled/manifesto.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { manifestoEnGB } from "./en-GB";

export const manifestoMessages = defineCatalogue<keyof typeof manifestoEnGB>(
  "manifesto",
  english,
  () => import("@/i18n/compiled/manifesto.cy.json"),
);
