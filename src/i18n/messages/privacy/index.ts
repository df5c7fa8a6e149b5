/** The privacy area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/privacy.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { privacyEnGB } from "./en-GB";

export const privacyMessages = defineCatalogue<keyof typeof privacyEnGB>(
  "privacy",
  english,
  () => import("@/i18n/compiled/privacy.cy.json"),
);
