/** The equalShares area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/equalShares.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { equalSharesEnGB } from "./en-GB";

export const equalSharesMessages = defineCatalogue<keyof typeof equalSharesEnGB>(
  "equalShares",
  english,
  () => import("@/i18n/compiled/equalShares.cy.json"),
);
