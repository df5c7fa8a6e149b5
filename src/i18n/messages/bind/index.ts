/** The bind area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/bind.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { bindEnGB } from "./en-GB";

export type BindMessageId = keyof typeof bindEnGB;

export const bindMessages = defineCatalogue<BindMessageId>(
  "bind",
  english,
  () => import("@/i18n/compiled/bind.cy.json"),
);
