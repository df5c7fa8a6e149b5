/** The presenter area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/presenter.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { presenterEnGB } from "./en-GB";

export const presenterMessages = defineCatalogue<keyof typeof presenterEnGB>(
  "presenter",
  english,
  () => import("@/i18n/compiled/presenter.cy.json"),
);
