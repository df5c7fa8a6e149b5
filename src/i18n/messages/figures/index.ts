/** The figures area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/figures.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { figuresEnGB } from "./en-GB";

export const figuresMessages = defineCatalogue<keyof typeof figuresEnGB>(
  "figures",
  english,
  () => import("@/i18n/compiled/figures.cy.json"),
);
