/** The account area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/account.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { accountEnGB } from "./en-GB";

export const accountMessages = defineCatalogue<keyof typeof accountEnGB>(
  "account",
  english,
  () => import("@/i18n/compiled/account.cy.json"),
);
