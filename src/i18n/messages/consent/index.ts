/** The consent area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/consent.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { consentEnGB } from "./en-GB";

export const consentMessages = defineCatalogue<keyof typeof consentEnGB>(
  "consent",
  english,
  () => import("@/i18n/compiled/consent.cy.json"),
);
