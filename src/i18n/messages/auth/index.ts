/** The auth area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/auth.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { authEnGB } from "./en-GB";

export const authMessages = defineCatalogue<keyof typeof authEnGB>(
  "auth",
  english,
  () => import("@/i18n/compiled/auth.cy.json"),
);
