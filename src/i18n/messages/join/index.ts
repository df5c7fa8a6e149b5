/** The join area's catalogue: the join page and the quick vote, apart from /rooms (docs/i18n.md). */
import english from "@/i18n/compiled/join.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { joinEnGB } from "./en-GB";

export const joinMessages = defineCatalogue<keyof typeof joinEnGB>(
  "join",
  english,
  () => import("@/i18n/compiled/join.cy.json"),
);
